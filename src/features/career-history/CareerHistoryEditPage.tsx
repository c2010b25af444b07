import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams, useSearchParams } from 'wouter'
import { api } from '@/core/api/client'
import { useResource } from '@/core/list/use-resource'
import type { ListResponse } from '@/core/api/contract/common'
import { CareerHistoryInputSchema } from '@/core/api/contract/product/career-history'
import type { CareerHistoryRow, CompanyRow, PersonRow } from '@/core/api/contract/product/records-api'
import { toast } from '@/ui'
import { RecordFormPage, useRecordForm } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { careerApi } from './api'
import { careerValues, emptyCareer } from './career-form'
import { CareerHistoryFormFields } from './CareerHistoryFormFields'
import { useCareerMessages } from './career-messages'

/**
 * Route `apps-career-history-edit`: edit one row; with id `new` and `?person_id=N` it adds a
 * row to that person (the person view's "Add position"). Overlapping periods come back as a 400
 * with a clear message under the start date.
 */
export default function CareerHistoryEditPage() {
  const { t } = useLingui()
  const translateError = useCareerMessages()
  const { id = '' } = useParams<{ id: string }>()
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const isNew = id === 'new'
  const row = useResource<CareerHistoryRow>(isNew ? null : careerApi.url(id))
  const personId = isNew ? Number(params.get('person_id')) : row.data?.person_id
  const person = useResource<PersonRow>(personId ? `persons/${personId}` : null)
  const companies = useResource<ListResponse<CompanyRow>>('companies?itemsPerPage=-1&sortBy=name_kana&orderBy=asc')
  const companyList = useMemo(() => (companies.data?.items ?? []).map((c) => ({ id: c.id, name: c.name })), [companies.data])
  const recordForm = useRecordForm({
    schema: CareerHistoryInputSchema,
    empty: emptyCareer,
    record: row,
    toValues: careerValues,
    save: (input) =>
      (isNew
        ? api<CareerHistoryRow>(`persons/${personId}/career-histories`, { method: 'POST', body: input as Record<string, unknown> })
        : careerApi.update(id, input)
      ).catch(translateError),
    onSaved: (saved) => {
      toast.success(isNew ? t`Position added` : t`Career history saved`)
      navigate(isNew ? pathFor('apps-person-view', { id: saved.person_id }) : pathFor('apps-career-history-view', { id: saved.id }))
    },
  })
  const r = row.data
  const p = person.data
  const names = useNames()
  const personName = p ? names.display(p) : ''
  const crumbs = [
    ...(p ? [{ label: personName, href: pathFor('apps-person-view', { id: p.id }) }] : []),
    ...(r ? [{ label: r.company_name, href: pathFor('apps-career-history-view', { id: r.id }) }] : []),
    { label: isNew ? <Trans>Add position</Trans> : <Trans>Edit</Trans> },
  ]
  const title = isNew ? <Trans>Add position</Trans> : <Trans>Edit career history</Trans>
  // A new row needs its person: without ?person_id= there is nothing to add to. A row the user may
  // not change (sales: persons they do not own) says so at once instead of refusing the save.
  const refused = (r && !r.editable) || (isNew && p && !p.editable)
  const error =
    row.error ??
    person.error ??
    (isNew && !personId ? { status: 404, message: '', offline: false } : refused ? { status: 403, message: '', offline: false } : null)

  return (
    <RecordFormPage
      title={title}
      subtitle={personName}
      breadcrumbs={crumbs}
      recordForm={recordForm}
      error={error}
      onRetry={() => (row.error ? row.reload() : person.reload())}
      loading={(!isNew && !r) || !p}
      cancelHref={r ? pathFor('apps-career-history-view', { id: r.id }) : p ? pathFor('apps-person-view', { id: p.id }) : pathFor('apps-person-list')}
    >
      <CareerHistoryFormFields form={recordForm.form} companies={companyList} />
    </RecordFormPage>
  )
}

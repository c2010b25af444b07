import { useEffect, useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams, useSearchParams } from 'wouter'
import { css } from 'styled-system/css'
import { api } from '@/core/api/client'
import { useResource } from '@/core/list/use-resource'
import type { ListResponse } from '@/core/api/contract/common'
import { CareerHistoryInputSchema } from '@/core/api/contract/product/career-history'
import type { CareerHistoryRow, CompanyRow, PersonRow } from '@/core/api/contract/product/records-api'
import { Button, ButtonLink, Card, ConflictNotice, ErrorState, FormAlert, LoadingState, PageHeader, toast, useUnsavedChangesGuard, useForm } from '@/ui'
import { careerApi, careerPaths } from './api'
import { careerValues, emptyCareer } from './career-form'
import { CareerHistoryFormFields } from './CareerHistoryFormFields'
import { useCareerMessages } from './career-messages'

/**
 * `/apps/career-history/edit/{id}`: edit one row. `/apps/career-history/edit/new?person_id=N` adds a
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
  const form = useForm(CareerHistoryInputSchema, emptyCareer)
  const { reset } = form
  const r = row.data
  useEffect(() => {
    if (r) reset(careerValues(r))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start over when the record (re)loads
  }, [r])
  useUnsavedChangesGuard(form.dirty && !form.submitting)

  const submit = form.handleSubmit(async (input) => {
    const saved = await (isNew
      ? api<CareerHistoryRow>(`persons/${personId}/career-histories`, { method: 'POST', body: input as Record<string, unknown> })
      : careerApi.update(id, input)
    ).catch(translateError)
    reset(careerValues(saved))
    toast.success(isNew ? t`Position added` : t`Career history saved`)
    navigate(isNew ? careerPaths.person(saved.person_id) : careerPaths.view(saved.id))
  })
  const reload = async () => {
    const fresh = await row.reload()
    if (fresh) reset(careerValues(fresh))
  }
  const p = person.data
  const crumbs = [
    ...(p ? [{ label: p.full_name, href: careerPaths.person(p.id) }] : []),
    ...(r ? [{ label: r.company_name, href: careerPaths.view(r.id) }] : []),
    { label: isNew ? <Trans>Add position</Trans> : <Trans>Edit</Trans> },
  ]
  const title = isNew ? <Trans>Add position</Trans> : <Trans>Edit career history</Trans>
  const error = row.error ?? person.error ?? (isNew && !personId ? { status: 404, message: '', offline: false } : null)

  if (error) return <><PageHeader title={title} breadcrumbs={crumbs} /><Card><ErrorState error={error} onRetry={() => void (row.error ? row.reload() : person.reload())} /></Card></>
  if ((!isNew && !r) || !p) return <LoadingState />

  return (
    <>
      <PageHeader title={title} subtitle={p.full_name} breadcrumbs={crumbs} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Card
          footer={
            <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
              <ButtonLink href={r ? careerPaths.view(r.id) : careerPaths.person(p.id)} variant="outline" tone="neutral">
                <Trans>Cancel</Trans>
              </ButtonLink>
              <Button type="submit" loading={form.submitting} disabled={form.submitting}>
                <Trans>Save</Trans>
              </Button>
            </div>
          }
        >
          {form.conflict && <ConflictNotice conflict={form.conflict} onReload={reload} />}
          <FormAlert message={form.formError} />
          <CareerHistoryFormFields form={form} companies={companyList} />
        </Card>
      </form>
    </>
  )
}

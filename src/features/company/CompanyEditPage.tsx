import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { useResource } from '@/core/list/use-resource'
import { CompanyInputSchema } from '@/core/api/contract/product/company'
import type { CompanyRow } from '@/core/api/contract/product/records-api'
import { toast } from '@/ui'
import { RecordFormPage, useRecordForm } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { companiesApi } from './api'
import { companyValues, emptyCompany } from './company-form'
import { CompanyFormFields } from './CompanyFormFields'

/** Route `apps-company-edit`: the company form; a stale save (409) offers to reload the record. */
export default function CompanyEditPage() {
  const { t } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const company = useResource<CompanyRow>(companiesApi.url(id))
  const industries = useResource<string[]>('companies/industries')
  const recordForm = useRecordForm({
    schema: CompanyInputSchema,
    empty: emptyCompany,
    record: company,
    toValues: companyValues,
    save: (input) => companiesApi.update(id, input),
    onSaved: (saved) => {
      company.setData(saved)
      toast.success(t`Company saved`)
      navigate(pathFor('apps-company-view', { id: saved.id }))
    },
  })
  const c = company.data
  const crumbs = [{ label: <Trans>Companies</Trans>, href: pathFor('apps-company-list') }, ...(c ? [{ label: c.name, href: pathFor('apps-company-view', { id: c.id }) }] : []), { label: <Trans>Edit</Trans> }]

  return (
    <RecordFormPage
      title={<Trans>Edit company</Trans>}
      subtitle={c?.name}
      breadcrumbs={crumbs}
      recordForm={recordForm}
      cancelHref={pathFor('apps-company-view', { id: c?.id ?? id })}
    >
      <CompanyFormFields form={recordForm.form} industries={industries.data ?? []} />
    </RecordFormPage>
  )
}

import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { useResource } from '@/core/list/use-resource'
import { CompanyInputSchema } from '@/core/api/contract/product/company'
import type { CompanyRow } from '@/core/api/contract/product/records-api'
import { Button, ButtonLink, Card, ConflictNotice, ErrorState, FormAlert, LoadingState, PageHeader, toast, useUnsavedChangesGuard, useForm } from '@/ui'
import { companiesApi, companyPaths } from './api'
import { companyValues, emptyCompany } from './company-form'
import { CompanyFormFields } from './CompanyFormFields'

/** `/apps/company/edit/{id}`: the company form; a stale save (409) offers to reload the record. */
export default function CompanyEditPage() {
  const { t } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const company = useResource<CompanyRow>(companiesApi.url(id))
  const industries = useResource<string[]>('companies/industries')
  const form = useForm(CompanyInputSchema, emptyCompany)
  const { reset } = form
  const c = company.data
  useEffect(() => {
    if (c) reset(companyValues(c))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start over when the record (re)loads
  }, [c])
  useUnsavedChangesGuard(form.dirty && !form.submitting)

  const submit = form.handleSubmit(async (input) => {
    const saved = await companiesApi.update(id, input)
    reset(companyValues(saved))
    company.setData(saved)
    toast.success(t`Company saved`)
    navigate(companyPaths.view(saved.id))
  })
  const reload = async () => {
    const fresh = await company.reload()
    if (fresh) reset(companyValues(fresh))
  }
  const crumbs = [{ label: <Trans>Companies</Trans>, href: companyPaths.list }, ...(c ? [{ label: c.name, href: companyPaths.view(c.id) }] : []), { label: <Trans>Edit</Trans> }]

  if (company.error) return <><PageHeader title={<Trans>Edit company</Trans>} breadcrumbs={crumbs} /><Card><ErrorState error={company.error} onRetry={() => void company.reload()} /></Card></>
  if (!c) return <LoadingState />

  return (
    <>
      <PageHeader title={<Trans>Edit company</Trans>} subtitle={c.name} breadcrumbs={crumbs} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Card
          footer={
            <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
              <ButtonLink href={companyPaths.view(c.id)} variant="outline" tone="neutral">
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
          <CompanyFormFields form={form} industries={industries.data ?? []} />
        </Card>
      </form>
    </>
  )
}

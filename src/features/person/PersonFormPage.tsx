import { useEffect, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearchParams } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { css } from 'styled-system/css'
import { userData } from '@/core/session/session'
import { useResource } from '@/core/list/use-resource'
import { PersonInputSchema } from '@/core/api/contract/product/person'
import type { PersonRow } from '@/core/api/contract/product/records-api'
import { Button, ButtonLink, Card, ConflictNotice, ErrorState, FormAlert, LoadingState, PageHeader, toast, useUnsavedChangesGuard, useForm } from '@/ui'
import { personPaths, personsApi } from './api'
import { emptyPerson, idFrom, personValues } from './person-form'
import { PersonFormFields } from './PersonFormFields'
import { usePersonOptions } from './use-person-options'

/** Add (`id` undefined) or edit a person; a stale save (409) offers to reload the record. */
export function PersonFormPage({ id }: { id?: string }) {
  useSignals()
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [params] = useSearchParams()
  const person = useResource<PersonRow>(id ? personsApi.url(id) : null)
  const { companyOptions, ownerOptions } = usePersonOptions()
  const perms = userData.value?.permissions ?? {}
  // Sales users own what they add or edit (the server enforces it too).
  const ownerLocked = !perms.has_admin_permission && !perms.has_office_permission
  const initial = { ...emptyPerson, company_id: idFrom(params.get('company_id') ?? '') }
  const form = useForm(PersonInputSchema, initial)
  const { reset } = form
  const p = person.data
  useEffect(() => {
    if (p) reset(personValues(p))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start over when the record (re)loads
  }, [p])
  useUnsavedChangesGuard(form.dirty && !form.submitting)

  const submit = form.handleSubmit(async (input) => {
    const saved = id ? await personsApi.update(id, input) : await personsApi.create(input)
    reset(personValues(saved))
    toast.success(id ? t`Person saved` : t`Person added`, { description: saved.full_name })
    navigate(personPaths.view(saved.id))
  })
  const reload = async () => {
    const fresh = await person.reload()
    if (fresh) reset(personValues(fresh))
  }
  const title: ReactNode = id ? <Trans>Edit person</Trans> : <Trans>Add person</Trans>
  const crumbs = [{ label: <Trans>Persons</Trans>, href: personPaths.list }, ...(p ? [{ label: p.full_name, href: personPaths.view(p.id) }] : []), { label: id ? <Trans>Edit</Trans> : <Trans>Add</Trans> }]

  if (person.error) return <><PageHeader title={title} breadcrumbs={crumbs} /><Card><ErrorState error={person.error} onRetry={() => void person.reload()} /></Card></>
  if (id && !p) return <LoadingState />

  return (
    <>
      <PageHeader title={title} subtitle={p?.full_name} breadcrumbs={crumbs} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Card
          footer={
            <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
              <ButtonLink href={p ? personPaths.view(p.id) : personPaths.list} variant="outline" tone="neutral">
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
          <PersonFormFields form={form} companyOptions={companyOptions} ownerOptions={ownerOptions} ownerLocked={ownerLocked} />
        </Card>
      </form>
    </>
  )
}

import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearchParams } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { userData } from '@/core/session/session'
import { useResource } from '@/core/list/use-resource'
import { PersonInputSchema } from '@/core/api/contract/product/person'
import type { PersonRow } from '@/core/api/contract/product/records-api'
import { toast } from '@/ui'
import { RecordFormPage, useRecordForm } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { personsApi } from './api'
import { emptyPerson, idFrom, personValues } from './person-form'
import { PersonFormFields } from './PersonFormFields'
import { usePersonOptions } from './use-person-options'
import { isManager } from '@/core/api/contract/access-policy'

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
  const ownerLocked = !isManager(perms)
  const names = useNames()
  const recordForm = useRecordForm({
    schema: PersonInputSchema,
    empty: { ...emptyPerson, company_id: idFrom(params.get('company_id') ?? '') },
    record: person,
    toValues: personValues,
    save: (input) => (id ? personsApi.update(id, input) : personsApi.create(input)),
    onSaved: (saved) => {
      toast.success(id ? t`Person saved` : t`Person added`, { description: names.display(saved) })
      navigate(pathFor('apps-person-view', { id: saved.id }))
    },
  })
  const p = person.data
  const name = p ? names.display(p) : ''
  const title: ReactNode = id ? <Trans>Edit person</Trans> : <Trans>Add person</Trans>
  const crumbs = [{ label: <Trans>Persons</Trans>, href: pathFor('apps-person-list') }, ...(p ? [{ label: name, href: pathFor('apps-person-view', { id: p.id }) }] : []), { label: id ? <Trans>Edit</Trans> : <Trans>Add</Trans> }]

  return (
    <RecordFormPage
      title={title}
      subtitle={name}
      breadcrumbs={crumbs}
      recordForm={recordForm}
      cancelHref={p ? pathFor('apps-person-view', { id: p.id }) : pathFor('apps-person-list')}
    >
      <PersonFormFields form={recordForm.form} companyOptions={companyOptions} ownerOptions={ownerOptions} ownerLocked={ownerLocked} />
    </RecordFormPage>
  )
}

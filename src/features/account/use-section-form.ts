import type * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { toast, useForm, useUnsavedChangesGuard, type Form } from '@/ui'
import type { AccountSection, AccountSettings } from '@/core/api/contract/demo/account-settings'
import { accountApi } from './api'
import './messages'

/**
 * One settings section as a form: validated with the contract's schema, guarded while unsaved,
 * saved with PUT …/:section; the server's answer becomes both the page's data and the new baseline.
 */
export function useSectionForm<S extends v.GenericSchema>(
  schema: S,
  section: AccountSection,
  initial: v.InferInput<S>,
  pick: (settings: AccountSettings) => v.InferInput<S>,
  onSaved: (next: AccountSettings) => void,
): Form<S> & { submit: () => Promise<boolean> } {
  const { t } = useLingui()
  const form = useForm(schema, initial)
  useUnsavedChangesGuard(form.dirty)
  const submit = form.handleSubmit(async (data) => {
    const next = await accountApi.saveSection(section, data)
    form.reset(pick(next))
    onSaved(next)
    toast.success(t`Changes saved`)
  })
  return { ...form, submit: () => submit() }
}

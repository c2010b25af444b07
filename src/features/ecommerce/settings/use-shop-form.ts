import type * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { toast, useForm, useUnsavedChangesGuard, type Form } from '@/ui'
import type { ShopSettings, ShopSettingsTab } from '@/core/api/contract/demo/shop-settings'
import { saveShopTab } from './api'
import './messages'

/**
 * One settings tab as a form: checked with the contract's schema, guarded while unsaved (leaving
 * or switching tabs asks first), saved with PUT …/settings/:tab; the answer is the new baseline.
 */
export function useShopForm<K extends ShopSettingsTab, S extends v.GenericSchema>(
  schema: S,
  tab: K,
  settings: ShopSettings,
  onSaved: (next: ShopSettings) => void,
): Form<S> & { submit: () => Promise<boolean> } {
  const { t } = useLingui()
  const form = useForm(schema, settings[tab] as v.InferInput<S>)
  useUnsavedChangesGuard(form.dirty)
  const submit = form.handleSubmit(async (data) => {
    const next = await saveShopTab(tab, data as ShopSettings[K])
    form.reset(next[tab] as v.InferInput<S>)
    onSaved(next)
    toast.success(t`Settings saved`)
  })
  return { ...form, submit: () => submit() }
}

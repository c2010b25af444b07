import { useLingui } from '@lingui/react/macro'
import { PasswordChangeSchema } from '@/core/api/contract/demo/account-settings'
import { Card, FormField, toast, useForm, useUnsavedChangesGuard } from '@/ui'
import { PasswordField } from '@/ui/PasswordField'
import { accountApi, type TabProps } from './api'
import { fieldGrid, FormFooter, stack } from './parts'
import { TwoStepCard } from './TwoStepCard'
import './messages'

const EMPTY = { current: '', password: '', confirm: '' }

/** Security tab: change the sign-in password (rules shown while typing) and two-step verification. */
export function SecurityTab({ settings, onSaved }: TabProps) {
  const { t, i18n } = useLingui()
  const form = useForm(PasswordChangeSchema, EMPTY)
  useUnsavedChangesGuard(form.dirty)
  const submit = form.handleSubmit(async (data) => {
    onSaved(await accountApi.changePassword(data))
    form.reset(EMPTY)
    toast.success(t`Password changed`, { description: t`Use the new password the next time you sign in.` })
  })
  const changedAt = settings.security.passwordChangedAt
  const password = (name: 'current' | 'password' | 'confirm', label: string, autoComplete: string, showStrength = false) => (
    <FormField label={label} required errors={form.errorsOf(name)}>
      {(props) => (
        <PasswordField {...props} name={name} value={form.values[name]} onValueChange={(value) => form.setValue(name, value)} onBlur={() => form.touch(name)} autoComplete={autoComplete} showStrength={showStrength} />
      )}
    </FormField>
  )
  return (
    <div className={stack}>
      <Card
        title={t`Change password`}
        subtitle={changedAt ? t`Last changed on ${i18n.date(changedAt, { dateStyle: 'long' })}.` : t`Use a password you don't use anywhere else.`}
      >
        <form noValidate onSubmit={(e) => void submit(e)}>
          <fieldset disabled={settings.deactivated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <div className={fieldGrid}>
              {password('current', t`Current password`, 'current-password')}
              <span aria-hidden />
              {password('password', t`New password`, 'new-password', true)}
              {password('confirm', t`Confirm new password`, 'new-password')}
            </div>
          </fieldset>
          <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset(EMPTY)} disabled={settings.deactivated} saveLabel={t`Change password`} />
        </form>
      </Card>
      <TwoStepCard settings={settings} onSaved={onSaved} />
    </div>
  )
}

import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { FormField, Input, type FieldBinding } from '@/ui'
import { PasswordField } from '@/ui/PasswordField'

/** What the shared fields need of a form (register and the account step both fit). */
export type CredentialForm = {
  field: (name: 'username' | 'email') => FieldBinding
  errorsOf: (name: string) => string[]
  values: { password: string }
  setValue: (name: 'password', value: string) => void
  touch: (name: string) => void
}

const ltr = css({ textAlign: 'start' })

/** Username, e-mail and a new password with its strength: one field set for register v1/v2 and the multi-step account step. */
export function CredentialFields({ form, autoFocus }: { form: CredentialForm; autoFocus?: boolean }) {
  return (
    <>
      <FormField label={<Trans>Username</Trans>} required errors={form.errorsOf('username')}>
        <Input {...form.field('username')} autoComplete="username" dir="ltr" autoFocus={autoFocus} className={ltr} />
      </FormField>
      <FormField label={<Trans>Email</Trans>} required errors={form.errorsOf('email')}>
        <Input {...form.field('email')} type="email" inputMode="email" autoComplete="email" dir="ltr" className={ltr} />
      </FormField>
      <NewPasswordField form={form} name="password" label={<Trans>Password</Trans>} showStrength />
    </>
  )
}

/** A new-password field bound to a form (the strength meter on the first of a pair). */
export function NewPasswordField<N extends string>({ form, name, label, showStrength, autoFocus }: {
  form: { errorsOf: (name: string) => string[]; values: Record<N, string>; setValue: (name: N, value: string) => void; touch: (name: string) => void }
  name: N
  label: ReactNode
  showStrength?: boolean
  autoFocus?: boolean
}) {
  const errors = form.errorsOf(name)
  return (
    <FormField label={label} required errors={errors}>
      {(control) => (
        <PasswordField {...control} name={name} autoComplete="new-password" autoFocus={autoFocus} showStrength={showStrength} value={form.values[name]} onValueChange={(value) => form.setValue(name, value)} onBlur={() => form.touch(name)} invalid={errors.length > 0} />
      )}
    </FormField>
  )
}

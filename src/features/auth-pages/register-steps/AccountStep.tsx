import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { FormField, Input, type Form } from '@/ui'
import { PasswordField } from '@/ui/PasswordField'
import type { accountStepSchema } from '../schemas'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4', alignItems: 'start' })

export function AccountStep({ form }: { form: Form<typeof accountStepSchema> }) {
  return (
    <div className={grid}>
      <FormField label={<Trans>Username</Trans>} required errors={form.errorsOf('username')}>
        <Input {...form.field('username')} autoComplete="username" dir="ltr" className={css({ textAlign: 'start' })} />
      </FormField>
      <FormField label={<Trans>Email</Trans>} required errors={form.errorsOf('email')}>
        <Input {...form.field('email')} type="email" inputMode="email" autoComplete="email" dir="ltr" className={css({ textAlign: 'start' })} />
      </FormField>
      <FormField label={<Trans>Password</Trans>} required errors={form.errorsOf('password')}>
        {(control) => (
          <PasswordField {...control} name="password" autoComplete="new-password" showStrength value={form.values.password} onValueChange={(value) => form.setValue('password', value)} onBlur={() => form.touch('password')} invalid={form.errorsOf('password').length > 0} />
        )}
      </FormField>
      <FormField label={<Trans>Confirm password</Trans>} required errors={form.errorsOf('confirm')}>
        {(control) => (
          <PasswordField {...control} name="confirm" autoComplete="new-password" value={form.values.confirm} onValueChange={(value) => form.setValue('confirm', value)} onBlur={() => form.touch('confirm')} invalid={form.errorsOf('confirm').length > 0} />
        )}
      </FormField>
    </div>
  )
}

export { grid as stepGrid }

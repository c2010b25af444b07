import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { Button, ButtonLink, useForm } from '@/ui'
import { NewPasswordField } from './CredentialFields'
import { AuthFrame } from './AuthFrame'
import { Done, FooterLink, formStack } from './parts'
import { resetSchema } from './schemas'
import { useAuthVariant } from './variant'

/** Reset password v1/v2: a new password (rules shown) typed twice, then "password changed". */
export default function ResetPasswordPage() {
  const { variant, linkTo } = useAuthVariant()
  const form = useForm(resetSchema, { password: '', confirm: '' })
  const [done, setDone] = useState(false)
  const valid = v.safeParse(resetSchema, form.values).success
  const submit = form.handleSubmit(() => setDone(true))
  return (
    <AuthFrame variant={variant} illustration="key" title={<Trans>Reset password</Trans>} subtitle={<Trans>Your new password must be different from previous ones.</Trans>}>
      {done ? (
        <Done title={<Trans>Password changed</Trans>} action={<ButtonLink href={linkTo('login')}><Trans>Sign in</Trans></ButtonLink>}>
          <Trans>You can now sign in with your new password.</Trans>
        </Done>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className={formStack}>
          <NewPasswordField form={form} name="password" label={<Trans>New password</Trans>} showStrength autoFocus />
          <NewPasswordField form={form} name="confirm" label={<Trans>Confirm password</Trans>} />
          <Button type="submit" size="lg" block disabled={!valid}>
            <Trans>Set new password</Trans>
          </Button>
        </form>
      )}
      <FooterLink href={linkTo('login')} label={<Trans>Back to sign in</Trans>} />
    </AuthFrame>
  )
}

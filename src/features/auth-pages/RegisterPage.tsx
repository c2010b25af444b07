import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button, ButtonLink, Checkbox, useForm } from '@/ui'
import { CredentialFields } from './CredentialFields'
import { AuthFrame } from './AuthFrame'
import { Done, FooterLink, formStack } from './parts'
import { registerSchema } from './schemas'
import { useAuthVariant } from './variant'

/** Register v1/v2: username, e-mail, a new password with its strength, terms; ends at "verify your e-mail". */
export default function RegisterPage() {
  const { variant, linkTo } = useAuthVariant()
  const form = useForm(registerSchema, { username: '', email: '', password: '', terms: false })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const valid = v.safeParse(registerSchema, form.values).success
  const submit = form.handleSubmit((data) => setSentTo(data.email))

  return (
    <AuthFrame variant={variant} illustration="register" title={<Trans>Adventure starts here</Trans>} subtitle={<Trans>Make your card management easy and fun.</Trans>}>
      {sentTo ? (
        <Done title={<Trans>Account created</Trans>} action={<ButtonLink href={linkTo('verify-email')}><Trans>Verify my email</Trans></ButtonLink>}>
          <Trans>We sent a confirmation link to <strong dir="ltr">{sentTo}</strong>.</Trans>
        </Done>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className={formStack}>
          <CredentialFields form={form} autoFocus />
          <div>
            <Checkbox {...form.checkbox('terms')} invalid={form.errorsOf('terms').length > 0} label={<Trans>I agree to the privacy policy and terms</Trans>} />
            {form.errorsOf('terms').map((m) => (
              <p key={m} className={css({ fontSize: 'xs', color: 'danger.text', mt: '1', mb: '0' })}>{m}</p>
            ))}
          </div>
          <Button type="submit" size="lg" block disabled={!valid}>
            <Trans>Sign up</Trans>
          </Button>
        </form>
      )}
      <FooterLink text={<Trans>Already have an account?</Trans>} href={linkTo('login')} label={<Trans>Sign in instead</Trans>} />
    </AuthFrame>
  )
}

import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button, ButtonLink, FormField, Input, useForm } from '@/ui'
import { AuthFrame } from './AuthFrame'
import { Done, FooterLink, formStack } from './parts'
import { forgotSchema } from './schemas'
import { useAuthVariant } from './variant'

/** Forgot password v1/v2: an e-mail address, then "check your inbox" with the way on to the reset form. */
export default function ForgotPasswordPage() {
  const { variant, linkTo } = useAuthVariant()
  const form = useForm(forgotSchema, { email: '' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const valid = v.safeParse(forgotSchema, form.values).success
  const submit = form.handleSubmit((data) => setSentTo(data.email))
  return (
    <AuthFrame variant={variant} illustration="key" title={<Trans>Forgot your password?</Trans>} subtitle={<Trans>Enter your email and we’ll send you instructions to reset your password.</Trans>}>
      {sentTo ? (
        <Done title={<Trans>Check your email</Trans>} action={<ButtonLink href={linkTo('reset-password')}><Trans>Open the reset link</Trans></ButtonLink>}>
          <Trans>If an account exists for <strong dir="ltr">{sentTo}</strong>, a reset link is on its way.</Trans>
        </Done>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className={formStack}>
          <FormField label={<Trans>Email</Trans>} required errors={form.errorsOf('email')}>
            <Input {...form.field('email')} type="email" inputMode="email" autoComplete="email" dir="ltr" autoFocus className={css({ textAlign: 'start' })} />
          </FormField>
          <Button type="submit" size="lg" block disabled={!valid}>
            <Trans>Send reset link</Trans>
          </Button>
        </form>
      )}
      <FooterLink href={linkTo('login')} label={<Trans>Back to sign in</Trans>} />
    </AuthFrame>
  )
}

import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '@/ui'
import { PinInput } from '@/ui/PinInput'
import { AuthFrame } from './AuthFrame'
import { Done, FooterLink } from './parts'
import { useAuthVariant } from './variant'

const CODE_LENGTH = 6

/** Two-step verification v1/v2: the 6-digit code (paste fills every box); Verify waits for all six. */
export default function TwoStepsPage() {
  const { t } = useLingui()
  const { variant, linkTo } = useAuthVariant()
  const [code, setCode] = useState('')
  const [verified, setVerified] = useState(false)
  const [resent, setResent] = useState(false)
  const complete = new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (complete) setVerified(true)
  }

  return (
    <AuthFrame
      variant={variant}
      illustration="shield"
      title={<Trans>Two-step verification</Trans>}
      subtitle={<Trans>We sent a verification code to your mobile ending in ••••1234. Type it below.</Trans>}
    >
      {verified ? (
        <Done title={<Trans>You’re verified</Trans>} action={<ButtonLink href={linkTo('login')}><Trans>Continue</Trans></ButtonLink>}>
          <Trans>The code was accepted.</Trans>
        </Done>
      ) : (
        <form noValidate onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p id="two-steps-hint" className={css({ m: '0', fontWeight: 'medium', fontSize: 'sm' })}>
              <Trans>Type your 6-digit security code</Trans>
            </p>
            <PinInput value={code} onValueChange={setCode} length={CODE_LENGTH} label={t`Security code`} aria-describedby="two-steps-hint" autoFocus />
          </div>
          <Button type="submit" size="lg" block disabled={!complete}>
            <Trans>Verify my account</Trans>
          </Button>
        </form>
      )}
      {!verified && (
        <p className={css({ textAlign: 'center', mt: '5', mb: '0', color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Didn’t get the code?</Trans>{' '}
          <Button variant="ghost" size="sm" onClick={() => { setCode(''); setResent(true) }}>
            <Trans>Resend</Trans>
          </Button>
          <span role="status" className={css({ display: 'block', color: 'success.text' })}>{resent && <Trans>A new code is on its way.</Trans>}</span>
        </p>
      )}
      <FooterLink href={linkTo('login')} label={<Trans>Back to sign in</Trans>} />
    </AuthFrame>
  )
}

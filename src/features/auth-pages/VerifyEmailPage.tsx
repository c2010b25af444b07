import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '@/ui'
import { AuthFrame } from './AuthFrame'
import { useAuthVariant } from './variant'

const RESEND_WAIT_SECONDS = 30

/** Verify e-mail v1/v2: where the link went, skip for now, and a resend that waits between tries. */
export default function VerifyEmailPage() {
  const { t } = useLingui()
  const { variant, linkTo } = useAuthVariant()
  const [wait, setWait] = useState(0)
  const [sent, setSent] = useState(0)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  return (
    <AuthFrame variant={variant} illustration="mail" title={<Trans>Verify your email</Trans>} subtitle={<Trans>We sent an account activation link to your email address. Follow the link inside to continue.</Trans>}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p className={css({ m: '0', fontWeight: 'semibold', textAlign: 'center' })} dir="ltr">
          hello@example.co.jp
        </p>
        <ButtonLink href={linkTo('login')} size="lg" block>
          <Trans>Skip for now</Trans>
        </ButtonLink>
        <p className={css({ m: '0', textAlign: 'center', fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>Didn’t get the mail?</Trans>{' '}
          <Button
            variant="ghost"
            size="sm"
            disabled={wait > 0}
            onClick={() => {
              setSent((n) => n + 1)
              setWait(RESEND_WAIT_SECONDS)
            }}
          >
            {wait > 0 ? t`Resend in ${wait} s` : t`Resend`}
          </Button>
        </p>
        <p role="status" className={css({ m: '0', minH: '5', textAlign: 'center', fontSize: 'sm', color: 'success.text' })}>
          {sent > 0 && <Trans>A new link is on its way.</Trans>}
        </p>
      </div>
    </AuthFrame>
  )
}

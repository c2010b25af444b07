import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { IconLogout } from '@tabler/icons-react'
import { button } from 'styled-system/recipes'
import { pathFor } from '@/core/routing/paths'
import { isSignedIn, signOut } from '@/core/session/session'
import { BackActions, MiscPage } from './MiscPage'
import { NotAuthorizedIllustration } from './illustrations/NotAuthorizedIllustration'

/**
 * `/not-authorized` (spec §2, §5): a route's permission is missing. "Back to home" goes to the
 * account's own landing page; signing out (to use another account) is always offered.
 */
export default function NotAuthorizedPage() {
  useSignals()
  const { t } = useLingui()
  const [, navigate] = useLocation()
  return (
    <MiscPage
      code="401"
      title={<Trans>You are not authorized!</Trans>}
      message={<Trans>You don't have permission to open this page. Ask an administrator if you need it.</Trans>}
      illustration={<NotAuthorizedIllustration label={t`A padlock on a stack of name cards`} />}
      actions={
        <>
          <BackActions />
          {isSignedIn.value && (
            <button
              type="button"
              data-testid="not-authorized-sign-out"
              className={button({ variant: 'outline', tone: 'neutral' })}
              onClick={() => {
                signOut()
                navigate(pathFor('login'), { replace: true })
              }}
            >
              <IconLogout aria-hidden className="flip-rtl" />
              <Trans>Sign out</Trans>
            </button>
          )}
        </>
      }
    />
  )
}

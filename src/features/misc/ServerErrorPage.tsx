import { Trans, useLingui } from '@lingui/react/macro'
import { IconRefresh } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { BackActions, MiscPage } from './MiscPage'
import { ServerErrorIllustration } from './illustrations/ServerErrorIllustration'

type Props = { error?: unknown; onRetry?: () => void }

/** Shown by the shell's error boundary when a page crashes (spec §8: 'Server Error - 500'). */
export default function ServerErrorPage({ error, onRetry }: Props) {
  const { t } = useLingui()
  const detail = error instanceof Error ? error.message : undefined
  return (
    <MiscPage
      code="500"
      title={<Trans>Internal server error</Trans>}
      message={
        <>
          <Trans>Oops, something went wrong. Try again, or head back.</Trans>
          {/* The raw error helps support, but stays folded away from everyone else. */}
          {detail && (
            <details className={css({ mt: '3', fontSize: 'xs', color: 'fg.subtle' })}>
              <summary className={css({ cursor: 'pointer', display: 'inline-block', py: '1', px: '2', borderRadius: 'sm', textDecoration: 'underline dotted', textUnderlineOffset: '3px', _hover: { color: 'fg' } })}>
                <Trans>Technical details</Trans>
              </summary>
              <code dir="ltr" className={css({ display: 'block', mt: '1', overflowWrap: 'anywhere', fontFamily: 'mono' })}>
                {detail}
              </code>
            </details>
          )}
        </>
      }
      illustration={<ServerErrorIllustration label={t`A server rack with a warning sign`} />}
      actions={
        <>
          <button type="button" className={button({ variant: 'soft' })} onClick={onRetry ?? (() => window.location.reload())}>
            <IconRefresh aria-hidden />
            <Trans>Try again</Trans>
          </button>
          <BackActions />
        </>
      }
    />
  )
}

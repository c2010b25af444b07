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
      title={<Trans>Internal server error 👨🏻‍💻</Trans>}
      message={
        <>
          <Trans>Oops, something went wrong. Try again, or head back.</Trans>
          {detail && (
            <code className={css({ display: 'block', mt: '3', fontSize: 'xs', color: 'fg.subtle', overflowWrap: 'anywhere' })}>
              {detail}
            </code>
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

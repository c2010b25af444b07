import type { ReactNode } from 'react'
import { IconCloudOff, IconRefresh, IconAlertTriangle } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { ApiFailure } from '@/core/list/api-failure'
import { Button } from '../Button'

export type ErrorStateProps = {
  /** The failure from useListQuery/useResource; picks the wording (offline, not found, no permission). */
  error?: ApiFailure | null
  title?: ReactNode
  description?: ReactNode
  onRetry?: () => void
  compact?: boolean
  className?: string
}

function defaultText(error: ApiFailure | null | undefined): { title: ReactNode; description: ReactNode } {
  if (error?.timedOut) return { title: <Trans>No answer in time</Trans>, description: <Trans>The server did not answer within 30 seconds. Try again.</Trans> }
  if (error?.offline) return { title: <Trans>You are offline</Trans>, description: <Trans>This data has not been saved on this device yet. Connect and try again.</Trans> }
  if (error?.status === 404) return { title: <Trans>Not found</Trans>, description: <Trans>It may have been deleted, or the link is wrong.</Trans> }
  if (error?.status === 403) return { title: <Trans>Not allowed</Trans>, description: <Trans>Your account does not have permission to see this.</Trans> }
  return { title: <Trans>Something went wrong</Trans>, description: error?.message || <Trans>The data could not be loaded.</Trans> }
}

export function ErrorState({ error, title, description, onRetry, compact, className }: ErrorStateProps) {
  const text = defaultText(error)
  const Icon = error?.offline ? IconCloudOff : IconAlertTriangle
  return (
    <div role="alert" className={cx(css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '2', py: compact ? '6' : '12', px: '4' }), className)}>
      <span className={css({ display: 'grid', placeItems: 'center', w: '14', h: '14', borderRadius: 'full', bg: 'danger.subtle', color: 'danger.text', '& svg': { w: '7', h: '7' } })}>
        <Icon aria-hidden="true" />
      </span>
      <p className={css({ fontWeight: 'semibold', fontSize: 'md', mt: '1' })}>{title ?? text.title}</p>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: '28rem' })}>{description ?? text.description}</p>
      {onRetry && (
        <Button variant="outline" size="sm" startIcon={<IconRefresh />} onClick={onRetry} className={css({ mt: '2' })}>
          <Trans>Retry</Trans>
        </Button>
      )}
    </div>
  )
}

import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { EmptyIllustration } from './EmptyIllustration'

export type EmptyStateProps = {
  /** Defaults to "Nothing here yet". */
  title?: ReactNode
  description?: ReactNode
  /** E.g. a "Clear filters" or "Add company" button. */
  action?: ReactNode
  /** Compact: smaller picture (inside tables and cards). */
  compact?: boolean
  className?: string
}

export function EmptyState({ title, description, action, compact, className }: EmptyStateProps) {
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '2', py: compact ? '6' : '12', px: '4', color: 'fg' }), className)}>
      <EmptyIllustration size={compact ? 96 : 140} />
      <p className={css({ fontWeight: 'semibold', fontSize: 'md', mt: '2' })}>{title ?? <Trans>Nothing here yet</Trans>}</p>
      {description && <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: '28rem' })}>{description}</p>}
      {action && <div className={css({ mt: '2', display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center' })}>{action}</div>}
    </div>
  )
}

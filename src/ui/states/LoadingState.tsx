import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { Spinner } from '../Spinner'

/** A centred spinner with a label, for whole pages or cards while their first data loads. */
export function LoadingState({ label, className }: { label?: ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cx(css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '12', color: 'fg.muted', fontSize: 'sm' }), className)}>
      <Spinner decorative className={css({ color: 'primary' })} />
      <span>{label ?? <Trans>Loading…</Trans>}</span>
    </div>
  )
}

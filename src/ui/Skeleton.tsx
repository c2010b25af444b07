import type { CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { skeleton } from 'styled-system/recipes'

export type SkeletonProps = {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  circle?: boolean
  className?: string
}

/** A decorative grey block; pair with a visually hidden "Loading" (LoadingState does). */
export function Skeleton({ width = '100%', height = '0.875rem', circle, className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(skeleton({ circle }), className)} style={{ width, height }} />
}

/** A few lines of text placeholders; the last one shorter, like a paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading`} className={cx(css({ display: 'flex', flexDirection: 'column', gap: '2' }), className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  )
}

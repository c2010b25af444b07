import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'

/** progress / total with the failed share in red; a real progressbar for screen readers. */
export function ProgressBar({ progress, failed, total, compact }: { progress: number; failed: number; total: number; compact?: boolean }) {
  const { t } = useLingui()
  const done = total ? Math.min(100, (progress / total) * 100) : 0
  const bad = total ? Math.min(100, (failed / total) * 100) : 0
  const finished = total > 0 && progress >= total
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: compact ? '8rem' : '12rem' })}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={progress}
        aria-label={t`Analysis progress`}
        aria-valuetext={t`${progress} of ${total} cards analysed, ${failed} failed`}
        className={css({ position: 'relative', flex: '1', h: compact ? '1.5' : '2.5', borderRadius: 'full', bg: 'bg.emphasized', overflow: 'hidden' })}
      >
        <div
          className={css({ position: 'absolute', insetBlock: '0', insetInlineStart: '0', bg: finished ? 'success' : 'primary', borderRadius: 'full', transition: 'width 0.4s ease' })}
          style={{ width: `${done}%` }}
        />
        {bad > 0 && <div className={css({ position: 'absolute', insetBlock: '0', insetInlineEnd: `0`, bg: 'danger', opacity: 0.85 })} style={{ width: `${bad}%`, insetInlineEnd: `${100 - done}%` }} />}
      </div>
      <span className={css({ fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>
        {progress}/{total}
      </span>
    </div>
  )
}

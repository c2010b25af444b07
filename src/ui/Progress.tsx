import { useId, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

export type ProgressTone = 'primary' | 'success' | 'warning' | 'danger' | 'info'

export type ProgressBarProps = {
  /** null = indeterminate: a segment slides along the track (no aria-valuenow). */
  value: number | null
  max?: number
  /** Buffer: how much is already loaded ahead of `value` (a lighter fill behind it). */
  buffer?: number
  /** The accessible name; shown above the bar unless `hideLabel`. */
  label: ReactNode
  /** Text at the inline end of the label line (e.g. "45%"); defaults to nothing. */
  valueText?: ReactNode
  tone?: ProgressTone
  hideLabel?: boolean
  /** A fuller accessible name than the visible label (e.g. "Progress of <course>"). */
  ariaLabel?: string
  size?: 'sm' | 'md'
  className?: string
}

const fill: Record<ProgressTone, string> = {
  primary: 'var(--colors-primary)',
  success: 'var(--colors-success)',
  warning: 'var(--colors-warning)',
  danger: 'var(--colors-danger)',
  info: 'var(--colors-info)',
}

const percentOf = (n: number, max: number) => (max > 0 ? (Math.max(0, Math.min(max, n)) / max) * 100 : 0)

// The sliding segment reuses the table's loading keyframes (inset-inline-start, so it runs the
// reading direction); slower, not gone, when the user asks for reduced motion.
const slide = css({
  position: 'absolute',
  insetBlock: '0',
  w: '30%',
  borderRadius: 'full',
  animation: 'meishiTableProgress 1.4s ease-in-out infinite',
  _motionReduce: { animationDuration: '4s' },
})

/** A linear progress bar (role=progressbar); fills from the inline start, so it mirrors in rtl. */
export function ProgressBar({ value, max = 100, buffer, label, valueText, tone = 'primary', hideLabel, ariaLabel, size = 'md', className }: ProgressBarProps) {
  const clamped = value === null ? null : Math.max(0, Math.min(max, value))
  const pct = clamped === null ? 0 : percentOf(clamped, max)
  const bufferPct = buffer === undefined || clamped === null ? null : Math.max(pct, percentOf(buffer, max))
  const labelId = useId()
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' }), className)}>
      <div className={hideLabel ? css({ srOnly: true }) : css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' })}>
        <span id={labelId} className={css({ minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{label}</span>
        {valueText && <span className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', flexShrink: 0 })}>{valueText}</span>}
      </div>
      <div
        role="progressbar"
        aria-labelledby={ariaLabel ? undefined : labelId}
        aria-label={ariaLabel}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped ?? undefined}
        aria-busy={clamped === null || undefined}
        data-state={clamped === null ? 'indeterminate' : 'determinate'}
        className={css({ position: 'relative', h: size === 'sm' ? '1.5' : '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}
      >
        {clamped === null ? (
          <div data-part="indeterminate" className={slide} style={{ background: fill[tone] }} />
        ) : (
          <>
            {bufferPct !== null && (
              <div data-part="buffer" className={css({ position: 'absolute', insetBlock: '0', insetInlineStart: '0', borderRadius: 'full', opacity: 0.3, transition: 'width 0.4s ease', _motionReduce: { transition: 'none' } })} style={{ width: `${bufferPct}%`, background: fill[tone] }} />
            )}
            <div data-part="range" className={css({ position: 'relative', h: 'full', borderRadius: 'full', transition: 'width 0.4s ease', _motionReduce: { transition: 'none' } })} style={{ width: `${pct}%`, background: fill[tone] }} />
          </>
        )}
      </div>
    </div>
  )
}

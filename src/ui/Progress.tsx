import { useId, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

export type ProgressTone = 'primary' | 'success' | 'warning' | 'danger' | 'info'

export type ProgressBarProps = {
  value: number
  max?: number
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

/** A linear progress bar (role=progressbar); fills from the inline start, so it mirrors in rtl. */
export function ProgressBar({ value, max = 100, label, valueText, tone = 'primary', hideLabel, ariaLabel, size = 'md', className }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(max, value))
  const pct = max > 0 ? (clamped / max) * 100 : 0
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
        aria-valuenow={clamped}
        className={css({ h: size === 'sm' ? '1.5' : '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}
      >
        <div className={css({ h: 'full', borderRadius: 'full', transition: 'width 0.4s ease' })} style={{ width: `${pct}%`, background: fill[tone] }} />
      </div>
    </div>
  )
}

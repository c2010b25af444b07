import { Progress } from '@ark-ui/react/progress'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'

export type ProgressCircleProps = {
  /** null = indeterminate (spinning arc). */
  value: number | null
  max?: number
  /** Accessible name (what is progressing). */
  label: string
  size?: number
  thickness?: number
  /** Writes the percentage in the middle. */
  showValue?: boolean
  tone?: 'primary' | 'success' | 'warning' | 'danger' | 'info'
  className?: string
}

const spin = css({ '&[data-state=indeterminate] [data-part=circle]': { animation: 'meishiSpin 1s linear infinite', _motionReduce: { animationDuration: '3s' } } })

/** Circular progress (Ark Progress): role=progressbar with value, or indeterminate. */
export function ProgressCircle({ value, max = 100, label, size = 48, thickness = 4, showValue, tone = 'primary', className }: ProgressCircleProps) {
  const { i18n } = useLingui()
  const percent = value === null ? null : Math.round((Math.min(max, Math.max(0, value)) / max) * 100)
  return (
    <Progress.Root
      value={value}
      max={max}
      aria-label={label}
      className={cx(css({ position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }), spin, className)}
      style={{ ['--size' as string]: `${size}px`, ['--thickness' as string]: `${thickness}px`, color: `var(--colors-${tone})` }}
    >
      <Progress.Circle className={css({ w: 'var(--size)', h: 'var(--size)', transform: 'rotate(-90deg)' })}>
        <Progress.CircleTrack className={css({ stroke: 'bg.emphasized', strokeWidth: 'var(--thickness)' })} />
        <Progress.CircleRange className={css({ stroke: 'currentColor', strokeWidth: 'var(--thickness)', strokeLinecap: 'round', transition: 'stroke-dashoffset 0.3s', _motionReduce: { transition: 'none' } })} />
      </Progress.Circle>
      {showValue && percent !== null && (
        <span aria-hidden="true" className={css({ position: 'absolute', fontSize: 'xs', fontWeight: 'semibold', color: 'fg', fontVariantNumeric: 'tabular-nums' })}>
          {i18n.number(percent / 100, { style: 'percent' })}
        </span>
      )}
    </Progress.Root>
  )
}

import { css } from 'styled-system/css'
import { ChartFigure } from './ChartFigure'
import { seriesColor, TRACK_COLOR } from './palette'
import { arcPath } from './scale'
import { useChartEnv } from './use-chart-env'

export type RadialGaugeProps = {
  label: string
  /** 0–100. */
  percent: number
  /** Text under the figure in the middle. */
  caption?: string
  size?: number
  color?: string
}

/** A three-quarter ring showing one percentage (a radial bar); starts at the inline start. */
export function RadialGauge({ label, percent, caption, size = 180, color }: RadialGaugeProps) {
  const env = useChartEnv()
  const pct = Math.max(0, Math.min(100, percent))
  const text = new Intl.NumberFormat(env.locale, { style: 'percent', maximumFractionDigits: 1 }).format(pct / 100)
  const stroke = size * 0.1
  const r = size / 2 - stroke
  const start = -Math.PI * 0.75
  const end = Math.PI * 0.75
  const c = size / 2
  return (
    <ChartFigure label={label} summary={text} data={{ categories: [caption ?? label], series: [{ name: label, values: [pct] }] }} format={() => text}>
      <div className={css({ display: 'flex', justifyContent: 'center' })}>
        <svg width={size} height={size * 0.86} viewBox={`0 0 ${size} ${size * 0.86}`}>
          <g style={{ transform: env.rtl ? 'scaleX(-1)' : undefined, transformOrigin: `${c}px ${c}px` }}>
            <path d={arcPath(c, c, r, start, end)} fill="none" strokeWidth={stroke} strokeLinecap="round" style={{ stroke: TRACK_COLOR }} />
            {pct > 0 && <path d={arcPath(c, c, r, start, start + ((end - start) * pct) / 100)} fill="none" strokeWidth={stroke} strokeLinecap="round" style={{ stroke: seriesColor(0, color) }} />}
          </g>
          <text x="50%" y={c} textAnchor="middle" dy="0.1em" fontSize={size * 0.15} fontWeight="600" style={{ fill: 'var(--colors-fg)' }}>
            {text}
          </text>
          {caption && (
            <text x="50%" y={c + size * 0.13} textAnchor="middle" fontSize={size * 0.07} style={{ fill: 'var(--colors-fg-muted)' }}>
              {caption}
            </text>
          )}
        </svg>
      </div>
    </ChartFigure>
  )
}

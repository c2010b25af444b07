import { css } from 'styled-system/css'
import { ChartFigure } from './ChartFigure'
import { ChartLegend } from './ChartLegend'
import { seriesColor, TRACK_COLOR } from './palette'
import { arcPath } from './scale'
import { useChartEnv } from './use-chart-env'

export type DonutChartProps = {
  label: string
  summary?: string
  slices: readonly { label: string; value: number; color?: string }[]
  /** Big text in the hole (e.g. the total) and the small line under it. */
  centerValue?: string
  centerLabel?: string
  size?: number
  format?: (n: number) => string
  showTable?: boolean
}

/** Donut chart: slices clockwise from the top (counter-clockwise in rtl), legend with values below. */
export function DonutChart({ label, summary, slices, centerValue, centerLabel, size = 180, format, showTable }: DonutChartProps) {
  const env = useChartEnv()
  const fmt = format ?? ((v: number) => v.toLocaleString(env.locale))
  const total = slices.reduce((s, x) => s + Math.max(0, x.value), 0)
  const stroke = size * 0.13
  const r = size / 2 - stroke / 2
  // The figure in the hole shrinks to fit it (currency and compact words vary in length by language).
  const centerSize = Math.min(size * 0.13, ((r - stroke / 2) * 2 * 0.8) / Math.max(1, (centerValue?.length ?? 0) * 0.6))
  let angle = 0
  const gap = slices.length > 1 ? 0.03 : 0
  const arcs = slices.map((s, i) => {
    const sweep = total ? (Math.max(0, s.value) / total) * Math.PI * 2 : 0
    const a0 = angle
    angle += sweep
    return { ...s, color: seriesColor(i, s.color), a0, a1: Math.max(a0, a0 + sweep - gap) }
  })
  return (
    <ChartFigure label={label} summary={summary} data={{ categories: slices.map((s) => s.label), series: [{ name: label, values: slices.map((s) => s.value) }] }} format={fmt} showTable={showTable}>
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center' })}>
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} style={{ transform: env.rtl ? 'scaleX(-1)' : undefined }}>
          <circle cx={size / 2} cy={size / 2} r={r} fill="none" strokeWidth={stroke} style={{ stroke: TRACK_COLOR }} />
          {arcs.map((a) =>
            a.a1 - a.a0 > 0.001 ? (
              <path key={a.label} d={arcPath(size / 2, size / 2, r, a.a0, Math.min(a.a1, a.a0 + Math.PI * 2 - 0.0001))} fill="none" strokeWidth={stroke} strokeLinecap="butt" style={{ stroke: a.color }}>
                <title>{`${a.label}: ${fmt(a.value)}`}</title>
              </path>
            ) : null,
          )}
          {(centerValue || centerLabel) && (
            <g style={{ transform: env.rtl ? 'scaleX(-1)' : undefined, transformOrigin: 'center' }}>
              {centerValue && (
                <text x="50%" y="48%" textAnchor="middle" fontSize={centerSize} fontWeight="600" style={{ fill: 'var(--colors-fg)' }}>
                  {centerValue}
                </text>
              )}
              {centerLabel && (
                <text x="50%" y="62%" textAnchor="middle" fontSize={size * 0.07} style={{ fill: 'var(--colors-fg-muted)' }}>
                  {centerLabel}
                </text>
              )}
            </g>
          )}
        </svg>
        <ChartLegend items={arcs.map((a) => ({ name: a.label, color: a.color, value: fmt(a.value) }))} />
      </div>
    </ChartFigure>
  )
}

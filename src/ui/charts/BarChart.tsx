import { css } from 'styled-system/css'
import { ChartFigure } from './ChartFigure'
import { ChartLegend } from './ChartLegend'
import type { Series } from './LineChart'
import { AXIS_TEXT_COLOR, GRID_COLOR, seriesColor } from './palette'
import { niceTicks } from './scale'
import { useChartEnv, useWidth } from './use-chart-env'

export type BarChartProps = {
  label: string
  summary?: string
  categories: readonly string[]
  /** One series: a bar per category; several: grouped bars. */
  series: readonly Series[]
  height?: number
  /** Colours each bar of a single series differently (a bar per state, e.g.). */
  colorByCategory?: boolean
  format?: (n: number) => string
  showTable?: boolean
}

/** Shortens an axis label to its band (about 6.5 px a character at 11 px); the full text is in the table and the bar's title. */
const fitLabel = (label: string, band: number) => {
  const max = Math.max(3, Math.floor((band - 4) / 6.5))
  return label.length > max ? `${label.slice(0, max - 1)}…` : label
}

/** Vertical bar chart in SVG with rounded tops; categories run from the inline start (mirrored in rtl). */
export function BarChart({ label, summary, categories, series, height = 240, colorByCategory, format, showTable }: BarChartProps) {
  const env = useChartEnv()
  const [ref, width] = useWidth<HTMLDivElement>()
  const fmt = format ?? ((v: number) => v.toLocaleString(env.locale))
  const ticks = niceTicks(Math.max(0, ...series.flatMap((s) => s.values)))
  const top = ticks.at(-1) || 1
  const pad = { l: 44, r: 8, t: 16, b: 28 }
  const [padStart, padEnd] = env.rtl ? [pad.r, pad.l] : [pad.l, pad.r]
  const plotW = Math.max(10, width - padStart - padEnd)
  const plotH = height - pad.t - pad.b
  const band = plotW / Math.max(1, categories.length)
  const groupW = band * 0.6
  const barW = groupW / Math.max(1, series.length)
  const y = (v: number) => pad.t + plotH - (v / top) * plotH
  const bandStart = (i: number) => (env.rtl ? padStart + plotW - (i + 1) * band : padStart + i * band)
  const axisX = env.rtl ? width - pad.l + 6 : pad.l - 6

  return (
    <div ref={ref} className={css({ w: 'full', minW: '0' })}>
      <ChartFigure label={label} summary={summary} data={{ categories, series }} format={fmt} showTable={showTable}>
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={css({ display: 'block' })}>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={padStart} x2={padStart + plotW} y1={y(t)} y2={y(t)} style={{ stroke: GRID_COLOR }} strokeDasharray="3 3" />
              <text x={axisX} y={y(t)} dy="0.32em" textAnchor="end" fontSize="11" style={{ fill: AXIS_TEXT_COLOR }} direction={env.rtl ? 'rtl' : 'ltr'}>
                {env.compact(t)}
              </text>
            </g>
          ))}
          {categories.map((c, ci) => {
            const start = bandStart(ci) + (band - groupW) / 2
            return (
              <g key={`${c}-${ci}`}>
                {series.map((s, si) => {
                  const v = s.values[ci] ?? 0
                  const h = Math.max(0, y(0) - y(v))
                  const slot = env.rtl ? series.length - 1 - si : si
                  const color = colorByCategory && series.length === 1 ? seriesColor(ci) : seriesColor(si, s.color)
                  return (
                    <rect key={s.name} x={start + slot * barW + 1} y={y(v)} width={Math.max(2, barW - 2)} height={h} rx={Math.min(6, barW / 3)} style={{ fill: color }}>
                      <title>{`${series.length > 1 ? `${s.name} · ` : ''}${c}: ${fmt(v)}`}</title>
                    </rect>
                  )
                })}
                <text x={bandStart(ci) + band / 2} y={height - 8} textAnchor="middle" fontSize="11" style={{ fill: AXIS_TEXT_COLOR }}>
                  {fitLabel(c, band)}
                </text>
              </g>
            )
          })}
        </svg>
        {series.length > 1 && <ChartLegend items={series.map((s, i) => ({ name: s.name, color: seriesColor(i, s.color) }))} />}
      </ChartFigure>
    </div>
  )
}

import { useId } from 'react'
import { css } from 'styled-system/css'
import { ChartFigure } from './ChartFigure'
import { AXIS_TEXT_COLOR, GRID_COLOR, seriesColor } from './palette'
import { niceTicks, smoothPath } from './scale'
import { useChartEnv, useWidth } from './use-chart-env'
import { ChartLegend } from './ChartLegend'

export type Series = { name: string; values: readonly number[]; color?: string }

export type LineChartProps = {
  label: string
  summary?: string
  /** X labels, formatted for the language (e.g. months from Intl.DateTimeFormat). */
  categories: readonly string[]
  series: readonly Series[]
  /** Fills under each line with a fading tint. */
  area?: boolean
  height?: number
  /** Without axes, grid and legend: a sparkline for a stat card. */
  sparkline?: boolean
  format?: (n: number) => string
  showTable?: boolean
}

/** Line or area chart in SVG: follows theme colours, the language's numbers, rtl (time runs right to left) and its box's width. */
export function LineChart({ label, summary, categories, series, area, height = 240, sparkline, format, showTable }: LineChartProps) {
  const env = useChartEnv()
  const [ref, width] = useWidth<HTMLDivElement>()
  const gradientId = useId().replace(/:/g, '')
  const fmt = format ?? env.compact
  const max = Math.max(0, ...series.flatMap((s) => s.values))
  const ticks = sparkline ? [0, max || 1] : niceTicks(max)
  const top = ticks.at(-1) || 1
  const pad = sparkline ? { l: 2, r: 2, t: 4, b: 4 } : { l: 48, r: 12, t: 12, b: 28 }
  const [padStart, padEnd] = env.rtl ? [pad.r, pad.l] : [pad.l, pad.r]
  const plotW = Math.max(10, width - padStart - padEnd)
  const plotH = height - pad.t - pad.b
  const n = Math.max(1, categories.length - 1)
  const x = (i: number) => (env.rtl ? padStart + plotW - (i / n) * plotW : padStart + (i / n) * plotW)
  const y = (v: number) => pad.t + plotH - (v / top) * plotH
  const axisX = env.rtl ? width - pad.l + 6 : pad.l - 6
  const step = Math.ceil(categories.length / Math.max(1, Math.floor(plotW / 64)))

  return (
    <div ref={ref} className={css({ w: 'full', minW: '0' })}>
      <ChartFigure label={label} summary={summary} data={{ categories, series }} format={format ?? ((v) => v.toLocaleString(env.locale))} showTable={showTable}>
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} className={css({ display: 'block', overflow: 'visible' })}>
          {area && (
            <defs>
              {series.map((s, i) => (
                <linearGradient key={s.name} id={`${gradientId}-${i}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" style={{ stopColor: seriesColor(i, s.color), stopOpacity: 0.35 }} />
                  <stop offset="100%" style={{ stopColor: seriesColor(i, s.color), stopOpacity: 0 }} />
                </linearGradient>
              ))}
            </defs>
          )}
          {!sparkline &&
            ticks.map((t) => (
              <g key={t}>
                <line x1={padStart} x2={padStart + plotW} y1={y(t)} y2={y(t)} style={{ stroke: GRID_COLOR }} strokeDasharray="3 3" />
                <text x={axisX} y={y(t)} dy="0.32em" textAnchor="end" fontSize="11" style={{ fill: AXIS_TEXT_COLOR }} direction={env.rtl ? 'rtl' : 'ltr'}>
                  {fmt(t)}
                </text>
              </g>
            ))}
          {!sparkline &&
            categories.map((c, i) =>
              i % step === 0 ? (
                <text key={`${c}-${i}`} x={x(i)} y={height - 8} textAnchor="middle" fontSize="11" style={{ fill: AXIS_TEXT_COLOR }}>
                  {c}
                </text>
              ) : null,
            )}
          {series.map((s, si) => {
            const pts = s.values.map((v, i) => [x(i), y(v)] as [number, number])
            const line = smoothPath(pts)
            const color = seriesColor(si, s.color)
            return (
              <g key={s.name}>
                {area && pts.length > 1 && <path d={`${line} L${pts.at(-1)![0]},${y(0)} L${pts[0][0]},${y(0)} Z`} style={{ fill: `url(#${gradientId}-${si})` }} />}
                <path d={line} fill="none" strokeWidth={sparkline ? 2 : 2.5} strokeLinecap="round" style={{ stroke: color }} />
                {!sparkline &&
                  pts.map(([px, py], i) => (
                    <circle key={i} cx={px} cy={py} r={3} style={{ fill: 'var(--colors-bg-surface)', stroke: color }} strokeWidth={2}>
                      <title>{`${s.name} · ${categories[i]}: ${(format ?? fmt)(s.values[i])}`}</title>
                    </circle>
                  ))}
              </g>
            )
          })}
        </svg>
        {!sparkline && series.length > 1 && <ChartLegend items={series.map((s, i) => ({ name: s.name, color: seriesColor(i, s.color) }))} />}
      </ChartFigure>
    </div>
  )
}

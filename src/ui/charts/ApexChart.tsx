import { useEffect, useRef } from 'react'
import type { ApexOptions } from 'apexcharts'
import type { ChartData } from './ChartFigure'
import { LibraryChartFrame } from './LibraryChartFrame'
import { useThemeColors, type ThemeColors } from './theme-colors'
import { useChartEnv, type ChartEnv } from './use-chart-env'
import { useChartLibrary } from './use-chart-library'

export type { ApexOptions }
export type ApexEnv = ChartEnv & { colors: ThemeColors }

export type ApexChartProps = {
  /** The accessible name; the figures go to a hidden table (shown with `showTable`). */
  label: string
  summary?: string
  data: ChartData
  format?: (n: number) => string
  /** The chart's own options (type, series, axes …) for the current theme colours and language. */
  options: (env: ApexEnv) => ApexOptions
  height?: number
  showTable?: boolean
}

const loadApex = () => import('apexcharts').then((m) => m.default)

/** What every chart shares: our colours, font, text direction, no toolbar, a tooltip in the theme. */
function baseOptions({ colors, rtl }: ApexEnv, height: number): ApexOptions {
  return {
    chart: { height, background: 'transparent', fontFamily: colors.font, foreColor: colors.muted, toolbar: { show: false },
      // ChartFigure hides the drawing from assistive technology and gives its figures as a table, so the
      // library's own keyboard focus stops (a focusable part inside aria-hidden is a trap for screen readers).
      accessibility: { keyboard: { enabled: false } }, parentHeightOffset: 0, redrawOnParentResize: true, animations: { enabled: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches } },
    colors: colors.series,
    theme: { mode: colors.dark ? 'dark' : 'light' },
    grid: { borderColor: colors.grid, strokeDashArray: 3 },
    tooltip: { theme: colors.dark ? 'dark' : 'light' },
    legend: { position: 'bottom', horizontalAlign: rtl ? 'right' : 'left', labels: { colors: colors.text } },
    dataLabels: { enabled: false },
  }
}

/** Shallow-deep merge of plain option objects (arrays and functions are taken as they are). */
function merge<T extends object>(base: T, own: T): T {
  const out = { ...base } as Record<string, unknown>
  for (const [k, v] of Object.entries(own)) {
    const b = out[k]
    out[k] = v && b && typeof v === 'object' && typeof b === 'object' && !Array.isArray(v) && !Array.isArray(b) ? merge(b as object, v as object) : v
  }
  return out as T
}

/**
 * An ApexCharts chart, loaded on first use: follows light/dark and the customizer colour (redrawn
 * with the resolved token colours), the language (numbers and direction, through `options(env)`),
 * its box's width (ApexCharts watches its parent), and is destroyed on unmount.
 */
export function ApexChart({ label, summary, data, format, options, height = 280, showTable }: ApexChartProps) {
  const { lib: Apex, failed, retry } = useChartLibrary(loadApex)
  const env = useChartEnv()
  const colors = useThemeColors()
  const host = useRef<HTMLDivElement>(null)
  // The options builder is usually an inline function: keep the newest without redrawing for it alone.
  const build = useRef(options)
  build.current = options
  const dataKey = JSON.stringify(data)

  useEffect(() => {
    const el = host.current
    if (!Apex || !el) return
    const full = { ...env, colors }
    const chart = new Apex(el, merge(baseOptions(full, height), build.current(full)))
    void chart.render()
    return () => chart.destroy()
  }, [Apex, env, colors, height, dataKey])

  return <LibraryChartFrame label={label} summary={summary} data={data} format={format ?? ((n) => n.toLocaleString(env.locale))} showTable={showTable} height={height} ready={!!Apex} failed={failed} onRetry={retry} hostRef={host} />
}

import { useEffect, useRef } from 'react'
import type { Chart as ChartType, ChartConfiguration } from 'chart.js'
import type { ChartData } from './ChartFigure'
import { LibraryChartFrame } from './LibraryChartFrame'
import { useThemeColors, type ThemeColors } from './theme-colors'
import { useChartEnv, type ChartEnv } from './use-chart-env'
import { useChartLibrary } from './use-chart-library'

export type { ChartConfiguration }
export type ChartJsEnv = ChartEnv & { colors: ThemeColors }

export type ChartJsProps = {
  label: string
  summary?: string
  data: ChartData
  format?: (n: number) => string
  /** The chart's configuration (type, datasets, scales …) for the current theme colours and language. */
  config: (env: ChartJsEnv) => ChartConfiguration
  height?: number
  showTable?: boolean
}

// chart.js/auto registers every controller, element, scale and plugin: the chart page uses nearly all.
const loadChartJs = () => import('chart.js/auto').then((m) => m.default)

/** Theme colours, font and direction for everything chart.js draws, set on the configuration itself (not global defaults). */
function themed(config: ChartConfiguration, { colors, rtl, locale }: ChartJsEnv): ChartConfiguration {
  const options = config.options ?? {}
  const plugins = options.plugins ?? {}
  return {
    ...config,
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale,
      color: colors.muted,
      borderColor: colors.grid,
      font: { family: colors.font },
      animation: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? false : undefined,
      ...options,
      plugins: {
        ...plugins,
        legend: { position: 'bottom', rtl, textDirection: rtl ? 'rtl' : 'ltr', ...plugins.legend, labels: { color: colors.text, usePointStyle: true, ...plugins.legend?.labels } },
        tooltip: { rtl, textDirection: rtl ? 'rtl' : 'ltr', ...plugins.tooltip },
      },
    },
  } as ChartConfiguration
}

/**
 * A chart.js chart on a canvas, loaded on first use: follows light/dark and the customizer colour,
 * the language (`locale` for numbers, rtl legend and tooltips; `config(env)` mirrors axes), resizes
 * with its box, and is destroyed on unmount.
 */
export function ChartJs({ label, summary, data, format, config, height = 280, showTable }: ChartJsProps) {
  const { lib: Chart, failed, retry } = useChartLibrary(loadChartJs)
  const env = useChartEnv()
  const colors = useThemeColors()
  const host = useRef<HTMLDivElement>(null)
  const build = useRef(config)
  build.current = config
  const dataKey = JSON.stringify(data)

  useEffect(() => {
    const el = host.current
    if (!Chart || !el) return
    const canvas = document.createElement('canvas')
    el.appendChild(canvas)
    const full = { ...env, colors }
    const chart: ChartType = new Chart(canvas, themed(build.current(full), full))
    return () => {
      chart.destroy()
      canvas.remove()
    }
  }, [Chart, env, colors, height, dataKey])

  return <LibraryChartFrame label={label} summary={summary} data={data} format={format ?? ((n) => n.toLocaleString(env.locale))} showTable={showTable} height={height} ready={!!Chart} failed={failed} onRetry={retry} hostRef={host} />
}

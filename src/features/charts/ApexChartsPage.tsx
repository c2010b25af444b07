import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { ApexChart, type ApexEnv, type ApexOptions } from '@/ui/charts/ApexChart'
import type { ChartData } from '@/ui/charts'
import { ChartCard, chartGrid } from './ChartCard'
import { inReadingOrder, useSample, type Sample } from './use-sample'

type Spec = { id: string; title: string; subtitle: string; data: ChartData; format?: (n: number) => string; options: (env: ApexEnv) => ApexOptions; height?: number }

/** Category axes: mirrored in rtl, values on the inline start, compact numbers in the language. */
const categoryAxes = (env: ApexEnv, categories: readonly string[], format: (n: number) => string): ApexOptions => ({
  xaxis: { categories: inReadingOrder(env.rtl, categories) },
  yaxis: { opposite: env.rtl, labels: { formatter: (n: number) => env.compact(n) } },
  tooltip: { y: { formatter: (n: number) => format(n) } },
})

function useSpecs(s: Sample): Spec[] {
  const { t } = useLingui()
  const { fmt } = s
  const mirrored = (rtl: boolean, values: readonly number[]) => inReadingOrder(rtl, values)
  return [
    {
      id: 'area', title: t`Website visits`, subtitle: t`Area chart, per month`,
      data: { categories: s.months, series: [{ name: t`Visits`, values: s.visits }] }, format: fmt.number,
      options: (env) => ({ chart: { type: 'area' }, series: [{ name: t`Visits`, data: mirrored(env.rtl, s.visits) }], stroke: { curve: 'smooth', width: 2 }, fill: { type: 'gradient', gradient: { opacityFrom: 0.4, opacityTo: 0 } }, ...categoryAxes(env, s.months, fmt.number) }),
    },
    {
      id: 'bar', title: t`Orders per month`, subtitle: t`Bar chart`,
      data: { categories: s.months, series: [{ name: t`Orders`, values: s.orders }] }, format: fmt.number,
      options: (env) => ({ chart: { type: 'bar' }, series: [{ name: t`Orders`, data: mirrored(env.rtl, s.orders) }], plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } }, ...categoryAxes(env, s.months, fmt.number) }),
    },
    {
      id: 'line', title: t`Sales by channel`, subtitle: t`Line chart, online and in store`,
      data: { categories: s.months, series: [{ name: t`Online`, values: s.online }, { name: t`In store`, values: s.store }] }, format: fmt.money,
      options: (env) => ({ chart: { type: 'line' }, series: [{ name: t`Online`, data: mirrored(env.rtl, s.online) }, { name: t`In store`, data: mirrored(env.rtl, s.store) }], stroke: { curve: 'smooth', width: 3 }, markers: { size: 3 }, ...categoryAxes(env, s.months, fmt.money) }),
    },
    {
      id: 'candlestick', title: t`Share price`, subtitle: t`Candlestick chart, October`,
      data: { categories: s.candles.map((c) => s.dayLabel(c.day)), series: [{ name: t`Open`, values: s.candles.map((c) => c.open) }, { name: t`High`, values: s.candles.map((c) => c.high) }, { name: t`Low`, values: s.candles.map((c) => c.low) }, { name: t`Close`, values: s.candles.map((c) => c.close) }] },
      format: fmt.price,
      options: (env) => ({
        chart: { type: 'candlestick' },
        series: [{ name: t`Share price`, data: inReadingOrder(env.rtl, s.candles).map((c) => ({ x: s.dayLabel(c.day), y: [c.open, c.high, c.low, c.close] })) }],
        xaxis: { type: 'category', tickAmount: 6, labels: { rotate: 0, hideOverlappingLabels: true } },
        yaxis: { opposite: env.rtl, tooltip: { enabled: false }, labels: { formatter: (n: number) => fmt.price(n) } },
        plotOptions: { candlestick: { colors: { upward: env.colors.series[0], downward: env.colors.series[3] } } },
      }),
    },
    {
      id: 'heatmap', title: t`Visits by weekday and hour`, subtitle: t`Heat map`,
      data: { categories: s.weekdays, series: s.hours.map((h, i) => ({ name: s.hourLabel(h), values: s.heat.map((row) => row[i]) })) }, format: fmt.number,
      options: (env) => ({
        chart: { type: 'heatmap' },
        series: [...s.weekdays].reverse().map((name, ri) => ({ name, data: inReadingOrder(env.rtl, s.hours.map((h, i) => ({ x: s.hourLabel(h), y: s.heat[6 - ri][i] }))) })),
        colors: [env.colors.series[0]],
        yaxis: { opposite: env.rtl },
        plotOptions: { heatmap: { radius: 4, enableShades: true, shadeIntensity: 0.6 } },
        stroke: { width: 2, colors: [env.colors.surface] },
      }),
    },
    {
      id: 'radial', title: t`Quarterly goals`, subtitle: t`Radial bar chart, share reached`,
      data: { categories: s.goalNames, series: [{ name: t`Reached`, values: s.goals }] }, format: (n) => fmt.percent(n),
      options: (env) => ({
        chart: { type: 'radialBar' },
        series: s.goals,
        labels: s.goalNames,
        plotOptions: { radialBar: { hollow: { size: '30%' }, track: { background: env.colors.track }, dataLabels: { name: { color: env.colors.muted }, value: { color: env.colors.text, formatter: (n: number) => fmt.percent(n) }, total: { show: true, label: t`Average`, color: env.colors.muted, formatter: () => fmt.percent(s.goals.reduce((a, b) => a + b, 0) / s.goals.length) } } } },
        legend: { show: true },
      }),
    },
    {
      id: 'radar', title: t`Sales team skills`, subtitle: t`Radar chart, score and target`,
      data: { categories: s.skillNames, series: [{ name: t`Score`, values: s.skills }, { name: t`Target`, values: s.target }] }, format: fmt.number,
      options: (env) => ({
        chart: { type: 'radar' },
        series: [{ name: t`Score`, data: s.skills }, { name: t`Target`, data: s.target }],
        xaxis: { categories: s.skillNames, labels: { style: { colors: s.skillNames.map(() => env.colors.muted) } } },
        yaxis: { show: false },
        fill: { opacity: 0.2 },
        markers: { size: 3 },
        plotOptions: { radar: { size: 100, polygons: { strokeColors: env.colors.grid, connectorColors: env.colors.grid, fill: { colors: ['transparent'] } } } },
      }),
    },
    {
      id: 'scatter', title: t`Basket size and visit length`, subtitle: t`Scatter chart, minutes against items`,
      data: { categories: s.returning.map((_, i) => String(i + 1)), series: [{ name: t`Returning, minutes`, values: s.returning.map((p) => p.x) }, { name: t`Returning, items`, values: s.returning.map((p) => p.y) }] },
      format: fmt.number,
      options: (env) => ({
        chart: { type: 'scatter', zoom: { enabled: false } },
        series: [{ name: t`Returning customers`, data: s.returning.map((p) => [p.x, p.y]) }, { name: t`New customers`, data: s.newcomers.map((p) => [p.x, p.y]) }],
        xaxis: { type: 'numeric', tickAmount: 6, labels: { formatter: (v: string) => fmt.number(Math.round(Number(v))) } },
        yaxis: { opposite: env.rtl, labels: { formatter: (n: number) => fmt.number(Math.round(n)) } },
        markers: { size: 6 },
      }),
    },
    {
      id: 'donut', title: t`Leads by channel`, subtitle: t`Donut chart, share of leads`,
      data: { categories: s.channelNames, series: [{ name: t`Leads`, values: s.channels }] }, format: (n) => fmt.percent(n),
      options: (env) => ({
        chart: { type: 'donut' },
        series: s.channels,
        labels: s.channelNames,
        stroke: { colors: [env.colors.surface] },
        plotOptions: { pie: { donut: { size: '65%', labels: { show: true, value: { color: env.colors.text, formatter: (v: string) => fmt.percent(Number(v)) }, total: { show: true, label: t`Leads`, color: env.colors.muted, formatter: () => fmt.percent(100) } } } } },
        tooltip: { y: { formatter: (n: number) => fmt.percent(n) } },
      }),
    },
  ]
}

/** `charts-apex-chart`: the nine ApexCharts kinds on sample figures, themed, translated and accessible. */
export default function ApexChartsPage() {
  const sample = useSample()
  const specs = useSpecs(sample)
  return (
    <>
      <PageHeader title={<Trans>ApexCharts</Trans>} subtitle={<Trans>Interactive SVG charts, drawn by a library loaded only on this page.</Trans>} breadcrumbs={[{ label: <Trans>Charts</Trans> }, { label: <Trans>ApexCharts</Trans> }]} />
      <div className={chartGrid}>
        {specs.map((spec) => (
          <ChartCard key={spec.id} title={spec.title} subtitle={spec.subtitle}>
            {(showTable) => <ApexChart label={spec.title} data={spec.data} format={spec.format} options={spec.options} height={spec.height} showTable={showTable} />}
          </ChartCard>
        ))}
      </div>
    </>
  )
}

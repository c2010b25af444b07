import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { ChartJs, type ChartConfiguration, type ChartJsEnv } from '@/ui/charts/ChartJs'
import type { ChartData } from '@/ui/charts'
import { ChartCard, chartGrid } from './ChartCard'
import { useSample, type Sample } from './use-sample'

type Spec = { id: string; title: string; subtitle: string; data: ChartData; format?: (n: number) => string; config: (env: ChartJsEnv) => ChartConfiguration }

/** x runs from the inline start (reversed in rtl), y sits on the inline start; grid in the theme. */
const cartesian = ({ rtl, colors, compact }: ChartJsEnv, format?: (n: number) => string) => ({
  x: { reverse: rtl, grid: { color: colors.grid }, ticks: { color: colors.muted } },
  y: { position: rtl ? ('right' as const) : ('left' as const), beginAtZero: true, grid: { color: colors.grid }, ticks: { color: colors.muted, callback: (v: number | string) => (format ?? compact)(Number(v)) } },
})
/** A translucent fill of a resolved colour (any CSS colour syntax). */
const tint = (color: string, alpha: number) => `color-mix(in srgb, ${color} ${Math.round(alpha * 100)}%, transparent)`
const radial = ({ colors }: ChartJsEnv) => ({ r: { angleLines: { color: colors.grid }, grid: { color: colors.grid }, pointLabels: { color: colors.muted }, ticks: { color: colors.muted, backdropColor: 'transparent' } } })

function useSpecs(s: Sample): Spec[] {
  const { t } = useLingui()
  const { fmt } = s
  return [
    {
      id: 'line', title: t`Sales by channel`, subtitle: t`Line chart, online and in store`,
      data: { categories: s.months, series: [{ name: t`Online`, values: s.online }, { name: t`In store`, values: s.store }] }, format: fmt.money,
      config: (env) => ({
        type: 'line',
        data: { labels: s.months, datasets: [{ label: t`Online`, data: s.online, borderColor: env.colors.series[0], backgroundColor: env.colors.series[0], tension: 0.35 }, { label: t`In store`, data: s.store, borderColor: env.colors.series[1], backgroundColor: env.colors.series[1], tension: 0.35 }] },
        options: { scales: cartesian(env), plugins: { tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${fmt.money(c.parsed.y ?? 0)}` } } } },
      }),
    },
    {
      id: 'bar', title: t`Orders per month`, subtitle: t`Bar chart`,
      data: { categories: s.months, series: [{ name: t`Orders`, values: s.orders }] }, format: fmt.number,
      config: (env) => ({ type: 'bar', data: { labels: s.months, datasets: [{ label: t`Orders`, data: s.orders, backgroundColor: env.colors.series[0], borderRadius: 6, maxBarThickness: 28 }] }, options: { scales: cartesian(env), plugins: { legend: { display: false } } } }),
    },
    {
      id: 'radar', title: t`Sales team skills`, subtitle: t`Radar chart, score and target`,
      data: { categories: s.skillNames, series: [{ name: t`Score`, values: s.skills }, { name: t`Target`, values: s.target }] }, format: fmt.number,
      config: (env) => ({
        type: 'radar',
        data: { labels: s.skillNames, datasets: [{ label: t`Score`, data: s.skills, borderColor: env.colors.series[0], backgroundColor: tint(env.colors.series[0], 0.25) }, { label: t`Target`, data: s.target, borderColor: env.colors.series[1], backgroundColor: tint(env.colors.series[1], 0.15) }] },
        options: { scales: radial(env) },
      }),
    },
    {
      id: 'polar', title: t`Leads by channel`, subtitle: t`Polar area chart, share of leads`,
      data: { categories: s.channelNames, series: [{ name: t`Leads`, values: s.channels }] }, format: (n) => fmt.percent(n),
      config: (env) => ({ type: 'polarArea', data: { labels: s.channelNames, datasets: [{ label: t`Leads`, data: s.channels, backgroundColor: env.colors.series.slice(0, 4).map((c) => tint(c, 0.7)), borderColor: env.colors.surface }] }, options: { scales: radial(env) } }),
    },
    {
      id: 'bubble', title: t`Deals by size and chance`, subtitle: t`Bubble chart, chance against discount, size by value`,
      data: { categories: s.bubbles.map((_, i) => String(i + 1)), series: [{ name: t`Chance`, values: s.bubbles.map((b) => b.x) }, { name: t`Discount`, values: s.bubbles.map((b) => b.y) }, { name: t`Value`, values: s.bubbles.map((b) => b.r) }] },
      format: fmt.number,
      config: (env) => ({
        type: 'bubble',
        data: { datasets: [{ label: t`This quarter`, data: s.bubbles, backgroundColor: tint(env.colors.series[0], 0.6), borderColor: env.colors.series[0] }, { label: t`Last quarter`, data: s.bubbles2, backgroundColor: tint(env.colors.series[2], 0.6), borderColor: env.colors.series[2] }] },
        options: { scales: cartesian(env, fmt.number) },
      }),
    },
    {
      id: 'doughnut', title: t`Leads by channel`, subtitle: t`Doughnut chart`,
      data: { categories: s.channelNames, series: [{ name: t`Leads`, values: s.channels }] }, format: (n) => fmt.percent(n),
      config: (env) => ({ type: 'doughnut', data: { labels: s.channelNames, datasets: [{ label: t`Leads`, data: s.channels, backgroundColor: env.colors.series.slice(0, 4), borderColor: env.colors.surface, borderWidth: 3 }] }, options: { cutout: '65%' } }) as ChartConfiguration<'doughnut'> as unknown as ChartConfiguration,
    },
    {
      id: 'scatter', title: t`Basket size and visit length`, subtitle: t`Scatter chart, minutes against items`,
      data: { categories: s.returning.map((_, i) => String(i + 1)), series: [{ name: t`Returning, minutes`, values: s.returning.map((p) => p.x) }, { name: t`Returning, items`, values: s.returning.map((p) => p.y) }] },
      format: fmt.number,
      config: (env) => ({
        type: 'scatter',
        data: { datasets: [{ label: t`Returning customers`, data: s.returning, backgroundColor: env.colors.series[0] }, { label: t`New customers`, data: s.newcomers, backgroundColor: env.colors.series[2] }] },
        options: { scales: cartesian(env, fmt.number), elements: { point: { radius: 5 } } },
      }),
    },
    {
      id: 'area', title: t`Website visits`, subtitle: t`Line chart with area, per month`,
      data: { categories: s.months, series: [{ name: t`Visits`, values: s.visits }] }, format: fmt.number,
      config: (env) => ({ type: 'line', data: { labels: s.months, datasets: [{ label: t`Visits`, data: s.visits, fill: 'origin', borderColor: env.colors.series[1], backgroundColor: tint(env.colors.series[1], 0.2), tension: 0.35, pointRadius: 0 }] }, options: { scales: cartesian(env), plugins: { legend: { display: false } } } }),
    },
  ]
}

/** `charts-chartjs`: eight chart.js kinds on sample figures, themed, translated and accessible. */
export default function ChartJsPage() {
  const sample = useSample()
  const specs = useSpecs(sample)
  return (
    <>
      <PageHeader title={<Trans>Chart.js</Trans>} subtitle={<Trans>Canvas charts, drawn by a library loaded only on this page.</Trans>} breadcrumbs={[{ label: <Trans>Charts</Trans> }, { label: <Trans>Chart.js</Trans> }]} />
      <div className={chartGrid}>
        {specs.map((spec) => (
          <ChartCard key={spec.id} title={spec.title} subtitle={spec.subtitle}>
            {(showTable) => <ChartJs label={spec.title} data={spec.data} format={spec.format} config={spec.config} showTable={showTable} />}
          </ChartCard>
        ))}
      </div>
    </>
  )
}

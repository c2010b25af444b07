import { IconAlertTriangle, IconCircleCheck, IconClock, IconTruckDelivery } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Vehicle } from '@/core/api/contract/demo/logistics'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { pathFor } from '@/core/routing/paths'
import { ButtonLink, PageHeader } from '@/ui'
import { BarChart, DonutChart } from '@/ui/charts'
import { DashboardCard } from '@/ui/DashboardCard'
import { ProgressBar } from '@/ui/Progress'
import { StatCard } from '@/ui/StatCard'
import { ErrorState } from '@/ui/states/ErrorState'
import { VehiclesTable } from './VehiclesTable'
import { WARNING_LABELS } from './labels'

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } })
const statRow = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, mb: '6' })

function Overview() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('logistics', 'overview')
  const o = res.data
  if (res.error && !res.loading) return <ErrorState compact error={res.error} onRetry={() => void res.reload()} className={css({ gridColumn: '1 / -1', bg: 'bg.surface', borderRadius: 'lg' })} />
  return (
    <>
      <StatCard title={t`On route`} value={o ? f.number(o.onRoute) : ''} icon={<IconTruckDelivery />} loading={!o} />
      <StatCard title={t`Waiting to leave`} value={o ? f.number(o.waiting) : ''} icon={<IconClock />} tone="info" loading={!o} />
      <StatCard title={t`Delivered`} value={o ? f.number(o.delivered) : ''} icon={<IconCircleCheck />} tone="success" loading={!o} />
      <StatCard title={t`With warnings`} value={o ? f.number(o.withWarnings) : ''} icon={<IconAlertTriangle />} tone="warning" loading={!o}>
        {o && <ProgressBar size="sm" value={o.withWarnings} max={o.total} label={t`Share of the fleet`} valueText={f.percent((o.withWarnings / Math.max(1, o.total)) * 100)} tone="warning" />}
      </StatCard>
    </>
  )
}

function WarningsCard() {
  const { t, i18n } = useLingui()
  const res = useDashboardCard('logistics', 'warnings')
  const shares = res.data?.shares ?? []
  return (
    <DashboardCard title={t`Shipment statistics`} subtitle={t`Vehicles per warning`} load={res} ready={!!res.data} tableToggle>
      {({ showTable }) => (
        <BarChart colorByCategory label={t`Vehicles per warning`} categories={shares.map((s) => i18n._(WARNING_LABELS[s.label as Vehicle['warnings']] ?? { id: s.label }))} series={[{ name: t`Vehicles`, values: shares.map((s) => s.value) }]} showTable={showTable} />
      )}
    </DashboardCard>
  )
}

function PerformanceCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('logistics', 'performance')
  const overview = useDashboardCard('logistics', 'overview')
  const buckets = res.data?.buckets ?? []
  return (
    <DashboardCard title={t`Delivery performance`} subtitle={overview.data ? t`Average progress ${f.percent(overview.data.averageProgress)}` : undefined} load={res} ready={!!res.data} skeleton="list">
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
        {buckets.map((b, i) => {
          const total = buckets.reduce((s, x) => s + x.vehicles, 0)
          return (
            <li key={b.from}>
              <ProgressBar value={b.vehicles} max={Math.max(1, total)} tone={(['info', 'warning', 'primary', 'success'] as const)[i]} label={t`${f.percent(b.from)} to ${f.percent(b.to)} of the route`} valueText={f.number(b.vehicles)} />
            </li>
          )
        })}
      </ul>
    </DashboardCard>
  )
}

function RouteTypesCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('logistics', 'routeTypes')
  const r = res.data
  return (
    <DashboardCard title={t`Deliveries by type`} load={res} ready={!!r} skeleton="figure" tableToggle>
      {({ showTable }) =>
        r && <DonutChart label={t`Deliveries by type`} slices={[{ label: t`Domestic`, value: r.domestic }, { label: t`International`, value: r.international }]} centerValue={f.number(r.domestic + r.international)} centerLabel={t`Vehicles`} showTable={showTable} />
      }
    </DashboardCard>
  )
}

function CountriesCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('logistics', 'countries')
  const shares = res.data?.shares ?? []
  const total = shares.reduce((s, x) => s + x.value, 0)
  return (
    <DashboardCard title={t`Orders by country`} subtitle={t`Destination of each route`} load={res} ready={!!res.data} skeleton="list">
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
        {shares.map((s) => (
          <li key={s.label}>
            <ProgressBar value={s.value} max={Math.max(1, total)} label={<bdi>{s.label}</bdi>} valueText={f.number(s.value)} tone="info" />
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

/** `apps-logistics-dashboard` (and `dashboards-logistics`): the fleet's state, warnings, performance, destinations and vehicles. */
export default function LogisticsDashboardPage() {
  return (
    <>
      <PageHeader
        title={<Trans>Logistics</Trans>}
        subtitle={<Trans>Where the fleet is and what needs attention.</Trans>}
        breadcrumbs={[{ label: <Trans>Logistics</Trans> }, { label: <Trans>Dashboard</Trans> }]}
        actions={<ButtonLink href={pathFor('apps-logistics-fleet')} variant="outline"><Trans>Open the fleet map</Trans></ButtonLink>}
      />
      <div className={statRow}><Overview /></div>
      <div className={grid}>
        <WarningsCard />
        <PerformanceCard />
        <RouteTypesCard />
        <CountriesCard />
        <div className={css({ gridColumn: { base: 'auto', md: '1 / -1', lg: 'span 2' } })}><VehiclesTable /></div>
      </div>
    </>
  )
}

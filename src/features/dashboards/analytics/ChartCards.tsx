import { useLingui } from '@lingui/react/macro'
import { BarChart, DonutChart, LineChart, RadialGauge } from '@/ui/charts'
import { DashboardCard } from '@/ui/DashboardCard'
import { ProgressBar } from '@/ui/Progress'
import { css } from 'styled-system/css'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { CATEGORY_LABELS, PAYMENT_LABELS } from '../labels'
import { useLabel } from '../use-label'

export function RevenueCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('analytics', 'revenue')
  const months = res.data?.months ?? []
  const best = months.reduce<(typeof months)[number] | null>((b, m) => (!b || m.revenue > b.revenue ? m : b), null)
  return (
    <DashboardCard title={t`Revenue by month`} subtitle={t`Billed and received`} load={res} ready={!!res.data} tableToggle>
      {({ showTable }) => (
        <LineChart
          area
          label={t`Revenue by month`}
          summary={best ? t`Best month: ${f.monthYear(best.month)}, ${f.money(best.revenue)}` : undefined}
          categories={months.map((m) => f.month(m.month))}
          series={[
            { name: t`Billed`, values: months.map((m) => m.revenue) },
            { name: t`Received`, values: months.map((m) => m.received), color: 'var(--colors-info)' },
          ]}
          format={f.money}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

export function CollectionCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('analytics', 'collection')
  const c = res.data
  return (
    <DashboardCard title={t`Payments collected`} subtitle={t`Received of all billed`} load={res} ready={!!c} skeleton="figure">
      {c && (
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })}>
          <RadialGauge label={t`Payments collected`} percent={c.percent} caption={t`collected`} />
          <dl className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4', w: 'full', textAlign: 'center', '& dt': { fontSize: 'xs', color: 'fg.muted' }, '& dd': { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' } })}>
            <div>
              <dt>{t`Received`}</dt>
              <dd>{f.money(c.received)}</dd>
            </div>
            <div>
              <dt>{t`Billed`}</dt>
              <dd>{f.money(c.billed)}</dd>
            </div>
          </dl>
        </div>
      )}
    </DashboardCard>
  )
}

export function CategoriesCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const res = useDashboardCard('analytics', 'categories')
  const shares = res.data?.shares ?? []
  const total = shares.reduce((s, x) => s + x.value, 0)
  return (
    <DashboardCard title={t`Sales by category`} load={res} ready={!!res.data} skeleton="figure" tableToggle>
      {({ showTable }) => (
        <DonutChart
          label={t`Sales by category`}
          slices={shares.map((s) => ({ label: label(CATEGORY_LABELS, s.label), value: s.value }))}
          centerValue={f.moneyCompact(total)}
          centerLabel={t`Total`}
          format={f.money}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

export function PaymentsCard() {
  const { t } = useLingui()
  const label = useLabel()
  const res = useDashboardCard('analytics', 'payments')
  const shares = res.data?.shares ?? []
  return (
    <DashboardCard title={t`Sales by payment state`} load={res} ready={!!res.data} tableToggle>
      {({ showTable }) => (
        <BarChart
          colorByCategory
          label={t`Sales by payment state`}
          categories={shares.map((s) => label(PAYMENT_LABELS, s.label))}
          series={[{ name: t`Sales`, values: shares.map((s) => s.value) }]}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

export function TopProductsCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('analytics', 'topProducts')
  const tones = ['primary', 'info', 'warning', 'success', 'danger'] as const
  return (
    <DashboardCard title={t`Top products`} subtitle={t`Share of all revenue`} load={res} ready={!!res.data} skeleton="list">
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
        {(res.data?.rows ?? []).map((r, i) => (
          <li key={r.name}>
            <ProgressBar
              value={r.percent}
              tone={tones[i % tones.length]}
              label={
                <>
                  <span className={css({ fontWeight: 'medium' })}>{r.name}</span> <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>{r.brand}</span>
                </>
              }
              valueText={`${f.money(r.revenue)} · ${f.percent(r.percent)}`}
            />
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

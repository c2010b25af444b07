import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { BarChart, DonutChart } from '@/ui/charts'
import { DashboardCard } from '@/ui/DashboardCard'
import { ProgressBar } from '@/ui/Progress'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { CATEGORY_LABELS, ORDER_STATUS_LABELS } from '../labels'
import { useLabel } from '../use-label'

const list = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })

export function OrdersByMonthCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('ecommerce', 'orders')
  const months = res.data?.months ?? []
  const best = months.reduce<(typeof months)[number] | null>((b, m) => (!b || m.revenue > b.revenue ? m : b), null)
  return (
    <DashboardCard title={t`Order revenue by month`} load={res} ready={!!res.data} tableToggle>
      {({ showTable }) => (
        <BarChart
          label={t`Order revenue by month`}
          summary={best ? t`Best month: ${f.monthYear(best.month)}, ${f.money(best.revenue)}` : undefined}
          categories={months.map((m) => f.month(m.month))}
          series={[{ name: t`Revenue`, values: months.map((m) => m.revenue) }]}
          format={f.money}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

export function OrderStatusCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const res = useDashboardCard('ecommerce', 'statuses')
  const shares = res.data?.shares ?? []
  return (
    <DashboardCard title={t`Orders by delivery state`} load={res} ready={!!res.data} skeleton="figure" tableToggle>
      {({ showTable }) => (
        <DonutChart
          label={t`Orders by delivery state`}
          slices={shares.map((s) => ({ label: label(ORDER_STATUS_LABELS, s.label), value: s.value }))}
          centerValue={f.number(shares.reduce((s, x) => s + x.value, 0))}
          centerLabel={t`Orders`}
          format={f.number}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

export function StockCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const res = useDashboardCard('ecommerce', 'stock')
  const s = res.data
  return (
    <DashboardCard title={t`Products in stock`} subtitle={s ? t`${f.number(s.inStock)} of ${f.number(s.total)} products` : undefined} load={res} ready={!!s} skeleton="list">
      <ul className={list}>
        {(s?.rows ?? []).map((r) => (
          <li key={r.category}>
            <ProgressBar value={r.inStock} max={Math.max(r.products, 1)} tone={r.products && r.inStock / r.products < 0.5 ? 'warning' : 'success'} label={label(CATEGORY_LABELS, r.category)} valueText={t`${f.number(r.inStock)} of ${f.number(r.products)}`} />
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

import { IconCash, IconReceipt, IconShoppingBag, IconUsers } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { StatCard } from '@/ui/StatCard'
import { ErrorState } from '@/ui/states/ErrorState'
import { LineChart } from '@/ui/charts'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'

/** Four statistics of the last month of sales with their trend; the revenue card carries a sparkline. */
export function KpiCards() {
  const { t } = useLingui()
  const f = useFormats()
  const kpis = useDashboardCard('analytics', 'kpis')
  const revenue = useDashboardCard('analytics', 'revenue')
  const k = kpis.data
  const loading = !k
  if (kpis.error && !kpis.loading) return <ErrorState compact error={kpis.error} onRetry={() => void kpis.reload()} className={css({ gridColumn: '1 / -1', bg: 'bg.surface', borderRadius: 'lg' })} />
  const vs = <Trans>vs. previous month</Trans>
  const months = revenue.data?.months ?? []
  return (
    <>
      <StatCard title={k ? t`Revenue, ${f.monthYear(k.lastMonth)}` : t`Revenue`} value={k ? f.money(k.revenue.value) : ''} trend={k?.revenue.trend} trendLabel={vs} icon={<IconCash />} loading={loading}>
        {months.length > 1 && (
          <LineChart sparkline area height={48} label={t`Monthly revenue`} categories={months.map((m) => f.month(m.month))} series={[{ name: t`Revenue`, values: months.map((m) => m.revenue) }]} format={f.money} />
        )}
      </StatCard>
      <StatCard title={t`Sales`} value={k ? f.number(k.sales.value) : ''} trend={k?.sales.trend} trendLabel={vs} icon={<IconShoppingBag />} tone="info" loading={loading} />
      <StatCard title={t`Average sale`} value={k ? f.money(k.averageSale.value) : ''} trend={k?.averageSale.trend} trendLabel={vs} icon={<IconReceipt />} tone="warning" loading={loading} />
      <StatCard title={t`Buyers`} value={k ? f.number(k.buyers.value) : ''} trend={k?.buyers.trend} trendLabel={vs} icon={<IconUsers />} tone="success" loading={loading} />
    </>
  )
}

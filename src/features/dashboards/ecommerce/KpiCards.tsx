import { IconCash, IconReceipt, IconShoppingCart, IconUsers } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { StatCard } from '@/ui/StatCard'
import { ErrorState } from '@/ui/states/ErrorState'
import { LineChart } from '@/ui/charts'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'

/** Four figures of the last month of orders with their trend; the orders card carries a sparkline. */
export function EcommerceKpiCards() {
  const { t } = useLingui()
  const f = useFormats()
  const kpis = useDashboardCard('ecommerce', 'kpis')
  const orders = useDashboardCard('ecommerce', 'orders')
  const k = kpis.data
  const loading = !k
  if (kpis.error && !kpis.loading) return <ErrorState compact error={kpis.error} onRetry={() => void kpis.reload()} className={css({ gridColumn: '1 / -1', bg: 'bg.surface', borderRadius: 'lg' })} />
  const vs = <Trans>vs. previous month</Trans>
  const months = orders.data?.months ?? []
  return (
    <>
      <StatCard title={k ? t`Orders, ${f.monthYear(k.lastMonth)}` : t`Orders`} value={k ? f.number(k.orders.value) : ''} trend={k?.orders.trend} trendLabel={vs} icon={<IconShoppingCart />} loading={loading}>
        {months.length > 1 && (
          <LineChart sparkline area height={48} label={t`Orders per month`} categories={months.map((m) => f.month(m.month))} series={[{ name: t`Orders`, values: months.map((m) => m.orders) }]} format={f.number} />
        )}
      </StatCard>
      <StatCard title={t`Order revenue`} value={k ? f.money(k.revenue.value) : ''} trend={k?.revenue.trend} trendLabel={vs} icon={<IconCash />} tone="success" loading={loading} />
      <StatCard title={t`Average order`} value={k ? f.money(k.averageOrder.value) : ''} trend={k?.averageOrder.trend} trendLabel={vs} icon={<IconReceipt />} tone="warning" loading={loading} />
      <StatCard title={t`Customers who ordered`} value={k ? f.number(k.customers.value) : ''} trend={k?.customers.trend} trendLabel={vs} icon={<IconUsers />} tone="info" loading={loading} />
    </>
  )
}

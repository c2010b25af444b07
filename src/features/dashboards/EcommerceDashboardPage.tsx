import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { EcommerceKpiCards } from './ecommerce/KpiCards'
import { OrdersByMonthCard, OrderStatusCard, StockCard } from './ecommerce/ChartCards'
import { RecentOrdersCard, TopCustomersCard } from './ecommerce/CustomerCards'
import { dashboardGrid, kpiRow, span } from './grid'

/** `dashboards-ecommerce` and `apps-ecommerce-dashboard`: orders, stock and customers of the demo shop, each card its own request. */
export default function EcommerceDashboardPage() {
  return (
    <>
      <PageHeader title={<Trans>E-commerce</Trans>} subtitle={<Trans>Orders, stock and best customers of the demo shop.</Trans>} breadcrumbs={[{ label: <Trans>Dashboards</Trans> }, { label: <Trans>E-commerce</Trans> }]} />
      <div className={dashboardGrid}>
        <div className={kpiRow}>
          <EcommerceKpiCards />
        </div>
        <div className={span[8]}><OrdersByMonthCard /></div>
        <div className={span[4]}><OrderStatusCard /></div>
        <div className={span[6]}><StockCard /></div>
        <div className={span[6]}><TopCustomersCard /></div>
        <div className={span.full}><RecentOrdersCard /></div>
      </div>
    </>
  )
}

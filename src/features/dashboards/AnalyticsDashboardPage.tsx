import { Trans } from '@lingui/react/macro'
import { cx } from 'styled-system/css'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { KpiCards } from './analytics/KpiCards'
import { CategoriesCard, CollectionCard, PaymentsCard, RevenueCard, TopProductsCard } from './analytics/ChartCards'
import { RecentSalesCard } from './analytics/RecentSalesCard'
import { dashboardGrid, kpiRow, span } from './grid'

/** Route `dashboards-analytics`: sales figures of the demo shop, each card fed by its own request to the demo server. */
export default function AnalyticsDashboardPage() {
  return (
    <>
      <PageHeader title={<Trans>Analytics</Trans>} subtitle={<Trans>Sales, payments and best sellers of the demo shop.</Trans>} breadcrumbs={[{ label: <Trans>Dashboards</Trans> }, { label: <Trans>Analytics</Trans> }]} />
      <div className={dashboardGrid}>
        <div className={kpiRow}>
          <KpiCards />
        </div>
        <div className={span[8]}><RevenueCard /></div>
        <div className={span[4]}><CollectionCard /></div>
        <div className={span[4]}><CategoriesCard /></div>
        <div className={span[4]}><PaymentsCard /></div>
        <div className={cx(span[4], span.tabletRow)}><TopProductsCard /></div>
        <div className={span.full}><RecentSalesCard /></div>
      </div>
    </>
  )
}

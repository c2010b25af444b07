import { Trans } from '@lingui/react/macro'
import { cx } from 'styled-system/css'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { KpiCards } from './analytics/KpiCards'
import { CategoriesCard, CollectionCard, PaymentsCard, RevenueCard, TopProductsCard } from './analytics/ChartCards'
import { RecentSalesCard } from './analytics/RecentSalesCard'
import { dashboardGrid, span } from './grid'
import { css } from 'styled-system/css'

const kpiRow = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } })

/** `/dashboards/analytics`: sales figures of the demo shop, each card fed by its own request to the demo server. */
export default function AnalyticsDashboardPage() {
  return (
    <>
      <PageHeader title={<Trans>Analytics</Trans>} subtitle={<Trans>Sales, payments and best sellers of the demo shop.</Trans>} breadcrumbs={[{ label: <Trans>Dashboards</Trans> }, { label: <Trans>Analytics</Trans> }]} />
      <div className={dashboardGrid}>
        <div className={cx(kpiRow, span.full)}>
          <KpiCards />
        </div>
        <div className={span[8]}><RevenueCard /></div>
        <div className={span[4]}><CollectionCard /></div>
        <div className={span[4]}><CategoriesCard /></div>
        <div className={span[4]}><PaymentsCard /></div>
        <div className={cx(span[4], css({ md: { gridColumn: '1 / -1' }, lg: { gridColumn: 'span 4' } }))}><TopProductsCard /></div>
        <div className={span.full}><RecentSalesCard /></div>
      </div>
    </>
  )
}

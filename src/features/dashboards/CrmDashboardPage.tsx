import { Trans } from '@lingui/react/macro'
import { cx } from 'styled-system/css'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { CrmKpiCards } from './crm/KpiCards'
import { InvoiceCollectionCard, InvoiceStatusCard, InvoicingCard, PlansCard } from './crm/ChartCards'
import { ActivityCard, CountriesCard } from './crm/ClientCards'
import { NewMembersCard, RecentInvoicesCard } from './crm/TableCards'
import { dashboardGrid, kpiRow, span } from './grid'

/** `dashboards-crm`: clients' invoices, spending by country, members and recent activity; each card its own request. */
export default function CrmDashboardPage() {
  return (
    <>
      <PageHeader title={<Trans>CRM</Trans>} subtitle={<Trans>Invoices, clients and members at a glance.</Trans>} breadcrumbs={[{ label: <Trans>Dashboards</Trans> }, { label: <Trans>CRM</Trans> }]} />
      <div className={dashboardGrid}>
        <div className={kpiRow}>
          <CrmKpiCards />
        </div>
        <div className={span[8]}><InvoicingCard /></div>
        <div className={span[4]}><InvoiceCollectionCard /></div>
        <div className={span[4]}><InvoiceStatusCard /></div>
        <div className={span[4]}><CountriesCard /></div>
        <div className={cx(span[4], span.tabletRow)}><PlansCard /></div>
        {/* Tables need the whole width on tablets. */}
        <div className={cx(span[8], span.tabletRow)}><RecentInvoicesCard /></div>
        <div className={cx(span[4], span.tabletRow)}><ActivityCard /></div>
        <div className={span.full}><NewMembersCard /></div>
      </div>
    </>
  )
}

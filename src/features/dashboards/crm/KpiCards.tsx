import { IconCash, IconFileInvoice, IconReceiptOff, IconUsers } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { StatCard } from '@/ui/StatCard'
import { ErrorState } from '@/ui/states/ErrorState'
import { LineChart } from '@/ui/charts'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'

const note = css({ fontSize: 'sm', color: 'fg.muted' })

/** Invoiced and collected in the last month of invoices (with trends), the open balance and the active members. */
export function CrmKpiCards() {
  const { t } = useLingui()
  const f = useFormats()
  const kpis = useDashboardCard('crm', 'kpis')
  const invoicing = useDashboardCard('crm', 'invoicing')
  const k = kpis.data
  const loading = !k
  if (kpis.error && !kpis.loading) return <ErrorState compact error={kpis.error} onRetry={() => void kpis.reload()} className={css({ gridColumn: '1 / -1', bg: 'bg.surface', borderRadius: 'lg' })} />
  const vs = <Trans>vs. previous month</Trans>
  const months = invoicing.data?.months ?? []
  return (
    <>
      <StatCard title={k ? t`Invoiced, ${f.monthYear(k.lastMonth)}` : t`Invoiced`} value={k ? f.money(k.invoiced.value) : ''} trend={k?.invoiced.trend} trendLabel={vs} icon={<IconFileInvoice />} loading={loading}>
        {months.length > 1 && (
          <LineChart sparkline area height={48} label={t`Invoiced per month`} categories={months.map((m) => f.month(m.month))} series={[{ name: t`Invoiced`, values: months.map((m) => m.invoiced) }]} format={f.money} />
        )}
      </StatCard>
      <StatCard title={t`Collected`} value={k ? f.money(k.collected.value) : ''} trend={k?.collected.trend} trendLabel={vs} icon={<IconCash />} tone="success" loading={loading} />
      <StatCard title={t`Open balance`} value={k ? f.money(k.outstanding.value) : ''} icon={<IconReceiptOff />} tone="danger" loading={loading}>
        {k && (
          <p className={note}>
            <Plural value={k.outstanding.invoices} one="# open invoice" other="# open invoices" /> · <Plural value={k.outstanding.pastDue} one="# past due" other="# past due" />
          </p>
        )}
      </StatCard>
      <StatCard title={t`Active members`} value={k ? f.number(k.members.active) : ''} icon={<IconUsers />} tone="info" loading={loading}>
        {k && <p className={note}>{t`of ${f.number(k.members.total)} members`}</p>}
      </StatCard>
    </>
  )
}

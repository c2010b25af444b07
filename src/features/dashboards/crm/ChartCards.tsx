import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { BarChart, DonutChart, LineChart, RadialGauge } from '@/ui/charts'
import { DashboardCard } from '@/ui/DashboardCard'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { INVOICE_STATUS_LABELS, PLAN_LABELS } from '../labels'
import { useLabel } from '../use-label'

// Invoice states in the colours their badges use elsewhere (paid green … past due red; sent is violet: the primary colour may be green too).
const STATUS_COLORS: Record<string, string> = {
  Paid: 'var(--colors-success)',
  Downloaded: 'var(--colors-info)',
  Sent: 'var(--colors-violet-500)',
  Draft: 'var(--colors-gray-400)',
  'Partial Payment': 'var(--colors-warning)',
  'Past Due': 'var(--colors-danger)',
}

/** Invoiced and collected per month of issue (area chart). */
export function InvoicingCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('crm', 'invoicing')
  const months = res.data?.months ?? []
  const best = months.reduce<(typeof months)[number] | null>((b, m) => (!b || m.invoiced > b.invoiced ? m : b), null)
  return (
    <DashboardCard title={t`Invoicing by month`} subtitle={t`Invoiced and collected, by month of issue`} load={res} ready={!!res.data} tableToggle>
      {({ showTable }) => (
        <LineChart
          area
          label={t`Invoicing by month`}
          summary={best ? t`Best month: ${f.monthYear(best.month)}, ${f.money(best.invoiced)}` : undefined}
          categories={months.map((m) => f.month(m.month))}
          series={[
            { name: t`Invoiced`, values: months.map((m) => m.invoiced) },
            { name: t`Collected`, values: months.map((m) => m.collected), color: 'var(--colors-info)' },
          ]}
          format={f.money}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

/** How much of everything invoiced has been paid (radial gauge with the two amounts). */
export function InvoiceCollectionCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('crm', 'collection')
  const c = res.data
  return (
    <DashboardCard title={t`Invoices collected`} subtitle={t`Paid of all invoiced`} load={res} ready={!!c} skeleton="figure">
      {c && (
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })}>
          <RadialGauge label={t`Invoices collected`} percent={c.percent} caption={t`collected`} color="var(--colors-success)" />
          <dl className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4', w: 'full', textAlign: 'center', '& dt': { fontSize: 'xs', color: 'fg.muted' }, '& dd': { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' } })}>
            <div>
              <dt>{t`Collected`}</dt>
              <dd>{f.money(c.collected)}</dd>
            </div>
            <div>
              <dt>{t`Invoiced`}</dt>
              <dd>{f.money(c.invoiced)}</dd>
            </div>
          </dl>
        </div>
      )}
    </DashboardCard>
  )
}

/** Invoices per state (donut, the total in the hole). */
export function InvoiceStatusCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const res = useDashboardCard('crm', 'statuses')
  const shares = res.data?.shares ?? []
  return (
    <DashboardCard title={t`Invoices by state`} load={res} ready={!!res.data} skeleton="figure" tableToggle>
      {({ showTable }) => (
        <DonutChart
          label={t`Invoices by state`}
          slices={shares.map((s) => ({ label: label(INVOICE_STATUS_LABELS, s.label), value: s.value, color: STATUS_COLORS[s.label] }))}
          centerValue={f.number(shares.reduce((s, x) => s + x.value, 0))}
          centerLabel={t`Invoices`}
          format={f.number}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

/** Members per plan, a bar per status. */
export function PlansCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const res = useDashboardCard('crm', 'plans')
  const rows = res.data?.rows ?? []
  return (
    <DashboardCard title={t`Members by plan`} subtitle={t`Split by account status`} load={res} ready={!!res.data} tableToggle>
      {({ showTable }) => (
        <BarChart
          label={t`Members by plan`}
          categories={rows.map((r) => label(PLAN_LABELS, r.plan))}
          series={[
            { name: t`Active`, values: rows.map((r) => r.active), color: 'var(--colors-success)' },
            { name: t`Pending`, values: rows.map((r) => r.pending), color: 'var(--colors-warning)' },
            { name: t`Inactive`, values: rows.map((r) => r.inactive), color: 'var(--colors-gray-400)' },
          ]}
          format={f.number}
          showTable={showTable}
        />
      )}
    </DashboardCard>
  )
}

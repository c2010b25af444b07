import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { Badge, type BadgeTone } from '@/ui'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { PAYMENT_LABELS } from '../labels'
import { figureCell, PersonCell, TableCard } from '../TableCard'

const paymentTone: Record<string, BadgeTone> = { 'Fully Paid': 'success', 'Partially Paid': 'warning', Unpaid: 'danger' }

/** The six newest sales (the rows of /api/pages/datatable), with buyer, product, date, amount and payment. */
export function RecentSalesCard() {
  const { t, i18n } = useLingui()
  const f = useFormats()
  const [, navigate] = useLocation()
  const res = useDashboardCard('analytics', 'recentSales')
  return (
    <TableCard
      title={t`Recent sales`}
      load={res}
      rows={res.data?.rows}
      menuItems={[{ value: 'all', label: t`All sales`, onSelect: () => navigate(pathFor('tables-data-table')) }]}
      columns={[
        { header: t`Buyer`, cell: (r) => <PersonCell name={r.buyer.name} avatar={r.buyer.avatar} /> },
        {
          header: t`Product`,
          cell: (r) => (
            <>
              <div className={css({ fontWeight: 'medium' })}>{r.product.name}</div>
              <div className={css({ fontSize: 'xs', color: 'fg.muted' })}>{r.product.brand}</div>
            </>
          ),
        },
        { header: t`Date`, className: css({ whiteSpace: 'nowrap' }), cell: (r) => f.day(r.date) },
        { header: t`Amount`, className: figureCell, cell: (r) => f.moneyExact(r.payment.total) },
        {
          header: t`Payment`,
          cell: (r) => (
            <Badge tone={paymentTone[r.payment.receivedPaymentStatus] ?? 'neutral'}>
              {PAYMENT_LABELS[r.payment.receivedPaymentStatus] ? i18n._(PAYMENT_LABELS[r.payment.receivedPaymentStatus]) : r.payment.receivedPaymentStatus}
            </Badge>
          ),
        },
      ]}
    />
  )
}

import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { Avatar, Badge, type BadgeTone } from '@/ui'
import { DashboardCard } from '@/ui/DashboardCard'
import { scroller, table } from '@/ui/data-table/table-styles'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { PAYMENT_LABELS } from '../labels'

const paymentTone: Record<string, BadgeTone> = { 'Fully Paid': 'success', 'Partially Paid': 'warning', Unpaid: 'danger' }

/** The six newest sales (the rows of /api/pages/datatable), with buyer, product, date, amount and payment. */
export function RecentSalesCard() {
  const { t, i18n } = useLingui()
  const f = useFormats()
  const [, navigate] = useLocation()
  const res = useDashboardCard('analytics', 'recentSales')
  return (
    <DashboardCard
      title={t`Recent sales`}
      load={res}
      ready={!!res.data}
      skeleton="list"
      padding="none"
      menuItems={[{ value: 'all', label: t`All sales`, onSelect: () => navigate(pathFor('tables-data-table')) }]}
    >
      <div className={scroller}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{t`Recent sales`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Buyer`}</th>
              <th scope="col">{t`Product`}</th>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Payment`}</th>
            </tr>
          </thead>
          <tbody>
            {(res.data?.rows ?? []).map((r) => (
              <tr key={r.id}>
                <td>
                  <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', whiteSpace: 'nowrap' })}>
                    <Avatar name={r.buyer.name} src={r.buyer.avatar} size="sm" decorative />
                    {r.buyer.name}
                  </span>
                </td>
                <td>
                  <div className={css({ fontWeight: 'medium' })}>{r.product.name}</div>
                  <div className={css({ fontSize: 'xs', color: 'fg.muted' })}>{r.product.brand}</div>
                </td>
                <td className={css({ whiteSpace: 'nowrap' })}>{f.day(r.date)}</td>
                <td className={css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>{f.moneyExact(r.payment.total)}</td>
                <td>
                  <Badge tone={paymentTone[r.payment.receivedPaymentStatus] ?? 'neutral'}>
                    {PAYMENT_LABELS[r.payment.receivedPaymentStatus] ? i18n._(PAYMENT_LABELS[r.payment.receivedPaymentStatus]) : r.payment.receivedPaymentStatus}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  )
}

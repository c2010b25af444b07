import { Plural, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Avatar, Badge } from '@/ui'
import { DashboardCard } from '@/ui/DashboardCard'
import { useDashboardCard } from '@/core/api/use-dashboard-card'
import { useFormats } from '@/core/i18n/use-formats'
import { ORDER_STATUS_LABELS } from '../labels'
import { useLabel } from '../use-label'
import { ORDER_STATUS_TONES } from '../tones'
import { figureCell, PersonCell, TableCard } from '../TableCard'

/** The five customers who spent the most, with their country and number of orders. */
export function TopCustomersCard() {
  const { t } = useLingui()
  const f = useFormats()
  const res = useDashboardCard('ecommerce', 'topCustomers')
  return (
    <DashboardCard
      title={t`Top customers`}
      subtitle={t`By total spent`}
      load={res}
      ready={!!res.data}
      skeleton="list"
    >
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
        {(res.data?.rows ?? []).map((c) => (
          <li key={c.name} className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <Avatar name={c.name} src={c.avatar} size="sm" decorative />
            <div className={css({ flex: '1', minW: '0' })}>
              <div className={css({ fontWeight: 'medium', truncate: true })}>{c.name}</div>
              <div className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                {c.country} · <Plural value={c.orders} one="# order" other="# orders" />
              </div>
            </div>
            <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{f.money(c.spent)}</span>
          </li>
        ))}
      </ul>
    </DashboardCard>
  )
}

/** The six newest orders with customer, date, amount and delivery state. */
export function RecentOrdersCard() {
  const { t } = useLingui()
  const f = useFormats()
  const label = useLabel()
  const res = useDashboardCard('ecommerce', 'recentOrders')
  return (
    <TableCard
      title={t`Recent orders`}
      load={res}
      rows={res.data?.rows}
      columns={[
        { header: t`Order`, className: css({ fontVariantNumeric: 'tabular-nums' }), cell: (o) => `#${o.order}` },
        { header: t`Customer`, cell: (o) => <PersonCell name={o.customer} avatar={o.avatar} /> },
        { header: t`Date`, className: css({ whiteSpace: 'nowrap' }), cell: (o) => f.day(o.date) },
        { header: t`Amount`, className: figureCell, cell: (o) => f.moneyExact(o.spent) },
        { header: t`Delivery`, cell: (o) => <Badge tone={ORDER_STATUS_TONES[o.status] ?? 'neutral'}>{label(ORDER_STATUS_LABELS, o.status)}</Badge> },
      ]}
    />
  )
}

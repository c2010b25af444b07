import { Link } from 'wouter'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { useResource } from '@/core/list/use-resource'
import type { Order, OrderList } from '@/core/api/contract/demo/ecommerce'
import { Badge, Card, EmptyState, ErrorState, LoadingState } from '@/ui'
import { demoFetcher, shopApi } from './api'
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from './labels'
import { isoDate, money } from '@/core/i18n/demo-format'

const table = css({ w: 'full', borderCollapse: 'collapse', '& th, & td': { px: '4', py: '3', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' }, '& th': { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' } })
const end = css({ textAlign: 'end!', whiteSpace: 'nowrap' })

/** The orders placed under a customer's name (the demo data links orders to customers by name). */
export function CustomerOrders({ name }: { name: string }) {
  const { t, i18n } = useLingui()
  const url = `${shopApi.orders}?q=${encodeURIComponent(name)}&itemsPerPage=-1&sortBy=date&orderBy=desc`
  const orders = useResource<Order[]>(url, { fetcher: demoFetcher, select: (r: OrderList) => r.orders.filter((o) => o.customer === name) })
  return (
    <Card padding="none" title={t`Orders placed`}>
      {orders.error ? (
        <ErrorState error={orders.error} onRetry={() => void orders.reload()} />
      ) : !orders.data ? (
        <LoadingState />
      ) : orders.data.length === 0 ? (
        <EmptyState compact title={t`No orders in the shop's records`} description={t`Orders this customer places appear here.`} />
      ) : (
        <div className={css({ overflowX: 'auto' })}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{t`Order`}</th>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col" className={end}>{t`Total`}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((o) => (
                <tr key={o.id}>
                  <td><Link className={css({ color: 'primary.text' })} href={pathFor('apps-ecommerce-order-details-id', { id: String(o.order) })}>#{o.order}</Link></td>
                  <td className={css({ whiteSpace: 'nowrap' })}>{isoDate(i18n, o.date)}</td>
                  <td><Badge tone={ORDER_STATUS_TONES[o.status]}>{i18n._(ORDER_STATUS_LABELS[o.status])}</Badge></td>
                  <td className={end}>{money(i18n, o.spent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}

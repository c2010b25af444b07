import { useCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useListQuery } from '@/core/list/use-list-query'
import type { Order, OrderList } from '@/core/api/contract/demo/ecommerce'
import { Button, Card } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { demoFetcher, shopApi } from './api'
import { useOrderColumns } from './order-columns'
import { useDeleteOrders } from './use-delete-orders'

/** Route `apps-ecommerce-order-list`: search customer, e-mail or order number; sort; delete one or many. */
export default function OrderListPage() {
  const { t } = useLingui()
  const list = useListQuery<Order>({
    url: shopApi.orders,
    fetcher: demoFetcher,
    defaults: { sortBy: 'date', orderBy: 'desc' },
    select: (r: OrderList) => ({ items: r.orders, total: r.total }),
  })
  const refetch = list.refetch
  const remove = useDeleteOrders()
  const columns = useOrderColumns(useCallback((o: Order) => void remove([o], refetch), [remove, refetch]))

  return (
    <>
      <PageHeader
        title={<Trans>Orders</Trans>}
        subtitle={<Trans>Every order placed in the shop, newest first.</Trans>}
        breadcrumbs={[{ label: <Trans>eCommerce</Trans> }, { label: <Trans>Orders</Trans> }]}
      />
      <Card padding="none">
        <DataTableToolbar {...toolbarPropsFromList(list)} searchPlaceholder={t`Search customer, e-mail or order number…`} />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Orders`}
          columns={columns}
          getRowId={(o) => String(o.id)}
          bulkActions={(ids, clear) => (
            <Button size="sm" variant="danger" onClick={() => void remove(list.data.filter((o) => ids.includes(String(o.id))), () => { clear(); refetch() })}>
              <Trans>Delete selected</Trans>
            </Button>
          )}
          empty={
            list.state.q ? (
              <EmptyState compact title={t`No orders match`} description={t`Try another customer, e-mail or order number.`} action={<Button variant="outline" onClick={() => list.setState({ q: '' })}><Trans>Clear search</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No orders yet`} description={t`Orders appear here as soon as customers buy.`} />
            )
          }
        />
      </Card>
    </>
  )
}

import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Order } from '@/core/api/contract/demo/ecommerce'
import { confirmDelete } from '@/ui/record/confirm-delete'
import { deleteShopRecord } from './api'

/** Confirm, then delete orders by record id (spec §8: the server always answers 204). */
export function useDeleteOrders() {
  const { t } = useLingui()
  return useCallback(
    (orders: Order[], onDone: () => void) =>
      confirmDelete({
        title: orders.length === 1 ? t`Delete order #${orders[0].order}?` : t`Delete ${orders.length} orders?`,
        message: t`Deleted orders cannot be restored.`,
        confirmLabel: t`Delete`,
        remove: () => Promise.all(orders.map((o) => deleteShopRecord('orders', o.id))),
        onDone,
        messages: { deleted: orders.length === 1 ? t`Order deleted` : t`${orders.length} orders deleted`, failed: t`Could not delete` },
      }),
    [t],
  )
}

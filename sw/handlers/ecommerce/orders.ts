import type { RequestContext, Router } from '../../server/router'
import { empty, noContent, ok, type HandlerResult } from '../../server/http'
import { readListParams, runListQuery, type ListSpec } from '../../server/list-query'
import type { Order, OrderList } from '../../../src/core/api/contract/demo/ecommerce'

export const orderSorters: ListSpec<Order>['sorters'] = {
  order: (o) => o.order,
  customers: (o) => o.customer,
  // ISO date then time: string order is time order.
  date: (o) => `${o.date}T${o.time}`,
  status: (o) => o.status,
  spent: (o) => o.spent,
}

/** GET /api/apps/ecommerce/orders — q on customer, email or order number. */
export async function listOrders(ctx: RequestContext): Promise<HandlerResult> {
  const result = runListQuery(await ctx.db.all<Order>('orders'), readListParams(ctx.query), {
    search: [(o) => o.customer, (o) => o.email, (o) => o.order],
    sorters: orderSorters,
  })
  const body: OrderList = { orders: result.items, total: result.total }
  return ok(body)
}

const byNumber = (orders: readonly Order[], raw: string) => orders.find((o) => String(o.order) === raw.trim())

/** GET /api/apps/ecommerce/orders/:order — looked up by order NUMBER; 404 empty when missing. */
export async function getOrder(ctx: RequestContext): Promise<HandlerResult> {
  const order = byNumber(await ctx.db.all<Order>('orders'), ctx.params.id)
  return order ? ok(order) : empty(404)
}

/**
 * DELETE /api/apps/ecommerce/orders/:id — always 204 (spec §8: never 404). The key is the record id
 * (what the list's delete button has); when no record has that id, the order number is tried, so a
 * delete from the order detail page (which knows the number) works too. Ids (1…) and order numbers
 * (four or more digits) never collide in the seed data.
 */
export async function deleteOrder(ctx: RequestContext): Promise<HandlerResult> {
  const raw = ctx.params.id
  await ctx.db.write(['orders'], async (tx) => {
    const id = Number(raw)
    if (Number.isInteger(id) && (await tx.get('orders', id))) return tx.delete('orders', id)
    const match = byNumber(await tx.all<Order>('orders'), raw)
    if (match) await tx.delete('orders', match.id)
  })
  return noContent()
}

export function registerOrders(router: Router): void {
  router.get('/api/apps/ecommerce/orders', listOrders)
  router.get('/api/apps/ecommerce/orders/:id', getOrder)
  router.delete('/api/apps/ecommerce/orders/:id', deleteOrder)
}

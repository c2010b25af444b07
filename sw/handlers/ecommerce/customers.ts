import type { RequestContext, Router } from '../../server/router'
import { empty, ok, type HandlerResult } from '../../server/http'
import { readListParams, runListQuery, type ListSpec } from '../../server/list-query'
import { CUSTOMER_CONTACT, type Customer, type CustomerDetail, type CustomerList } from '../../../src/core/api/contract/demo/ecommerce'

export const customerSorters: ListSpec<Customer>['sorters'] = {
  customer: (c) => c.customer,
  country: (c) => c.country,
  customerId: (c) => c.customerId,
  orders: (c) => c.order,
  totalSpent: (c) => c.totalSpent,
}

/** GET /api/apps/ecommerce/customers — q on customer, country or email. */
export async function listCustomers(ctx: RequestContext): Promise<HandlerResult> {
  const result = runListQuery(await ctx.db.all<Customer>('customers'), readListParams(ctx.query), {
    search: [(c) => c.customer, (c) => c.country, (c) => c.email],
    sorters: customerSorters,
  })
  const body: CustomerList = { customers: result.items, total: result.total }
  return ok(body)
}

/** GET /api/apps/ecommerce/customers/:customerId — by the six-digit customerId; 404 empty when missing. */
export async function getCustomer(ctx: RequestContext): Promise<HandlerResult> {
  const raw = ctx.params.id.trim()
  const customer = (await ctx.db.all<Customer>('customers')).find((c) => String(c.customerId) === raw)
  if (!customer) return empty(404)
  const body: CustomerDetail = { ...customer, status: 'Active', contact: CUSTOMER_CONTACT }
  return ok(body)
}

export function registerCustomers(router: Router): void {
  router.get('/api/apps/ecommerce/customers', listCustomers)
  router.get('/api/apps/ecommerce/customers/:id', getCustomer)
}

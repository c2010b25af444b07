import type { Router } from '../../server/router'
import { registerCategories } from './categories'
import { registerCustomers } from './customers'
import { registerOrders } from './orders'
import { registerProducts } from './products'
import { registerReferrals } from './referrals'
import { registerReviews } from './reviews'

/** The demo shop: /api/apps/ecommerce/{products,categories,orders,customers,reviews,referrals}. */
export function registerEcommerce(router: Router): void {
  registerProducts(router)
  registerCategories(router)
  registerOrders(router)
  registerCustomers(router)
  registerReviews(router)
  registerReferrals(router)
}

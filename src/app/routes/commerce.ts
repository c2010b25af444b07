import { msg } from '@lingui/core/macro'
import { demoReader } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, shop and back office (e-commerce, invoices, members, roles and permissions).
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
const shop = areaRoutes({ area: 'ecommerce', access: demoReader })

export const commerceRoutes: RouteDef[] = [
  shop('apps-ecommerce-product-list', msg`Products`, () => import('@/features/ecommerce/ProductListPage'), {
    menu: { group: 'ecommerce', label: msg`Products`, order: 20 },
    search: { category: 'appsPages', label: msg`eCommerce products`, icon: 'shopping-cart' },
  }),
  shop('apps-ecommerce-order-list', msg`Orders`, () => import('@/features/ecommerce/OrderListPage'), {
    menu: { group: 'ecommerce', label: msg`Orders`, order: 40 },
    search: { category: 'appsPages', label: msg`eCommerce orders`, icon: 'receipt' },
  }),
  shop('apps-ecommerce-order-details-id', msg`Order`, () => import('@/features/ecommerce/OrderDetailsPage')),
]

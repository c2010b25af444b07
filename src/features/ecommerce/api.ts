import { demoApi } from '@/core/api/client'
import type { ListFetcher } from '@/core/list/use-list-query'
import type { ResourceFetcher } from '@/core/list/use-resource'

/** The demo shop's endpoints under /api/ (spec §7), for useListQuery / useResource / writes. */
export const shopApi = {
  products: 'apps/ecommerce/products',
  categories: 'apps/ecommerce/categories',
  orders: 'apps/ecommerce/orders',
  customers: 'apps/ecommerce/customers',
  reviews: 'apps/ecommerce/reviews',
  referrals: 'apps/ecommerce/referrals',
}

export const demoFetcher = demoApi as unknown as ListFetcher & ResourceFetcher

export const deleteShopRecord = (resource: keyof typeof shopApi, id: number | string) =>
  demoApi(`${shopApi[resource]}/${id}`, { method: 'DELETE' })

import { useMemo } from 'react'
import { demoApi } from '@/core/api/client'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import { currencyValue, type Product, type ProductList } from '@/core/api/contract/demo/ecommerce'

/** The shop's products (the cart's names, pictures and prices come from them), by id. */
export function useShopProducts() {
  const resource = useResource<Product[]>('apps/ecommerce/products?itemsPerPage=-1&sortBy=product&orderBy=asc', {
    fetcher: demoApi as unknown as ResourceFetcher,
    select: (raw: ProductList) => raw.products,
  })
  const byId = useMemo(() => new Map((resource.data ?? []).map((p) => [p.id, p])), [resource.data])
  const prices = useMemo(() => new Map((resource.data ?? []).map((p) => [p.id, currencyValue(p.price)])), [resource.data])
  return { ...resource, byId, prices }
}

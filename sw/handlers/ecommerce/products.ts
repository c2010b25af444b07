import type { RequestContext, Router } from '../../server/router'
import { empty, noContent, ok, type HandlerResult } from '../../server/http'
import { readListParams, runListQuery, type ListSpec } from '../../server/list-query'
import { equalsParam, present } from './filters'
import { currencyValue, type Product, type ProductList } from '../../../src/core/api/contract/demo/ecommerce'

/** `stock=true|false` filters; any other value (or none) leaves stock alone. */
const stockFilter = (raw: string | null): ((p: Product) => boolean) | undefined =>
  raw === 'true' ? (p) => p.stock : raw === 'false' ? (p) => !p.stock : undefined

export const productSorters: ListSpec<Product>['sorters'] = {
  product: (p) => p.productName,
  category: (p) => p.category,
  status: (p) => p.status,
  price: (p) => currencyValue(p.price),
  qty: (p) => p.qty,
  sku: (p) => p.sku,
}

/**
 * GET /api/apps/ecommerce/products — q on name or brand (case-insensitive), stock, category,
 * status; the rows are reversed before sorting (spec §7), so ties and the unsorted list run newest id first.
 */
export async function listProducts(ctx: RequestContext): Promise<HandlerResult> {
  const params = readListParams(ctx.query)
  const rows = [...(await ctx.db.all<Product>('products'))].sort((a, b) => a.id - b.id).reverse()
  const result = runListQuery(rows, params, {
    search: [(p) => p.productName, (p) => p.productBrand],
    filters: present([
      stockFilter(ctx.query.get('stock')),
      equalsParam<Product>(ctx.query.get('category'), (p) => p.category),
      equalsParam<Product>(ctx.query.get('status'), (p) => p.status),
    ]),
    sorters: productSorters,
  })
  const body: ProductList = { products: result.items, total: result.total }
  return ok(body)
}

/** DELETE /api/apps/ecommerce/products/:id — 204, or 404 with an empty body (spec §8). */
export async function deleteProduct(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  if (!Number.isInteger(id)) return empty(404)
  const found = await ctx.db.write(['products'], async (tx) => {
    if (!(await tx.get('products', id))) return false
    await tx.delete('products', id)
    return true
  })
  return found ? noContent() : empty(404)
}

export function registerProducts(router: Router): void {
  router.get('/api/apps/ecommerce/products', listProducts)
  router.delete('/api/apps/ecommerce/products/:id', deleteProduct)
}

import type { RequestContext, Router } from '../../server/router'
import { created, empty, HttpError, noContent, ok, type HandlerResult } from '../../server/http'
import { parseWith } from '../../server/validate'
import { readListParams, runListQuery, type ListSpec } from '../../server/list-query'
import { equalsParam, present } from './filters'
import { currencyValue, NewProductSchema, type Product, type ProductDetail, type ProductList } from '../../../src/core/api/contract/demo/ecommerce'

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

/** "$1,299.50": the list's price text, from a number. */
const priceText = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/**
 * POST /api/apps/ecommerce/products (beyond spec §7) — 201 with the new product; id continues from
 * the highest. Invalid input → 400 naming the field; a discounted price above the price → 400;
 * an SKU another product has → 400 on sku. The first image, if any, is the list's picture.
 */
export async function createProduct(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(NewProductSchema, ctx.body ?? {})
  if (input.discountPrice !== null && input.discountPrice >= input.price) {
    throw new HttpError(400, { message: 'discountPrice: The discounted price must be below the price', fields: { discountPrice: ['The discounted price must be below the price'] } })
  }
  const product = await ctx.db.write(['products'], async (tx) => {
    const all = await tx.all<Product>('products')
    if (all.some((p) => p.sku === input.sku)) throw new HttpError(400, { message: `sku: Another product already has SKU ${input.sku}`, fields: { sku: ['Another product already has this SKU'] } })
    const id = all.reduce((max, p) => Math.max(max, p.id), 0) + 1
    const record: ProductDetail = {
      id,
      productName: input.productName,
      productBrand: input.productBrand,
      category: input.category,
      status: input.status,
      stock: input.stock,
      price: priceText(input.price),
      qty: input.qty,
      sku: input.sku,
      image: input.images[0] ?? '',
      barcode: input.barcode,
      description: input.description,
      images: input.images,
      variants: input.variants,
      discountPrice: input.discountPrice,
      shipping: input.shipping,
    }
    await tx.put('products', record)
    return record
  })
  return created(product)
}

export function registerProducts(router: Router): void {
  router.get('/api/apps/ecommerce/products', listProducts)
  router.post('/api/apps/ecommerce/products', createProduct)
  router.delete('/api/apps/ecommerce/products/:id', deleteProduct)
}

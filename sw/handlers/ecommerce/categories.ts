import type { Database, WriteTx } from '../../db/database'
import type { RequestContext, Router } from '../../server/router'
import { created, fail, noContent, ok, type HandlerResult } from '../../server/http'
import { readListParams, runListQuery } from '../../server/list-query'
import { parseWith } from '../../server/validate'
import { PRODUCT_CATEGORIES, type Product } from '../../../src/core/api/contract/demo/ecommerce'
import {
  CategoryInputSchema,
  slugify,
  type Category,
  type CategoryList,
  type CategoryRow,
  type CategorySaved,
} from '../../../src/core/api/contract/demo/categories'

// The categories live in one document (`demo-product-categories`): the six product categories until
// the first write, then whatever was saved. Products are counted by category name.
const KEY = 'demo-product-categories'
type Doc = { key: string; value: Category[] }

const DESCRIPTIONS: Record<(typeof PRODUCT_CATEGORIES)[number], string> = {
  Electronics: 'Card scanners, tablets and the cables that go with them.',
  Accessories: 'Card cases, lanyards and desk organisers.',
  Shoes: 'Comfortable shoes for a day of visits.',
  Office: 'Notebooks, pens and paper for the office.',
  'Home Decor': 'Frames, plants and lamps for a calm desk.',
  Games: 'Board and party games for team evenings.',
}

export function defaultCategories(now: number): Category[] {
  const updatedAt = new Date(now).toISOString()
  return PRODUCT_CATEGORIES.map((name, i) => ({ id: i + 1, name, slug: slugify(name), parentId: null, description: DESCRIPTIONS[name], status: 'Published', updatedAt }))
}

type Reader = Pick<Database, 'get'> | Pick<WriteTx, 'get'>
const readCategories = async (db: Reader, now: number) => ((await db.get<Doc>('documents', KEY)) as Doc | undefined)?.value ?? defaultCategories(now)

/** GET /api/apps/ecommerce/categories — q on name, slug or description; sortBy name, products, status. */
export async function listCategories(ctx: RequestContext): Promise<HandlerResult> {
  const [categories, products] = await Promise.all([readCategories(ctx.db, ctx.now), ctx.db.all<Product>('products')])
  const names = new Map(categories.map((c) => [c.id, c.name]))
  const rows: CategoryRow[] = categories.map((c) => ({
    ...c,
    parentName: c.parentId === null ? null : (names.get(c.parentId) ?? null),
    products: products.filter((p) => p.category === c.name).length,
  }))
  const result = runListQuery(rows, readListParams(ctx.query), {
    search: [(c) => c.name, (c) => c.slug, (c) => c.description],
    sorters: { name: (c) => c.name, products: (c) => c.products, status: (c) => c.status },
  })
  const body: CategoryList = { categories: result.items, total: result.total }
  return ok(body)
}

const fieldError = (field: string, message: string) => fail(400, message, { [field]: [message] })

/** Checks and applies one write to the list, in one transaction; returns the saved category or an error answer. */
async function save(ctx: RequestContext, id: number | null): Promise<HandlerResult> {
  const input = parseWith(CategoryInputSchema, ctx.body ?? {})
  return ctx.db.write(['documents'], async (tx) => {
    const all = await readCategories(tx, ctx.now)
    const current = id === null ? undefined : all.find((c) => c.id === id)
    if (id !== null && !current) return fail(404, 'Category not found')
    const newId = current?.id ?? Math.max(0, ...all.map((c) => c.id)) + 1
    const slug = input.slug || slugify(input.name) || `category-${newId}`
    const others = all.filter((c) => c.id !== newId)
    if (others.some((c) => c.name.toLowerCase() === input.name.toLowerCase())) return fieldError('name', 'A category with this name already exists')
    if (others.some((c) => c.slug === slug)) return fieldError('slug', 'Another category uses this slug')
    if (input.parentId !== null) {
      if (!others.some((c) => c.id === input.parentId)) return fieldError('parentId', 'Choose a parent category')
      // No loops: the parent must not be this category or one of its descendants.
      for (let p: number | null = input.parentId; p !== null; p = all.find((c) => c.id === p)?.parentId ?? null) {
        if (p === newId) return fieldError('parentId', 'A category cannot sit inside itself')
      }
    }
    const category: Category = { id: newId, ...input, slug, updatedAt: new Date(ctx.now).toISOString() }
    await tx.put('documents', { key: KEY, value: current ? all.map((c) => (c.id === newId ? category : c)) : [...all, category] } satisfies Doc)
    const body: CategorySaved = { category }
    return current ? ok(body) : created(body)
  })
}

export const createCategory = (ctx: RequestContext) => save(ctx, null)
export const updateCategory = (ctx: RequestContext) => save(ctx, Number(ctx.params.id))

/** DELETE /api/apps/ecommerce/categories/:id — 204 (its sub-categories move to the top level), or 404. */
export async function deleteCategory(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  return ctx.db.write(['documents'], async (tx) => {
    const all = await readCategories(tx, ctx.now)
    if (!all.some((c) => c.id === id)) return fail(404, 'Category not found')
    const rest = all.filter((c) => c.id !== id).map((c) => (c.parentId === id ? { ...c, parentId: null } : c))
    await tx.put('documents', { key: KEY, value: rest } satisfies Doc)
    return noContent()
  })
}

export function registerCategories(router: Router): void {
  router.get('/api/apps/ecommerce/categories', listCategories)
  router.post('/api/apps/ecommerce/categories', createCategory)
  router.put('/api/apps/ecommerce/categories/:id', updateCategory)
  router.delete('/api/apps/ecommerce/categories/:id', deleteCategory)
}

import * as v from 'valibot'

// Product categories of the demo shop (beyond the spec, which names the screen only): kept by the demo
// server in IndexedDB; the six product categories are there from the start.

export const CATEGORY_STATUSES = ['Published', 'Hidden'] as const
export const CATEGORY_SORTS = ['name', 'products', 'status'] as const
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number]

export type Category = {
  id: number
  name: string
  slug: string
  parentId: number | null
  description: string
  status: CategoryStatus
  updatedAt: string
}
/** A listed category: with its parent's name and how many products it holds. */
export type CategoryRow = Category & { parentName: string | null; products: number }
export type CategoryList = { categories: CategoryRow[]; total: number }
export type CategorySaved = { category: Category }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** POST /api/apps/ecommerce/categories and PUT …/{id} body. An empty slug is made from the name. */
export const CategoryInputSchema = v.object({
  name: v.pipe(v.string('Enter a category name'), v.trim(), v.nonEmpty('Enter a category name'), v.maxLength(60, 'Keep the name under 60 characters')),
  slug: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(60, 'Keep the slug under 60 characters'), v.check((s) => s === '' || SLUG.test(s), 'Use lowercase letters, digits and single hyphens')),
    '',
  ),
  parentId: v.optional(v.nullable(v.pipe(v.number('Choose a parent category'), v.integer('Choose a parent category'))), null),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Keep the description under 500 characters')), ''),
  status: v.optional(v.picklist(CATEGORY_STATUSES, 'Choose a status'), 'Published'),
})
export type CategoryInput = v.InferInput<typeof CategoryInputSchema>

/** A URL slug from a name ("Home Decor" → "home-decor"); '' when nothing Latin is left (e.g. a Japanese name). */
export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')

import * as v from 'valibot'

/** Error body of the product API (DESIGN.md §3): a message, and per-field messages for 400s. */
export const ApiErrorSchema = v.object({
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.array(v.string()))),
})
export type ApiError = v.InferOutput<typeof ApiErrorSchema>

export const SortOrderSchema = v.picklist(['asc', 'desc'])
export type SortOrder = v.InferOutput<typeof SortOrderSchema>

/** Spec §9: page-size choices of every table; -1 is the tables' "All" option. */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const
export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_SIZE = 10

/** Product API list answer: `{ items, total, page, itemsPerPage }`. */
export const listResponseSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.number(), page: v.number(), itemsPerPage: v.number() })
export type ListResponse<T> = { items: T[]; total: number; page: number; itemsPerPage: number }

/** The query every list endpoint understands. */
export type ListQuery = {
  q?: string
  page?: number
  itemsPerPage?: number
  sortBy?: string
  orderBy?: SortOrder
  [filter: string]: string | number | boolean | undefined
}

import * as v from 'valibot'

/** A child's url is a route name with optional params, or a plain path (spec §3). */
export const SearchChildSchema = v.object({
  url: v.union([v.string(), v.object({ name: v.string(), params: v.optional(v.record(v.string(), v.string())) })]),
  icon: v.string(),
  title: v.string(),
})
export const SearchGroupSchema = v.object({
  title: v.string(),
  category: v.string(),
  children: v.array(SearchChildSchema),
})
export type SearchChild = v.InferOutput<typeof SearchChildSchema>
export type SearchGroup = v.InferOutput<typeof SearchGroupSchema>

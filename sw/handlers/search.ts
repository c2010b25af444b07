import type { Router, RequestContext } from '../server/router'
import { ok, type HandlerResult } from '../server/http'
import type { SearchGroup } from '../../src/core/api/contract/search'

export const MAX_CHILDREN = 5
export const TRIM_WHEN_SEVERAL = 3

/**
 * GET /api/app-bar/search?q — spec §7: groups whose children's titles contain q (case-insensitive),
 * each capped at 5 children; when more than one group matches, groups with more than 3 children
 * drop their first 3.
 */
export async function appBarSearch(ctx: RequestContext): Promise<HandlerResult> {
  const q = (ctx.query.get('q') ?? '').toLowerCase()
  const groups = await ctx.db.all<SearchGroup & { id: number }>('searchGroups')
  const result: SearchGroup[] = []
  for (const group of groups) {
    const children = group.children.filter((c) => c.title.toLowerCase().includes(q)).slice(0, MAX_CHILDREN)
    if (children.length) result.push({ title: group.title, category: group.category, children })
  }
  if (result.length > 1) {
    for (const group of result) if (group.children.length > TRIM_WHEN_SEVERAL) group.children = group.children.slice(TRIM_WHEN_SEVERAL)
  }
  return ok(result)
}

export function registerSearch(router: Router): void {
  router.get('/api/app-bar/search', appBarSearch)
}

import type { RequestContext, Router } from '../server/router'
import { ok, type HandlerResult } from '../server/http'
import { readListParams, runListQuery, textMatches } from '../server/list-query'
import type { Permission, PermissionList } from '../../src/core/api/contract/demo/permissions'

/** q matches the name or the created date anywhere, or the START of one of the role names. */
export const permissionMatches = (p: Permission, needle: string): boolean =>
  textMatches(needle, p.name) || textMatches(needle, p.createdDate) || p.assignedTo.some((role) => role.toLowerCase().startsWith(needle))

/** GET /api/apps/permissions — q (name, created date, role prefix), sortBy name. */
export async function listPermissions(ctx: RequestContext): Promise<HandlerResult> {
  const params = readListParams(ctx.query)
  const needle = params.q.trim().toLowerCase()
  // The role rule is a prefix match, so q is applied here rather than as a plain "contains" search.
  const result = runListQuery(await ctx.db.all<Permission>('permissions'), { ...params, q: '' }, {
    filters: needle ? [(p) => permissionMatches(p, needle)] : [],
    sorters: { name: (p) => p.name },
  })
  const body: PermissionList = { permissions: result.items, totalPermissions: result.total }
  return ok(body)
}

export function registerPermissions(router: Router): void {
  router.get('/api/apps/permissions', listPermissions)
}

import type { RequestContext, Router } from '../server/router'
import { created, fail, noContent, ok, type HandlerResult } from '../server/http'
import { readListParams, runListQuery, textMatches } from '../server/list-query'
import { parseWith } from '../server/validate'
import {
  PermissionInputSchema,
  formatPermissionDate,
  type Permission,
  type PermissionList,
  type PermissionSaved,
} from '../../src/core/api/contract/demo/permissions'

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

const nameTaken = () => fail(400, 'A permission with this name already exists', { name: ['A permission with this name already exists'] })
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

// Writes beyond the spec (which shows the list only), so the permissions screen can add, edit and delete.

/** POST /api/apps/permissions {name, assignedTo} — 201 {permission}; the id continues from the highest. */
export async function createPermission(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(PermissionInputSchema, ctx.body ?? {})
  return ctx.db.write(['permissions'], async (tx) => {
    const all = await tx.all<Permission>('permissions')
    if (all.some((p) => sameName(p.name, input.name))) return nameTaken()
    const permission: Permission = { id: Math.max(0, ...all.map((p) => p.id)) + 1, ...input, createdDate: formatPermissionDate(new Date(ctx.now)) }
    await tx.put('permissions', permission, { basedOn: null })
    const body: PermissionSaved = { permission }
    return created(body)
  })
}

/** PUT /api/apps/permissions/:id {name, assignedTo} — 200 {permission}; 404 for an unknown id. */
export async function updatePermission(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(PermissionInputSchema, ctx.body ?? {})
  const id = Number(ctx.params.id)
  return ctx.db.write(['permissions'], async (tx) => {
    const all = await tx.all<Permission>('permissions')
    const current = all.find((p) => p.id === id)
    if (!current) return fail(404, 'Permission not found')
    if (all.some((p) => p.id !== id && sameName(p.name, input.name))) return nameTaken()
    const permission: Permission = { ...current, ...input }
    await tx.put('permissions', permission)
    const body: PermissionSaved = { permission }
    return ok(body)
  })
}

/** DELETE /api/apps/permissions/:id — 204, or 404 for an unknown id. */
export async function deletePermission(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  return ctx.db.write(['permissions'], async (tx) => {
    if (!Number.isInteger(id) || !(await tx.get('permissions', id))) return fail(404, 'Permission not found')
    await tx.delete('permissions', id)
    return noContent()
  })
}

export function registerPermissions(router: Router): void {
  router.get('/api/apps/permissions', listPermissions)
  router.post('/api/apps/permissions', createPermission)
  router.put('/api/apps/permissions/:id', updatePermission)
  router.delete('/api/apps/permissions/:id', deletePermission)
}

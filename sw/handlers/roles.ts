import type { Database, WriteTx } from '../db/database'
import type { RequestContext, Router } from '../server/router'
import { created, fail, ok, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import type { DemoUser } from '../../src/core/api/contract/demo/users'
import {
  ROLE_AREAS,
  RoleInputSchema,
  type Role,
  type RoleArea,
  type RoleGrants,
  type RoleList,
  type RoleSaved,
  type RoleSummary,
} from '../../src/core/api/contract/demo/roles'

// The roles live in one document (`demo-roles`) of the `documents` store: five built-in roles (the
// spec's permission roles) until the first write, then whatever was saved.
const KEY = 'demo-roles'
type RolesDoc = { key: string; value: Role[] }

/** How many members a card shows as avatars. */
export const CARD_MEMBERS = 5

const grant = (read: readonly RoleArea[], write: readonly RoleArea[] = [], create: readonly RoleArea[] = []): RoleGrants =>
  Object.fromEntries(ROLE_AREAS.map((area) => [area, { read: read.includes(area), write: write.includes(area), create: create.includes(area) }])) as RoleGrants

export function defaultRoles(now: number): Role[] {
  const updatedAt = new Date(now).toISOString()
  const shop: RoleArea[] = ['products', 'orders', 'customers', 'invoices', 'reviews']
  return [
    { id: 1, key: 'administrator', name: 'Administrator', memberRole: 'admin', grants: grant(ROLE_AREAS, ROLE_AREAS, ROLE_AREAS), updatedAt },
    { id: 2, key: 'manager', name: 'Manager', memberRole: 'editor', grants: grant(ROLE_AREAS, ['members', ...shop], ['products', 'orders', 'invoices']), updatedAt },
    { id: 3, key: 'users', name: 'Users', memberRole: 'author', grants: grant(['products', 'orders', 'customers', 'reviews', 'reports'], ['orders'], ['orders']), updatedAt },
    { id: 4, key: 'support', name: 'Support', memberRole: 'maintainer', grants: grant(['members', 'orders', 'customers', 'reviews'], ['orders', 'reviews']), updatedAt },
    { id: 5, key: 'restricted-user', name: 'Restricted User', memberRole: 'subscriber', grants: grant(['products', 'reports']), updatedAt },
  ]
}

type Reader = Pick<Database, 'get'> | Pick<WriteTx, 'get'>
const readRoles = async (db: Reader, now: number): Promise<Role[]> => ((await db.get<RolesDoc>('documents', KEY)) as RolesDoc | undefined)?.value ?? defaultRoles(now)

/** A role with its members counted from the demo users (so an added or deleted member shows at once). */
function summarise(role: Role, users: readonly DemoUser[]): RoleSummary {
  const members = role.memberRole ? users.filter((u) => u.role === role.memberRole) : []
  return { ...role, memberCount: members.length, members: members.slice(0, CARD_MEMBERS).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })) }
}

/** GET /api/apps/roles — every role with its member count and the first members. */
export async function listRoles(ctx: RequestContext): Promise<HandlerResult> {
  const [roles, users] = await Promise.all([readRoles(ctx.db, ctx.now), ctx.db.all<DemoUser>('demoUsers')])
  const body: RoleList = { roles: roles.map((r) => summarise(r, users)) }
  return ok(body)
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const nameTaken = () => fail(400, 'A role with this name already exists', { name: ['A role with this name already exists'] })

/** Saves the role list in one transaction; `change` returns the saved role, or an error answer. */
async function change(ctx: RequestContext, fn: (roles: Role[]) => Role | HandlerResult): Promise<Role | HandlerResult> {
  return ctx.db.write(['documents'], async (tx) => {
    const roles = await readRoles(tx, ctx.now)
    const result = fn(roles)
    if ('grants' in result) await tx.put('documents', { key: KEY, value: roles } satisfies RolesDoc)
    return result
  })
}

async function answer(ctx: RequestContext, result: Role | HandlerResult, status: 200 | 201): Promise<HandlerResult> {
  if (!('grants' in result)) return result
  const body: RoleSaved = { role: summarise(result, await ctx.db.all<DemoUser>('demoUsers')) }
  return status === 201 ? created(body) : ok(body)
}

/** POST /api/apps/roles {name, grants} — 201 {role}; a name already in use is a 400 on `name`. */
export async function createRole(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(RoleInputSchema, ctx.body ?? {})
  const result = await change(ctx, (roles) => {
    if (roles.some((r) => sameName(r.name, input.name))) return nameTaken()
    const role: Role = { id: Math.max(0, ...roles.map((r) => r.id)) + 1, key: null, name: input.name, memberRole: null, grants: input.grants, updatedAt: new Date(ctx.now).toISOString() }
    roles.push(role)
    return role
  })
  return answer(ctx, result, 201)
}

/** PUT /api/apps/roles/:id {name, grants} — 200 {role}. A built-in role keeps its name; 404 for an unknown id. */
export async function updateRole(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(RoleInputSchema, ctx.body ?? {})
  const id = Number(ctx.params.id)
  const result = await change(ctx, (roles) => {
    const role = roles.find((r) => r.id === id)
    if (!role) return fail(404, 'Role not found')
    if (!role.key) {
      if (roles.some((r) => r.id !== id && sameName(r.name, input.name))) return nameTaken()
      role.name = input.name
    }
    role.grants = input.grants
    role.updatedAt = new Date(ctx.now).toISOString()
    return role
  })
  return answer(ctx, result, 200)
}

/** DELETE /api/apps/roles/:id — 204; built-in roles cannot be deleted (400), unknown ids are 404. */
export async function deleteRole(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  return ctx.db.write(['documents'], async (tx) => {
    const roles = await readRoles(tx, ctx.now)
    const role = roles.find((r) => r.id === id)
    if (!role) return fail(404, 'Role not found')
    if (role.key) return fail(400, 'Built-in roles cannot be deleted')
    await tx.put('documents', { key: KEY, value: roles.filter((r) => r.id !== id) } satisfies RolesDoc)
    return { status: 204 }
  })
}

export function registerRoles(router: Router): void {
  router.get('/api/apps/roles', listRoles)
  router.post('/api/apps/roles', createRole)
  router.put('/api/apps/roles/:id', updateRole)
  router.delete('/api/apps/roles/:id', deleteRole)
}

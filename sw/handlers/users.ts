import type { RequestContext, Router } from '../server/router'
import { created, noContent, ok, type HandlerResult } from '../server/http'
import { readListParams, runListQuery, type ListSpec } from '../server/list-query'
import { parseWith } from '../server/validate'
import {
  NewDemoUserSchema,
  type CreatedDemoUser,
  type DemoUser,
  type DemoUserDetail,
  type DemoUserList,
} from '../../src/core/api/contract/demo/users'

/** The list shows the user without the detail-only fields. */
const listed = ({ taskDone: _t, projectDone: _p, taxId: _x, language: _l, ...user }: DemoUserDetail): DemoUser => user

const equalsIgnoringCase = (raw: string | null, get: (u: DemoUserDetail) => string) => {
  const want = raw?.trim().toLowerCase()
  return want ? [(u: DemoUserDetail) => get(u).toLowerCase() === want] : []
}

export const userSorters: ListSpec<DemoUserDetail>['sorters'] = {
  user: (u) => u.fullName,
  email: (u) => u.email,
  role: (u) => u.role,
  plan: (u) => u.currentPlan,
  status: (u) => u.status,
}

/**
 * GET /api/apps/users — q on full name or email; role, plan, status filters. A page beyond the
 * last is reported as page 1, and then the rows of page 1 are served, so the answer is consistent.
 */
export async function listUsers(ctx: RequestContext): Promise<HandlerResult> {
  const params = readListParams(ctx.query)
  const spec: ListSpec<DemoUserDetail> = {
    search: [(u) => u.fullName, (u) => u.email],
    filters: [
      ...equalsIgnoringCase(ctx.query.get('role'), (u) => u.role),
      ...equalsIgnoringCase(ctx.query.get('plan'), (u) => u.currentPlan),
      ...equalsIgnoringCase(ctx.query.get('status'), (u) => u.status),
    ],
    sorters: userSorters,
  }
  const rows = await ctx.db.all<DemoUserDetail>('demoUsers')
  let result = runListQuery(rows, params, spec)
  if (params.page > result.totalPages && params.page !== 1) result = runListQuery(rows, { ...params, page: 1 }, spec)
  const body: DemoUserList = { users: result.items.map(listed), totalPages: result.totalPages, totalUsers: result.total, page: result.page }
  return ok(body)
}

/** GET /api/apps/users/:id — the user with taskDone, projectDone, taxId, language; 404 {message}. */
export async function getUser(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  const user = Number.isInteger(id) ? await ctx.db.get<DemoUserDetail>('demoUsers', id) : undefined
  return user ? ok(user) : { status: 404, body: { message: 'User not found' } }
}

/** DELETE /api/apps/users/:id — 204 (an unknown id is already gone). */
export async function deleteUser(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  if (Number.isInteger(id)) {
    await ctx.db.write(['demoUsers'], async (tx) => {
      if (await tx.get('demoUsers', id)) await tx.delete('demoUsers', id)
    })
  }
  return noContent()
}

/**
 * POST /api/apps/users — 201 {body: user}. The new id is the user count + 1; when a delete left
 * that id taken, the next free id is used, so an existing record is never overwritten.
 */
export async function createUser(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(NewDemoUserSchema, ctx.body ?? {})
  const user = await ctx.db.write(['demoUsers'], async (tx) => {
    const all = await tx.all<DemoUserDetail>('demoUsers')
    const taken = new Set(all.map((u) => u.id))
    let id = all.length + 1
    while (taken.has(id)) id++
    const record: DemoUserDetail = {
      ...input,
      id,
      username: input.username || input.email.split('@')[0],
      taskDone: 0,
      projectDone: 0,
      taxId: `Tax-${String(id).padStart(4, '0')}`,
      language: 'English',
    }
    await tx.put('demoUsers', record)
    return record
  })
  const body: CreatedDemoUser = { body: user }
  return created(body)
}

export function registerUsers(router: Router): void {
  router.get('/api/apps/users', listUsers)
  router.post('/api/apps/users', createUser)
  router.get('/api/apps/users/:id', getUser)
  router.delete('/api/apps/users/:id', deleteUser)
}

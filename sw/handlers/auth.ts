import * as v from 'valibot'
import type { Router, RequestContext } from '../server/router'
import type { HandlerResult } from '../server/http'
import type { LoginUser, TokenRecord } from '../server/session'
import { requireUser } from '../server/session'
import { LoginRequestSchema, type LoginResponse, type MyInfoResponse, type UserData } from '../../src/core/api/contract/auth'
import type { User } from '../../src/core/api/contract/product/user'
import { nameSource } from '../../src/core/api/contract/names/display-name'
import type { Database } from '../db/database'

/** A session lasts 12 hours; "remember me" keeps it 30 days. */
export const SESSION_MS = 12 * 3600_000
export const REMEMBERED_SESSION_MS = 30 * 86400_000

const loginError = (message: string): HandlerResult => ({ status: 400, body: { errors: { email: [message] } } })

/** The session's user; `person` is the linked product user's name and reading (one name per language). */
export async function toUserData(db: Database, user: LoginUser): Promise<UserData> {
  const product = user.productUserId ? await db.get<User>('users', user.productUserId) : undefined
  return {
    id: user.id,
    fullName: user.fullName,
    ...(product ? { person: nameSource(product) } : {}),
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    role: user.role,
    permissions: user.permissions,
  }
}

const newToken = () => crypto.randomUUID().replaceAll('-', '') + crypto.randomUUID().replaceAll('-', '')

/** POST /api/auth/login — spec §7/§8: 201 with the session, 400 {errors:{email:[message]}}. */
export async function login(ctx: RequestContext): Promise<HandlerResult> {
  const parsed = v.safeParse(LoginRequestSchema, ctx.body ?? {})
  if (!parsed.success) return loginError(parsed.issues[0]?.message ?? 'Something went wrong')
  const { email, password, remember } = parsed.output
  const users = await ctx.db.all<LoginUser>('loginUsers')
  const user = users.find((u) => u.email.toLowerCase() === email.toLowerCase() && u.password === password)
  if (!user) return loginError('Invalid email or password')
  const record: TokenRecord = {
    token: newToken(),
    refreshToken: newToken(),
    userId: user.id,
    expiresAt: ctx.now + (remember ? REMEMBERED_SESSION_MS : SESSION_MS),
  }
  // Housekeeping: expired tokens can never answer again, so drop them with the new one's write.
  const stale = (await ctx.db.all<TokenRecord>('tokens')).filter((t) => t.expiresAt <= ctx.now)
  await ctx.db.write(['tokens'], async (tx) => {
    await tx.put('tokens', record)
    for (const t of stale) await tx.delete('tokens', t.token)
  })
  const body: LoginResponse = {
    userAbilityRules: user.abilityRules,
    accessToken: record.token,
    refreshToken: record.refreshToken,
    tokenExpire: record.expiresAt,
    userData: await toUserData(ctx.db, user),
  }
  return { status: 201, body }
}

/** GET /v1/api/user/my-info — the user behind the bearer token, with fresh permissions. */
export async function myInfo(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const body: MyInfoResponse = { userData: await toUserData(ctx.db, user), userAbilityRules: user.abilityRules }
  return { status: 200, body }
}

/**
 * POST /api/auth/logout — revokes the bearer token (and its refresh token) on the server, so a
 * copied token stops working too. Idempotent: an unknown or missing token is already signed out.
 */
export async function logout(ctx: RequestContext): Promise<HandlerResult> {
  const header = ctx.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  if (token && (await ctx.db.get<TokenRecord>('tokens', token))) await ctx.db.delete('tokens', token)
  return { status: 204 }
}

export function registerAuth(router: Router): void {
  router.post('/api/auth/login', login)
  router.post('/api/auth/logout', logout)
  router.get('/v1/api/user/my-info', myInfo)
}

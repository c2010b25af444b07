import { HttpError } from './http'
import type { RequestContext } from './router'
import { SESSION_EXPIRED_CODE, type PermissionName } from '../../src/core/api/contract/auth'
import { hasAny } from '../../src/core/api/contract/access-policy'

export type TokenRecord = { token: string; refreshToken: string; userId: number; expiresAt: number }
export type LoginUser = {
  id: number
  fullName: string
  username: string
  password: string
  avatar?: string
  email: string
  role: string
  permissions: Record<string, boolean>
  abilityRules: { action: string; subject: string }[]
  /** Product user this account acts as (users store), when there is one. */
  productUserId?: number
}

const expired = () => new HttpError(401, { code: SESSION_EXPIRED_CODE, message: 'Session expired or invalid' })

/** The signed-in account behind the bearer token; 401 {code:"03002"} for an unknown or expired token. */
export async function requireUser(ctx: RequestContext): Promise<LoginUser> {
  const header = ctx.headers.get('Authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  if (!token) throw expired()
  const record = await ctx.db.get<TokenRecord>('tokens', token)
  if (!record || record.expiresAt <= ctx.now) throw expired()
  const user = await ctx.db.get<LoginUser>('loginUsers', record.userId)
  if (!user) throw expired()
  return user
}

/** Spec §5/§6: any one of the listed permissions suffices (none listed: any signed-in user); otherwise 403. */
export async function requirePermission(ctx: RequestContext, ...anyOf: PermissionName[]): Promise<LoginUser> {
  const user = await requireUser(ctx)
  if (!hasAny(user.permissions, anyOf)) {
    throw new HttpError(403, { message: 'You do not have permission to do this' })
  }
  return user
}

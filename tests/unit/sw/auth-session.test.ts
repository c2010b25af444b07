import { describe, expect, it } from 'vitest'
import { call, openTestDb, signIn } from '../support/demo-server'
import { REMEMBERED_SESSION_MS, SESSION_MS } from '../../../sw/handlers/auth'
import type { TokenRecord } from '../../../sw/server/session'

const login = (db: Awaited<ReturnType<typeof openTestDb>>, body: unknown, now?: number) => call(db, 'POST', '/api/auth/login', { body, now })

describe('demo sessions: tokens expire at tokenExpire', () => {
  it('a normal sign-in lasts 12 hours; remember me lasts 30 days', async () => {
    const db = await openTestDb()
    const now = Date.UTC(2026, 0, 5, 9)
    const short = await login(db, { email: 'office@demo.com', password: 'office' }, now)
    const long = await login(db, { email: 'office@demo.com', password: 'office', remember: true }, now)
    expect(short.body.tokenExpire).toBe(now + SESSION_MS)
    expect(long.body.tokenExpire).toBe(now + REMEMBERED_SESSION_MS)
    expect(short.body.refreshToken).toMatch(/^[a-f0-9]{64}$/)
    expect(short.body.accessToken).not.toBe(long.body.accessToken)
  })

  it('my-info answers until tokenExpire and 401 03002 from that instant', async () => {
    const db = await openTestDb()
    const now = Date.UTC(2026, 0, 5, 9)
    const res = await login(db, { email: 'sales@demo.com', password: 'sales' }, now)
    const { accessToken: token, tokenExpire } = res.body as { accessToken: string; tokenExpire: number }
    expect((await call(db, 'GET', '/v1/api/user/my-info', { token, now: tokenExpire - 1 })).status).toBe(200)
    const expired = await call(db, 'GET', '/v1/api/user/my-info', { token, now: tokenExpire })
    expect(expired).toMatchObject({ status: 401, body: { code: '03002' } })
  })

  it('my-info answers with the user behind the token, without the password', async () => {
    const db = await openTestDb()
    const token = await signIn(db, 'client@demo.com')
    const res = await call(db, 'GET', '/v1/api/user/my-info', { token })
    expect(res.status).toBe(200)
    expect(res.body.userData.email).toBe('client@demo.com')
    expect(res.body.userData).not.toHaveProperty('password')
    expect(res.body.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }])
  })

  it('a token that is not a Bearer token, or a refresh token used as access token, is refused', async () => {
    const db = await openTestDb()
    const res = await login(db, { email: 'admin@demo.com', password: 'admin' })
    const headers = { Authorization: `Token ${res.body.accessToken}` }
    expect((await call(db, 'GET', '/v1/api/user/my-info', { headers })).body).toMatchObject({ code: '03002' })
    expect((await call(db, 'GET', '/v1/api/user/my-info', { token: res.body.refreshToken })).status).toBe(401)
  })

  it('a permission changed on the server shows in the next my-info', async () => {
    const db = await openTestDb()
    const token = await signIn(db, 'sales@demo.com')
    const account = await db.get<{ id: number; permissions: Record<string, boolean> }>('loginUsers', 3)
    await db.put('loginUsers', { ...account, permissions: { ...account!.permissions, has_sales_permission: false } })
    const res = await call(db, 'GET', '/v1/api/user/my-info', { token })
    expect(res.body.userData.permissions.has_sales_permission).toBe(false)
  })

  it('expired tokens are removed when someone signs in', async () => {
    const db = await openTestDb()
    const t0 = Date.UTC(2026, 0, 5, 9)
    await login(db, { email: 'admin@demo.com', password: 'admin' }, t0)
    await login(db, { email: 'office@demo.com', password: 'office', remember: true }, t0)
    await login(db, { email: 'sales@demo.com', password: 'sales' }, t0 + SESSION_MS + 1)
    const left = await db.all<TokenRecord>('tokens')
    expect(left.map((t) => t.userId).sort()).toEqual([2, 3])
  })

  it('a wrong password leaves no token behind', async () => {
    const db = await openTestDb()
    await login(db, { email: 'admin@demo.com', password: 'admin!' })
    expect(await db.all('tokens')).toHaveLength(0)
  })
})

describe('POST /api/auth/logout', () => {
  it('revokes the token: my-info answers 401 03002 afterwards; other sessions stay', async () => {
    const db = await openTestDb()
    const token = await signIn(db, 'admin@demo.com')
    const other = await signIn(db, 'admin@demo.com')
    expect((await call(db, 'POST', '/api/auth/logout', { token })).status).toBe(204)
    expect((await call(db, 'GET', '/v1/api/user/my-info', { token })).body).toMatchObject({ code: '03002' })
    expect((await call(db, 'GET', '/v1/api/user/my-info', { token: other })).status).toBe(200)
  })
  it('is idempotent for unknown or missing tokens', async () => {
    const db = await openTestDb()
    expect((await call(db, 'POST', '/api/auth/logout', { token: 'nope' })).status).toBe(204)
    expect((await call(db, 'POST', '/api/auth/logout')).status).toBe(204)
  })
})

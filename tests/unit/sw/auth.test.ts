import { describe, expect, it } from 'vitest'
import { call, openTestDb, signIn } from '../support/demo-server'
import { SESSION_MS } from '../../../sw/handlers/auth'

describe('POST /api/auth/login', () => {
  it('answers 201 with the session, without password or ability rules in userData', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', '/api/auth/login', { body: { email: 'admin@demo.com', password: 'admin' } })
    expect(res.status).toBe(201)
    expect(res.body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }])
    expect(res.body.accessToken).toMatch(/^[a-f0-9]{64}$/)
    expect(res.body.userData).not.toHaveProperty('password')
    expect(res.body.userData).not.toHaveProperty('abilityRules')
    expect(res.body.userData.permissions.has_admin_permission).toBe(true)
    // The product user's name and reading, so the top bar shows 佐藤 陽翔 in Japanese and Haruto Sato elsewhere.
    expect(res.body.userData.person).toEqual({ name: '佐藤 陽翔', kana: 'サトウ ハルト' })
  })
  it('answers 400 with the spec message for a wrong password', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', '/api/auth/login', { body: { email: 'admin@demo.com', password: 'nope' } })
    expect(res).toEqual({ status: 400, body: { errors: { email: ['Invalid email or password'] } } })
  })
  it('puts any other failure under email', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', '/api/auth/login', { body: { password: 'x' } })
    expect(res.status).toBe(400)
    expect(res.body.errors.email).toHaveLength(1)
  })
})

describe('GET /v1/api/user/my-info', () => {
  it('answers for a valid token with permissions', async () => {
    const db = await openTestDb()
    const token = await signIn(db, 'office@demo.com')
    const res = await call(db, 'GET', '/v1/api/user/my-info', { token })
    expect(res.status).toBe(200)
    expect(res.body.userData.permissions).toEqual({ has_admin_permission: false, has_office_permission: true, has_sales_permission: false })
    expect(res.body.userData.person).toEqual({ name: '田中 結衣', kana: 'タナカ ユイ' })
  })
  it('answers 401 03002 for an unknown, missing or expired token', async () => {
    const db = await openTestDb()
    const now = Date.now()
    const token = await signIn(db, 'sales@demo.com', 'sales', now)
    expect((await call(db, 'GET', '/v1/api/user/my-info', { token: 'tampered' })).body).toMatchObject({ code: '03002' })
    expect((await call(db, 'GET', '/v1/api/user/my-info')).status).toBe(401)
    expect((await call(db, 'GET', '/v1/api/user/my-info', { token, now: now + SESSION_MS + 1 })).status).toBe(401)
  })
})

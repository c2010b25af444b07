import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Database } from '../../../../sw/db/database'
import { call, diskFixtures, openTestDb } from '../../support/demo-server'
import type { DemoUserDetail } from '../../../../src/core/api/contract/demo/users'
import { checkListProperty, containsAny } from './demo-list-property'
import { fixture, ids } from './demo-fixture-records'

const users = fixture<DemoUserDetail>('demoUsers')
const URL_ = '/api/apps/users'
const newUser = { fullName: 'Rin Aoki', email: 'rin.aoki@example.com', role: 'editor', currentPlan: 'team', status: 'Active', company: 'Aoki Design', country: 'Japan', contact: '+81 90 0000 0000' }

describe('demo users fixture', () => {
  it('has 50 users with every role, plan and status', () => {
    expect(users).toHaveLength(50)
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['admin', 'editor', 'author', 'maintainer', 'subscriber']))
    expect(new Set(users.map((u) => u.currentPlan))).toEqual(new Set(['basic', 'team', 'company', 'enterprise']))
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(['Active', 'Inactive', 'Pending']))
  })
})

describe('GET /api/apps/users', () => {
  it('answers {users, totalPages, totalUsers, page} without the detail-only fields', async () => {
    const res = await call(await openTestDb(), 'GET', URL_)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ totalUsers: 50, totalPages: 5, page: 1 })
    expect(res.body.users).toHaveLength(10)
    expect(res.body.users[0]).not.toHaveProperty('taskDone')
    expect(res.body.users[0]).not.toHaveProperty('taxId')
  })

  it('searches full name or email, and filters role, plan and status', async () => {
    const db = await openTestDb()
    const u = users[8]
    const byName = await call(db, 'GET', `${URL_}?q=${encodeURIComponent(u.fullName.toUpperCase())}`)
    expect(ids(byName.body.users)).toContain(u.id)
    const byMail = await call(db, 'GET', `${URL_}?q=${encodeURIComponent(u.email)}`)
    expect(ids(byMail.body.users)).toEqual([u.id])
    // company is not searched
    expect((await call(db, 'GET', `${URL_}?q=${encodeURIComponent(u.company)}`)).body.totalUsers).toBe(
      users.filter((x) => containsAny(u.company, [x.fullName, x.email])).length,
    )
    const f = await call(db, 'GET', `${URL_}?role=editor&plan=team&status=Active&itemsPerPage=-1`)
    const expected = users.filter((x) => x.role === 'editor' && x.currentPlan === 'team' && x.status === 'Active')
    expect(f.body.totalUsers).toBe(expected.length)
    expect(ids(f.body.users)).toEqual(ids(expected))
  })

  it('sorts by user, email, role, plan and status', async () => {
    const db = await openTestDb()
    for (const [sortBy, field] of [['user', 'fullName'], ['email', 'email'], ['role', 'role'], ['plan', 'currentPlan'], ['status', 'status']] as const) {
      const got = (await call(db, 'GET', `${URL_}?sortBy=${sortBy}&orderBy=asc&itemsPerPage=-1`)).body.users.map((u: DemoUserDetail) => u[field].toLowerCase())
      expect(got).toEqual([...got].sort())
    }
  })

  it('reports a page beyond the last as page 1 (serving page 1), and counts pages of the filtered rows', async () => {
    const db = await openTestDb()
    const first = await call(db, 'GET', `${URL_}?itemsPerPage=20`)
    const beyond = await call(db, 'GET', `${URL_}?itemsPerPage=20&page=4`)
    expect(beyond.body.page).toBe(1)
    expect(beyond.body.totalPages).toBe(3)
    expect(ids(beyond.body.users)).toEqual(ids(first.body.users))
    const last = await call(db, 'GET', `${URL_}?itemsPerPage=20&page=3`)
    expect(last.body.page).toBe(3)
    expect(last.body.users).toHaveLength(10)
    const all = await call(db, 'GET', `${URL_}?itemsPerPage=-1&page=2`)
    expect(all.body).toMatchObject({ page: 1, totalPages: 1, totalUsers: 50 })
    expect(all.body.users).toHaveLength(50)
    const none = await call(db, 'GET', `${URL_}?q=nobody-at-all`)
    expect(none.body).toEqual({ users: [], totalPages: 0, totalUsers: 0, page: 1 })
  })
})

describe('GET /api/apps/users/:id', () => {
  it('answers the user with taskDone, projectDone, taxId and language', async () => {
    const res = await call(await openTestDb(), 'GET', `${URL_}/${users[3].id}`)
    expect(res).toEqual({ status: 200, body: users[3] })
    for (const key of ['taskDone', 'projectDone', 'taxId', 'language']) expect(res.body).toHaveProperty(key)
  })
  it("answers 404 {message:'User not found'}", async () => {
    const db = await openTestDb()
    expect(await call(db, 'GET', `${URL_}/999`)).toEqual({ status: 404, body: { message: 'User not found' } })
    expect(await call(db, 'GET', `${URL_}/abc`)).toEqual({ status: 404, body: { message: 'User not found' } })
  })
})

describe('DELETE /api/apps/users/:id', () => {
  it('answers 204 and removes the user; an unknown id is 204 too', async () => {
    const db = await openTestDb()
    expect(await call(db, 'DELETE', `${URL_}/7`)).toEqual({ status: 204, body: undefined })
    expect((await call(db, 'GET', `${URL_}/7`)).status).toBe(404)
    expect((await call(db, 'GET', URL_)).body.totalUsers).toBe(49)
    expect(await call(db, 'DELETE', `${URL_}/7`)).toEqual({ status: 204, body: undefined })
  })
})

describe('POST /api/apps/users', () => {
  it('answers 201 {body} with id = count + 1 and the detail fields', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', URL_, { body: newUser })
    expect(res.status).toBe(201)
    expect(res.body.body).toMatchObject({ ...newUser, id: 51, username: 'rin.aoki' })
    expect(res.body.body).toMatchObject({ taskDone: 0, projectDone: 0, language: 'English' })
    expect((await call(db, 'GET', `${URL_}/51`)).body.fullName).toBe('Rin Aoki')
    expect((await call(db, 'GET', URL_)).body.totalUsers).toBe(51)
  })

  it('never overwrites: after a delete, count + 1 may be taken, so the next free id is used', async () => {
    const db = await openTestDb()
    await call(db, 'DELETE', `${URL_}/3`)
    // 49 users left: count + 1 = 50 is still taken by user 50, so the new user gets 51
    const res = await call(db, 'POST', URL_, { body: newUser })
    expect(res.body.body.id).toBe(51)
    expect((await call(db, 'GET', `${URL_}/50`)).body).toEqual(users.find((u) => u.id === 50))
    // now 50 users: count + 1 = 51 is taken, next free is 52
    expect((await call(db, 'POST', URL_, { body: { ...newUser, email: 'two@example.com' } })).body.body.id).toBe(52)
    expect((await call(db, 'GET', `${URL_}/51`)).body.email).toBe(newUser.email)
  })

  it('gives simultaneous creates distinct ids (each id is chosen inside its own transaction)', async () => {
    const db = await openTestDb()
    const results = await Promise.all([1, 2, 3].map((n) => call(db, 'POST', URL_, { body: { ...newUser, email: `p${n}@example.com` } })))
    expect(results.map((r) => r.body.body.id).sort()).toEqual([51, 52, 53])
    expect((await call(db, 'GET', URL_)).body.totalUsers).toBe(53)
  })

  it('reuses count + 1 when it is free', async () => {
    const db = await openTestDb()
    await call(db, 'DELETE', `${URL_}/50`)
    expect((await call(db, 'POST', URL_, { body: newUser })).body.body.id).toBe(50)
  })

  it('answers 400 naming the field for a bad body, and stores nothing', async () => {
    const db = await openTestDb()
    const cases: Array<[unknown, string]> = [
      [{ ...newUser, email: 'not-an-email' }, 'email'],
      [{ ...newUser, fullName: '   ' }, 'fullName'],
      [{ ...newUser, role: 'owner' }, 'role'],
      [{ ...newUser, currentPlan: undefined }, 'currentPlan'],
      [{ ...newUser, status: 'Gone' }, 'status'],
      [{ ...newUser, company: 42 }, 'company'],
    ]
    for (const [body, field] of cases) {
      const res = await call(db, 'POST', URL_, { body })
      expect(res.status).toBe(400)
      expect(res.body.message.startsWith(`${field}:`)).toBe(true)
      expect(res.body.fields).toHaveProperty(field)
    }
    expect((await call(db, 'POST', URL_, {})).status).toBe(400)
    expect((await call(db, 'POST', URL_, { rawBody: '{"fullName":', headers: { 'Content-Type': 'application/json' } })).status).toBe(400)
    expect((await call(db, 'GET', URL_)).body.totalUsers).toBe(50)
  })

  it('accepts role, plan and status in any letter case and stores the canonical form', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', URL_, { body: { ...newUser, role: 'EDITOR', currentPlan: ' Team ', status: 'active' } })
    expect(res.status).toBe(201)
    expect(res.body.body).toMatchObject({ role: 'editor', currentPlan: 'team', status: 'Active' })
    expect((await call(db, 'GET', `${URL_}/${res.body.body.id}`)).body).toMatchObject({ role: 'editor', currentPlan: 'team', status: 'Active' })
    expect((await call(db, 'POST', URL_, { body: { ...newUser, email: 'p@example.com', status: 'pending' } })).body.body.status).toBe('Pending')
  })

  it('defaults status to Pending and keeps the user after the database is opened again', async () => {
    const name = `users-persist-${Math.random()}`
    const first = await Database.open(diskFixtures, name)
    const { status: _s, ...withoutStatus } = newUser
    const created = await call(first, 'POST', URL_, { body: withoutStatus })
    expect(created.body.body.status).toBe('Pending')
    first.close()
    const again = await Database.open(diskFixtures, name)
    expect((await call(again, 'GET', `${URL_}/${created.body.body.id}`)).body).toEqual(created.body.body)
    again.close()
  })
})

describe('demo users list property', () => {
  it('holds for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: URL_,
      listKey: 'users',
      totalKey: 'totalUsers',
      rows: users,
      words: [users[0].fullName.split(' ')[0], '@inbox', 'an', 'Q'],
      extra: {
        role: fc.option(fc.constantFrom('admin', 'Editor', 'subscriber', 'nobody', ''), { nil: undefined }),
        plan: fc.option(fc.constantFrom('basic', 'team', 'enterprise', ''), { nil: undefined }),
        status: fc.option(fc.constantFrom('Active', 'pending', 'Inactive', ''), { nil: undefined }),
      },
      matches: (u, q) =>
        containsAny(q.q, [u.fullName, u.email]) &&
        (!q.role || u.role === q.role.toLowerCase()) &&
        (!q.plan || u.currentPlan === q.plan.toLowerCase()) &&
        (!q.status || u.status.toLowerCase() === q.status.toLowerCase()),
      sortKeys: { user: (u) => u.fullName, email: (u) => u.email, role: (u) => u.role, plan: (u) => u.currentPlan, status: (u) => u.status },
    })
  })

  it('reports a page within 1..totalPages (or 1 when empty) for any page asked', async () => {
    const db = await openTestDb()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -3, max: 30 }), fc.constantFrom('5', '10', '25', '-1', 'x'), fc.constantFrom('', 'a', 'zzz'), async (page, size, q) => {
        const res = await call(db, 'GET', `${URL_}?page=${page}&itemsPerPage=${size}&q=${q}`)
        expect(res.status).toBe(200)
        expect(res.body.page).toBeGreaterThanOrEqual(1)
        expect(res.body.page).toBeLessThanOrEqual(Math.max(res.body.totalPages, 1))
        if (res.body.totalUsers > 0) expect(res.body.users.length).toBeGreaterThan(0)
      }),
      { numRuns: 60 },
    )
  })
})

describe('POST /api/apps/users input', () => {
  it('any JSON body answers 201 or 400, never a 500', async () => {
    const db = await openTestDb()
    const body = fc.oneof(
      fc.json().map((s) => JSON.parse(s) as unknown),
      fc.record({ fullName: fc.string(), email: fc.oneof(fc.emailAddress(), fc.string()), role: fc.constantFrom('admin', 'x'), currentPlan: fc.constantFrom('team', 'y') }, { requiredKeys: [] }),
    )
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await call(db, 'POST', URL_, { body: b })
        expect([201, 400]).toContain(res.status)
        if (res.status === 201) expect(res.body.body.id).toBeGreaterThan(50)
      }),
      { numRuns: 80 },
    )
  })
})

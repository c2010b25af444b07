import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import { ROLE_AREAS, noGrants, type RoleSummary } from '../../../../src/core/api/contract/demo/roles'
import type { DemoUserDetail } from '../../../../src/core/api/contract/demo/users'
import { fixture } from './demo-fixture-records'

const users = fixture<DemoUserDetail>('demoUsers')
const URL_ = '/api/apps/roles'
const byKey = (roles: RoleSummary[], key: string) => roles.find((r) => r.key === key)!

describe('GET /api/apps/roles', () => {
  it('lists the five built-in roles with their members counted from the demo users', async () => {
    const res = await call<{ roles: RoleSummary[] }>(await openTestDb(), 'GET', URL_)
    expect(res.status).toBe(200)
    expect(res.body.roles.map((r) => r.key)).toEqual(['administrator', 'manager', 'users', 'support', 'restricted-user'])
    const admin = byKey(res.body.roles, 'administrator')
    const admins = users.filter((u) => u.role === 'admin')
    expect(admin.memberCount).toBe(admins.length)
    expect(admin.members.map((m) => m.id)).toEqual(admins.slice(0, 5).map((u) => u.id))
    expect(Object.values(admin.grants).every((g) => g.read && g.write && g.create)).toBe(true)
    expect(byKey(res.body.roles, 'restricted-user').grants.products).toEqual({ read: true, write: false, create: false })
  })

  it('recounts after a member is added or deleted', async () => {
    const db = await openTestDb()
    const before = byKey((await call(db, 'GET', URL_)).body.roles, 'support').memberCount
    const made = await call(db, 'POST', '/api/apps/users', { body: { fullName: 'Rin Aoki', email: 'rin@example.com', role: 'maintainer', currentPlan: 'team' } })
    expect(made.status).toBe(201)
    expect(byKey((await call(db, 'GET', URL_)).body.roles, 'support').memberCount).toBe(before + 1)
    await call(db, 'DELETE', `/api/apps/users/${made.body.body.id}`)
    expect(byKey((await call(db, 'GET', URL_)).body.roles, 'support').memberCount).toBe(before)
  })
})

describe('PUT /api/apps/roles/:id', () => {
  it('saves the permission matrix, keeps a built-in name and survives a new connection to the same data', async () => {
    const db = await openTestDb()
    const grants = noGrants()
    grants.invoices = { read: true, write: true, create: false }
    const res = await call(db, 'PUT', `${URL_}/2`, { body: { name: 'Boss', grants } })
    expect(res.status).toBe(200)
    expect(res.body.role.name).toBe('Manager')
    expect(res.body.role.grants.invoices).toEqual({ read: true, write: true, create: false })
    expect(res.body.role.grants.members).toEqual({ read: false, write: false, create: false })
    const again = byKey((await call(db, 'GET', URL_)).body.roles, 'manager')
    expect(again.grants).toEqual(grants)
  })

  it('fills areas and actions left out with false', async () => {
    const res = await call(await openTestDb(), 'PUT', `${URL_}/3`, { body: { name: 'x', grants: { orders: { read: true } } } })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.role.grants)).toEqual([...ROLE_AREAS])
    expect(res.body.role.grants.orders).toEqual({ read: true, write: false, create: false })
  })

  it('answers 404 for an unknown id and 400 for bad input, naming the field', async () => {
    const db = await openTestDb()
    expect((await call(db, 'PUT', `${URL_}/99`, { body: { name: 'Ghost', grants: {} } })).status).toBe(404)
    const blank = await call(db, 'PUT', `${URL_}/1`, { body: { name: '  ', grants: {} } })
    expect(blank.status).toBe(400)
    expect(blank.body.fields.name).toEqual(['Enter a role name'])
    const badArea = await call(db, 'PUT', `${URL_}/1`, { body: { name: 'A', grants: { spaceships: { read: true } } } })
    expect(badArea.status).toBe(400)
    const badFlag = await call(db, 'PUT', `${URL_}/1`, { body: { name: 'A', grants: { orders: { read: 'yes' } } } })
    expect(badFlag.status).toBe(400)
  })
})

describe('POST and DELETE /api/apps/roles', () => {
  it('adds a role with the next id and no members; a name in use (any case) is a 400 on name', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', URL_, { body: { name: ' Auditor ', grants: { reports: { read: true } } } })
    expect(res.status).toBe(201)
    expect(res.body.role).toMatchObject({ id: 6, key: null, name: 'Auditor', memberCount: 0, members: [] })
    const dup = await call(db, 'POST', URL_, { body: { name: 'manager', grants: {} } })
    expect(dup.status).toBe(400)
    expect(dup.body.fields.name).toEqual(['A role with this name already exists'])
    const renamed = await call(db, 'PUT', `${URL_}/6`, { body: { name: 'Auditors', grants: {} } })
    expect(renamed.body.role.name).toBe('Auditors')
    expect((await call(db, 'GET', URL_)).body.roles).toHaveLength(6)
  })

  it('deletes an added role (204) but not a built-in one (400) or an unknown one (404)', async () => {
    const db = await openTestDb()
    const made = await call(db, 'POST', URL_, { body: { name: 'Temp', grants: {} } })
    expect((await call(db, 'DELETE', `${URL_}/1`)).status).toBe(400)
    expect((await call(db, 'DELETE', `${URL_}/${made.body.role.id}`)).status).toBe(204)
    expect((await call(db, 'DELETE', `${URL_}/${made.body.role.id}`)).status).toBe(404)
    expect((await call(db, 'GET', URL_)).body.roles).toHaveLength(5)
  })
})

import { describe, expect, it } from 'vitest'
import { records } from './records-support'

const role = (extra: Record<string, unknown> = {}) => ({
  name: '経理チーム',
  description: '請求書の確認',
  permissions: { has_admin_permission: false, has_office_permission: true, has_sales_permission: false },
  codes: ['J2', 'J1', 'J1'],
  ...extra,
})
const user = (extra: Record<string, unknown> = {}) => ({
  email: 'New.User@meishi.example.jp',
  first_name: '花子',
  last_name: '新井',
  phone_number: '080-1111-2222',
  role: 'office',
  group_role_id: 2,
  office_permission: 'J1',
  ...extra,
})

describe('/v1/api/group-roles', () => {
  it('is admin only, for reading and writing', async () => {
    const { call, admin, office, sales } = await records()
    expect((await call('GET', '/v1/api/group-roles', admin)).body.total).toBe(5)
    for (const token of [office, sales]) {
      expect((await call('GET', '/v1/api/group-roles', token)).status).toBe(403)
      expect((await call('POST', '/v1/api/group-roles', token, role())).status).toBe(403)
      expect((await call('DELETE', '/v1/api/group-roles/5', token)).status).toBe(403)
    }
  })

  it('creates with unique codes in catalogue order, refuses unknown codes and duplicate names', async () => {
    const { call, admin } = await records()
    const made = await call('POST', '/v1/api/group-roles', admin, role())
    expect(made.status).toBe(201)
    expect(made.body.codes).toEqual(['J1', 'J2'])
    const bad = await call('POST', '/v1/api/group-roles', admin, role({ name: '別名', codes: ['X9'] }))
    expect(bad.status).toBe(400)
    expect(bad.body.fields['codes.0']).toEqual(['Unknown permission code'])
    const dup = await call('POST', '/v1/api/group-roles', admin, role())
    expect(dup.body.fields.name).toEqual(['Another group role has this name'])
  })

  it('refuses to delete a role in use, listing its users; deletes an unused one', async () => {
    const { call, admin } = await records()
    const res = await call('DELETE', '/v1/api/group-roles/3', admin)
    expect(res.status).toBe(409)
    expect(res.body.message).toContain('鈴木 蓮')
    expect(res.body.dependants.map((d: { id: number }) => d.id)).toContain(3)
    const made = (await call('POST', '/v1/api/group-roles', admin, role())).body
    expect((await call('DELETE', `/v1/api/group-roles/${made.id}`, admin)).status).toBe(200)
  })

  it('changes the sign-in permissions of the users who hold a role', async () => {
    const { call, admin, sales } = await records()
    const g = (await call('GET', '/v1/api/group-roles/3', admin)).body
    const res = await call('PUT', '/v1/api/group-roles/3', admin, { ...g, permissions: { ...g.permissions, has_office_permission: true } })
    expect(res.status).toBe(200)
    const info = await call('GET', '/v1/api/user/my-info', sales)
    expect(info.body.userData.permissions).toEqual({ has_admin_permission: false, has_office_permission: true, has_sales_permission: true })
  })
})

describe('/v1/api/users', () => {
  it('is admin only', async () => {
    const { call, office, sales, admin } = await records()
    expect((await call('GET', '/v1/api/users', office)).status).toBe(403)
    expect((await call('PUT', '/v1/api/users/3', sales, user())).status).toBe(403)
    const list = await call('GET', '/v1/api/users?itemsPerPage=-1&sortBy=name', admin)
    expect(list.body.total).toBe(12)
    expect(list.body.items.find((u: { id: number }) => u.id === 1)).toMatchObject({ name: '佐藤 陽翔', email: 'admin@demo.com', role: 'admin', group_role_name: 'システム管理者' })
    const sales2 = await call('GET', '/v1/api/users?role=sales', admin)
    expect(sales2.body.items.every((u: { role: string }) => u.role === 'sales')).toBe(true)
  })

  it('creates with a derived name, lower-case unique e-mail and validated codes', async () => {
    const { call, admin } = await records()
    const made = await call('POST', '/v1/api/users', admin, user())
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ id: 13, name: '新井 花子', email: 'new.user@meishi.example.jp', role_name: 'Office' })
    const dup = await call('POST', '/v1/api/users', admin, user())
    expect(dup.body.fields.email).toEqual(['Another user has this email address'])
    const bad = await call('POST', '/v1/api/users', admin, user({ email: 'x@y.jp', role: 'boss', sale_permission: 'J1' }))
    expect(Object.keys(bad.body.fields).sort()).toEqual(['role', 'sale_permission'])
    const ghost = await call('POST', '/v1/api/users', admin, user({ email: 'g@y.jp', group_role_id: 99 }))
    expect(ghost.body.fields.group_role_id).toEqual(['This group role does not exist'])
  })

  it('stops an admin removing their own admin permission or deleting themselves', async () => {
    const { call, admin } = await records()
    const me = (await call('GET', '/v1/api/users/1', admin)).body
    const res = await call('PUT', '/v1/api/users/1', admin, { ...me, role: 'office', group_role_id: 2 })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('You cannot remove your own admin permission. Ask another admin to do it.')
    // Keeping admin through the group role is fine.
    expect((await call('PUT', '/v1/api/users/1', admin, { ...me, role: 'office', group_role_id: 1 })).status).toBe(200)
    const del = await call('DELETE', '/v1/api/users/1', admin)
    expect(del.status).toBe(409)
    expect(del.body.message).toBe('You cannot delete your own user.')
  })

  it('refuses deleting a sales user who owns persons, and updates sign-in accounts on role change', async () => {
    const { call, admin, office } = await records()
    const del = await call('DELETE', '/v1/api/users/3', admin)
    expect(del.status).toBe(409)
    expect(del.body.dependants.length).toBeGreaterThan(0)
    const u2 = (await call('GET', '/v1/api/users/2', admin)).body
    expect((await call('PUT', '/v1/api/users/2', admin, { ...u2, role: 'admin' })).status).toBe(200)
    expect((await call('GET', '/v1/api/users', office)).status).toBe(200)
    const info = await call('GET', '/v1/api/user/my-info', office)
    expect(info.body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }])
  })
})

describe('/api/apps/wf-*', () => {
  it('answers {users, totalPages, totalUsers, page} with spec shapes; a page past the end reports 1', async () => {
    const { call, admin, office } = await records()
    const users = await call('GET', '/api/apps/wf-users?page=2&itemsPerPage=5&sortBy=name', admin)
    expect(users.body).toMatchObject({ totalUsers: 12, totalPages: 3, page: 2 })
    expect(Object.keys(users.body.users[0]).sort()).toEqual(['email', 'first_name', 'id', 'keamato_permission', 'last_name', 'name', 'office_permission', 'phone_number', 'recruitment_permission', 'role', 'role_name', 'sale_permission', 'supplier_permission'])
    expect((await call('GET', '/api/apps/wf-users', office)).status).toBe(403)
    const customers = await call('GET', '/api/apps/wf-customers?page=x&itemsPerPage=10', office)
    expect(customers.body).toMatchObject({ totalUsers: 300, totalPages: 30, page: 1 })
    expect(Object.keys(customers.body.users[0]).sort()).toEqual(['company', 'department', 'email', 'full_name', 'full_name_kana', 'id', 'phone_number', 'position', 'sales'])
    const past = await call('GET', '/api/apps/wf-customers?page=99', office)
    expect(past.body.page).toBe(1)
    expect(past.body.users).toEqual([])
    const cards = await call('GET', '/api/apps/wf-customers-namecard', office)
    expect(cards.status).toBe(200)
    // The seed has cards merged into persons on file: each row is that person with its card.
    expect(cards.body.totalUsers).toBeGreaterThanOrEqual(3)
    for (const c of cards.body.users) expect(c).toHaveProperty('file_name')
    const person = (await call('GET', `/v1/api/persons/${cards.body.users[0].id}`, office)).body
    expect(cards.body.users[0]).toMatchObject({ full_name: person.full_name, email: person.email })
  })
})

import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import { formatPermissionDate, parsePermissionDate, type Permission } from '../../../../src/core/api/contract/demo/permissions'

const URL_ = '/api/apps/permissions'
const NOW = new Date(2026, 10, 23, 14, 5).getTime()

describe('POST /api/apps/permissions', () => {
  it('adds a permission with the next id, roles in their canonical order and the created date, found by search', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', URL_, { body: { name: ' Export Reports ', assignedTo: ['support', 'administrator'] }, now: NOW })
    expect(res.status).toBe(201)
    expect(res.body.permission).toEqual({ id: 10, name: 'Export Reports', assignedTo: ['administrator', 'support'], createdDate: '23 Nov 2026, 2:05 PM' })
    const found = await call(db, 'GET', `${URL_}?q=export`)
    expect(found.body.permissions.map((p: Permission) => p.id)).toEqual([10])
  })

  it('rejects a blank name, no roles, an unknown role and a name already in use', async () => {
    const db = await openTestDb()
    const blank = await call(db, 'POST', URL_, { body: { name: '', assignedTo: ['manager'] } })
    expect(blank.status).toBe(400)
    expect(blank.body.fields.name).toEqual(['Enter a permission name'])
    const none = await call(db, 'POST', URL_, { body: { name: 'X', assignedTo: [] } })
    expect(none.body.fields.assignedTo).toEqual(['Assign at least one role'])
    expect((await call(db, 'POST', URL_, { body: { name: 'X', assignedTo: ['pilot'] } })).status).toBe(400)
    const dup = await call(db, 'POST', URL_, { body: { name: 'only view', assignedTo: ['manager'] } })
    expect(dup.status).toBe(400)
    expect(dup.body.fields.name).toEqual(['A permission with this name already exists'])
    expect((await call(db, 'GET', `${URL_}?itemsPerPage=-1`)).body.totalPermissions).toBe(9)
  })
})

describe('PUT and DELETE /api/apps/permissions/:id', () => {
  it('renames and reassigns, keeping the created date; 404 for an unknown id', async () => {
    const db = await openTestDb()
    const before = (await call(db, 'GET', `${URL_}?itemsPerPage=-1`)).body.permissions.find((p: Permission) => p.id === 7)
    const res = await call(db, 'PUT', `${URL_}/7`, { body: { name: 'Read Only', assignedTo: ['restricted-user'] } })
    expect(res.status).toBe(200)
    expect(res.body.permission).toEqual({ id: 7, name: 'Read Only', assignedTo: ['restricted-user'], createdDate: before.createdDate })
    expect((await call(db, 'PUT', `${URL_}/7`, { body: { name: 'Management', assignedTo: ['manager'] } })).status).toBe(400)
    expect((await call(db, 'PUT', `${URL_}/99`, { body: { name: 'Z', assignedTo: ['manager'] } })).status).toBe(404)
  })

  it('deletes (204) and the permission stays gone; a second delete is 404', async () => {
    const db = await openTestDb()
    expect((await call(db, 'DELETE', `${URL_}/1`)).status).toBe(204)
    expect((await call(db, 'DELETE', `${URL_}/1`)).status).toBe(404)
    const all = (await call(db, 'GET', `${URL_}?itemsPerPage=-1`)).body
    expect(all.totalPermissions).toBe(8)
    expect(all.permissions.some((p: Permission) => p.id === 1)).toBe(false)
  })
})

describe('created date text', () => {
  it('reads and writes the fixtures format', () => {
    const d = parsePermissionDate('14 Apr 2025, 12:43 AM')!
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2025, 3, 14, 0, 43])
    expect(formatPermissionDate(d)).toBe('14 Apr 2025, 12:43 AM')
    expect(formatPermissionDate(new Date(2025, 0, 2, 12, 0))).toBe('2 Jan 2025, 12:00 PM')
    expect(parsePermissionDate('yesterday')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Permission } from '../../../../src/core/api/contract/demo/permissions'
import { checkListProperty } from './demo-list-property'
import { fixture } from './demo-fixture-records'

const permissions = fixture<Permission>('permissions')
const URL_ = '/api/apps/permissions'
const names = (rows: Permission[]) => rows.map((p) => p.name)

describe('permissions fixture', () => {
  it('holds the nine permissions of spec §6 with their roles', () => {
    const byName = Object.fromEntries(permissions.map((p) => [p.name, p.assignedTo]))
    expect(byName).toEqual({
      Management: ['administrator'],
      'Manage Billing & Roles': ['administrator'],
      'Add & Remove Users': ['administrator', 'manager'],
      'Project Planning': ['administrator', 'users', 'support'],
      'Manage Email Sequences': ['administrator', 'users', 'support'],
      'Client Communication': ['administrator', 'manager'],
      'Only View': ['administrator', 'restricted-user'],
      'Financial Management': ['administrator', 'manager'],
      "Manage Others' Tasks": ['administrator', 'support'],
    })
  })
})

describe('GET /api/apps/permissions', () => {
  it('answers {permissions, totalPermissions}', async () => {
    const res = await call(await openTestDb(), 'GET', `${URL_}?itemsPerPage=-1`)
    expect(Object.keys(res.body).sort()).toEqual(['permissions', 'totalPermissions'])
    expect(res.body.totalPermissions).toBe(9)
  })

  it('matches q in the name or the created date, case-insensitively', async () => {
    const db = await openTestDb()
    expect(names((await call(db, 'GET', `${URL_}?q=BILLING`)).body.permissions)).toEqual(['Manage Billing & Roles'])
    const date = permissions[4].createdDate
    const res = await call(db, 'GET', `${URL_}?q=${encodeURIComponent(date)}&itemsPerPage=-1`)
    expect(names(res.body.permissions)).toContain(permissions[4].name)
  })

  it('matches only the START of a role name', async () => {
    const db = await openTestDb()
    const restricted = await call(db, 'GET', `${URL_}?q=restr&itemsPerPage=-1`)
    expect(names(restricted.body.permissions)).toEqual(['Only View'])
    const supp = await call(db, 'GET', `${URL_}?q=supp&itemsPerPage=-1`)
    expect(new Set(names(supp.body.permissions))).toEqual(new Set(['Project Planning', 'Manage Email Sequences', "Manage Others' Tasks"]))
    // "ager" is inside "manager" but not at its start, and no name or date holds it
    expect((await call(db, 'GET', `${URL_}?q=ager`)).body.totalPermissions).toBe(
      permissions.filter((p) => p.name.toLowerCase().includes('ager') || p.createdDate.toLowerCase().includes('ager')).length,
    )
    // "user" starts "users" (not "restricted-user"): the users role, plus names holding "user"
    const users = await call(db, 'GET', `${URL_}?q=user&itemsPerPage=-1`)
    expect(new Set(names(users.body.permissions))).toEqual(new Set(['Project Planning', 'Manage Email Sequences', 'Add & Remove Users']))
  })

  it('sorts by name both ways and pages', async () => {
    const db = await openTestDb()
    const sorted = [...names(permissions)].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    expect(names((await call(db, 'GET', `${URL_}?sortBy=name&orderBy=asc&itemsPerPage=5`)).body.permissions)).toEqual(sorted.slice(0, 5))
    expect(names((await call(db, 'GET', `${URL_}?sortBy=name&orderBy=desc&itemsPerPage=-1`)).body.permissions)).toEqual([...sorted].reverse())
  })
})

describe('permissions list property', () => {
  it('holds for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: URL_,
      listKey: 'permissions',
      totalKey: 'totalPermissions',
      rows: permissions,
      words: ['man', 'admin', 'supp', 'restricted-user', '2025', 'PM', 'users', 'Tasks'],
      matches: (p, q) => {
        const n = (q.q ?? '').trim().toLowerCase()
        return !n || p.name.toLowerCase().includes(n) || p.createdDate.toLowerCase().includes(n) || p.assignedTo.some((r: string) => r.startsWith(n))
      },
      sortKeys: { name: (p) => p.name },
    })
  })
})

import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import { IconBuilding, IconUsers } from '@tabler/icons-react'
import { buildMenu, isActiveHref } from '@/app/navigation/menu-model'
import { canAccess } from '@/core/access/can-access'
import { clearSession, startSession } from '@/core/session/session'
import type { RouteDef } from '@/app/routes/types'
import type { RouteName } from '@/core/routing/paths'

const page = async () => ({ default: () => null })
const table: RouteDef[] = [
  { name: 'apps-company-list', path: '/apps/company/list', layout: 'default', access: { kind: 'auth', anyPermission: ['has_admin_permission', 'has_office_permission', 'has_sales_permission'] }, area: 'x', title: msg`Companies`, page, menu: { group: 'company', label: msg`List`, icon: IconBuilding, order: 1 } },
  { name: 'apps-user-list', path: '/apps/user/list', layout: 'default', access: { kind: 'auth', anyPermission: ['has_admin_permission'] }, area: 'x', title: msg`Users`, page, menu: { group: 'user', label: msg`List`, icon: IconUsers, order: 1 } },
  { name: 'apps-user-view', path: '/apps/user/view/:id', layout: 'default', access: { kind: 'auth', anyPermission: ['has_admin_permission'] }, area: 'x', title: msg`User`, page, menu: { group: 'user', label: msg`View`, icon: IconUsers, order: 2 } },
  { name: 'apps-user-add' as RouteName, path: '/apps/user/add', layout: 'default', access: { kind: 'auth', anyPermission: ['has_admin_permission'] }, area: 'x', title: msg`Add`, page, menu: { group: 'user', label: msg`Add`, icon: IconUsers, order: 0 } },
]

const signInAs = (permissions: Record<string, boolean>) =>
  startSession({ accessToken: 't', refreshToken: 'r', tokenExpire: Date.now() + 1e6, userData: { id: 1, fullName: 'A', username: 'a', email: 'a@x', role: 'x', permissions }, userAbilityRules: [] })

describe('menu derived from the route table', () => {
  it('admin sees every group; entries ordered; routes with unfilled params are left out', () => {
    signInAs({ has_admin_permission: true, has_office_permission: true, has_sales_permission: true })
    const menu = buildMenu(table)
    expect(menu.map((s) => s.id)).toEqual(['workflow'])
    expect(menu[0].groups.map((g) => g.id)).toEqual(['company', 'user'])
    expect(menu[0].groups[1].links.map((l) => l.name)).toEqual(['apps-user-add', 'apps-user-list'])
  })
  it('hides an entry whose permission is missing, and the group left empty', () => {
    signInAs({ has_admin_permission: false, has_office_permission: false, has_sales_permission: true })
    const menu = buildMenu(table)
    const links = menu.flatMap((s) => s.groups.flatMap((g) => g.links.map((l) => l.name)))
    expect(links).toEqual(['apps-company-list'])
    expect(menu[0].groups.map((g) => g.id)).toEqual(['company'])
  })
  it('signed out: nothing protected shows', () => {
    clearSession()
    expect(buildMenu(table, (r) => canAccess(r.access))).toEqual([])
  })
  it('active link matching', () => {
    expect(isActiveHref('/apps/company/list', '/apps/company/list')).toBe(true)
    expect(isActiveHref('/apps/company/list', '/apps/company/list/2')).toBe(true)
    expect(isActiveHref('/apps/company/list', '/apps/company/listing')).toBe(false)
  })
  it('keeps the list link highlighted on its records\' view and edit pages (issue #20)', () => {
    expect(isActiveHref('/apps/person/list', '/apps/person/view/3')).toBe(true)
    expect(isActiveHref('/apps/company/list', '/apps/company/edit/2')).toBe(true)
    expect(isActiveHref('/apps/process/list', '/apps/process/view/1/detail/5')).toBe(true)
    expect(isActiveHref('/apps/person/list', '/apps/person/add')).toBe(false)
    expect(isActiveHref('/apps/person/list', '/apps/company/view/3')).toBe(false)
    expect(isActiveHref('/apps/person/list', '/apps/person/viewer')).toBe(false)
  })
})

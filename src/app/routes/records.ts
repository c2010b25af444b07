import { msg } from '@lingui/core/macro'
import { IconAddressBook, IconList, IconPlus, IconShieldLock, IconUserCog } from '@tabler/icons-react'
import type { PermissionName } from '@/core/api/contract/auth'
import type { RouteDef } from './types'

// Product area II (spec §2, §6): companies and persons for admin, office or sales; group-roles and
// users for admin only; career-history rows for any signed-in user. Companies are created from
// their list (a drawer), as the spec has no add route.
const STAFF: readonly PermissionName[] = ['has_admin_permission', 'has_office_permission', 'has_sales_permission']
const ADMIN: readonly PermissionName[] = ['has_admin_permission']
const staff = { kind: 'auth', anyPermission: STAFF } as const
const admin = { kind: 'auth', anyPermission: ADMIN } as const
const signedIn = { kind: 'auth' } as const

export const recordsRoutes: RouteDef[] = [
  {
    name: 'apps-company-list',
    path: '/apps/company/list',
    layout: 'default',
    access: staff,
    area: 'company',
    title: msg`Companies`,
    page: () => import('@/features/company/CompanyListPage'),
    menu: { group: 'company', label: msg`Company list`, icon: IconList, order: 10 },
    search: { category: 'appsPages', label: msg`Companies`, icon: 'building' },
  },
  { name: 'apps-company-edit', path: '/apps/company/edit/:id', layout: 'default', access: staff, area: 'company', title: msg`Edit company`, page: () => import('@/features/company/CompanyEditPage') },
  { name: 'apps-company-view', path: '/apps/company/view/:id', layout: 'default', access: staff, area: 'company', title: msg`Company`, page: () => import('@/features/company/CompanyViewPage') },
  {
    name: 'apps-person-list',
    path: '/apps/person/list',
    layout: 'default',
    access: staff,
    area: 'person',
    title: msg`Persons`,
    page: () => import('@/features/person/PersonListPage'),
    menu: { group: 'person', label: msg`Person list`, icon: IconAddressBook, order: 10 },
    search: { category: 'appsPages', label: msg`Persons`, icon: 'address-book' },
  },
  {
    name: 'apps-person-add',
    path: '/apps/person/add',
    layout: 'default',
    access: staff,
    area: 'person',
    title: msg`Add person`,
    page: () => import('@/features/person/PersonAddPage'),
    menu: { group: 'person', label: msg`Add person`, icon: IconPlus, order: 20 },
    search: { category: 'appsPages', label: msg`Add person`, icon: 'user-plus' },
  },
  { name: 'apps-person-edit', path: '/apps/person/edit/:id', layout: 'default', access: staff, area: 'person', title: msg`Edit person`, page: () => import('@/features/person/PersonEditPage') },
  { name: 'apps-person-view', path: '/apps/person/view/:id', layout: 'default', access: staff, area: 'person', title: msg`Person`, page: () => import('@/features/person/PersonViewPage') },
  { name: 'apps-career-history-view', path: '/apps/career-history/view/:id', layout: 'default', access: signedIn, area: 'career-history', title: msg`Career history`, page: () => import('@/features/career-history/CareerHistoryViewPage') },
  { name: 'apps-career-history-edit', path: '/apps/career-history/edit/:id', layout: 'default', access: signedIn, area: 'career-history', title: msg`Edit career history`, page: () => import('@/features/career-history/CareerHistoryEditPage') },
  {
    name: 'apps-group-role-list',
    path: '/apps/group-role/list',
    layout: 'default',
    access: admin,
    area: 'group-role',
    title: msg`Group roles`,
    page: () => import('@/features/group-role/GroupRoleListPage'),
    menu: { group: 'group-role', label: msg`Group role list`, icon: IconShieldLock, order: 10 },
    search: { category: 'appsPages', label: msg`Group roles`, icon: 'shield-lock' },
  },
  {
    name: 'apps-group-role-add',
    path: '/apps/group-role/add',
    layout: 'default',
    access: admin,
    area: 'group-role',
    title: msg`Add group role`,
    page: () => import('@/features/group-role/GroupRoleAddPage'),
    menu: { group: 'group-role', label: msg`Add group role`, icon: IconPlus, order: 20 },
  },
  { name: 'apps-group-role-edit', path: '/apps/group-role/edit/:id', layout: 'default', access: admin, area: 'group-role', title: msg`Edit group role`, page: () => import('@/features/group-role/GroupRoleEditPage') },
  {
    name: 'apps-user-list',
    path: '/apps/user/list',
    layout: 'default',
    access: admin,
    area: 'user',
    title: msg`Users`,
    page: () => import('@/features/user/UserListPage'),
    menu: { group: 'user', label: msg`User list`, icon: IconUserCog, order: 10 },
    search: { category: 'appsPages', label: msg`Users`, icon: 'user-cog' },
  },
  { name: 'apps-user-edit', path: '/apps/user/edit/:id', layout: 'default', access: admin, area: 'user', title: msg`Edit user`, page: () => import('@/features/user/UserEditPage') },
  { name: 'apps-user-view', path: '/apps/user/view/:id', layout: 'default', access: admin, area: 'user', title: msg`User`, page: () => import('@/features/user/UserViewPage') },
]

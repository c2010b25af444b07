import { msg } from '@lingui/core/macro'
import { IconAddressBook, IconList, IconPlus, IconShieldLock, IconUserCog } from '@tabler/icons-react'
import { readersOf } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Product area II (spec §2, §6): companies and persons for admin, office or sales; group-roles and
// users for admin only; career-history rows for any signed-in user. Companies are created from
// their list (a drawer), as the spec has no add route.
const company = areaRoutes({ area: 'company', access: readersOf('companies') })
const person = areaRoutes({ area: 'person', access: readersOf('persons') })
const careerHistory = areaRoutes({ area: 'career-history', access: readersOf('career-histories') })
const groupRole = areaRoutes({ area: 'group-role', access: readersOf('group-roles') })
const user = areaRoutes({ area: 'user', access: readersOf('users') })

export const recordsRoutes: RouteDef[] = [
  company('apps-company-list', msg`Companies`, () => import('@/features/company/CompanyListPage'), {
    menu: { group: 'company', label: msg`Company list`, icon: IconList, order: 10 },
    search: { category: 'appsPages', label: msg`Companies`, icon: 'building' },
  }),
  company('apps-company-edit', msg`Edit company`, () => import('@/features/company/CompanyEditPage')),
  company('apps-company-view', msg`Company`, () => import('@/features/company/CompanyViewPage')),

  person('apps-person-list', msg`Persons`, () => import('@/features/person/PersonListPage'), {
    menu: { group: 'person', label: msg`Person list`, icon: IconAddressBook, order: 10 },
    search: { category: 'appsPages', label: msg`Persons`, icon: 'address-book' },
  }),
  person('apps-person-add', msg`Add person`, () => import('@/features/person/PersonAddPage'), {
    menu: { group: 'person', label: msg`Add person`, icon: IconPlus, order: 20 },
    search: { category: 'appsPages', label: msg`Add person`, icon: 'user-plus' },
  }),
  person('apps-person-edit', msg`Edit person`, () => import('@/features/person/PersonEditPage')),
  person('apps-person-view', msg`Person`, () => import('@/features/person/PersonViewPage')),

  careerHistory('apps-career-history-view', msg`Career history`, () => import('@/features/career-history/CareerHistoryViewPage')),
  careerHistory('apps-career-history-edit', msg`Edit career history`, () => import('@/features/career-history/CareerHistoryEditPage')),

  groupRole('apps-group-role-list', msg`Group roles`, () => import('@/features/group-role/GroupRoleListPage'), {
    menu: { group: 'group-role', label: msg`Group role list`, icon: IconShieldLock, order: 10 },
    search: { category: 'appsPages', label: msg`Group roles`, icon: 'shield-lock' },
  }),
  groupRole('apps-group-role-add', msg`Add group role`, () => import('@/features/group-role/GroupRoleAddPage'), {
    menu: { group: 'group-role', label: msg`Add group role`, icon: IconPlus, order: 20 },
  }),
  groupRole('apps-group-role-edit', msg`Edit group role`, () => import('@/features/group-role/GroupRoleEditPage')),

  user('apps-user-list', msg`Users`, () => import('@/features/user/UserListPage'), {
    menu: { group: 'user', label: msg`User list`, icon: IconUserCog, order: 10 },
    search: { category: 'appsPages', label: msg`Users`, icon: 'user-cog' },
  }),
  user('apps-user-edit', msg`Edit user`, () => import('@/features/user/UserEditPage')),
  user('apps-user-view', msg`User`, () => import('@/features/user/UserViewPage')),
]

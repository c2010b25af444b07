import { msg } from '@lingui/core/macro'
import { IconList, IconUpload } from '@tabler/icons-react'
import type { PermissionName } from '@/core/api/contract/auth'
import type { RouteDef } from './types'

// Product area I (spec §2, §6): processes and their name cards, for admin, office or sales.
// apps-process-list is where every user lands after sign-in.
const STAFF: readonly PermissionName[] = ['has_admin_permission', 'has_office_permission', 'has_sales_permission']
const staff = { kind: 'auth', anyPermission: STAFF } as const

export const processRoutes: RouteDef[] = [
  {
    name: 'apps-process-list',
    path: '/apps/process/list',
    layout: 'default',
    access: staff,
    area: 'process',
    title: msg`Processes`,
    page: () => import('@/features/process/list/ProcessListPage'),
    menu: { group: 'process', label: msg`Process list`, icon: IconList, order: 10 },
    search: { category: 'appsPages', label: msg`Processes`, icon: 'id' },
  },
  {
    name: 'apps-process-add',
    path: '/apps/process/add',
    layout: 'default',
    access: staff,
    area: 'process',
    title: msg`Upload name cards`,
    page: () => import('@/features/process/add/ProcessAddPage'),
    menu: { group: 'process', label: msg`Upload cards`, icon: IconUpload, order: 20 },
    search: { category: 'appsPages', label: msg`Upload name cards`, icon: 'upload' },
  },
  { name: 'apps-process-view', path: '/apps/process/view/:id', layout: 'default', access: staff, area: 'process', title: msg`Process`, page: () => import('@/features/process/view/ProcessViewPage') },
  {
    name: 'apps-process-view-detail',
    path: '/apps/process/view/:id/detail/:namecard',
    layout: 'default',
    access: staff,
    area: 'process',
    title: msg`Name card`,
    page: () => import('@/features/process/card/CardDetailPage'),
  },
  {
    name: 'apps-process-view-edit',
    path: '/apps/process/view/:id/edit/:namecard',
    layout: 'default',
    access: staff,
    area: 'process',
    title: msg`Correct name card`,
    page: () => import('@/features/process/card/CardEditPage'),
  },
]

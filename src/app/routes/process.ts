import { msg } from '@lingui/core/macro'
import { IconList, IconUpload } from '@tabler/icons-react'
import { readersOf } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Product area I (spec §2, §6): processes and their name cards, for admin, office or sales.
// apps-process-list is where every user lands after sign-in.
const process = areaRoutes({ area: 'process', access: readersOf('processes') })

export const processRoutes: RouteDef[] = [
  process('apps-process-list', msg`Processes`, () => import('@/features/process/list/ProcessListPage'), {
    menu: { group: 'process', label: msg`Process list`, icon: IconList, order: 10 },
    search: { category: 'appsPages', label: msg`Processes`, icon: 'id' },
  }),
  process('apps-process-add', msg`Upload name cards`, () => import('@/features/process/add/ProcessAddPage'), {
    menu: { group: 'process', label: msg`Upload cards`, icon: IconUpload, order: 20 },
    search: { category: 'appsPages', label: msg`Upload name cards`, icon: 'upload' },
  }),
  process('apps-process-view', msg`Process`, () => import('@/features/process/view/ProcessViewPage')),
  process('apps-process-view-detail', msg`Name card`, () => import('@/features/process/card/CardDetailPage')),
  process('apps-process-view-edit', msg`Correct name card`, () => import('@/features/process/card/CardEditPage')),
]

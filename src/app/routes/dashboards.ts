import { msg } from '@lingui/core/macro'
import { demoReader } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, dashboards, academy, logistics and the chart pages.
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
const dashboards = areaRoutes({ area: 'dashboards', access: demoReader })

export const dashboardRoutes: RouteDef[] = [
  dashboards('dashboards-analytics', msg`Analytics`, () => import('@/features/dashboards/AnalyticsDashboardPage'), {
    menu: { group: 'dashboards', label: msg`Analytics`, order: 10 },
    search: { category: 'dashboards', label: msg`Analytics dashboard`, icon: 'chart-pie' },
  }),
]

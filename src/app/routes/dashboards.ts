import { msg } from '@lingui/core/macro'
import { demoReader } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, dashboards, academy, logistics and the chart pages.
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
// `area` names the feature folder whose catalog a page needs: the academy dashboard is one page
// under two names (the Dashboards menu and the Academy app), so both routes are in the academy area.
const dashboards = areaRoutes({ area: 'dashboards', access: demoReader })
const academy = areaRoutes({ area: 'academy', access: demoReader })
const logistics = areaRoutes({ area: 'logistics', access: demoReader })
const charts = areaRoutes({ area: 'charts', access: demoReader })

export const dashboardRoutes: RouteDef[] = [
  dashboards('dashboards-analytics', msg`Analytics`, () => import('@/features/dashboards/AnalyticsDashboardPage'), {
    menu: { group: 'dashboards', label: msg`Analytics`, order: 10 },
    search: { category: 'dashboards', label: msg`Analytics dashboard`, icon: 'chart-pie' },
  }),
  dashboards('dashboards-crm', msg`CRM dashboard`, () => import('@/features/dashboards/CrmDashboardPage'), {
    menu: { group: 'dashboards', label: msg`CRM`, order: 20 },
    search: { category: 'dashboards', label: msg`CRM dashboard`, icon: 'users' },
  }),
  dashboards('dashboards-ecommerce', msg`E-commerce dashboard`, () => import('@/features/dashboards/EcommerceDashboardPage'), {
    menu: { group: 'dashboards', label: msg`E-commerce`, order: 30 },
    search: { category: 'dashboards', label: msg`E-commerce dashboard`, icon: 'shopping-cart' },
  }),
  academy('dashboards-academy', msg`Academy dashboard`, () => import('@/features/academy/AcademyDashboardPage'), {
    menu: { group: 'dashboards', label: msg`Academy`, order: 40 },
    search: { category: 'dashboards', label: msg`Academy dashboard`, icon: 'school' },
  }),
  logistics('dashboards-logistics', msg`Logistics dashboard`, () => import('@/features/logistics/LogisticsDashboardPage'), {
    menu: { group: 'dashboards', label: msg`Logistics`, order: 50 },
    search: { category: 'dashboards', label: msg`Logistics dashboard`, icon: 'truck' },
  }),

  dashboards('apps-ecommerce-dashboard', msg`E-commerce`, () => import('@/features/dashboards/EcommerceDashboardPage'), {
    menu: { group: 'ecommerce', label: msg`Dashboard`, order: 10 },
    search: { category: 'appsPages', label: msg`E-commerce: dashboard`, icon: 'shopping-cart' },
  }),

  academy('apps-academy-dashboard', msg`Academy`, () => import('@/features/academy/AcademyDashboardPage'), {
    menu: { group: 'academy', label: msg`Dashboard`, order: 10 },
    search: { category: 'appsPages', label: msg`Academy`, icon: 'book' },
  }),
  academy('apps-academy-my-course', msg`My courses`, () => import('@/features/academy/MyCoursePage'), {
    menu: { group: 'academy', label: msg`My courses`, order: 20 },
    search: { category: 'appsPages', label: msg`Academy: my courses`, icon: 'books' },
  }),
  academy('apps-academy-course-details', msg`Course details`, () => import('@/features/academy/CourseDetailsPage'), {
    menu: { group: 'academy', label: msg`Course details`, order: 30 },
    search: { category: 'appsPages', label: msg`Academy: course details`, icon: 'file-text' },
  }),

  logistics('apps-logistics-dashboard', msg`Logistics`, () => import('@/features/logistics/LogisticsDashboardPage'), {
    menu: { group: 'logistics', label: msg`Dashboard`, order: 10 },
    search: { category: 'appsPages', label: msg`Logistics`, icon: 'truck' },
  }),
  logistics('apps-logistics-fleet', msg`Fleet`, () => import('@/features/logistics/FleetPage'), {
    menu: { group: 'logistics', label: msg`Fleet`, order: 20 },
    search: { category: 'appsPages', label: msg`Logistics: fleet`, icon: 'map' },
  }),

  charts('charts-apex-chart', msg`ApexCharts`, () => import('@/features/charts/ApexChartsPage'), {
    menu: { group: 'charts', label: msg`ApexCharts`, order: 10 },
    search: { category: 'chartsMisc', label: msg`Charts: ApexCharts`, icon: 'chart-pie' },
  }),
  charts('charts-chartjs', msg`Chart.js`, () => import('@/features/charts/ChartJsPage'), {
    menu: { group: 'charts', label: msg`Chart.js`, order: 20 },
    search: { category: 'chartsMisc', label: msg`Charts: Chart.js`, icon: 'chart-pie' },
  }),
]

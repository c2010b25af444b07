import type { RouteDef } from './types'
import { notFoundRoute, systemRoutes } from './system'
import { authRoutes } from './auth'
import { processRoutes } from './process'
import { recordsRoutes } from './records'
import { communicationRoutes } from './communication'
import { commerceRoutes } from './commerce'
import { dashboardRoutes } from './dashboards'
import { pageRoutes } from './pages'
import { galleryRoutes } from './gallery'

/**
 * The whole route table. Each area declares its routes in its own file here (`./<area>.ts`
 * exporting `<area>Routes: RouteDef[]`) and adds ONE import and ONE spread line below.
 * The catch-all not-found route is not listed: the router renders it after everything else.
 */
export const routes: readonly RouteDef[] = [
  ...systemRoutes,
  ...authRoutes,
  ...processRoutes,
  ...recordsRoutes,
  ...dashboardRoutes,
  ...communicationRoutes,
  ...commerceRoutes,
  ...pageRoutes,
  ...galleryRoutes,
]

export const routeByName = new Map<string, RouteDef>([...routes, notFoundRoute].map((r) => [r.name, r]))
export { notFoundRoute }

import type { RouteDef } from './types'
import { communicationRoutes } from './communication'
import { commerceRoutes } from './commerce'
import { dashboardRoutes } from './dashboards'
import { pageRoutes } from './pages'
import { galleryRoutes } from './gallery'
import { frontRoutes } from './front'
import { wizardRoutes } from './wizards'

/**
 * The demo layer (DESIGN §5). Each area declares its routes in its own file here (`./<area>.ts`
 * exporting `<area>Routes: RouteDef[]`) and adds ONE import and ONE spread line below.
 * Loaded on demand (see ./table.ts): before a demo route renders and with the default layout.
 */
export const demoRoutes: readonly RouteDef[] = [...dashboardRoutes, ...communicationRoutes, ...commerceRoutes, ...pageRoutes, ...galleryRoutes, ...frontRoutes, ...wizardRoutes]

import type { MessageDescriptor } from '@lingui/core'
import { ROUTE_PATHS, type RouteName } from '@/core/routing/paths'
import type { Access, Layout, PageModule, RouteDef } from './types'

/** What the routes of one area share, said once per area. */
export type AreaDefaults = { area: string; access: Access; layout?: Layout }

/** What only some routes have (menu and search entries), or where one route differs from its area. */
export type RouteExtras = Partial<Pick<RouteDef, 'menu' | 'search' | 'access' | 'layout'>>

export type DeclareRoute = (name: RouteName, title: MessageDescriptor, page: () => Promise<PageModule>, extras?: RouteExtras) => RouteDef

/**
 * A route declarer for one area, so each route is one call: `route(name, title, page, extras?)`;
 * its path comes from the leaf module `@/core/routing/paths`.
 * The page stays a literal `() => import('…')` at the call site: Vite splits each page into its own
 * chunk only when it sees the import there. The layout defaults to the app's default layout.
 */
export function areaRoutes({ area, access, layout = 'default' }: AreaDefaults): DeclareRoute {
  return (name, title, page, extras = {}) => ({ name, path: ROUTE_PATHS[name], layout, access, area, title, page, ...extras })
}

import type { RouteDef } from './types'
import { notFoundRoute } from './system'
import { productRoutes } from './product'
import { demoRoutes } from './demo'

/**
 * The whole route table: the product routes (./product.ts) then the demo layer (./demo.ts).
 * The entry chunk does not import this module (it carries only the product routes, ./table.ts);
 * the router and the default layout load it on demand. The catch-all not-found route is not
 * listed: the router renders it after everything else.
 */
export const routes: readonly RouteDef[] = [...productRoutes, ...demoRoutes]

export const routeByName = new Map<string, RouteDef>([...routes, notFoundRoute].map((r) => [r.name, r]))
export { notFoundRoute }

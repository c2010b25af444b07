import type { RouteDef } from './types'
import { systemRoutes } from './system'

/** The whole route table. Each area declares its routes in its own file here. */
export const routes: readonly RouteDef[] = [...systemRoutes]

export const routeByName = new Map(routes.map((r) => [r.name, r]))

import type { RouteDef } from './types'
import { systemRoutes } from './system'
import { authRoutes } from './auth'
import { processRoutes } from './process'
import { recordsRoutes } from './records'

/**
 * The routes the entry chunk carries: sign-in, the shell pages and the product screens. The demo
 * layer's table (./demo.ts) loads on demand, so its hundred routes never weigh on /login.
 */
export const productRoutes: readonly RouteDef[] = [...systemRoutes, ...authRoutes, ...processRoutes, ...recordsRoutes]

import { signal } from '@preact/signals-react'
import { matchRoute, type Parser } from 'wouter'
import { ensureAreaCatalog } from '@/core/i18n/i18n'
import { retryImport } from '@/core/retry-import'
import { ROUTE_PATHS } from '@/core/routing/paths'
import { productRoutes } from './product'
import { notFoundRoute } from './system'
import type { RouteDef } from './types'

/**
 * The table the router matches: the product routes at first, the whole table once it has loaded
 * (before a demo route renders, or with the default layout). The router only needs the paths of
 * ROUTE_PATHS to know that a location belongs to a route it has not loaded yet.
 */
export const routeTable = signal<readonly RouteDef[]>(productRoutes)

/** Whether `table` is still the entry table (the demo layer not loaded yet). */
export const isEntryTable = (table: readonly RouteDef[]) => table === productRoutes

let loading: Promise<readonly RouteDef[]> | undefined

/** Loads the whole table once (a failed load may be tried again). */
export function loadFullTable(): Promise<readonly RouteDef[]> {
  // The demo routes' titles and menu labels are in their own catalog (lingui.config.ts).
  loading ??= Promise.all([retryImport(() => import('./index')), ensureAreaCatalog('demo-routes')]).then(
    ([mod]) => {
      routeTable.value = mod.routes
      return mod.routes
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const entryNames = new Set<string>([...productRoutes, notFoundRoute].map((r) => r.name))
/** Paths of the routes the entry table does not carry (the demo layer). */
const deferredPaths = Object.entries(ROUTE_PATHS)
  .filter(([name]) => !entryNames.has(name))
  .map(([, path]) => path)

/** Whether a path may belong to a route of the table that has not loaded yet. */
export const isDeferredPath = (parser: Parser, path: string) => deferredPaths.some((pattern) => matchRoute(parser, pattern, path)[0])

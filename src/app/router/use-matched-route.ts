import { useMemo } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { matchRoute, useLocation, useRouter } from 'wouter'
import { notFoundRoute } from '../routes/system'
import { isDeferredPath, isEntryTable, routeTable } from '../routes/table'
import type { RouteDef } from '../routes/types'

/** `pending`: the path belongs to a route of the table that has not loaded yet (the demo layer). */
export type Matched = { route: RouteDef; params: Record<string, string>; pending?: boolean }

/** The first route of the table matching a path, or the not-found route (spec §2: `/{anything}`). */
export function matchPath(parser: Parameters<typeof matchRoute>[0], path: string, table: readonly RouteDef[] = routeTable.peek()): Matched {
  for (const route of table) {
    const [ok, params] = matchRoute(parser, route.path, path)
    if (ok) return { route, params: (params ?? {}) as Record<string, string> }
  }
  return { route: notFoundRoute, params: {} }
}

/** The route for the current location. One match per render, shared by layout, guard, title and page. */
export function useMatchedRoute(): Matched {
  useSignals()
  const router = useRouter()
  const [location] = useLocation()
  const table = routeTable.value
  return useMemo(() => {
    const matched = matchPath(router.parser, location, table)
    if (matched.route !== notFoundRoute || !isEntryTable(table)) return matched
    return isDeferredPath(router.parser, location) ? { ...matched, pending: true } : matched
  }, [router.parser, location, table])
}

import { useMemo } from 'react'
import { matchRoute, useLocation, useRouter } from 'wouter'
import { notFoundRoute, routes } from '../routes'
import type { RouteDef } from '../routes/types'

export type Matched = { route: RouteDef; params: Record<string, string> }

/** The first route of the table matching a path, or the not-found route (spec §2: `/{anything}`). */
export function matchPath(parser: Parameters<typeof matchRoute>[0], path: string, table: readonly RouteDef[] = routes): Matched {
  for (const route of table) {
    const [ok, params] = matchRoute(parser, route.path, path)
    if (ok) return { route, params: (params ?? {}) as Record<string, string> }
  }
  return { route: notFoundRoute, params: {} }
}

/** The route for the current location. One match per render, shared by layout, guard, title and page. */
export function useMatchedRoute(): Matched {
  const router = useRouter()
  const [location] = useLocation()
  return useMemo(() => matchPath(router.parser, location), [router.parser, location])
}

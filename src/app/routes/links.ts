import type { SearchChild } from '@/core/api/contract/search'
import { buildPath, isRouteName, pathFor } from '@/core/routing/paths'
import { routeByName } from './index'

export { buildPath, pathFor, withQuery, type Query } from '@/core/routing/paths'
export type RouteParams = Record<string, string | number>

export const hasRoute = (name: string): boolean => isRouteName(name) && routeByName.has(name)

/** A search child's url (spec §3): a route name with optional params, or a plain path. Undefined when unknown. */
export function resolveSearchUrl(url: SearchChild['url']): string | undefined {
  if (typeof url === 'string') return url.startsWith('/') ? url : isRouteName(url) && routeByName.has(url) ? pathFor(url as never) : undefined
  if (!isRouteName(url.name)) return undefined
  const route = routeByName.get(url.name)
  if (!route) return undefined
  try {
    return buildPath(route.path, url.params)
  } catch {
    return undefined
  }
}

import type { SearchChild } from '@/core/api/contract/search'
import { routeByName } from './index'

export type RouteParams = Record<string, string | number>
export type Query = Record<string, string | number | boolean | undefined | null>

/** Fills a wouter pattern (`/apps/process/view/:id`, `:tab?`, trailing `*`) with params. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  const path = pattern
    .replace(/\/:([A-Za-z0-9_]+)(\?)?/g, (_all, key: string, optional?: string) => {
      const value = params[key]
      if (value === undefined || value === '') {
        if (optional) return ''
        throw new Error(`Route ${pattern} needs the parameter "${key}"`)
      }
      return `/${encodeURIComponent(String(value))}`
    })
    .replace(/\/\*$/, () => (params['*'] !== undefined ? `/${String(params['*'])}` : ''))
  return path || '/'
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v))
  const s = search.toString()
  return s ? `${path}?${s}` : path
}

export const hasRoute = (name: string): boolean => routeByName.has(name)

/**
 * The path of a named route: `pathFor('apps-process-view', { id: 3 })` → `/apps/process/view/3`.
 * Unknown names and missing params throw, so a broken link fails loudly in tests, not silently.
 */
export function pathFor(name: string, params?: RouteParams, query?: Query): string {
  const route = routeByName.get(name)
  if (!route) throw new Error(`Unknown route name "${name}"`)
  return withQuery(buildPath(route.path, params), query)
}

/** A search child's url (spec §3): a route name with optional params, or a plain path. Undefined when unknown. */
export function resolveSearchUrl(url: SearchChild['url']): string | undefined {
  if (typeof url === 'string') return url.startsWith('/') ? url : routeByName.has(url) ? pathFor(url) : undefined
  const route = routeByName.get(url.name)
  if (!route) return undefined
  try {
    return buildPath(route.path, url.params)
  } catch {
    return undefined
  }
}

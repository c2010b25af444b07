import { canAccess } from '@/core/access/can-access'
import type { SearchGroup } from '@/core/api/contract/search'
import { buildPath, isRouteName } from '@/core/routing/paths'
import type { SearchOption, SearchSection } from '@/layouts/default/navigation'
import { searchCategoryById } from '../routes/search-categories'
import type { RouteDef } from '../routes/types'

export type RouteLookup = (name: string) => RouteDef | undefined

/**
 * A search child's url (spec §3): a route name with optional params, or a plain path. Undefined when
 * the route is unknown, its params are missing, or the signed-in user may not open it (the same
 * rule as the menu).
 */
export function resolveSearchUrl(url: SearchGroup['children'][number]['url'], lookup: RouteLookup, allowed = (r: RouteDef) => canAccess(r.access)): string | undefined {
  const target = typeof url === 'string' ? (url.startsWith('/') ? undefined : { name: url, params: undefined }) : url
  if (!target) return typeof url === 'string' ? url : undefined
  if (!isRouteName(target.name)) return undefined
  const route = lookup(target.name)
  if (!route || !allowed(route)) return undefined
  try {
    return buildPath(route.path, target.params)
  } catch {
    return undefined
  }
}

/**
 * Turns the server's groups into what the dialog shows: children resolve through the route table;
 * the route's own label and icon are used so results read in the active language. Children that
 * resolve nowhere, or that the user may not open, are dropped.
 */
export function toSections(groups: readonly SearchGroup[], lookup: RouteLookup, allowed?: (r: RouteDef) => boolean): SearchSection[] {
  return groups
    .map((group, gi) => ({
      key: `${group.category}-${gi}`,
      title: searchCategoryById.get(group.category)?.title ?? group.title,
      options: group.children.flatMap((child, ci): SearchOption[] => {
        const href = resolveSearchUrl(child.url, lookup, allowed)
        if (!href) return []
        const route = typeof child.url === 'string' ? undefined : lookup(child.url.name)
        return [{ key: `${gi}-${ci}-${href}`, href, title: route?.search?.label ?? child.title, icon: route?.menu?.icon }]
      }),
    }))
    .filter((s) => s.options.length > 0)
}

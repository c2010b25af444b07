import type { MessageDescriptor } from '@lingui/core'
import type { SearchGroup } from '@/core/api/contract/search'
import { routeByName } from '@/app/routes'
import { resolveSearchUrl } from '@/app/routes/links'
import { searchCategoryById } from '@/app/routes/search-categories'
import type { IconComponent } from '@/app/routes/types'

export type SearchOption = { key: string; href: string; title: string | MessageDescriptor; icon?: IconComponent }
export type SearchSection = { key: string; title: string | MessageDescriptor; options: SearchOption[] }

/**
 * Turns the server's groups into what the dialog shows: children resolve through the route table
 * (a route name with params, or a path); the route's own label and icon are used so results read in
 * the active language. Children that resolve nowhere are dropped.
 */
export function toSections(groups: readonly SearchGroup[]): SearchSection[] {
  return groups
    .map((group, gi) => ({
      key: `${group.category}-${gi}`,
      title: searchCategoryById.get(group.category)?.title ?? group.title,
      options: group.children.flatMap((child, ci) => {
        const href = resolveSearchUrl(child.url)
        if (!href) return []
        const route = typeof child.url === 'string' ? undefined : routeByName.get(child.url.name)
        return [{ key: `${gi}-${ci}-${href}`, href, title: route?.search?.label ?? child.title, icon: route?.menu?.icon }]
      }),
    }))
    .filter((s) => s.options.length > 0)
}

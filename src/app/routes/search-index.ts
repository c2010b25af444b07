import type { MessageDescriptor } from '@lingui/core'
import type { SearchGroup } from '@/core/api/contract/search'
import { SEARCH_CATEGORIES } from './search-categories'
import type { RouteDef } from './types'

export type SearchIndexRecord = SearchGroup & { id: number }

/** The English text of a message (the index is server data; the dialog shows translated labels). */
const english = (m: MessageDescriptor) => m.message ?? m.id

/**
 * The app-bar search index (public/fixtures/searchGroups.json), derived from the route table:
 * one group per search category in display order, children in route-table order.
 * Regenerate with `npm run search-index`; tests/unit/app/search-index.test.ts
 * fails while the fixture and the table disagree.
 */
export function buildSearchIndex(table: readonly RouteDef[]): SearchIndexRecord[] {
  const known = new Set(SEARCH_CATEGORIES.map((c) => c.id))
  for (const route of table) {
    if (route.search && !known.has(route.search.category)) {
      throw new Error(`Route ${route.name}: unknown search category "${route.search.category}" (see search-categories.ts)`)
    }
  }
  return SEARCH_CATEGORIES.map((category, i) => ({
    id: i + 1,
    title: english(category.title),
    category: category.id,
    children: table
      .filter((r) => r.search?.category === category.id)
      .map((r) => ({
        url: r.search!.params ? { name: r.name, params: r.search!.params } : { name: r.name },
        icon: r.search!.icon,
        title: english(r.search!.label),
      })),
  })).filter((g) => g.children.length > 0)
}

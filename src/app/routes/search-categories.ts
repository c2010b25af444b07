import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Groups of the app-bar search (spec §3 "Search group": title, category, children), in display order.
 * A route joins one with `search.category`. `title` is what the generated index stores (English).
 */
export type SearchCategory = { id: string; title: MessageDescriptor }

export const SEARCH_CATEGORIES: readonly SearchCategory[] = [
  { id: 'appsPages', title: msg`Apps & pages` },
  { id: 'dashboards', title: msg`Dashboards` },
  { id: 'pages', title: msg`Pages` },
  { id: 'userInterface', title: msg`User interface` },
  { id: 'formsTables', title: msg`Forms & tables` },
  { id: 'chartsMisc', title: msg`Charts & misc` },
]

export const searchCategoryById = new Map(SEARCH_CATEGORIES.map((c) => [c.id, c]))

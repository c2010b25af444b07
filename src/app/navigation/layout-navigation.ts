import { canAccess } from '@/core/access/can-access'
import { demoApi } from '@/core/api/client'
import type { SearchGroup } from '@/core/api/contract/search'
import { buildPath, type RouteName } from '@/core/routing/paths'
import { userData } from '@/core/session/session'
import type { LayoutNavigation, Shortcut } from '@/layouts/default/navigation'
import { routeByName, routes } from '../routes'
import type { RouteDef } from '../routes/types'
import { buildMenu } from './menu-model'
import { searchRecords } from './record-search'
import { toSections } from './search-sections'

/** The app links offered in the shortcuts grid, in order; undeclared or forbidden ones are skipped. */
export const SHORTCUT_ROUTES: readonly RouteName[] = [
  'apps-process-list',
  'apps-process-add',
  'apps-person-list',
  'apps-company-list',
  'apps-user-list',
  'apps-group-role-list',
  'dashboards-analytics',
  'apps-calendar',
  'apps-email',
  'apps-invoice-list',
]
export const MAX_SHORTCUTS = 6

type Candidate = { name: RouteName; params?: Record<string, string | number> }

const lookup = (name: string) => routeByName.get(name)
const allowed = (route: RouteDef) => canAccess(route.access)

/** The href of the first declared route among candidates the user may open. */
function firstOpenable(candidates: readonly Candidate[]): string | undefined {
  for (const c of candidates) {
    const route = lookup(c.name)
    if (!route || !allowed(route)) continue
    try {
      return buildPath(route.path, c.params)
    } catch {
      continue
    }
  }
  return undefined
}

export function buildShortcuts(names: readonly RouteName[] = SHORTCUT_ROUTES): Shortcut[] {
  return names
    .flatMap((name): Shortcut[] => {
      const route = lookup(name)
      if (!route || !allowed(route)) return []
      try {
        return [{ name, href: buildPath(route.path, route.menu?.params), label: route.menu?.label ?? route.title, icon: route.menu?.icon }]
      } catch {
        return []
      }
    })
    .slice(0, MAX_SHORTCUTS)
}

/** The app-bar search: the page index from the server (spec §7) and the records found by name. */
export async function searchAll(q: string, signal?: AbortSignal) {
  const [groups, records] = await Promise.all([demoApi<SearchGroup[]>('app-bar/search', { query: { q }, signal }), searchRecords(q, lookup, allowed, signal)])
  return [...records, ...toSections(groups, lookup, allowed)]
}

/**
 * What the default layout shows for navigation, derived from the whole route table and the
 * user's permissions. Reads session signals, so call it inside a tracked render.
 */
export function buildLayoutNavigation(): LayoutNavigation {
  const user = userData.value
  return {
    menu: buildMenu(routes, allowed),
    shortcuts: buildShortcuts(),
    profileHref: firstOpenable([{ name: 'pages-user-profile-tab', params: { tab: 'profile' } }, ...(user ? [{ name: 'apps-user-view' as const, params: { id: user.id } }] : [])]),
    settingsHref: firstOpenable([{ name: 'pages-account-settings-tab', params: { tab: 'account' } }]),
    search: searchAll,
  }
}

import { canAccess } from '@/core/access/can-access'
import { buildPath } from '@/core/routing/paths'
import type { MenuGroupNode, MenuLink, MenuSectionNode } from '@/layouts/default/navigation'
import { MENU_GROUPS, MENU_SECTIONS } from '../routes/menu-groups'
import type { RouteDef } from '../routes/types'

export { groupIsActive, isActiveHref } from '@/layouts/default/navigation'
export type { MenuGroupNode, MenuLink, MenuSectionNode }

/**
 * The menu, derived from the route table (never written twice): routes with a `menu` entry the
 * current user may open, in their groups and sections. Empty groups and sections disappear.
 * Reads session signals through canAccess, so calling it inside a tracked render is reactive.
 */
export function buildMenu(table: readonly RouteDef[], allowed: (route: RouteDef) => boolean = (r) => canAccess(r.access)): MenuSectionNode[] {
  const byGroup = new Map<string, MenuLink[]>()
  for (const route of table) {
    if (!route.menu || !allowed(route)) continue
    let href: string
    try {
      href = buildPath(route.path, route.menu.params)
    } catch {
      continue // a menu entry on a route with unfilled params cannot be opened from the menu
    }
    const link: MenuLink = { name: route.name, href, label: route.menu.label, icon: route.menu.icon, order: route.menu.order }
    const list = byGroup.get(route.menu.group) ?? []
    list.push(link)
    byGroup.set(route.menu.group, list)
  }
  const groups: MenuGroupNode[] = [...MENU_GROUPS]
    .sort((a, b) => a.order - b.order)
    .map((g) => ({ ...g, links: (byGroup.get(g.id) ?? []).sort((a, b) => a.order - b.order) }))
    .filter((g) => g.links.length > 0)
  return MENU_SECTIONS.map((s) => ({ ...s, groups: groups.filter((g) => g.section === s.id) })).filter((s) => s.groups.length > 0)
}

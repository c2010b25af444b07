import type { MessageDescriptor } from '@lingui/core'
import { canAccess } from '@/core/access/can-access'
import { MENU_GROUPS, MENU_SECTIONS, type MenuGroup, type MenuSection } from '../routes/menu-groups'
import { buildPath } from '../routes/links'
import type { IconComponent, RouteDef } from '../routes/types'

export type MenuLink = { name: string; href: string; label: MessageDescriptor; icon?: IconComponent; order: number; route: RouteDef }
export type MenuGroupNode = MenuGroup & { links: MenuLink[] }
export type MenuSectionNode = MenuSection & { groups: MenuGroupNode[] }

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
    const link: MenuLink = { name: route.name, href, label: route.menu.label, icon: route.menu.icon, order: route.menu.order, route }
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

// A record's own pages (/apps/person/view/3, /apps/company/edit/2, /apps/process/view/1/detail/5)
// have no menu entry: their area's list link stays highlighted while one is open.
const RECORD_PAGE = /^\/(view|edit|detail)(\/|$)/

/** Whether a menu link is the current page (its path, a deeper path, or a record page of its list). */
export function isActiveHref(href: string, location: string): boolean {
  if (location === href || (href !== '/' && location.startsWith(href + '/'))) return true
  if (!href.endsWith('/list')) return false
  const area = href.slice(0, -'/list'.length)
  return location.startsWith(area + '/') && RECORD_PAGE.test(location.slice(area.length))
}

export const groupIsActive = (group: MenuGroupNode, location: string) => group.links.some((l) => isActiveHref(l.href, location))

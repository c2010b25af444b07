import { createContext, useContext, type ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'

// What the default layout shows for navigation, handed to it by the app (which owns the route
// table and the access rules). The layout never reads the route table itself, so layouts never
// import app: the layers point down.

/** Any @tabler/icons-react icon fits. */
export type NavIcon = ComponentType<{ size?: number | string; className?: string; stroke?: number | string }>

export type MenuLink = { name: string; href: string; label: MessageDescriptor; icon?: NavIcon; order: number }
export type MenuGroupNode = { id: string; section: string; label: MessageDescriptor; icon: NavIcon; order: number; links: MenuLink[] }
export type MenuSectionNode = { id: string; label: MessageDescriptor; icon: NavIcon; groups: MenuGroupNode[] }

/** One tile of the shortcuts grid (and a suggestion of the empty search). */
export type Shortcut = { name: string; href: string; label: MessageDescriptor; icon?: NavIcon }

export type SearchOption = { key: string; href: string; title: string | MessageDescriptor; icon?: NavIcon }
export type SearchSection = { key: string; title: string | MessageDescriptor; options: SearchOption[] }

export type LayoutNavigation = {
  /** The menu the current user may open, in sections and groups. */
  menu: MenuSectionNode[]
  /** The shortcuts grid, already limited to what the user may open. */
  shortcuts: Shortcut[]
  /** The user's own profile and settings pages, when the user may open one. */
  profileHref?: string
  settingsHref?: string
  /** The app-bar search: pages and records matching q, leaving out what the user may not open. */
  search: (q: string, signal?: AbortSignal) => Promise<SearchSection[]>
}

const nothing: LayoutNavigation = { menu: [], shortcuts: [], search: async () => [] }

export const LayoutNavigationContext = createContext<LayoutNavigation>(nothing)

export const useLayoutNavigation = () => useContext(LayoutNavigationContext)

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

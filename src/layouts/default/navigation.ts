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

/** Whether a menu link is the current page (its path, or a deeper path of the same group's pages). */
export function isActiveHref(href: string, location: string): boolean {
  return location === href || (href !== '/' && location.startsWith(href + '/'))
}

export const groupIsActive = (group: MenuGroupNode, location: string) => group.links.some((l) => isActiveHref(l.href, location))

import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { AccessRule } from '@/core/access/can-access'
import type { RouteName } from '@/core/routing/paths'

/** `front`: the public marketing shell of the front pages (top navigation, footer, no sidebar). */
export type Layout = 'default' | 'blank' | 'front'

/** Who may open a route (spec §2, §6): public, guest (unauthenticated only) or auth with permissions/ability. */
export type Access = AccessRule

export type PageModule = { default: ComponentType }

/** Any @tabler/icons-react icon fits. */
export type IconComponent = ComponentType<{ size?: number | string; className?: string; stroke?: number | string }>

export type MenuEntry = {
  /** Id of a group in ./menu-groups.ts (e.g. 'process', 'ecommerce'). */
  group: string
  label: MessageDescriptor
  /**
   * Optional: links without one show a bullet. Demo-layer entries leave it out: the route table is in
   * the entry chunk, so an icon per link would weigh on /login (group icons live in menu-groups.ts).
   */
  icon?: IconComponent
  /** Position inside the group, ascending. */
  order: number
  /** Params used when the route has any (e.g. a default tab or id). */
  params?: Record<string, string>
}

/**
 * One child of the app-bar search index (public/fixtures/searchGroups.json is generated from these).
 * `category` is an id from ./search-categories.ts; `icon` a Tabler icon name in kebab case.
 */
export type SearchEntry = { category: string; label: MessageDescriptor; icon: string; params?: Record<string, string> }

/** One route, declared once: the router, guards, menus, document titles and search index are derived from it. */
export type RouteDef = {
  /** Unique route name, e.g. `apps-process-list`; links and the search index refer to it. */
  name: RouteName
  /** wouter pattern, e.g. `/apps/process/view/:id` (optional params `:tab?`, wildcard `*`). */
  path: string
  layout: Layout
  access: Access
  /** Feature folder whose message catalog the page needs (see lingui.config.ts). */
  area: string
  /** Document title (the app title is appended). */
  title: MessageDescriptor
  page: () => Promise<PageModule>
  menu?: MenuEntry
  search?: SearchEntry
}

import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { AccessRule } from '@/core/access/can-access'

export type Layout = 'default' | 'blank'

/** Who may open a route (spec §2, §6): public, guest (unauthenticated only) or auth with permissions/ability. */
export type Access = AccessRule

export type PageModule = { default: ComponentType }

export type MenuEntry = {
  /** Id of a group in ./menu-groups.ts. */
  group: string
  label: MessageDescriptor
  icon: ComponentType<{ size?: number; className?: string }>
  order: number
  /** Params used when the route has any (e.g. a default tab). */
  params?: Record<string, string>
}

export type SearchEntry = { category: string; label: MessageDescriptor; icon: string; params?: Record<string, string> }

/** One route, declared once: the router, guards, menus and search index are derived from it. */
export type RouteDef = {
  name: string
  /** wouter pattern, e.g. `/apps/process/view/:id`. */
  path: string
  layout: Layout
  access: Access
  /** Feature folder whose message catalog the page needs (see lingui.config.ts). */
  area: string
  title: MessageDescriptor
  page: () => Promise<PageModule>
  menu?: MenuEntry
  search?: SearchEntry
}

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  IconAddressBook, IconApps, IconBook, IconBuilding, IconChartBar, IconFileDollar, IconFiles, IconForms,
  IconId, IconLayoutGrid, IconLock, IconShieldLock, IconShoppingCart, IconSmartHome, IconTable, IconTruck,
  IconUserCog, IconUsers, IconUserCircle, IconWand, IconFileText, IconKey,
} from '@tabler/icons-react'
import type { IconComponent } from './types'

/**
 * Sections head the vertical menu and are the top-level entries of the horizontal menu.
 * Groups are the collapsible menu entries inside a section; routes join a group with `menu.group`.
 * To add a group for a new area, add one line under its section in MENU below.
 */
export type MenuSection = { id: string; label: MessageDescriptor; icon: IconComponent }
export type MenuGroup = { id: string; section: string; label: MessageDescriptor; icon: IconComponent; order: number }

type SectionWithGroups = MenuSection & { groups: readonly Omit<MenuGroup, 'section'>[] }

// Written as a tree so each group sits under its section (the flat lists below are derived from it).
const MENU: readonly SectionWithGroups[] = [
  {
    id: 'workflow', label: msg`Name cards`, icon: IconId,
    // Product area (spec §2)
    groups: [
      { id: 'process', label: msg`Processes`, icon: IconId, order: 10 },
      { id: 'person', label: msg`Persons`, icon: IconAddressBook, order: 20 },
      { id: 'company', label: msg`Companies`, icon: IconBuilding, order: 30 },
      { id: 'group-role', label: msg`Group roles`, icon: IconShieldLock, order: 40 },
      { id: 'user', label: msg`Users`, icon: IconUserCog, order: 50 },
    ],
  },
  // Demo layer
  {
    id: 'dashboards', label: msg`Dashboards`, icon: IconSmartHome,
    groups: [
      { id: 'dashboards', label: msg`Dashboards`, icon: IconSmartHome, order: 100 },
      { id: 'front-pages', label: msg`Front pages`, icon: IconFiles, order: 110 },
    ],
  },
  {
    id: 'apps', label: msg`Apps`, icon: IconApps,
    groups: [
      { id: 'ecommerce', label: msg`eCommerce`, icon: IconShoppingCart, order: 200 },
      { id: 'academy', label: msg`Academy`, icon: IconBook, order: 210 },
      { id: 'logistics', label: msg`Logistics`, icon: IconTruck, order: 220 },
      { id: 'apps', label: msg`Communication`, icon: IconApps, order: 230 },
      { id: 'invoice', label: msg`Invoice`, icon: IconFileDollar, order: 240 },
      { id: 'demo-users', label: msg`Members`, icon: IconUsers, order: 250 },
      { id: 'roles', label: msg`Roles & permissions`, icon: IconKey, order: 260 },
    ],
  },
  {
    id: 'pages', label: msg`Pages`, icon: IconFiles,
    groups: [
      { id: 'pages', label: msg`Pages`, icon: IconFileText, order: 300 },
      { id: 'account', label: msg`Account`, icon: IconUserCircle, order: 305 },
      { id: 'auth-pages', label: msg`Authentication`, icon: IconLock, order: 310 },
      { id: 'wizards', label: msg`Wizard examples`, icon: IconWand, order: 320 },
    ],
  },
  { id: 'ui', label: msg`User interface`, icon: IconLayoutGrid, groups: [{ id: 'ui', label: msg`Components`, icon: IconLayoutGrid, order: 400 }] },
  {
    id: 'forms', label: msg`Forms & tables`, icon: IconForms,
    groups: [
      { id: 'forms', label: msg`Forms`, icon: IconForms, order: 500 },
      { id: 'tables', label: msg`Tables`, icon: IconTable, order: 510 },
    ],
  },
  { id: 'charts', label: msg`Charts`, icon: IconChartBar, groups: [{ id: 'charts', label: msg`Charts`, icon: IconChartBar, order: 600 }] },
]

export const MENU_SECTIONS: readonly MenuSection[] = MENU.map(({ id, label, icon }) => ({ id, label, icon }))

export const MENU_GROUPS: readonly MenuGroup[] = MENU.flatMap((s) => s.groups.map((g) => ({ id: g.id, section: s.id, label: g.label, icon: g.icon, order: g.order })))

export const menuGroupById = new Map(MENU_GROUPS.map((g) => [g.id, g]))

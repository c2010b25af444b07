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
 * To add a group for a new area, add one line to MENU_GROUPS.
 */
export type MenuSection = { id: string; label: MessageDescriptor; icon: IconComponent }
export type MenuGroup = { id: string; section: string; label: MessageDescriptor; icon: IconComponent; order: number }

export const MENU_SECTIONS: readonly MenuSection[] = [
  { id: 'workflow', label: msg`Name cards`, icon: IconId },
  { id: 'dashboards', label: msg`Dashboards`, icon: IconSmartHome },
  { id: 'apps', label: msg`Apps`, icon: IconApps },
  { id: 'pages', label: msg`Pages`, icon: IconFiles },
  { id: 'ui', label: msg`User interface`, icon: IconLayoutGrid },
  { id: 'forms', label: msg`Forms & tables`, icon: IconForms },
  { id: 'charts', label: msg`Charts`, icon: IconChartBar },
]

export const MENU_GROUPS: readonly MenuGroup[] = [
  // Product area (spec §2)
  { id: 'process', section: 'workflow', label: msg`Processes`, icon: IconId, order: 10 },
  { id: 'person', section: 'workflow', label: msg`Persons`, icon: IconAddressBook, order: 20 },
  { id: 'company', section: 'workflow', label: msg`Companies`, icon: IconBuilding, order: 30 },
  { id: 'group-role', section: 'workflow', label: msg`Group roles`, icon: IconShieldLock, order: 40 },
  { id: 'user', section: 'workflow', label: msg`Users`, icon: IconUserCog, order: 50 },
  // Demo layer
  { id: 'dashboards', section: 'dashboards', label: msg`Dashboards`, icon: IconSmartHome, order: 100 },
  { id: 'front-pages', section: 'dashboards', label: msg`Front pages`, icon: IconFiles, order: 110 },
  { id: 'ecommerce', section: 'apps', label: msg`eCommerce`, icon: IconShoppingCart, order: 200 },
  { id: 'academy', section: 'apps', label: msg`Academy`, icon: IconBook, order: 210 },
  { id: 'logistics', section: 'apps', label: msg`Logistics`, icon: IconTruck, order: 220 },
  { id: 'apps', section: 'apps', label: msg`Communication`, icon: IconApps, order: 230 },
  { id: 'invoice', section: 'apps', label: msg`Invoice`, icon: IconFileDollar, order: 240 },
  { id: 'demo-users', section: 'apps', label: msg`Members`, icon: IconUsers, order: 250 },
  { id: 'roles', section: 'apps', label: msg`Roles & permissions`, icon: IconKey, order: 260 },
  { id: 'pages', section: 'pages', label: msg`Pages`, icon: IconFileText, order: 300 },
  { id: 'account', section: 'pages', label: msg`Account`, icon: IconUserCircle, order: 305 },
  { id: 'auth-pages', section: 'pages', label: msg`Authentication`, icon: IconLock, order: 310 },
  { id: 'wizards', section: 'pages', label: msg`Wizard examples`, icon: IconWand, order: 320 },
  { id: 'ui', section: 'ui', label: msg`Components`, icon: IconLayoutGrid, order: 400 },
  { id: 'forms', section: 'forms', label: msg`Forms`, icon: IconForms, order: 500 },
  { id: 'tables', section: 'forms', label: msg`Tables`, icon: IconTable, order: 510 },
  { id: 'charts', section: 'charts', label: msg`Charts`, icon: IconChartBar, order: 600 },
]

export const menuGroupById = new Map(MENU_GROUPS.map((g) => [g.id, g]))

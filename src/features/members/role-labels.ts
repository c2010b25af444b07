import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { BadgeTone } from '@/ui'
import type { PERMISSION_ROLES } from '@/core/api/contract/demo/permissions'
import type { Role, RoleAction, RoleArea } from '@/core/api/contract/demo/roles'

type PermissionRole = (typeof PERMISSION_ROLES)[number]

// The spec's permission roles, as a user reads them (role cards, permission chips).
export const PERMISSION_ROLE_LABELS: Record<PermissionRole, MessageDescriptor> = {
  administrator: msg`Administrator`,
  manager: msg`Manager`,
  users: msg`Users`,
  support: msg`Support`,
  'restricted-user': msg`Restricted user`,
}
export const PERMISSION_ROLE_TONES: Record<PermissionRole, BadgeTone> = { administrator: 'primary', manager: 'warning', users: 'success', support: 'info', 'restricted-user': 'danger' }

export const AREA_LABELS: Record<RoleArea, MessageDescriptor> = {
  members: msg`Members`,
  roles: msg`Roles & permissions`,
  products: msg`Products`,
  orders: msg`Orders`,
  customers: msg`Customers`,
  invoices: msg`Invoices`,
  reviews: msg`Reviews`,
  reports: msg`Reports`,
  settings: msg`Shop settings`,
}

export const ACTION_LABELS: Record<RoleAction, MessageDescriptor> = { read: msg`Read`, write: msg`Write`, create: msg`Create` }

/** A built-in role in the user's language; a role someone added keeps the name they gave it. */
export const roleName = (i18n: I18n, role: Pick<Role, 'key' | 'name'>) => (role.key ? i18n._(PERMISSION_ROLE_LABELS[role.key]) : role.name)

import type { PermissionName } from './auth'

// Who may read and write each product resource (spec §2, §6), said once. The route rules
// (src/app/routes/access-rules.ts), the screens (whether to show an edit or delete action) and the
// worker's handlers (403) all ask this module, so they cannot drift apart.

/** Any one of the listed permissions suffices; an empty list means any signed-in user. */
export type PermissionList = readonly PermissionName[]
/** A user's permission map (userData.permissions on the client, the login user in the worker). */
export type PermissionMap = Readonly<Record<string, boolean | undefined>>

export const SIGNED_IN: PermissionList = []
export const STAFF: PermissionList = ['has_admin_permission', 'has_office_permission', 'has_sales_permission']
/** Admin and office: every record, whoever owns it. */
export const MANAGERS: PermissionList = ['has_admin_permission', 'has_office_permission']
export const ADMIN: PermissionList = ['has_admin_permission']

export type ProductResource = 'companies' | 'persons' | 'career-histories' | 'processes' | 'group-roles' | 'users'

/**
 * The coarse rule per resource. Finer rules below: a sales user changes only the persons they own
 * and those persons' career rows; a process is renamed by a manager or its uploader and deleted by
 * a manager only.
 */
export const ACCESS_POLICY = {
  companies: { read: STAFF, write: STAFF },
  persons: { read: STAFF, write: STAFF },
  // Spec §2: the career-history pages have no permission requirement: any signed-in user reads them.
  'career-histories': { read: SIGNED_IN, write: STAFF },
  processes: { read: STAFF, write: STAFF },
  'group-roles': { read: ADMIN, write: ADMIN },
  users: { read: ADMIN, write: ADMIN },
} as const satisfies Record<ProductResource, { read: PermissionList; write: PermissionList }>

export function hasAny(permissions: PermissionMap | undefined, required: PermissionList): boolean {
  if (required.length === 0) return true
  return required.some((p) => permissions?.[p] === true)
}

export const mayRead = (permissions: PermissionMap | undefined, resource: ProductResource) => hasAny(permissions, ACCESS_POLICY[resource].read)
export const mayWrite = (permissions: PermissionMap | undefined, resource: ProductResource) => hasAny(permissions, ACCESS_POLICY[resource].write)

/** Admin or office: changes every record, whoever owns it. */
export const isManager = (permissions: PermissionMap | undefined) => hasAny(permissions, MANAGERS)

/** Owner = the product user id a person's `sales` field names (null: nobody). */
export type Owned = { sales: number | null | undefined }

/** Change or delete this person (and, so, their career rows): managers always, sales only their own. */
export function mayChangePerson(permissions: PermissionMap | undefined, userId: number | undefined, person: Owned): boolean {
  if (!mayWrite(permissions, 'persons')) return false
  return isManager(permissions) || (userId !== undefined && person.sales === userId)
}

/** Career rows follow their person's write rule. */
export const mayChangeCareer = (permissions: PermissionMap | undefined, userId: number | undefined, person: Owned) =>
  mayWrite(permissions, 'career-histories') && mayChangePerson(permissions, userId, person)

/** Name-card checks: uncheck → checked_by_office (office, admin) → checked_by_sales (sales, admin). */
export const CHECK_AS_OFFICE: PermissionList = ['has_office_permission', 'has_admin_permission']
export const CHECK_AS_SALES: PermissionList = ['has_sales_permission', 'has_admin_permission']

export const mayDeleteProcess = (permissions: PermissionMap | undefined) => isManager(permissions)
export const mayCheckAsOffice = (permissions: PermissionMap | undefined) => hasAny(permissions, CHECK_AS_OFFICE)
export const mayCheckAsSales = (permissions: PermissionMap | undefined) => hasAny(permissions, CHECK_AS_SALES)

export const CHANGE_OWN_PERSONS_ONLY = 'Sales users can change only the persons they own'
export const CHANGE_OWN_CAREER_ONLY = 'Sales users can change only the career history of persons they own'

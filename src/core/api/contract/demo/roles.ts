import * as v from 'valibot'
import { DEMO_USER_ROLES } from './users'
import { PERMISSION_ROLES } from './permissions'

// Roles of the demo "roles & permissions" screen (beyond the spec, which shows their names only):
// a permission matrix (read / write / create per area) kept by the demo server in IndexedDB.

export const ROLE_AREAS = ['members', 'roles', 'products', 'orders', 'customers', 'invoices', 'reviews', 'reports', 'settings'] as const
export const ROLE_ACTIONS = ['read', 'write', 'create'] as const
export type RoleArea = (typeof ROLE_AREAS)[number]
export type RoleAction = (typeof ROLE_ACTIONS)[number]
export type RoleGrants = Record<RoleArea, Record<RoleAction, boolean>>

export const noGrants = (): RoleGrants =>
  Object.fromEntries(ROLE_AREAS.map((area) => [area, Object.fromEntries(ROLE_ACTIONS.map((a) => [a, false]))])) as RoleGrants

const flag = v.optional(v.boolean('Must be true or false'), false)
const ActionsSchema = v.object({ read: flag, write: flag, create: flag })

/** Areas left out are granted nothing; the output always names every area and action. */
const GrantsSchema = v.pipe(
  v.record(v.picklist(ROLE_AREAS, 'Unknown area'), ActionsSchema, 'Send the permissions by area'),
  v.transform((given): RoleGrants => {
    const all = noGrants()
    for (const area of ROLE_AREAS) if (given[area]) all[area] = { ...given[area] }
    return all
  }),
)

/** POST /api/apps/roles and PUT /api/apps/roles/{id} body. */
export const RoleInputSchema = v.object({
  name: v.pipe(v.string('Enter a role name'), v.trim(), v.nonEmpty('Enter a role name'), v.maxLength(40, 'Keep the name under 40 characters')),
  grants: GrantsSchema,
})
export type RoleInput = v.InferInput<typeof RoleInputSchema>

export type Role = {
  id: number
  /** As stored; a built-in role's name is fixed (the UI shows it in the user's language). */
  name: string
  /** The spec's permission role this is (administrator … restricted-user), or null for a role added later. */
  key: (typeof PERMISSION_ROLES)[number] | null
  /** The demo members whose role this card stands for (none for a role added later). */
  memberRole: (typeof DEMO_USER_ROLES)[number] | null
  grants: RoleGrants
  updatedAt: string
}

/** A member shown on a role card. */
export type RoleMember = { id: number; fullName: string; avatar: string }
export type RoleSummary = Role & { memberCount: number; members: RoleMember[] }
export type RoleList = { roles: RoleSummary[] }
export type RoleSaved = { role: RoleSummary }


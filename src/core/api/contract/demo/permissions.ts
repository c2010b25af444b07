import * as v from 'valibot'

export const PERMISSION_ROLES = ['administrator', 'manager', 'users', 'support', 'restricted-user'] as const
export const PERMISSION_SORTS = ['name'] as const

export const PermissionSchema = v.object({
  id: v.number(),
  name: v.string(),
  assignedTo: v.array(v.picklist(PERMISSION_ROLES)),
  /** Display text, e.g. "14 Apr 2025, 8:43 PM". */
  createdDate: v.string(),
})
export type Permission = v.InferOutput<typeof PermissionSchema>

export type PermissionList = { permissions: Permission[]; totalPermissions: number }

/** POST /api/apps/permissions and PUT /api/apps/permissions/{id} body (beyond the spec, which shows reads only). */
export const PermissionInputSchema = v.object({
  name: v.pipe(v.string('Enter a permission name'), v.trim(), v.nonEmpty('Enter a permission name'), v.maxLength(60, 'Keep the name under 60 characters')),
  assignedTo: v.pipe(
    v.array(v.picklist(PERMISSION_ROLES, 'Unknown role'), 'Assign at least one role'),
    v.minLength(1, 'Assign at least one role'),
    v.transform((roles) => PERMISSION_ROLES.filter((r) => roles.includes(r))),
  ),
})
export type PermissionInput = v.InferInput<typeof PermissionInputSchema>
export type PermissionSaved = { permission: Permission }

/** The stored English text of a created date ("14 Apr 2025, 8:43 PM") as a Date, for display in the user's language. */
export function parsePermissionDate(text: string): Date | null {
  const m = /^(\d{1,2}) (\w{3}) (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim())
  if (!m) return null
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(m[2])
  if (month < 0) return null
  const hour = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0)
  return new Date(Number(m[3]), month, Number(m[1]), hour, Number(m[5]))
}

/** A Date as the stored English text ("14 Apr 2025, 8:43 PM"), the format the fixtures and search use. */
export function formatPermissionDate(date: Date): string {
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getMonth()]
  const h = date.getHours()
  return `${date.getDate()} ${month} ${date.getFullYear()}, ${h % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

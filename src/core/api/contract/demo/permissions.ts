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

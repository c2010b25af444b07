import * as v from 'valibot'
import { optionalText, recordMeta, requiredText } from './validators'

/** Permission codes of spec §3, by group. */
export const PERMISSION_CODES = {
  sale: ['E1', 'E2', 'E3'],
  supplier: ['S1'],
  recruitment: ['R1'],
  keamato: ['C1'],
  office: ['J1', 'J2'],
} as const
export type PermissionGroup = keyof typeof PERMISSION_CODES
export const ALL_CODES = Object.values(PERMISSION_CODES).flat()

export const GroupRoleInputSchema = v.object({
  name: requiredText(60),
  description: optionalText(400),
  permissions: v.object({
    has_admin_permission: v.boolean(),
    has_office_permission: v.boolean(),
    has_sales_permission: v.boolean(),
  }),
  codes: v.array(v.picklist(ALL_CODES, 'Unknown permission code')),
  updated_at: v.optional(v.string()),
})
export type GroupRoleInput = v.InferInput<typeof GroupRoleInputSchema>

export const GroupRoleSchema = v.object({ ...v.omit(GroupRoleInputSchema, ['updated_at']).entries, ...recordMeta })
export type GroupRole = v.InferOutput<typeof GroupRoleSchema>

import * as v from 'valibot'
import { kanaField, phoneField, recordMeta, requiredEmail, requiredText } from './validators'

export const ROLES = ['admin', 'office', 'sales'] as const
export type Role = (typeof ROLES)[number]

const code = <T extends readonly string[]>(codes: T) => v.optional(v.nullable(v.picklist(codes, 'Unknown permission code')), null)

/** The spec's workflow user (§3) with our group-role link (DESIGN.md §3). */
export const UserInputSchema = v.object({
  email: requiredEmail,
  first_name: requiredText(40),
  last_name: requiredText(40),
  /** Readings (kana) of the names: other languages show the romaji derived from them (src/core/api/contract/names). */
  first_name_kana: kanaField,
  last_name_kana: kanaField,
  phone_number: phoneField,
  role: v.picklist(ROLES, 'Choose admin, office or sales'),
  group_role_id: v.optional(v.nullable(v.number()), null),
  sale_permission: code(['E1', 'E2', 'E3'] as const),
  supplier_permission: code(['S1'] as const),
  recruitment_permission: code(['R1'] as const),
  keamato_permission: code(['C1'] as const),
  office_permission: code(['J1', 'J2'] as const),
  updated_at: v.optional(v.string()),
})
export type UserInput = v.InferInput<typeof UserInputSchema>

export const UserSchema = v.object({
  ...v.omit(UserInputSchema, ['updated_at']).entries,
  ...recordMeta,
  /** Display name ("last first"), as the spec's `name`. */
  name: v.string(),
  role_name: v.string(),
})
export type User = v.InferOutput<typeof UserSchema>

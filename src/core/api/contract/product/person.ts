import * as v from 'valibot'
import { emailField, kanaField, optionalText, phoneField, recordMeta, requiredText } from './validators'

export const PersonInputSchema = v.object({
  full_name: requiredText(80),
  full_name_kana: kanaField,
  email: emailField,
  phone_number: phoneField,
  company_id: v.optional(v.nullable(v.number()), null),
  department: optionalText(120),
  position: optionalText(120),
  /** Owning sales user (users store id). */
  sales: v.optional(v.nullable(v.number()), null),
  note: optionalText(2000),
  updated_at: v.optional(v.string()),
})
export type PersonInput = v.InferInput<typeof PersonInputSchema>

export const PersonSchema = v.object({ ...v.omit(PersonInputSchema, ['updated_at']).entries, ...recordMeta })
export type Person = v.InferOutput<typeof PersonSchema>

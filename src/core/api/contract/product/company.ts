import * as v from 'valibot'
import { corporateNumberField, countField, optionalText, phoneField, postalCodeField, recordMeta, requiredText, kanaField, urlField } from './validators'

/** What a client sends to create or update a company (DESIGN.md §3). */
export const CompanyInputSchema = v.object({
  name: requiredText(120),
  name_kana: kanaField,
  corporate_number: corporateNumberField,
  postal_code: postalCodeField,
  address: optionalText(240),
  phone_number: phoneField,
  website: urlField,
  industry: optionalText(80),
  employee_count: countField,
  note: optionalText(2000),
  /** Sent back on update: a stale value is a 409. */
  updated_at: v.optional(v.string()),
})
export type CompanyInput = v.InferInput<typeof CompanyInputSchema>

export const CompanySchema = v.object({ ...v.omit(CompanyInputSchema, ['updated_at']).entries, ...recordMeta })
export type Company = v.InferOutput<typeof CompanySchema>

import * as v from 'valibot'
import { NameCardFieldsSchema, type StoredNameCard } from '@/core/api/contract/product/process'

// The correction form's values and checks: the same valibot rules the demo server applies.

export const FORM_FIELDS = ['full_name', 'full_name_kana', 'company', 'department', 'position', 'email', 'phone_number', 'postal_code', 'address', 'website'] as const
export type FormField = (typeof FORM_FIELDS)[number]
export type FormValues = Record<FormField, string>

export const valuesOf = (card: StoredNameCard): FormValues => Object.fromEntries(FORM_FIELDS.map((f) => [f, card[f] ?? ''])) as FormValues

export type Checked = { ok: true; output: FormValues } | { ok: false; errors: Partial<Record<FormField, string>> }

/** Full-width input is accepted: the schema normalises it (０３－… → 03-…). */
export function checkValues(values: FormValues): Checked {
  const result = v.safeParse(NameCardFieldsSchema, values)
  if (result.success) return { ok: true, output: result.output as FormValues }
  const errors: Partial<Record<FormField, string>> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as FormField | null
    if (key && !errors[key]) errors[key] = issue.message
  }
  return { ok: false, errors }
}

import * as v from 'valibot'
import { NameCardFieldsSchema, type StoredNameCard } from '@/core/api/contract/product/process'

// The correction form: the same valibot rules the demo server applies (full-width input accepted,
// normalised on save).
export const CardFormSchema = v.omit(NameCardFieldsSchema, ['updated_at'])
export type CardFormValues = v.InferInput<typeof CardFormSchema>
export type CardFieldName = keyof CardFormValues & string

export const FORM_FIELDS = ['full_name', 'full_name_kana', 'company', 'department', 'position', 'email', 'phone_number', 'postal_code', 'address', 'website'] as const satisfies readonly CardFieldName[]

export const valuesOf = (card: StoredNameCard): CardFormValues => Object.fromEntries(FORM_FIELDS.map((f) => [f, card[f] ?? ''])) as CardFormValues

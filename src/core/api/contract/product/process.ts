import * as v from 'valibot'
import { emailField, kanaField, optionalText, phoneField, postalCodeField, urlField } from './validators'

export const ANALYST_STATUSES = ['success', 'fail'] as const
export const CARD_STATUSES = ['uncheck', 'checked_by_office', 'checked_by_sales'] as const
export type AnalystStatus = (typeof ANALYST_STATUSES)[number]
export type CardStatus = (typeof CARD_STATUSES)[number]

/** Spec §3 process: one upload batch of name-card images. */
export type Process = {
  id: number
  process_name: string
  progress: number
  failed: number
  total: number
  owner: string
  uploader: string
  created_at: string
  updated_at: string
}

/** Spec §3 name card, with DESIGN.md §3 extras. analyst_status is null until analysed. */
export type NameCard = {
  id: number
  process_id: number
  file_name: string
  /** Id in the `images` store (the picture itself is fetched separately). */
  image: string
  analyst_status: AnalystStatus | null
  err_msg: string
  full_name: string
  full_name_kana: string
  email: string
  phone_number: string
  company: string
  department: string
  position: string
  website: string
  address: string
  postal_code: string
  card_status: CardStatus
  created_at: string
  updated_at: string
}

export const NameCardFieldsSchema = v.object({
  full_name: optionalText(80),
  full_name_kana: kanaField,
  email: emailField,
  phone_number: phoneField,
  company: optionalText(120),
  department: optionalText(120),
  position: optionalText(120),
  website: urlField,
  address: optionalText(240),
  postal_code: postalCodeField,
  updated_at: v.optional(v.string()),
})
export type NameCardFields = v.InferInput<typeof NameCardFieldsSchema>

import type { PersonInput } from '@/core/api/contract/product/person'
import type { PersonRow } from '@/core/api/contract/product/records-api'

export const emptyPerson: PersonInput = { full_name: '', full_name_kana: '', email: '', phone_number: '', company_id: null, department: '', position: '', sales: null, note: '' }

export function personValues(p: PersonRow): PersonInput {
  const { full_name, full_name_kana, email, phone_number, company_id, department, position, sales, note, updated_at } = p
  return { full_name, full_name_kana, email, phone_number, company_id, department, position, sales, note, updated_at }
}

/** Select value <-> id ('' = none). */
export const idValue = (id: number | null | undefined) => (id ? String(id) : '')
export const idFrom = (value: string) => (value ? Number(value) : null)

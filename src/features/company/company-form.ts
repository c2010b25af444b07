import type { CompanyInput } from '@/core/api/contract/product/company'
import type { CompanyRow } from '@/core/api/contract/product/records-api'

/** The form's starting values, in the shared schema's input shape (so useForm validates them as the server does). */
export const emptyCompany: CompanyInput = { name: '', name_kana: '', corporate_number: '', postal_code: '', address: '', phone_number: '', website: '', industry: '', employee_count: null, note: '' }

export function companyValues(c: CompanyRow): CompanyInput {
  const { name, name_kana, corporate_number, postal_code, address, phone_number, website, industry, employee_count, note, updated_at } = c
  return { name, name_kana, corporate_number, postal_code, address, phone_number, website, industry, employee_count, note, updated_at }
}

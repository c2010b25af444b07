import type { UserInput } from '@/core/api/contract/product/user'
import type { UserRow } from '@/core/api/contract/product/records-api'

export function userValues(u: UserRow): UserInput {
  const { email, first_name, last_name, first_name_kana, last_name_kana, phone_number, role, group_role_id, sale_permission, supplier_permission, recruitment_permission, keamato_permission, office_permission, updated_at } = u
  return { email, first_name, last_name, first_name_kana, last_name_kana, phone_number, role, group_role_id, sale_permission, supplier_permission, recruitment_permission, keamato_permission, office_permission, updated_at }
}

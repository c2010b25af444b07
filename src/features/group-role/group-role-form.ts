import type { GroupRoleInput } from '@/core/api/contract/product/group-role'
import type { GroupRoleRow } from '@/core/api/contract/product/records-api'

export const emptyGroupRole: GroupRoleInput = {
  name: '',
  description: '',
  permissions: { has_admin_permission: false, has_office_permission: false, has_sales_permission: false },
  codes: [],
}

export function groupRoleValues(g: GroupRoleRow): GroupRoleInput {
  return { name: g.name, description: g.description, permissions: { ...g.permissions }, codes: [...g.codes], updated_at: g.updated_at }
}

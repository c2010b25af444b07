import { productRecords } from '@/core/api/product-records'
import type { GroupRoleInput } from '@/core/api/contract/product/group-role'
import type { GroupRoleRow } from '@/core/api/contract/product/records-api'

export const groupRolesApi = productRecords<GroupRoleRow, GroupRoleInput>('group-roles')

export const groupRolePaths = {
  list: '/apps/group-role/list',
  add: '/apps/group-role/add',
  edit: (id: number | string) => `/apps/group-role/edit/${id}`,
  user: (id: number | string) => `/apps/user/view/${id}`,
}

import { productRecords } from '@/core/api/product-records'
import type { GroupRoleInput } from '@/core/api/contract/product/group-role'
import type { GroupRoleRow } from '@/core/api/contract/product/records-api'

export const groupRolesApi = productRecords<GroupRoleRow, GroupRoleInput>('group-roles')


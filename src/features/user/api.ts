import { productRecords } from '@/core/api/product-records'
import type { UserInput } from '@/core/api/contract/product/user'
import type { UserRow } from '@/core/api/contract/product/records-api'

export const usersApi = productRecords<UserRow, UserInput>('users')

export const userPaths = {
  list: '/apps/user/list',
  view: (id: number | string) => `/apps/user/view/${id}`,
  edit: (id: number | string) => `/apps/user/edit/${id}`,
  groupRole: (id: number | string) => `/apps/group-role/edit/${id}`,
  persons: (userId: number | string) => `/apps/person/list?sales=${userId}`,
}

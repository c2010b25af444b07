import { productRecords } from '@/core/api/product-records'
import type { UserInput } from '@/core/api/contract/product/user'
import type { UserRow } from '@/core/api/contract/product/records-api'

export const usersApi = productRecords<UserRow, UserInput>('users')


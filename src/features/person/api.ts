import { productRecords } from '@/core/api/product-records'
import type { PersonInput } from '@/core/api/contract/product/person'
import type { PersonRow } from '@/core/api/contract/product/records-api'

export const personsApi = productRecords<PersonRow, PersonInput>('persons')


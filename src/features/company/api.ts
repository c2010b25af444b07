import { productRecords } from '@/core/api/product-records'
import type { CompanyInput } from '@/core/api/contract/product/company'
import type { CompanyRow } from '@/core/api/contract/product/records-api'

export const companiesApi = productRecords<CompanyRow, CompanyInput>('companies')


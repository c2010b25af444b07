import { productRecords } from '@/core/api/product-records'
import type { CareerHistoryInput } from '@/core/api/contract/product/career-history'
import type { CareerHistoryRow } from '@/core/api/contract/product/records-api'

export const careerApi = productRecords<CareerHistoryRow, CareerHistoryInput>('career-histories')


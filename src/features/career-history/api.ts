import { productRecords } from '@/core/api/product-records'
import type { CareerHistoryInput } from '@/core/api/contract/product/career-history'
import type { CareerHistoryRow } from '@/core/api/contract/product/records-api'

export const careerApi = productRecords<CareerHistoryRow, CareerHistoryInput>('career-histories')

export const careerPaths = {
  view: (id: number | string) => `/apps/career-history/view/${id}`,
  edit: (id: number | string) => `/apps/career-history/edit/${id}`,
  person: (id: number | string) => `/apps/person/view/${id}`,
  company: (id: number | string) => `/apps/company/view/${id}`,
  nameCard: (processId: number, cardId: number) => `/apps/process/view/${processId}/detail/${cardId}`,
}

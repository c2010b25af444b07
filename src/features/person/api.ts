import { productRecords } from '@/core/api/product-records'
import type { PersonInput } from '@/core/api/contract/product/person'
import type { PersonRow } from '@/core/api/contract/product/records-api'

export const personsApi = productRecords<PersonRow, PersonInput>('persons')

export const personPaths = {
  list: '/apps/person/list',
  add: '/apps/person/add',
  view: (id: number | string) => `/apps/person/view/${id}`,
  edit: (id: number | string) => `/apps/person/edit/${id}`,
  company: (id: number | string) => `/apps/company/view/${id}`,
  careerView: (id: number | string) => `/apps/career-history/view/${id}`,
  careerEdit: (id: number | string) => `/apps/career-history/edit/${id}`,
  nameCard: (processId: number, cardId: number) => `/apps/process/view/${processId}/detail/${cardId}`,
}

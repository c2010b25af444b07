import { productRecords } from '@/core/api/product-records'
import type { CompanyInput } from '@/core/api/contract/product/company'
import type { CompanyRow } from '@/core/api/contract/product/records-api'

export const companiesApi = productRecords<CompanyRow, CompanyInput>('companies')

export const companyPaths = {
  list: '/apps/company/list',
  view: (id: number | string) => `/apps/company/view/${id}`,
  edit: (id: number | string) => `/apps/company/edit/${id}`,
  person: (id: number | string) => `/apps/person/view/${id}`,
  addPerson: (companyId: number | string) => `/apps/person/add?company_id=${companyId}`,
  nameCard: (processId: number, cardId: number) => `/apps/process/view/${processId}/detail/${cardId}`,
}

import type { CareerHistoryInput } from '@/core/api/contract/product/career-history'
import type { CareerHistoryRow } from '@/core/api/contract/product/records-api'

export const emptyCareer: CareerHistoryInput = { company_id: null, company_name: '', department: '', position: '', started_on: '', ended_on: null, source: 'manual' }

export function careerValues(h: CareerHistoryRow): CareerHistoryInput {
  const { company_id, company_name, department, position, started_on, ended_on, source, updated_at } = h
  return { company_id, company_name, department, position, started_on, ended_on, source, updated_at }
}

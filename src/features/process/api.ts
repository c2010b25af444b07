import { api } from '@/core/api/client'
import { productRecords } from '@/core/api/product-records'
import type * as v from 'valibot'
import type {
  CheckResponse,
  ClaimResponse,
  NameCardFields,
  Process,
  ProcessCreate,
  ProcessUpdateSchema,
  QueueStatus,
  StoredNameCard,
} from '@/core/api/contract/product/process'

// Typed calls of the process area's product API (served by the demo server in demo mode).

/** A process as a product record: get, rename, delete (with its cards and images), bulk delete and undo. */
export const processRecords = productRecords<Process, v.InferInput<typeof ProcessUpdateSchema>>('processes')

export const processApi = {
  get: (id: number | string) => api<Process>(`processes/${id}`),
  create: (body: ProcessCreate) => api<Process>('processes', { method: 'POST', body }),
  cards: (processId: number | string, query: Record<string, string | number> = {}) =>
    api<{ items: StoredNameCard[]; total: number }>(`processes/${processId}/namecards`, { query: { itemsPerPage: -1, ...query } }),
  card: (processId: number | string, id: number | string) => api<StoredNameCard>(`processes/${processId}/namecards/${id}`),
  saveCard: (processId: number | string, id: number | string, body: NameCardFields) =>
    api<StoredNameCard>(`processes/${processId}/namecards/${id}`, { method: 'PUT', body }),
  check: (processId: number | string, ids: number[], card_status: 'checked_by_office' | 'checked_by_sales') =>
    api<CheckResponse>(`processes/${processId}/namecards/check`, { method: 'POST', body: { ids, card_status } }),
  rerun: (processId: number | string, ids?: number[]) => api<{ items: StoredNameCard[] }>(`processes/${processId}/namecards/rerun`, { method: 'POST', body: ids ? { ids } : {} }),
  image: (id: string) => api<{ id: string; file_name: string; data_url: string }>(`images/${encodeURIComponent(id)}`),
  // The analysis queue (demo mode: this device reads the cards).
  /** `holder`: this tab's id (tab-lease.ts), so a reloaded tab can give back a lease whose answer it never got. */
  claim: (limit = 1, holder?: string) => api<ClaimResponse>('analysis/claim', { method: 'POST', body: { limit, holder } }),
  /** keepalive: sent while the page is closing, so a reload resumes at once instead of after the lease. */
  release: (ids: number[], holder?: string) => api<{ released: number }>('analysis/release', { method: 'POST', body: { ids, holder }, keepalive: true }),
  queue: () => api<QueueStatus>('analysis/queue'),
  postResult: (processId: number, id: number, body: { analyst_status: 'success' | 'fail'; err_msg: string; fields: Record<string, string> }) =>
    api(`processes/${processId}/namecards/${id}/analysis`, { method: 'POST', body }),
}

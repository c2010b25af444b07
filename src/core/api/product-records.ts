import { api } from './client'
import type { DeleteResponse, RestoreResponse } from './contract/product/records-api'

/**
 * Typed calls to one product resource (DESIGN.md §3), e.g. `productRecords<CompanyRow, CompanyInput>('companies')`.
 * Lists go through `useListQuery({ url: path })`; single records through `useResource(`${path}/${id}`)`.
 * Deletes answer an `undo` token: `restore(undo)` puts the records back (the toast's Undo).
 */
export function productRecords<Row, Input>(path: string) {
  return {
    path,
    url: (id: number | string) => `${path}/${id}`,
    get: (id: number | string) => api<Row>(`${path}/${id}`),
    create: (body: Input, base = path) => api<Row>(base, { method: 'POST', body: body as Record<string, unknown> }),
    update: (id: number | string, body: Input) => api<Row>(`${path}/${id}`, { method: 'PUT', body: body as Record<string, unknown> }),
    remove: (id: number | string) => api<DeleteResponse>(`${path}/${id}`, { method: 'DELETE' }),
    removeMany: (ids: number[]) => api<DeleteResponse>(`${path}/bulk-delete`, { method: 'POST', body: { ids } }),
    restore: (undo: string) => api<RestoreResponse>(`${path}/restore`, { method: 'POST', body: { undo } }),
  }
}
export type ProductRecords<Row, Input> = ReturnType<typeof productRecords<Row, Input>>

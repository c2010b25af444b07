import { demoApi } from '@/core/api/client'
import type { KanbanBoard, KanbanItem, KanbanState } from '@/core/api/contract/demo/kanban'

const BASE = 'apps/kanban'

/** The kanban endpoints (spec §7). A "board" on the server is a column on screen. */
export const kanbanApi = {
  state: (signal?: AbortSignal) => demoApi<KanbanState>(BASE, { signal }),
  addBoard: (title: string) => demoApi<KanbanBoard>(`${BASE}/board/add`, { method: 'POST', body: { title } }),
  renameBoard: (boardId: number, newName: string) => demoApi<KanbanBoard>(`${BASE}/board/rename`, { method: 'PUT', body: { boardId, newName } }),
  deleteBoard: (id: number) => demoApi(`${BASE}/board/${id}`, { method: 'DELETE' }),
  boardOrder: (ids: number[]) => demoApi<KanbanBoard[]>(`${BASE}/board/state-update`, { method: 'PUT', body: ids }),
  addItem: (board: KanbanBoard, itemTitle: string) =>
    demoApi<KanbanItem>(`${BASE}/item/add`, { method: 'POST', body: { itemTitle, boardName: board.title, boardId: board.id } }),
  updateItem: (item: Partial<KanbanItem> & { id: number }) => demoApi<KanbanItem>(`${BASE}/item/update`, { method: 'PUT', body: { item } }),
  deleteItem: (id: number) => demoApi(`${BASE}/item/${id}`, { method: 'DELETE' }),
  /** A column's new item order; items listed here leave the column they came from. */
  itemOrder: (boardId: number, ids: number[]) => demoApi<KanbanBoard>(`${BASE}/item/state-update`, { method: 'PUT', body: { boardId, ids } }),
}

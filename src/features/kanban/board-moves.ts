import type { KanbanBoard } from '@/core/api/contract/demo/kanban'

/** Drag ids: columns and cards share one DndContext, so their ids carry their kind. */
export const columnKey = (id: number) => `column-${id}`
export const cardKey = (id: number) => `card-${id}`
export const parseKey = (key: string | number): { kind: 'column' | 'card'; id: number } | null => {
  const m = /^(column|card)-(\d+)$/.exec(String(key))
  return m ? { kind: m[1] as 'column' | 'card', id: Number(m[2]) } : null
}

/** The column holding `itemId`, or undefined. */
export const columnOf = (boards: readonly KanbanBoard[], itemId: number) => boards.find((b) => b.itemsIds.includes(itemId))

/** Moves one item to `toBoard` at `toIndex` (clamped); the item leaves the column it was on. Pure. */
export function moveItem(boards: readonly KanbanBoard[], itemId: number, toBoard: number, toIndex: number): KanbanBoard[] {
  const target = boards.find((b) => b.id === toBoard)
  if (!target) return [...boards]
  return boards.map((b) => {
    const without = b.itemsIds.filter((id) => id !== itemId)
    if (b.id !== toBoard) return without.length === b.itemsIds.length ? b : { ...b, itemsIds: without }
    const at = Math.max(0, Math.min(toIndex, without.length))
    return { ...b, itemsIds: [...without.slice(0, at), itemId, ...without.slice(at)] }
  })
}

/** Moves a column to `toIndex` (clamped). Pure. */
export function moveBoard(boards: readonly KanbanBoard[], boardId: number, toIndex: number): KanbanBoard[] {
  const from = boards.findIndex((b) => b.id === boardId)
  if (from < 0) return [...boards]
  const rest = boards.filter((b) => b.id !== boardId)
  const at = Math.max(0, Math.min(toIndex, rest.length))
  return [...rest.slice(0, at), boards[from], ...rest.slice(at)]
}

/** Where an item is: its column and 0-based position there. */
export function placeOf(boards: readonly KanbanBoard[], itemId: number): { board: KanbanBoard; index: number } | null {
  const board = columnOf(boards, itemId)
  return board ? { board, index: board.itemsIds.indexOf(itemId) } : null
}

/** Column titles are unique, ignoring case and surrounding spaces (spec §5; the worker checks too). */
export const titleTaken = (boards: readonly KanbanBoard[], title: string, exceptId?: number) =>
  boards.some((b) => b.id !== exceptId && b.title.trim().toLowerCase() === title.trim().toLowerCase())

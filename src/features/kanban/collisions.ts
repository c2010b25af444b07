import { closestCenter, type CollisionDetection } from '@dnd-kit/core'
import type { KanbanBoard } from '@/core/api/contract/demo/kanban'
import { columnKey, parseKey } from './board-moves'

/**
 * A card lands on another card, or on a column only when that column has no other card (so an
 * empty column can take one). A column lands on the column whose horizontal centre is nearest:
 * columns differ in height, only their place in the row matters.
 */
export function boardCollisions(getBoards: () => readonly KanbanBoard[]): CollisionDetection {
  return (args) => {
    const what = parseKey(args.active.id)
    if (!what) return []
    if (what.kind === 'column') {
      const rect = args.collisionRect
      const mid = rect.left + rect.width / 2
      const columns = args.droppableContainers
        .filter((c) => parseKey(c.id)?.kind === 'column')
        .map((c) => {
          const r = args.droppableRects.get(c.id)
          return r ? { id: c.id, data: { droppableContainer: c, value: Math.abs(r.left + r.width / 2 - mid) } } : null
        })
        .filter((c) => c !== null)
      return columns.sort((a, b) => a.data.value - b.data.value).slice(0, 1)
    }
    const emptyColumns = new Set(getBoards().filter((b) => b.itemsIds.every((id) => id === what.id)).map((b) => columnKey(b.id)))
    const candidates = args.droppableContainers.filter((c) => {
      const key = parseKey(c.id)
      return key?.kind === 'card' || emptyColumns.has(String(c.id))
    })
    return closestCenter({ ...args, droppableContainers: candidates })
  }
}

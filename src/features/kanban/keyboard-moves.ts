import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core'
import type { KanbanBoard } from '@/core/api/contract/demo/kanban'
import { cardKey, columnKey, parseKey, placeOf } from './board-moves'

/**
 * Keyboard moves that follow the board, not the geometry: ↑/↓ step a card within its column,
 * ←/→ carry it to the neighbouring column (same position, or the end); ←/→ move a column. Left
 * and right are what the user sees, so in rtl → goes to the column on the right too. Returns the
 * target's corner, which the collision detection then resolves to that card or column.
 */
export function boardKeyboardCoordinates(getBoards: () => readonly KanbanBoard[]): KeyboardCoordinateGetter {
  return (event, { context: { active, droppableRects } }) => {
    const code = event.code
    if (code !== KeyboardCode.Up && code !== KeyboardCode.Down && code !== KeyboardCode.Left && code !== KeyboardCode.Right) return undefined
    event.preventDefault()
    const what = active ? parseKey(active.id) : null
    if (!what) return undefined
    const boards = getBoards()
    const rectOf = (key: string) => droppableRects.get(key)
    const at = (key: string) => {
      const r = rectOf(key)
      return r ? { x: r.left, y: r.top } : undefined
    }
    // Columns in the order the eye sees them (left to right), whatever the writing direction.
    const visual = [...boards].sort((a, b) => (rectOf(columnKey(a.id))?.left ?? 0) - (rectOf(columnKey(b.id))?.left ?? 0))
    const beside = (boardId: number) => {
      const i = visual.findIndex((b) => b.id === boardId)
      return code === KeyboardCode.Left ? visual[i - 1] : code === KeyboardCode.Right ? visual[i + 1] : undefined
    }

    if (what.kind === 'column') {
      const next = beside(what.id)
      return next ? at(columnKey(next.id)) : undefined
    }
    const place = placeOf(boards, what.id)
    if (!place) return undefined
    const { board, index } = place
    if (code === KeyboardCode.Up || code === KeyboardCode.Down) {
      const neighbour = board.itemsIds[index + (code === KeyboardCode.Down ? 1 : -1)]
      return neighbour === undefined ? undefined : at(cardKey(neighbour))
    }
    const next = beside(board.id)
    if (!next) return undefined
    const others = next.itemsIds.filter((id) => id !== what.id)
    return others.length === 0 ? at(columnKey(next.id)) : at(cardKey(others[Math.min(index, others.length - 1)]))
  }
}

import { describe, expect, it } from 'vitest'
import type { KanbanBoard } from '../../../src/core/api/contract/demo/kanban'
import { moveBoard, moveItem, parseKey, placeOf, titleTaken } from '../../../src/features/kanban/board-moves'

const BOARDS: KanbanBoard[] = [
  { id: 1, title: 'In Progress', itemsIds: [1, 2, 3] },
  { id: 2, title: 'In Review', itemsIds: [4] },
  { id: 3, title: 'Done', itemsIds: [] },
]
const ids = (boards: KanbanBoard[]) => boards.map((b) => [b.id, b.itemsIds])

describe('kanban board moves', () => {
  it('moves an item within a column and to another one (clamped), never leaving it on two columns', () => {
    expect(ids(moveItem(BOARDS, 1, 1, 2))).toEqual([[1, [2, 3, 1]], [2, [4]], [3, []]])
    expect(ids(moveItem(BOARDS, 2, 2, 0))).toEqual([[1, [1, 3]], [2, [2, 4]], [3, []]])
    expect(ids(moveItem(BOARDS, 3, 3, 99))).toEqual([[1, [1, 2]], [2, [4]], [3, [3]]])
    expect(ids(moveItem(BOARDS, 4, 9, 0))).toEqual(ids(BOARDS))
    // Pure: the input is untouched.
    expect(ids(BOARDS)).toEqual([[1, [1, 2, 3]], [2, [4]], [3, []]])
  })

  it('moves a column, finds where an item is, reads drag ids and compares titles like the worker', () => {
    expect(moveBoard(BOARDS, 3, 0).map((b) => b.id)).toEqual([3, 1, 2])
    expect(moveBoard(BOARDS, 1, 9).map((b) => b.id)).toEqual([2, 3, 1])
    expect(placeOf(BOARDS, 3)).toEqual({ board: BOARDS[0], index: 2 })
    expect(placeOf(BOARDS, 42)).toBeNull()
    expect(parseKey('card-12')).toEqual({ kind: 'card', id: 12 })
    expect(parseKey('column-3')).toEqual({ kind: 'column', id: 3 })
    expect(parseKey('other')).toBeNull()
    expect(titleTaken(BOARDS, '  done ')).toBe(true)
    expect(titleTaken(BOARDS, 'Done', 3)).toBe(false)
    expect(titleTaken(BOARDS, 'Backlog')).toBe(false)
  })
})

import { useMemo, useRef, useState, type ReactNode } from 'react'
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type DragOverEvent,
} from '@dnd-kit/core'
import { SortableContext, horizontalListSortingStrategy } from '@dnd-kit/sortable'
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { KanbanBoard, KanbanItem } from '@/core/api/contract/demo/kanban'
import { boardAnnouncements, boardInstructions } from './announcements'
import { columnKey, columnOf, moveBoard, moveItem, parseKey } from './board-moves'
import { boardCollisions } from './collisions'
import { KanbanCard } from './KanbanCard'
import { ColumnGhost, KanbanColumn, type ColumnActions } from './KanbanColumn'
import { boardKeyboardCoordinates } from './keyboard-moves'

export type BoardChange = { kind: 'card' | 'column'; id: number }

type Props = ColumnActions & {
  boards: readonly KanbanBoard[]
  items: ReadonlyMap<number, KanbanItem>
  /** After a drop that changed something: the whole new order and what moved. */
  onCommit: (next: KanbanBoard[], change: BoardChange) => void
  /** The "Add column" slot at the end of the row. */
  trailing?: ReactNode
}

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] }
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } }

/**
 * The columns side by side (scrolling sideways, snapping to a column) with drag and drop of cards
 * and columns: pointer, touch and keyboard, announced to screen readers. While a drag is under way
 * the moves happen on a draft; the drop hands the result to `onCommit`, Escape puts it back.
 */
export function KanbanBoardView({ boards, items, onCommit, trailing, ...actions }: Props) {
  const { i18n } = useLingui()
  const [draft, setDraft] = useState<KanbanBoard[] | null>(null)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const shown = draft ?? boards
  // The sensors, collisions and announcements read the latest order synchronously (state lags a render).
  const live = useRef<readonly KanbanBoard[]>(shown)
  live.current = shown
  const itemsRef = useRef(items)
  itemsRef.current = items
  const setLive = (next: KanbanBoard[] | null) => {
    live.current = next ?? boards
    setDraft(next)
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates(() => live.current), keyboardCodes: KEYBOARD_CODES }),
  )
  const collisions = useMemo(() => boardCollisions(() => live.current), [])
  const accessibility = useMemo(
    () => ({ announcements: boardAnnouncements(i18n, { boards: () => live.current, items: () => itemsRef.current }), screenReaderInstructions: boardInstructions(i18n) }),
    [i18n],
  )

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const what = parseKey(active.id)
    const target = over ? parseKey(over.id) : null
    if (!what || !target || active.id === over?.id) return
    const current = live.current
    if (what.kind === 'column') {
      if (target.kind !== 'column') return
      setLive(moveBoard(current, what.id, current.findIndex((b) => b.id === target.id)))
      return
    }
    if (target.kind === 'column') {
      if (columnOf(current, what.id)?.id !== target.id) setLive(moveItem(current, what.id, target.id, Number.MAX_SAFE_INTEGER))
      return
    }
    const to = columnOf(current, target.id)
    if (!to) return
    let index = to.itemsIds.indexOf(target.id)
    // From another column with a pointer: below the card's middle means after it.
    const from = columnOf(current, what.id)
    const rect = active.rect.current.translated
    if (from?.id !== to.id && rect && over && rect.top > over.rect.top + over.rect.height / 2) index += 1
    setLive(moveItem(current, what.id, to.id, index))
  }

  const finish = (dropped: boolean) => {
    const what = activeKey ? parseKey(activeKey) : null
    const next = live.current
    setActiveKey(null)
    setLive(null)
    // Until the parent re-renders with the new order, the drop announcement reads it from here.
    if (dropped) live.current = next
    if (!dropped || !what || next === boards) return
    const order = (list: readonly KanbanBoard[]) => JSON.stringify(list.map((b) => [b.id, b.itemsIds]))
    if (order(next) !== order(boards)) onCommit([...next], what)
  }

  const activeWhat = activeKey ? parseKey(activeKey) : null
  const activeItem = activeWhat?.kind === 'card' ? items.get(activeWhat.id) : undefined
  const activeBoard = activeWhat?.kind === 'column' ? shown.find((b) => b.id === activeWhat.id) : undefined

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      measuring={MEASURING}
      accessibility={accessibility}
      onDragStart={({ active }) => setActiveKey(String(active.id))}
      onDragOver={onDragOver}
      onDragEnd={() => finish(true)}
      onDragCancel={() => finish(false)}
    >
      <div
        data-kanban-board
        className={css({
          // Positioned, so the cards' visually hidden (absolute) texts in columns scrolled out of view are
          // clipped here too; otherwise they widened the whole page on phones (blank in rtl).
          position: 'relative',
          display: 'flex', gap: '4', alignItems: 'flex-start', overflowX: 'auto', pb: '4', scrollSnapType: 'x mandatory',
          scrollPaddingInline: '1', overscrollBehaviorX: 'contain', minH: '24rem',
        })}
      >
        <SortableContext items={shown.map((b) => columnKey(b.id))} strategy={horizontalListSortingStrategy}>
          {shown.map((board) => (
            <KanbanColumn key={board.id} board={board} items={items} {...actions} />
          ))}
        </SortableContext>
        {trailing}
      </div>
      <DragOverlay>
        {activeItem ? <KanbanCard item={activeItem} lifted /> : activeBoard ? <ColumnGhost title={activeBoard.title} count={activeBoard.itemsIds.length} /> : null}
      </DragOverlay>
    </DndContext>
  )
}

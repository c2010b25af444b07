import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useLingui } from '@lingui/react/macro'
import type { KanbanItem } from '@/core/api/contract/demo/kanban'
import { cardKey } from './board-moves'
import { KanbanCard } from './KanbanCard'

/** A card that can be dragged (pointer, touch or keyboard: Space lifts) and opened (click or Enter). */
export function SortableCard({ item, onOpen }: { item: KanbanItem; onOpen: (id: number) => void }) {
  const { t } = useLingui()
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: cardKey(item.id),
    data: { type: 'card' },
    attributes: { roleDescription: t`movable task` },
  })
  return (
    <li className="kanban-card-slot">
      <KanbanCard
        ref={setNodeRef}
        item={item}
        placeholder={isDragging}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        {...attributes}
        {...listeners}
        onClick={() => onOpen(item.id)}
        onKeyDown={(e) => {
          // Space lifts (the keyboard sensor); Enter opens the task, unless a drag is under way.
          if (e.key === 'Enter' && !isDragging && !e.nativeEvent.isComposing) {
            e.preventDefault()
            onOpen(item.id)
            return
          }
          listeners?.onKeyDown?.(e)
        }}
      />
    </li>
  )
}

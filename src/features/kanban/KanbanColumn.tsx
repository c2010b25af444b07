import { useState } from 'react'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconDots, IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { KanbanBoard, KanbanItem } from '@/core/api/contract/demo/kanban'
import { Badge, Button, IconButton, Menu } from '@/ui'
import { cardKey, columnKey } from './board-moves'
import { InlineTitleForm } from './InlineTitleForm'
import { SortableCard } from './SortableCard'

export type ColumnActions = {
  onOpenItem: (id: number) => void
  /** Each answers an error to show next to the field, or null. */
  onRename: (board: KanbanBoard, title: string) => Promise<string | null>
  onAddItem: (board: KanbanBoard, title: string) => Promise<string | null>
  onDelete: (board: KanbanBoard) => void
}

type Props = ColumnActions & { board: KanbanBoard; items: ReadonlyMap<number, KanbanItem> }

const column = css({
  flex: '0 0 auto', w: { base: '85vw', sm: '18rem' }, maxW: '20rem', display: 'flex', flexDirection: 'column', gap: '3',
  bg: 'bg.muted', borderRadius: 'lg', p: '3', scrollSnapAlign: 'start', alignSelf: 'flex-start',
})

/** One column: its title (drag handle, rename in place, delete), its cards, and "Add task". */
export function KanbanColumn({ board, items, onOpenItem, onRename, onAddItem, onDelete }: Props) {
  const { t } = useLingui()
  const [renaming, setRenaming] = useState(false)
  const [adding, setAdding] = useState(false)
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: columnKey(board.id),
    data: { type: 'column' },
    attributes: { roleDescription: t`movable column` },
  })
  const cards = board.itemsIds.map((id) => items.get(id)).filter((i): i is KanbanItem => i !== undefined)
  const headingId = `kanban-column-${board.id}`

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={board.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(column, isDragging && css({ opacity: '0.4' }))}
    >
      <header className={css({ display: 'flex', alignItems: 'center', gap: '1', minH: '9' })}>
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t`Move column ${board.title}`}
          className={css({ display: 'inline-flex', p: '1', borderRadius: 'sm', color: 'fg.muted', cursor: 'grab', touchAction: 'none', _hover: { bg: 'bg.emphasized' }, _focusVisible: { outline: '2px solid var(--colors-primary)' } })}
        >
          <IconGripVertical size={18} aria-hidden="true" />
        </button>
        {renaming ? (
          <div className={css({ flex: '1' })}>
            <InlineTitleForm
              hideLabel
              label={<Trans>Column title</Trans>}
              initial={board.title}
              submitLabel={<Trans>Rename</Trans>}
              onCancel={() => setRenaming(false)}
              onSubmit={async (title) => {
                const problem = title === board.title ? null : await onRename(board, title)
                if (!problem) setRenaming(false)
                return problem
              }}
            />
          </div>
        ) : (
          <>
            <h2 id={headingId} className={css({ flex: '1', minW: '0', fontWeight: 'semibold', fontSize: 'md', wordBreak: 'keep-all', overflowWrap: 'anywhere' })}>
              <button
                type="button"
                onClick={() => setRenaming(true)}
                title={t`Rename`}
                className={css({ textAlign: 'start', borderRadius: 'sm', px: '1', cursor: 'text', _hover: { bg: 'bg.emphasized' }, _focusVisible: { outline: '2px solid var(--colors-primary)' } })}
              >
                {board.title}
              </button>
            </h2>
            <Badge size="sm" aria-label={plural(cards.length, { one: '# task', other: '# tasks' })}>{cards.length}</Badge>
            <Menu
              trigger={
                <IconButton label={t`Actions for column ${board.title}`} size="sm">
                  <IconDots size={18} aria-hidden="true" />
                </IconButton>
              }
              items={[
                { value: 'rename', label: <Trans>Rename</Trans>, icon: <IconPencil size={16} />, onSelect: () => setRenaming(true) },
                { value: 'delete', label: <Trans>Delete column</Trans>, icon: <IconTrash size={16} />, danger: true, onSelect: () => onDelete(board) },
              ]}
            />
          </>
        )}
      </header>
      <SortableContext items={board.itemsIds.map(cardKey)} strategy={verticalListSortingStrategy}>
        <ul aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minH: '16', listStyle: 'none' })}>
          {cards.map((item) => (
            <SortableCard key={item.id} item={item} onOpen={onOpenItem} />
          ))}
          {cards.length === 0 && (
            <li className={css({ borderWidth: '2px', borderStyle: 'dashed', borderColor: 'border.strong', borderRadius: 'md', p: '4', textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}>
              <Trans>No tasks yet. Add one, or drag a task here.</Trans>
            </li>
          )}
        </ul>
      </SortableContext>
      {adding ? (
        <InlineTitleForm
          label={<Trans>Task title</Trans>}
          submitLabel={<Trans>Add task</Trans>}
          onCancel={() => setAdding(false)}
          onSubmit={async (title) => {
            const problem = await onAddItem(board, title)
            if (!problem) setAdding(false)
            return problem
          }}
        />
      ) : (
        <Button variant="ghost" tone="neutral" size="sm" onClick={() => setAdding(true)} className={css({ justifyContent: 'flex-start' })}>
          <IconPlus size={16} aria-hidden="true" />
          <Trans>Add task</Trans>
        </Button>
      )}
    </section>
  )
}

/** What follows the pointer while a column is dragged (the column itself stays in place, faded). */
export function ColumnGhost({ title, count }: { title: string; count: number }) {
  return (
    <div className={cx(column, css({ boxShadow: 'lg', cursor: 'grabbing', minH: '24' }))}>
      <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' })}>
        <IconGripVertical size={18} aria-hidden="true" />
        {title}
        <Badge size="sm">{count}</Badge>
      </span>
    </div>
  )
}

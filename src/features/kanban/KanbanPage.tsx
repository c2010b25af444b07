import { useMemo, useState } from 'react'
import { IconPlus } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { KanbanBoard, KanbanMember } from '@/core/api/contract/demo/kanban'
import { Button, confirm, EmptyState, ErrorState, PageHeader, Skeleton } from '@/ui'
import { columnOf } from './board-moves'
import { InlineTitleForm } from './InlineTitleForm'
import { ItemDrawer } from './ItemDrawer'
import { KanbanBoardView } from './KanbanBoardView'
import { useKanban } from './use-kanban'

/** `apps-kanban`: columns of tasks, moved by drag and drop or the keyboard, every change kept by the worker. */
export default function KanbanPage() {
  const { t } = useLingui()
  const kanban = useKanban()
  const { boards, items } = kanban
  const [openId, setOpenId] = useState<number | null>(null)
  const [addingColumn, setAddingColumn] = useState(false)

  const people = useMemo(() => {
    const byName = new Map<string, KanbanMember>()
    for (const item of items.values()) for (const m of item.members) if (!byName.has(m.name)) byName.set(m.name, m)
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))
  }, [items])

  const deleteColumn = async (board: KanbanBoard) => {
    const count = board.itemsIds.length
    const ok = await confirm({
      title: t`Delete column “${board.title}”?`,
      message: count === 0 ? t`The column is empty.` : plural(count, { one: 'Its # task is deleted with it. This cannot be undone.', other: 'Its # tasks are deleted with it. This cannot be undone.' }),
      confirmLabel: t`Delete column`,
      danger: true,
    })
    if (ok) await kanban.deleteBoard(board)
  }

  const addColumn = addingColumn ? (
    <div className={css({ flex: '0 0 auto', w: { base: '85vw', sm: '18rem' }, bg: 'bg.muted', borderRadius: 'lg', p: '3', scrollSnapAlign: 'start' })}>
      <InlineTitleForm
        label={<Trans>Column title</Trans>}
        submitLabel={<Trans>Add column</Trans>}
        onCancel={() => setAddingColumn(false)}
        onSubmit={async (title) => {
          const problem = await kanban.addBoard(title)
          if (!problem) setAddingColumn(false)
          return problem
        }}
      />
    </div>
  ) : (
    <Button variant="outline" tone="neutral" onClick={() => setAddingColumn(true)} className={css({ flex: '0 0 auto', scrollSnapAlign: 'start' })}>
      <IconPlus size={18} aria-hidden="true" />
      <Trans>Add column</Trans>
    </Button>
  )

  const open = openId !== null ? items.get(openId) : undefined
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
      <PageHeader title={<Trans>Kanban</Trans>} subtitle={<Trans>Plan the team’s work: drag tasks between columns, or use Space and the arrow keys.</Trans>} />
      {kanban.error && !boards ? (
        <ErrorState error={kanban.error} onRetry={() => void kanban.load()} />
      ) : !boards ? (
        <div aria-busy="true" aria-label={t`Loading the board`} className={css({ display: 'flex', gap: '4', overflow: 'hidden' })}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={css({ flex: '0 0 auto', w: '18rem', h: '24rem', borderRadius: 'lg' })} />
          ))}
        </div>
      ) : boards.length === 0 && !addingColumn ? (
        <EmptyState
          title={<Trans>No columns yet</Trans>}
          description={<Trans>Add a first column, such as “To do”, then add tasks to it.</Trans>}
          action={<Button onClick={() => setAddingColumn(true)}><IconPlus size={18} aria-hidden="true" /><Trans>Add column</Trans></Button>}
        />
      ) : (
        <KanbanBoardView
          boards={boards}
          items={items}
          onCommit={(next, change) => void kanban.commitMove(next, change)}
          onOpenItem={setOpenId}
          onRename={kanban.renameBoard}
          onAddItem={kanban.addItem}
          onDelete={(board) => void deleteColumn(board)}
          trailing={addColumn}
        />
      )}
      {open && boards && (
        <ItemDrawer
          key={open.id}
          item={open}
          people={people}
          columnTitle={columnOf(boards, open.id)?.title ?? ''}
          onSave={kanban.saveItem}
          onDelete={kanban.deleteItem}
          reason={kanban.reason}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  )
}

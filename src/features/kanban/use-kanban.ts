import { useCallback, useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { KANBAN_DUPLICATE_BOARD, type KanbanBoard, type KanbanItem } from '@/core/api/contract/demo/kanban'
import { toApiFailure, type ApiFailure } from '@/core/list/api-failure'
import { toast } from '@/ui'
import { kanbanApi } from './api'
import { columnOf, titleTaken } from './board-moves'
import type { BoardChange } from './KanbanBoardView'

/**
 * The board's state from the worker and every write to it. Moves are shown at once and then saved;
 * a failed save says so and reloads what the worker has.
 */
export function useKanban() {
  const { t } = useLingui()
  const [boards, setBoards] = useState<KanbanBoard[] | null>(null)
  const [items, setItems] = useState<ReadonlyMap<number, KanbanItem>>(new Map())
  const [error, setError] = useState<ApiFailure | null>(null)

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const state = await kanbanApi.state(signal)
      setBoards(state.boards)
      setItems(new Map(state.items.map((i) => [i.id, i])))
      setError(null)
    } catch (err) {
      if (!signal?.aborted) setError(toApiFailure(err))
    }
  }, [])
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  /** A failure as a sentence the user can act on. */
  const reason = useCallback(
    (err: unknown, fallback: string) => {
      const f = toApiFailure(err)
      if (f.offline) return t`You are offline and the change could not be saved. Try again when you are back online.`
      return f.message && f.status !== 500 ? f.message : fallback
    },
    [t],
  )
  const failed = useCallback(
    (err: unknown, what: string) => {
      toast.error(what, { description: reason(err, t`Reload the page and try again.`) })
      void load()
    },
    [load, reason, t],
  )

  const commitMove = async (next: KanbanBoard[], change: BoardChange) => {
    setBoards(next)
    try {
      if (change.kind === 'column') await kanbanApi.boardOrder(next.map((b) => b.id))
      else {
        const to = columnOf(next, change.id)
        if (to) await kanbanApi.itemOrder(to.id, to.itemsIds)
      }
    } catch (err) {
      failed(err, change.kind === 'column' ? t`The column could not be moved` : t`The task could not be moved`)
    }
  }

  const duplicate = (title: string) => t`A column called “${title}” already exists. Choose another title.`
  const isDuplicate = (err: unknown) => toApiFailure(err).message === KANBAN_DUPLICATE_BOARD

  const addBoard = async (title: string): Promise<string | null> => {
    if (boards && titleTaken(boards, title)) return duplicate(title)
    try {
      const board = await kanbanApi.addBoard(title)
      setBoards((list) => [...(list ?? []), board])
      toast.success(t`Column added`, { description: board.title })
      return null
    } catch (err) {
      return isDuplicate(err) ? duplicate(title) : reason(err, t`The column could not be added.`)
    }
  }

  const renameBoard = async (board: KanbanBoard, title: string): Promise<string | null> => {
    if (boards && titleTaken(boards, title, board.id)) return duplicate(title)
    try {
      const saved = await kanbanApi.renameBoard(board.id, title)
      setBoards((list) => list?.map((b) => (b.id === saved.id ? { ...b, title: saved.title } : b)) ?? list)
      return null
    } catch (err) {
      return isDuplicate(err) ? duplicate(title) : reason(err, t`The column could not be renamed.`)
    }
  }

  const deleteBoard = async (board: KanbanBoard) => {
    try {
      await kanbanApi.deleteBoard(board.id)
      setBoards((list) => list?.filter((b) => b.id !== board.id) ?? list)
      toast.info(t`Column deleted`, { description: board.title })
    } catch (err) {
      failed(err, t`The column could not be deleted`)
    }
  }

  const addItem = async (board: KanbanBoard, title: string): Promise<string | null> => {
    try {
      const item = await kanbanApi.addItem(board, title)
      setItems((map) => new Map(map).set(item.id, item))
      setBoards((list) => list?.map((b) => (b.id === board.id ? { ...b, itemsIds: [...b.itemsIds, item.id] } : b)) ?? list)
      return null
    } catch (err) {
      return reason(err, t`The task could not be added.`)
    }
  }

  /** Saves a task's fields; throws so the drawer can show why it failed. */
  const saveItem = async (item: Partial<KanbanItem> & { id: number }) => {
    const saved = await kanbanApi.updateItem(item)
    setItems((map) => new Map(map).set(saved.id, saved))
    return saved
  }

  const deleteItem = async (id: number) => {
    await kanbanApi.deleteItem(id)
    setItems((map) => {
      const next = new Map(map)
      next.delete(id)
      return next
    })
    setBoards((list) => list?.map((b) => ({ ...b, itemsIds: b.itemsIds.filter((i) => i !== id) })) ?? list)
  }

  return { boards, items, error, load, reason, commitMove, addBoard, renameBoard, deleteBoard, addItem, saveItem, deleteItem }
}

import type { RequestContext, Router } from '../server/router'
import { HttpError, created, empty, noContent, ok, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import type { WriteTx } from '../db/database'
import {
  AddBoardSchema,
  AddItemSchema,
  BoardStateSchema,
  ItemStateSchema,
  KANBAN_DUPLICATE_BOARD,
  KANBAN_MISSING_ITEM_FIELDS,
  RenameBoardSchema,
  UpdateItemSchema,
  type KanbanBoard,
  type KanbanItem,
  type KanbanState,
} from '../../src/core/api/contract/demo/kanban'

/** Boards are stored with their place in the board order; clients never see `position`. */
type StoredBoard = KanbanBoard & { position: number }

const BASE = '/api/apps/kanban'
const STORES = ['kanbanBoards', 'kanbanItems'] as const

/** Spec §8's "generic network error": 500 with a readable message (retry rules never retry a POST/PUT). */
const networkError = (message: string): HandlerResult => ({ status: 500, body: { message } })

const publicBoard = ({ id, title, itemsIds }: StoredBoard): KanbanBoard => ({ id, title, itemsIds })
const ordered = (boards: readonly StoredBoard[]) => [...boards].sort((a, b) => a.position - b.position || a.id - b.id)
const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

async function state(ctx: RequestContext): Promise<KanbanState> {
  const [boards, items] = await Promise.all([ctx.db.all<StoredBoard>('kanbanBoards'), ctx.db.all<KanbanItem>('kanbanItems')])
  return { boards: ordered(boards).map(publicBoard), items: [...items].sort((a, b) => a.id - b.id) }
}

/** GET /api/apps/kanban — {boards (in board order), items}. */
export async function getKanban(ctx: RequestContext): Promise<HandlerResult> {
  return ok(await state(ctx))
}

/** PUT board/rename {boardId, newName} — 201 with the board; a title another board has is refused. */
export async function renameBoard(ctx: RequestContext): Promise<HandlerResult> {
  const { boardId, newName } = parseWith(RenameBoardSchema, ctx.body)
  return ctx.db.write([...STORES], async (tx) => {
    const boards = await tx.all<StoredBoard>('kanbanBoards')
    const board = boards.find((b) => b.id === boardId)
    if (!board) return empty(404)
    if (boards.some((b) => b.id !== boardId && sameTitle(b.title, newName))) return networkError(KANBAN_DUPLICATE_BOARD)
    const next = { ...board, title: newName }
    await tx.put('kanbanBoards', next)
    return created(publicBoard(next))
  })
}

/** DELETE board/{id} — 204; the board's items go with it. */
export async function deleteBoard(ctx: RequestContext): Promise<HandlerResult> {
  const board = await ctx.db.get<StoredBoard>('kanbanBoards', ctx.params.id)
  if (!board) return empty(404)
  await ctx.db.write([...STORES], async (tx) => {
    await tx.delete('kanbanBoards', board.id)
    for (const id of board.itemsIds) if (await tx.get('kanbanItems', id)) await tx.delete('kanbanItems', id)
  })
  return noContent()
}

/** POST board/add {title} — 201 with the new (empty, last) board; duplicate title = network error. */
export async function addBoard(ctx: RequestContext): Promise<HandlerResult> {
  const { title } = parseWith(AddBoardSchema, ctx.body)
  return ctx.db.write([...STORES], async (tx) => {
    const boards = await tx.all<StoredBoard>('kanbanBoards')
    if (boards.some((b) => sameTitle(b.title, title))) return networkError(KANBAN_DUPLICATE_BOARD)
    const board: StoredBoard = {
      id: boards.reduce((m, b) => Math.max(m, b.id), 0) + 1,
      title,
      itemsIds: [],
      position: boards.reduce((m, b) => Math.max(m, b.position), -1) + 1,
    }
    await tx.put('kanbanBoards', board)
    return created(publicBoard(board))
  })
}

/**
 * POST item/add {itemTitle, boardName, boardId} — new item id = last item id + 1, no attachments,
 * comments or labels, due today; appended to the board (found by boardId, else by name).
 */
export async function addItem(ctx: RequestContext): Promise<HandlerResult> {
  const { itemTitle, boardName, boardId } = parseWith(AddItemSchema, ctx.body ?? {})
  if (!itemTitle?.trim() || !boardName?.trim()) return networkError(KANBAN_MISSING_ITEM_FIELDS)
  return ctx.db.write([...STORES], async (tx) => {
    const boards = await tx.all<StoredBoard>('kanbanBoards')
    const board = boardId !== undefined ? boards.find((b) => b.id === boardId) : boards.find((b) => sameTitle(b.title, boardName))
    if (!board) return { status: 404, body: { message: 'No such board' } }
    const items = await tx.all<KanbanItem>('kanbanItems')
    const item: KanbanItem = {
      id: items.reduce((m, i) => Math.max(m, i.id), 0) + 1,
      title: itemTitle.trim(),
      dueDate: new Date(ctx.now).toISOString().slice(0, 10),
      labels: [],
      members: [],
      comments: '',
      attachments: 0,
      commentsCount: 0,
    }
    await tx.put('kanbanItems', item)
    await tx.put('kanbanBoards', { ...board, itemsIds: [...board.itemsIds, item.id] })
    return created(item)
  })
}

/** PUT item/update {item} — merges into the stored item; 201 with it. */
export async function updateItem(ctx: RequestContext): Promise<HandlerResult> {
  const { item } = parseWith(UpdateItemSchema, ctx.body)
  return ctx.db.write([...STORES], async (tx) => {
    const current = await tx.get<KanbanItem>('kanbanItems', item.id)
    if (!current) return empty(404)
    const next: KanbanItem = { ...current, ...item }
    await tx.put('kanbanItems', next)
    return created(next)
  })
}

/** Takes item ids off every board (except `keep`). */
async function removeFromBoards(tx: WriteTx, ids: ReadonlySet<number>, keep?: number): Promise<void> {
  for (const board of await tx.all<StoredBoard>('kanbanBoards')) {
    if (board.id === keep || !board.itemsIds.some((id) => ids.has(id))) continue
    await tx.put('kanbanBoards', { ...board, itemsIds: board.itemsIds.filter((id) => !ids.has(id)) })
  }
}

/** DELETE item/{id} — 204; the item leaves every board. */
export async function deleteItem(ctx: RequestContext): Promise<HandlerResult> {
  const item = await ctx.db.get<KanbanItem>('kanbanItems', ctx.params.id)
  if (!item) return empty(404)
  await ctx.db.write([...STORES], async (tx) => {
    await tx.delete('kanbanItems', item.id)
    await removeFromBoards(tx, new Set([item.id]))
  })
  return noContent()
}

/**
 * PUT item/state-update {boardId, ids} — the board's new item order (after a drag). Items moved here
 * leave the board they came from, so an item is never on two boards. 201 with the board.
 */
export async function updateItemState(ctx: RequestContext): Promise<HandlerResult> {
  const { boardId, ids } = parseWith(ItemStateSchema, ctx.body)
  const unique = [...new Set(ids)]
  return ctx.db.write([...STORES], async (tx) => {
    const board = await tx.get<StoredBoard>('kanbanBoards', boardId)
    if (!board) return empty(404)
    for (const id of unique) {
      if (!(await tx.get('kanbanItems', id))) throw new HttpError(400, { message: `ids: no item ${id}`, fields: { ids: [`No item ${id}`] } })
    }
    await removeFromBoards(tx, new Set(unique), board.id)
    const next = { ...board, itemsIds: unique }
    await tx.put('kanbanBoards', next)
    return created(publicBoard(next))
  })
}

/** PUT board/state-update [ids] — the new board order; boards not listed keep their order after them. 201 with the boards. */
export async function updateBoardState(ctx: RequestContext): Promise<HandlerResult> {
  const ids = [...new Set(parseWith(BoardStateSchema, ctx.body))]
  return ctx.db.write([...STORES], async (tx) => {
    const boards = ordered(await tx.all<StoredBoard>('kanbanBoards'))
    const byId = new Map(boards.map((b) => [b.id, b]))
    const missing = ids.find((id) => !byId.has(id))
    if (missing !== undefined) throw new HttpError(400, { message: `body: no board ${missing}`, fields: { _: [`No board ${missing}`] } })
    const order = [...ids.map((id) => byId.get(id)!), ...boards.filter((b) => !ids.includes(b.id))]
    const next = order.map((b, position) => ({ ...b, position }))
    for (const b of next) await tx.put('kanbanBoards', b)
    return created(next.map(publicBoard))
  })
}

export function registerKanban(router: Router): void {
  router.get(BASE, getKanban)
  router.put(`${BASE}/board/rename`, renameBoard)
  router.delete(`${BASE}/board/:id`, deleteBoard)
  router.post(`${BASE}/board/add`, addBoard)
  router.post(`${BASE}/item/add`, addItem)
  router.put(`${BASE}/item/update`, updateItem)
  router.delete(`${BASE}/item/:id`, deleteItem)
  router.put(`${BASE}/item/state-update`, updateItemState)
  router.put(`${BASE}/board/state-update`, updateBoardState)
}

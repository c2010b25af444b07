import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import type { KanbanBoard, KanbanItem, KanbanState } from '../../../../src/core/api/contract/demo/kanban'

const K = '/api/apps/kanban'
const NOW = Date.parse('2026-03-04T08:00:00Z')
const get = async (db: Database) => (await call<KanbanState>(db, 'GET', K)).body

describe('GET /api/apps/kanban', () => {
  it('answers the 3 sample boards (ids from 1) and their items, never public positions', async () => {
    const res = await call(await openTestDb(), 'GET', K)
    expect(res.status).toBe(200)
    expect(res.body.boards.map((b: KanbanBoard) => [b.id, b.title])).toEqual([[1, 'In Progress'], [2, 'In Review'], [3, 'Done']])
    expect(Object.keys(res.body.boards[0]).sort()).toEqual(['id', 'itemsIds', 'title'])
    const onBoards = res.body.boards.flatMap((b: KanbanBoard) => b.itemsIds).sort((a: number, b: number) => a - b)
    expect(onBoards).toEqual(res.body.items.map((i: KanbanItem) => i.id))
  })
})

describe('boards', () => {
  it('POST board/add creates an empty last board (201); a duplicate title is a generic 500 error', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', `${K}/board/add`, { body: { title: 'Backlog' } })
    expect(res).toEqual({ status: 201, body: { id: 4, title: 'Backlog', itemsIds: [] } })
    expect((await get(db)).boards.map((b) => b.title)).toEqual(['In Progress', 'In Review', 'Done', 'Backlog'])
    const dup = await call(db, 'POST', `${K}/board/add`, { body: { title: ' done ' } })
    expect(dup.status).toBe(500)
    expect(dup.body.message).toMatch(/already exists/)
    expect((await get(db)).boards).toHaveLength(4)
    const blank = await call(db, 'POST', `${K}/board/add`, { body: { title: '' } })
    expect(blank.status).toBe(400)
    expect(blank.body.fields).toHaveProperty('title')
  })

  it('PUT board/rename renames (201); unknown board 404; another board\'s title 500; bad body 400', async () => {
    const db = await openTestDb()
    const res = await call(db, 'PUT', `${K}/board/rename`, { body: { boardId: 2, newName: 'Review' } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ id: 2, title: 'Review' })
    expect((await get(db)).boards[1].title).toBe('Review')
    expect((await call(db, 'PUT', `${K}/board/rename`, { body: { boardId: 2, newName: 'review' } })).status).toBe(201)
    expect((await call(db, 'PUT', `${K}/board/rename`, { body: { boardId: 9, newName: 'X' } })).status).toBe(404)
    expect((await call(db, 'PUT', `${K}/board/rename`, { body: { boardId: 1, newName: 'Done' } })).status).toBe(500)
    const bad = await call(db, 'PUT', `${K}/board/rename`, { body: { boardId: '1', newName: 'X' } })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('boardId')
  })

  it('DELETE board/{id} answers 204 and removes the board with its items; unknown 404', async () => {
    const db = await openTestDb()
    const before = await get(db)
    const res = await call(db, 'DELETE', `${K}/board/1`)
    expect(res).toEqual({ status: 204, body: undefined })
    const after = await get(db)
    expect(after.boards.map((b) => b.id)).toEqual([2, 3])
    expect(after.items.map((i) => i.id)).toEqual(before.items.filter((i) => !before.boards[0].itemsIds.includes(i.id)).map((i) => i.id))
    expect((await call(db, 'DELETE', `${K}/board/1`)).status).toBe(404)
  })

  it('PUT board/state-update reorders the boards (201); unknown board id 400', async () => {
    const db = await openTestDb()
    const res = await call(db, 'PUT', `${K}/board/state-update`, { body: [3, 1, 2] })
    expect(res.status).toBe(201)
    expect(res.body.map((b: KanbanBoard) => b.id)).toEqual([3, 1, 2])
    expect((await get(db)).boards.map((b) => b.id)).toEqual([3, 1, 2])
    // A partial list puts those first and keeps the rest in order.
    await call(db, 'PUT', `${K}/board/state-update`, { body: [2] })
    expect((await get(db)).boards.map((b) => b.id)).toEqual([2, 3, 1])
    expect((await call(db, 'PUT', `${K}/board/state-update`, { body: [1, 7] })).status).toBe(400)
    expect((await call(db, 'PUT', `${K}/board/state-update`, { body: { ids: [1] } })).status).toBe(400)
    expect((await get(db)).boards.map((b) => b.id)).toEqual([2, 3, 1])
  })
})

describe('items', () => {
  it('POST item/add: id = last item id + 1, no attachments, comments or labels, appended to the board; 201', async () => {
    const db = await openTestDb()
    const before = await get(db)
    const last = Math.max(...before.items.map((i) => i.id))
    const res = await call(db, 'POST', `${K}/item/add`, { body: { itemTitle: 'Call the printer', boardName: 'In Review', boardId: 2 }, now: NOW })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: last + 1, title: 'Call the printer', dueDate: '2026-03-04', labels: [], members: [], comments: '', attachments: 0, commentsCount: 0 })
    const after = await get(db)
    expect(after.boards[1].itemsIds).toEqual([...before.boards[1].itemsIds, last + 1])
    // Without a boardId the board is found by name.
    const byName = await call(db, 'POST', `${K}/item/add`, { body: { itemTitle: 'Ship it', boardName: 'done' }, now: NOW })
    expect(byName.body.id).toBe(last + 2)
    expect((await get(db)).boards[2].itemsIds.at(-1)).toBe(last + 2)
  })

  it('POST item/add without a title or a board name is the generic 500 error and adds nothing', async () => {
    const db = await openTestDb()
    const before = await get(db)
    for (const body of [{ boardName: 'Done', boardId: 3 }, { itemTitle: 'x', boardId: 3 }, { itemTitle: '  ', boardName: 'Done' }, {}]) {
      const res = await call(db, 'POST', `${K}/item/add`, { body })
      expect(res.status, JSON.stringify(body)).toBe(500)
      expect(res.body.message).toMatch(/required/)
    }
    expect(await get(db)).toEqual(before)
    expect((await call(db, 'POST', `${K}/item/add`, { body: { itemTitle: 'x', boardName: 'Nowhere' } })).status).toBe(404)
    expect((await call(db, 'POST', `${K}/item/add`, { body: { itemTitle: 5, boardName: 'Done' } })).status).toBe(400)
  })

  it('PUT item/update merges into the item (201); unknown 404; bad field 400', async () => {
    const db = await openTestDb()
    const item = (await get(db)).items[0]
    const res = await call(db, 'PUT', `${K}/item/update`, { body: { item: { id: item.id, title: 'New title', labels: ['UX'] } } })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ...item, title: 'New title', labels: ['UX'] })
    expect((await get(db)).items[0]).toEqual(res.body)
    expect((await call(db, 'PUT', `${K}/item/update`, { body: { item: { id: 999, title: 'x' } } })).status).toBe(404)
    const bad = await call(db, 'PUT', `${K}/item/update`, { body: { item: { id: item.id, dueDate: 'soon' } } })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty(['item.dueDate'])
  })

  it('DELETE item/{id} answers 204 and removes it from every board', async () => {
    const db = await openTestDb()
    const { boards } = await get(db)
    const id = boards[0].itemsIds[0]
    // Put the same id on a second board first (a stale client may do that).
    await db.write(['kanbanBoards'], async (tx) => {
      const b = await tx.get<KanbanBoard & { position: number }>('kanbanBoards', 3)
      await tx.put('kanbanBoards', { ...b!, itemsIds: [...b!.itemsIds, id] })
    })
    expect(await call(db, 'DELETE', `${K}/item/${id}`)).toEqual({ status: 204, body: undefined })
    const after = await get(db)
    expect(after.items.some((i) => i.id === id)).toBe(false)
    expect(after.boards.some((b) => b.itemsIds.includes(id))).toBe(false)
    expect((await call(db, 'DELETE', `${K}/item/${id}`)).status).toBe(404)
  })

  it('PUT item/state-update rewrites a board\'s order and takes moved items off their old board; 201', async () => {
    const db = await openTestDb()
    const { boards } = await get(db)
    const moved = boards[0].itemsIds[1]
    const target = [moved, ...boards[2].itemsIds.slice().reverse()]
    const res = await call(db, 'PUT', `${K}/item/state-update`, { body: { boardId: 3, ids: target } })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: 3, title: 'Done', itemsIds: target })
    const after = await get(db)
    expect(after.boards[2].itemsIds).toEqual(target)
    expect(after.boards[0].itemsIds).toEqual(boards[0].itemsIds.filter((i) => i !== moved))
    expect((await call(db, 'PUT', `${K}/item/state-update`, { body: { boardId: 9, ids: [] } })).status).toBe(404)
    const unknown = await call(db, 'PUT', `${K}/item/state-update`, { body: { boardId: 1, ids: [999] } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.fields).toHaveProperty('ids')
  })

  it('property: any sequence of operations keeps every item on at most one board and never answers 500 unexpectedly', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), board: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 1, max: 16 }) }),
      fc.record({ kind: fc.constant('move' as const), board: fc.integer({ min: 1, max: 3 }), ids: fc.array(fc.integer({ min: 1, max: 16 }), { maxLength: 5 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 8 }), async (ops) => {
        const db = await openTestDb()
        for (const o of ops) {
          const titles = ['In Progress', 'In Review', 'Done', 'Nowhere']
          const res =
            o.kind === 'add' ? await call(db, 'POST', `${K}/item/add`, { body: { itemTitle: 'T', boardName: titles[o.board - 1] } })
            : o.kind === 'delete' ? await call(db, 'DELETE', `${K}/item/${o.id}`)
            : await call(db, 'PUT', `${K}/item/state-update`, { body: { boardId: o.board, ids: o.ids } })
          expect([201, 204, 400, 404]).toContain(res.status)
        }
        const { boards, items } = await get(db)
        const seen = boards.flatMap((b) => b.itemsIds)
        expect(new Set(seen).size).toBe(seen.length)
        const known = new Set(items.map((i) => i.id))
        expect(seen.every((id) => known.has(id))).toBe(true)
      }),
      { numRuns: 25 },
    )
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../../sw/db/database'
import { call, openTestDb, signIn } from '../../support/demo-server'
import { emptyProcessDb, PNG, upload } from './process-helpers'

let db: Database
let sales: string
let office: string
beforeEach(async () => {
  db = await emptyProcessDb()
  sales = await signIn(db, 'sales@demo.com')
  office = await signIn(db, 'office@demo.com')
})

describe('POST /v1/api/processes', () => {
  it('creates the process, its cards, images and queue entries together', async () => {
    const { process, cards } = await upload(db, sales, 3)
    expect(process).toMatchObject({ process_name: 'Trade fair Osaka', total: 3, progress: 0, failed: 0, uploader: '鈴木 蓮', owner: '鈴木 蓮', uploader_kana: 'スズキ レン', owner_kana: 'スズキ レン' })
    expect(cards).toHaveLength(3)
    for (const card of cards) {
      expect(card).toMatchObject({ process_id: process.id, analyst_status: null, card_status: 'uncheck', err_msg: '' })
      const image = await call(db, 'GET', `/v1/api/images/${card.image}`, { token: sales })
      expect(image.status).toBe(200)
      expect(image.body.data_url).toBe(PNG)
    }
    const queue = await call(db, 'GET', '/v1/api/analysis/queue', { token: sales })
    expect(queue.body.by_process[process.id]).toBe(3)
  })

  it('rejects bad uploads with a message naming the problem', async () => {
    const none = await call(db, 'POST', '/v1/api/processes', { token: sales, body: { process_name: 'x', files: [] } })
    expect(none.status).toBe(400)
    expect(none.body.message).toContain('Add at least one card image')
    const gif = await call(db, 'POST', '/v1/api/processes', { token: sales, body: { process_name: 'x', files: [{ file_name: 'a.gif', data_url: 'data:image/gif;base64,R0lGOD' }] } })
    expect(gif.status).toBe(400)
    expect(gif.body.fields['files.0.data_url'][0]).toContain('JPEG, PNG or WebP')
    const noName = await call(db, 'POST', '/v1/api/processes', { token: sales, body: { process_name: ' ', files: [{ file_name: 'a.png', data_url: PNG }] } })
    expect(noName.status).toBe(400)
    expect(noName.body.fields.process_name).toBeTruthy()
  })

  it('needs a signed-in product user', async () => {
    expect((await call(db, 'POST', '/v1/api/processes', { body: { process_name: 'x', files: [] } })).status).toBe(401)
    const client = await signIn(db, 'client@demo.com')
    expect((await call(db, 'GET', '/v1/api/processes', { token: client })).status).toBe(403)
  })
})

describe('GET /v1/api/processes', () => {
  it('answers the list contract with search, sort and paging', async () => {
    await upload(db, sales, 1, 'Alpha expo')
    await upload(db, office, 4, 'Beta seminar')
    await upload(db, sales, 2, 'Gamma visit')
    const all = await call(db, 'GET', '/v1/api/processes?itemsPerPage=2&page=1&sortBy=total&orderBy=desc', { token: sales })
    expect(all.body).toMatchObject({ total: 3, page: 1, itemsPerPage: 2 })
    expect(all.body.items.map((p: any) => p.process_name)).toEqual(['Beta seminar', 'Gamma visit'])
    const q = await call(db, 'GET', '/v1/api/processes?q=yui', { token: sales })
    expect(q.body.items.map((p: any) => p.process_name)).toEqual(['Beta seminar'])
    const newest = await call(db, 'GET', '/v1/api/processes', { token: sales })
    expect(newest.body.items[0].process_name).toBe('Gamma visit')
    const mine = await call(db, 'GET', '/v1/api/processes?mine=1', { token: office })
    expect(mine.body.total).toBe(1)
  })
})

describe('PUT and DELETE /v1/api/processes/:id', () => {
  it('renames with optimistic concurrency', async () => {
    const { process } = await upload(db, sales)
    const ok = await call(db, 'PUT', `/v1/api/processes/${process.id}`, { token: sales, body: { process_name: 'Renamed', updated_at: process.updated_at } })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ process_name: 'Renamed', total: 2, uploader: '鈴木 蓮' })
    const stale = await call(db, 'PUT', `/v1/api/processes/${process.id}`, { token: sales, body: { process_name: 'Again', updated_at: process.updated_at } })
    expect(stale.status).toBe(409)
  })

  it('lets admin and office delete (with cards and images) but not sales', async () => {
    const { process, cards } = await upload(db, sales)
    expect((await call(db, 'DELETE', `/v1/api/processes/${process.id}`, { token: sales })).status).toBe(403)
    const del = await call(db, 'DELETE', `/v1/api/processes/${process.id}`, { token: office })
    expect(del.status).toBe(200)
    expect((await call(db, 'GET', `/v1/api/processes/${process.id}`, { token: office })).status).toBe(404)
    expect((await call(db, 'GET', `/v1/api/images/${cards[0].image}`, { token: office })).status).toBe(404)
    expect((await call(db, 'GET', '/v1/api/analysis/queue', { token: office })).body.pending).toBe(0)
    const undo = await call(db, 'POST', '/v1/api/processes/restore', { token: office, body: { undo: del.body.undo } })
    expect(undo.status).toBe(200)
    expect((await call(db, 'GET', `/v1/api/processes/${process.id}/namecards`, { token: office })).body.total).toBe(2)
  })
})

describe('wf-process lists', () => {
  it('answer {users, totalPages, totalUsers, page}', async () => {
    const { process } = await upload(db, sales, 3)
    const list = await call(db, 'GET', '/api/apps/wf-process?page=1&itemsPerPage=10&sortBy=ignored', { token: sales })
    expect(list.body).toMatchObject({ totalUsers: 1, totalPages: 1, page: 1 })
    expect(Object.keys(list.body.users[0]).sort()).toEqual(['created_at', 'failed', 'id', 'owner', 'process_name', 'progress', 'total', 'uploader'])
    const cards = await call(db, 'GET', `/api/apps/wf-process-namecard?itemsPerPage=2&page=2&process_id=${process.id}`, { token: sales })
    expect(cards.body).toMatchObject({ totalUsers: 3, totalPages: 2, page: 2 })
    expect(cards.body.users).toHaveLength(1)
    expect(cards.body.users[0]).toHaveProperty('analyst_status', null)
  })
})

describe('sample data', () => {
  it('seeds analysed processes whose counters match their cards, with nothing queued', async () => {
    const seeded = await openTestDb()
    const token = await signIn(seeded, 'office@demo.com')
    const list = await call(seeded, 'GET', '/v1/api/processes?itemsPerPage=-1', { token })
    expect(list.body.total).toBeGreaterThanOrEqual(5)
    for (const p of list.body.items) {
      const cards = (await call(seeded, 'GET', `/v1/api/processes/${p.id}/namecards?itemsPerPage=-1`, { token })).body.items as any[]
      expect(cards.length).toBe(p.total)
      expect(cards.filter((c) => c.analyst_status === 'fail').length).toBe(p.failed)
      expect(p.progress).toBe(p.total)
    }
    expect((await call(seeded, 'GET', '/v1/api/analysis/queue', { token })).body.pending).toBe(0)
    const image = await call(seeded, 'GET', '/v1/api/images/card-1', { token })
    expect(image.body.data_url).toBe('/images/cards/card-1.svg')
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../../sw/db/database'
import { call, signIn } from '../../support/demo-server'
import { analyse, emptyProcessDb, upload } from '../product/process-helpers'

let db: Database
let sales: string
let office: string
beforeEach(async () => {
  db = await emptyProcessDb()
  ;[sales, office] = await Promise.all([signIn(db, 'sales@demo.com'), signIn(db, 'office@demo.com')])
})

const list = (token: string) => call(db, 'GET', '/api/notifications', { token })
const good = { full_name: '山田 太郎', email: 'taro@sakura-shoji.example.jp', phone_number: '03-1234-5678', company: '株式会社サクラ商事' }

describe('notifications', () => {
  it('start with the samples, newest first, with the unread count; need a sign-in', async () => {
    const res = await list(sales)
    expect(res.status).toBe(200)
    expect(res.body.items.map((n: { kind: string }) => n.kind)).toEqual([
      'sample-cards-analysed',
      'sample-person-merged',
      'sample-card-failed',
      'sample-sales-check',
      'sample-career-change',
      'sample-weekly-summary',
    ])
    expect(res.body.unread).toBe(4)
    const times = res.body.items.map((n: { created_at: string }) => n.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    expect((await call(db, 'GET', '/api/notifications')).status).toBe(401)
  })

  it('mark read and unread, remove, mark all read: kept, and per account', async () => {
    const [first, second] = (await list(sales)).body.items
    const read = await call(db, 'PATCH', `/api/notifications/${first.id}`, { token: sales, body: { read: true } })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ id: first.id, read: true })
    expect((await list(sales)).body.unread).toBe(3)
    expect((await call(db, 'PATCH', `/api/notifications/${first.id}`, { token: sales, body: { read: false } })).body.read).toBe(false)
    expect((await call(db, 'DELETE', `/api/notifications/${second.id}`, { token: sales })).status).toBe(200)
    expect((await list(sales)).body.items.some((n: { id: number }) => n.id === second.id)).toBe(false)
    const all = await call(db, 'POST', '/api/notifications/read-all', { token: sales })
    expect(all.body.unread).toBe(0)
    expect((await list(sales)).body).toMatchObject({ unread: 0, items: expect.arrayContaining([expect.objectContaining({ read: true })]) })
    // Another account's inbox is its own.
    expect((await list(office)).body.unread).toBe(4)
    expect((await list(office)).body.items).toHaveLength(6)
  })

  it('answer bad input with 400 and unknown ids with 404', async () => {
    const bad = await call(db, 'PATCH', '/api/notifications/1', { token: sales, body: { read: 'yes' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/read/)
    expect((await call(db, 'PATCH', '/api/notifications/999', { token: sales, body: { read: true } })).status).toBe(404)
    expect((await call(db, 'DELETE', '/api/notifications/999', { token: sales })).status).toBe(404)
  })

  it('bring the samples back, keeping real ones', async () => {
    for (const n of (await list(sales)).body.items) await call(db, 'DELETE', `/api/notifications/${n.id}`, { token: sales })
    expect((await list(sales)).body.items).toHaveLength(0)
    const back = await call(db, 'POST', '/api/notifications/samples', { token: sales })
    expect(back.body.items).toHaveLength(6)
    const ids = back.body.items.map((n: { id: number }) => n.id)
    expect(new Set(ids).size).toBe(6)
    expect(Math.min(...ids)).toBeGreaterThan(6)
  })

  it('a finished card analysis notifies its uploader, once, with what happened', async () => {
    const { process, cards } = await upload(db, sales, 2, '大阪展示会')
    await analyse(db, sales, process.id, cards[0].id, good)
    expect((await list(sales)).body.items.filter((n: { kind: string }) => n.kind === 'analysis-finished')).toHaveLength(0)
    // Another device (the office) reads the last card: the uploader is told, not the reader.
    await analyse(db, office, process.id, cards[1].id, { company: '株式会社サクラ商事' }, 'fail')
    const mine = (await list(sales)).body
    expect(mine.items[0]).toMatchObject({ kind: 'analysis-finished', read: false, tone: 'warning', params: { process_id: process.id, process_name: '大阪展示会', total: 2, failed: 1 } })
    expect(mine.unread).toBe(5)
    expect((await list(office)).body.items.some((n: { kind: string }) => n.kind === 'analysis-finished')).toBe(false)
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../../sw/db/database'
import { call, signIn } from '../../support/demo-server'
import { check, emptyProcessDb, upload } from './process-helpers'

// Issue 19: fields the reader was unsure of travel with the result and stay flagged until looked at.

let db: Database
let office: string
beforeEach(async () => {
  db = await emptyProcessDb()
  office = await signIn(db, 'office@demo.com')
})

const fields = { full_name: '山田 太郎', email: 'taro@sakura-shoji.example.jp', phone_number: '03-1234-5678', company: '株式会社サクラ商事' }
const post = (pid: number, id: number, doubtful: unknown) =>
  call(db, 'POST', `/v1/api/processes/${pid}/namecards/${id}/analysis`, { token: office, body: { analyst_status: 'success', err_msg: '', fields, doubtful } })

describe('doubtful fields', () => {
  it('are stored with the result once each: a value the reader was unsure of, or an empty field it expected and did not find', async () => {
    const { process, cards } = await upload(db, office, 1)
    const res = await post(process.id, cards[0].id, ['company', 'company', 'position'])
    expect(res.status).toBe(200)
    expect(res.body.card.position).toBe('')
    expect(res.body.card.doubtful_fields).toEqual(['company', 'position'])
  })

  it('must name card fields (400 with a readable message)', async () => {
    const { process, cards } = await upload(db, office, 1)
    const res = await post(process.id, cards[0].id, ['password'])
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('doubtful lists card field names')
  })

  it('leave the list when a person corrects the field, and all at once at the office check', async () => {
    const { process, cards } = await upload(db, office, 2)
    const id = cards[0].id
    await post(process.id, id, ['full_name', 'company'])
    const url = `/v1/api/processes/${process.id}/namecards/${id}`
    const stored = (await call(db, 'GET', url, { token: office })).body
    const saved = await call(db, 'PUT', url, { token: office, body: { ...fields, company: '株式会社サクラ商事 東京本社', updated_at: stored.updated_at } })
    expect(saved.status).toBe(200)
    expect(saved.body.doubtful_fields).toEqual(['full_name'])
    // An empty field flagged as not found leaves the list once someone fills it in.
    await post(process.id, cards[1].id, ['position'])
    const other = `/v1/api/processes/${process.id}/namecards/${cards[1].id}`
    const before = (await call(db, 'GET', other, { token: office })).body
    const filled = await call(db, 'PUT', other, { token: office, body: { ...fields, position: '課長', updated_at: before.updated_at } })
    expect(filled.body.doubtful_fields).toEqual([])
    await check(db, office, process.id, [id], 'checked_by_office')
    expect((await call(db, 'GET', url, { token: office })).body.doubtful_fields).toEqual([])
  })
})

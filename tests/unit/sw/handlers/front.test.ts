import { beforeEach, describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import { CONTACT_DOCUMENT } from '../../../../sw/handlers/front'
import type { ContactMessage } from '../../../../src/core/api/contract/demo/front'

let db: Database
beforeEach(async () => {
  db = await openTestDb()
})

const send = (body: unknown, now?: number) => call(db, 'POST', '/api/front-pages/contact', { body, now })
const good = { name: '佐藤 花子', email: 'hanako@sakura-shoji.example.jp', message: '名刺の読み取りについて相談したいです。' }

describe('POST /api/front-pages/contact', () => {
  it('keeps a valid message without a sign-in and answers 201 with its id and time', async () => {
    const now = Date.parse('2026-03-02T09:30:00Z')
    const res = await send(good, now)
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: 1, receivedAt: '2026-03-02T09:30:00.000Z' })
    const second = await send({ ...good, name: 'Louis Bernard', email: 'louis@example.fr', message: 'Do you offer a discount for schools?' })
    expect(second.body.id).toBe(2)
    const stored = await db.document<ContactMessage[]>(CONTACT_DOCUMENT)
    expect(stored?.map((m) => m.name)).toEqual(['佐藤 花子', 'Louis Bernard'])
    expect(stored?.[0]).toMatchObject({ email: good.email, message: good.message })
  })

  it('normalises full-width input like the other Japanese forms', async () => {
    const res = await send({ ...good, email: 'ｈａｎａｋｏ@example.jp' })
    expect(res.status).toBe(201)
    expect((await db.document<ContactMessage[]>(CONTACT_DOCUMENT))?.[0].email).toBe('hanako@example.jp')
  })

  it('rejects bad input with a 400 naming each field, and keeps nothing', async () => {
    const res = await send({ name: ' ', email: 'not-an-address', message: 'short' })
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({
      name: ['This field is required'],
      email: ['Enter a valid email address'],
      message: ['Write at least 10 characters so we can help'],
    })
    expect((await send(null)).status).toBe(400)
    expect((await send({ ...good, message: 'x'.repeat(2001) })).body.fields).toEqual({ message: ['This is too long'] })
    expect(await db.document(CONTACT_DOCUMENT)).toBeUndefined()
  })
})

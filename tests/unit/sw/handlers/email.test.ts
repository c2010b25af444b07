import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import { emailsMeta } from '../../../../sw/handlers/email'
import type { Email } from '../../../../src/core/api/contract/demo/email'
import { readFile } from 'node:fs/promises'

const fixture = async () => JSON.parse(await readFile(new URL('../../../../public/fixtures/emails.json', import.meta.url), 'utf8')).records as Email[]
const ids = (list: Email[]) => list.map((e) => e.id).sort((a, b) => a - b)
const newestFirst = (list: Email[]) => list.map((e) => Date.parse(e.time)).every((t, i, a) => i === 0 || a[i - 1] >= t)

describe('e-mail samples', () => {
  it('cover every folder, trash, stars, the four labels, 5mb and 10mb attachments and nested replies', async () => {
    const all = await fixture()
    expect(new Set(all.map((e) => e.folder))).toEqual(new Set(['inbox', 'sent', 'draft', 'spam']))
    expect(all.some((e) => e.isDeleted)).toBe(true)
    expect(all.some((e) => e.isStarred && !e.isDeleted)).toBe(true)
    expect(new Set(all.flatMap((e) => e.labels))).toEqual(new Set(['private', 'company', 'personal', 'important']))
    expect(new Set(all.flatMap((e) => e.attachments.map((a) => a.size)))).toEqual(new Set(['5mb', '10mb']))
    expect(all.some((e) => e.replies.some((r) => r.replies.length > 0))).toBe(true)
  })
})

describe('GET /api/apps/email', () => {
  let db: Database
  let all: Email[]
  beforeAll(async () => {
    db = await openTestDb()
    all = await fixture()
  })

  it('defaults to the inbox (not deleted), newest first, with meta counts', async () => {
    const res = await call(db, 'GET', '/api/apps/email')
    expect(res.status).toBe(200)
    expect(ids(res.body.emails)).toEqual(ids(all.filter((e) => e.folder === 'inbox' && !e.isDeleted)))
    expect(newestFirst(res.body.emails)).toBe(true)
    expect(res.body.total).toBe(res.body.emails.length)
    expect(res.body.emailsMeta).toEqual({
      inbox: all.filter((e) => !e.isDeleted && e.folder === 'inbox' && !e.isRead).length,
      draft: all.filter((e) => !e.isDeleted && e.folder === 'draft').length,
      spam: all.filter((e) => !e.isDeleted && e.folder === 'spam' && !e.isRead).length,
      star: all.filter((e) => !e.isDeleted && e.isStarred).length,
    })
  })

  it('filters trashed, starred and each folder', async () => {
    expect(ids((await call(db, 'GET', '/api/apps/email?filter=trashed')).body.emails)).toEqual(ids(all.filter((e) => e.isDeleted)))
    expect(ids((await call(db, 'GET', '/api/apps/email?filter=starred')).body.emails)).toEqual(ids(all.filter((e) => e.isStarred && !e.isDeleted)))
    for (const folder of ['sent', 'draft', 'spam']) {
      const res = await call(db, 'GET', `/api/apps/email?filter=${folder}`)
      expect(ids(res.body.emails)).toEqual(ids(all.filter((e) => e.folder === folder && !e.isDeleted)))
      expect(res.body.emails.length).toBeGreaterThan(0)
    }
  })

  it('filters by label (any folder, not deleted)', async () => {
    const res = await call(db, 'GET', '/api/apps/email?label=company')
    expect(ids(res.body.emails)).toEqual(ids(all.filter((e) => e.labels.includes('company') && !e.isDeleted)))
  })

  it('searches the sender name or the subject, case-insensitively', async () => {
    const target = all.find((e) => e.folder === 'inbox' && !e.isDeleted)!
    const bySender = await call(db, 'GET', `/api/apps/email?q=${encodeURIComponent(target.from.name.toUpperCase())}`)
    expect(bySender.body.emails.every((e: Email) => e.from.name === target.from.name || e.subject.toLowerCase().includes(target.from.name.toLowerCase()))).toBe(true)
    expect(ids(bySender.body.emails)).toContain(target.id)
    const bySubject = await call(db, 'GET', '/api/apps/email?q=osaka%20FAIR')
    expect(bySubject.body.emails.length).toBeGreaterThan(0)
    expect(bySubject.body.emails.every((e: Email) => e.subject.toLowerCase().includes('osaka fair'))).toBe(true)
  })

  it('property: total is the filtered count, pages never exceed their size, newest first, never a 500', async () => {
    const query = fc.record({
      q: fc.oneof(fc.constant(''), fc.string({ maxLength: 3 }), fc.constantFrom('re', 'Promo', 'the')),
      filter: fc.constantFrom(undefined, '', 'inbox', 'sent', 'draft', 'spam', 'trashed', 'starred', 'other'),
      label: fc.constantFrom(undefined, '', 'private', 'company', 'personal', 'important', 'nope'),
      itemsPerPage: fc.constantFrom(undefined, '-1', '5', '10', 'x'),
      page: fc.constantFrom(undefined, '1', '2', '9', 'y'),
    })
    await fc.assert(
      fc.asyncProperty(query, async (qp) => {
        const params = new URLSearchParams()
        for (const [k, v] of Object.entries(qp)) if (v !== undefined) params.set(k, v)
        const res = await call(db, 'GET', `/api/apps/email?${params}`)
        expect(res.status).toBe(200)
        const needle = qp.q.trim().toLowerCase()
        const filter = qp.filter || 'inbox'
        const select = (e: Email) =>
          qp.label ? !e.isDeleted && (e.labels as string[]).includes(qp.label)
          : filter === 'trashed' ? e.isDeleted
          : filter === 'starred' ? !e.isDeleted && e.isStarred
          : !e.isDeleted && e.folder === filter
        const expected = all.filter((e) => select(e) && (!needle || e.from.name.toLowerCase().includes(needle) || e.subject.toLowerCase().includes(needle)))
        expect(res.body.total).toBe(expected.length)
        const size = qp.itemsPerPage === undefined || qp.itemsPerPage === 'x' || qp.itemsPerPage === '-1' ? Infinity : Number(qp.itemsPerPage)
        expect(res.body.emails.length).toBeLessThanOrEqual(size)
        expect(newestFirst(res.body.emails)).toBe(true)
      }),
      { numRuns: 120 },
    )
  })
})

describe('POST /api/apps/email', () => {
  it('merges data into one id (200) and the meta follows', async () => {
    const db = await openTestDb()
    const unread = (await fixture()).find((e) => e.folder === 'inbox' && !e.isRead && !e.isDeleted)!
    const before = (await call(db, 'GET', '/api/apps/email')).body.emailsMeta
    const res = await call(db, 'POST', '/api/apps/email', { body: { ids: unread.id, data: { isRead: true } } })
    expect(res.status).toBe(200)
    expect(res.body.emails).toEqual([{ ...unread, isRead: true }])
    expect(res.body.emailsMeta.inbox).toBe(before.inbox - 1)
    const stored = (await call(db, 'GET', '/api/apps/email')).body.emails.find((e: Email) => e.id === unread.id)
    expect(stored.isRead).toBe(true)
  })

  it('moves a list of ids to the trash; trashed mail no longer counts', async () => {
    const db = await openTestDb()
    const spam = (await fixture()).filter((e) => e.folder === 'spam' && !e.isDeleted)
    const res = await call(db, 'POST', '/api/apps/email', { body: { ids: spam.map((e) => e.id), data: { isDeleted: true } } })
    expect(res.status).toBe(200)
    expect(res.body.emailsMeta.spam).toBe(0)
    expect((await call(db, 'GET', '/api/apps/email?filter=spam')).body.emails).toEqual([])
    expect(ids((await call(db, 'GET', '/api/apps/email?filter=trashed')).body.emails)).toEqual(expect.arrayContaining(spam.map((e) => e.id)))
  })

  it('toggles a label: added when absent, removed when present, 201', async () => {
    const db = await openTestDb()
    const mail = (await fixture()).find((e) => !e.labels.includes('important') && !e.isDeleted)!
    const added = await call(db, 'POST', '/api/apps/email', { body: { ids: [mail.id], label: 'important' } })
    expect(added.status).toBe(201)
    expect(added.body.emails[0].labels).toEqual([...mail.labels, 'important'])
    const removed = await call(db, 'POST', '/api/apps/email', { body: { ids: [mail.id], label: 'important' } })
    expect(removed.status).toBe(201)
    expect(removed.body.emails[0].labels).toEqual(mail.labels)
  })

  it('is all or nothing: an unknown id is a 404 and changes nothing', async () => {
    const db = await openTestDb()
    const first = (await fixture())[0]
    const res = await call(db, 'POST', '/api/apps/email', { body: { ids: [first.id, 99999], data: { isStarred: !first.isStarred } } })
    expect(res.status).toBe(404)
    expect(res.body.message).toMatch(/99999/)
    const stored = (await call(db, 'GET', `/api/apps/email?filter=${first.isDeleted ? 'trashed' : first.folder}`)).body.emails.find((e: Email) => e.id === first.id)
    expect(stored.isStarred).toBe(first.isStarred)
  })

  it('rejects bad bodies with a 400 naming the field', async () => {
    const db = await openTestDb()
    const cases: [unknown, string][] = [
      [{ data: { isRead: true } }, 'ids'],
      [{ ids: 'one', data: { isRead: true } }, 'ids'],
      [{ ids: 1, label: 'urgent' }, 'label'],
      [{ ids: 1, data: { isRead: 'yes' } }, 'data.isRead'],
      [{ ids: 1, data: { subject: 'changed' } }, 'data.subject'],
      [{ ids: 1 }, 'data'],
    ]
    for (const [body, field] of cases) {
      const res = await call(db, 'POST', '/api/apps/email', { body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.body.fields), JSON.stringify(body)).toContain(field)
    }
  })
})

describe('emailsMeta', () => {
  it('counts only non-deleted mail: unread inbox and spam, every draft, starred', () => {
    const base = { isDeleted: false, isRead: true, isStarred: false, folder: 'inbox' } as Email
    const list = [
      { ...base, isRead: false },
      { ...base, isRead: false, isDeleted: true },
      { ...base, folder: 'spam', isRead: false },
      { ...base, folder: 'spam' },
      { ...base, folder: 'draft' },
      { ...base, folder: 'draft', isDeleted: true },
      { ...base, isStarred: true },
      { ...base, isStarred: true, isDeleted: true },
    ] as Email[]
    expect(emailsMeta(list)).toEqual({ inbox: 1, draft: 1, spam: 1, star: 1 })
  })
})

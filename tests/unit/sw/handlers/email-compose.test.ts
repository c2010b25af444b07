import { beforeEach, describe, expect, it } from 'vitest'
import { call, openTestDb, signIn } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import type { Email } from '../../../../src/core/api/contract/demo/email'

const NOW = Date.parse('2026-03-02T09:30:00.000Z')
const attachment = { fileName: 'agenda.txt', size: '12 B', thumbnail: '', url: 'data:text/plain;base64,aGVsbG8gd29ybGQh' }

describe('PUT /api/apps/email/drafts and POST /api/apps/email/send', () => {
  let db: Database
  let token: string
  beforeEach(async () => {
    db = await openTestDb()
    token = await signIn(db, 'office@demo.com', 'office')
  })

  it('creates a draft from the signed-in user, updates it in place, then sends it to the sent folder', async () => {
    const before = (await call(db, 'GET', '/api/apps/email?filter=draft', { token })).body.emailsMeta.draft as number
    const first = await call(db, 'PUT', '/api/apps/email/drafts', { token, now: NOW, body: { to: [], subject: 'Agenda', message: '<p>Draft</p>' } })
    expect(first.status).toBe(201)
    const draft = first.body.email as Email
    expect(draft).toMatchObject({ folder: 'draft', subject: 'Agenda', isRead: true, isDeleted: false, time: new Date(NOW).toISOString() })
    expect(draft.from.email).toBe('office@demo.com')
    expect(first.body.emailsMeta.draft).toBe(before + 1)
    // The new id is above every id in use, replies included.
    const all = await db.all<Email>('emails')
    const used = all.flatMap(function walk(e: Email): number[] { return [e.id, ...e.replies.flatMap(walk)] })
    expect(used.filter((id) => id === draft.id)).toHaveLength(1)

    const second = await call(db, 'PUT', '/api/apps/email/drafts', { token, now: NOW + 1000, body: { id: draft.id, to: ['ken@example.com'], cc: ['ann@example.com'], subject: 'Agenda v2', message: '<p>More</p>', attachments: [attachment] } })
    expect(second.status).toBe(200)
    expect(second.body.email).toMatchObject({ id: draft.id, subject: 'Agenda v2', cc: ['ann@example.com'], attachments: [attachment], to: [{ email: 'ken@example.com', name: 'ken' }] })
    expect(second.body.emailsMeta.draft).toBe(before + 1)

    const sent = await call(db, 'POST', '/api/apps/email/send', { token, now: NOW + 2000, body: { id: draft.id, to: ['ken@example.com'], subject: 'Agenda v2', message: '<p>More</p>', attachments: [attachment] } })
    expect(sent.status).toBe(201)
    expect(sent.body.email).toMatchObject({ id: draft.id, folder: 'sent' })
    expect(sent.body.emailsMeta.draft).toBe(before)
    const sentList = (await call(db, 'GET', '/api/apps/email?filter=sent', { token })).body.emails as Email[]
    expect(sentList[0].id).toBe(draft.id) // newest first
    expect(sentList[0].attachments[0].url).toBe(attachment.url)
  })

  it('sends a new message without a draft', async () => {
    const res = await call(db, 'POST', '/api/apps/email/send', { token, now: NOW, body: { to: ['ken@example.com'], subject: 'Hi', message: '<p>Hello</p>' } })
    expect(res.status).toBe(201)
    expect(res.body.email).toMatchObject({ folder: 'sent', subject: 'Hi', cc: [], bcc: [], attachments: [] })
  })

  it('refuses a send without recipients, bad addresses and oversized or non-data attachments with a readable 400', async () => {
    const none = await call(db, 'POST', '/api/apps/email/send', { token, body: { to: [], subject: 'x' } })
    expect(none.status).toBe(400)
    expect(none.body.message).toContain('Add at least one recipient')
    const bad = await call(db, 'PUT', '/api/apps/email/drafts', { token, body: { to: ['not an address'] } })
    expect(bad.status).toBe(400)
    expect(bad.body.fields['to.0']).toEqual(['Recipients must be e-mail addresses'])
    const remote = await call(db, 'PUT', '/api/apps/email/drafts', { token, body: { to: [], attachments: [{ ...attachment, url: 'https://evil.example/x' }] } })
    expect(remote.status).toBe(400)
    const huge = await call(db, 'PUT', '/api/apps/email/drafts', { token, body: { to: [], attachments: [{ ...attachment, url: 'data:x;base64,' + 'A'.repeat(7_100_000) }] } })
    expect(huge.status).toBe(400)
    expect(huge.body.message).toContain('at most 5 MB')
    const extra = await call(db, 'PUT', '/api/apps/email/drafts', { token, body: { to: [], folder: 'sent' } })
    expect(extra.status).toBe(400)
  })

  it('edits only drafts: 404 for an unknown id, 409 for a mail in another folder; needs a session', async () => {
    const unknown = await call(db, 'PUT', '/api/apps/email/drafts', { token, body: { id: 99999, to: [] } })
    expect(unknown.status).toBe(404)
    const inbox = (await call(db, 'GET', '/api/apps/email', { token })).body.emails[0] as Email
    const notDraft = await call(db, 'POST', '/api/apps/email/send', { token, body: { id: inbox.id, to: ['a@example.com'] } })
    expect(notDraft.status).toBe(409)
    expect((await db.get<Email>('emails', inbox.id))!.folder).toBe('inbox')
    const anonymous = await call(db, 'PUT', '/api/apps/email/drafts', { body: { to: [] } })
    expect(anonymous.status).toBe(401)
  })
})

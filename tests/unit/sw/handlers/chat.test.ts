import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { call, openTestDb } from '../../support/demo-server'
import type { ChatContact, ChatContactWithChat } from '../../../../src/core/api/contract/demo/chat'

const NOW = Date.parse('2026-02-01T10:00:00Z')

describe('GET /api/apps/chat/chats-and-contacts', () => {
  it('lists 10 contacts in all four presences, the profile user and the 2 chats newest first', async () => {
    const res = await call(await openTestDb(), 'GET', '/api/apps/chat/chats-and-contacts')
    expect(res.status).toBe(200)
    expect(res.body.contacts).toHaveLength(10)
    expect(new Set(res.body.contacts.map((c: ChatContact) => c.status))).toEqual(new Set(['online', 'offline', 'busy', 'away']))
    expect(res.body.profileUser).toMatchObject({ fullName: expect.any(String), settings: { isTwoStepAuthVerificationEnabled: expect.any(Boolean), isNotificationsOn: expect.any(Boolean) } })
    const chats = res.body.chatsContacts as ChatContactWithChat[]
    expect(chats).toHaveLength(2)
    for (const c of chats) expect(c.chat).toEqual({ id: expect.any(Number), unseenMsgs: expect.any(Number), lastMessage: expect.objectContaining({ message: expect.any(String) }) })
    expect(Date.parse(chats[0].chat.lastMessage!.time)).toBeGreaterThan(Date.parse(chats[1].chat.lastMessage!.time))
  })

  it('filters both lists by name, case-insensitively', async () => {
    const db = await openTestDb()
    const all = (await call(db, 'GET', '/api/apps/chat/chats-and-contacts')).body
    const withChat = all.chatsContacts[0] as ChatContactWithChat
    const res = await call(db, 'GET', `/api/apps/chat/chats-and-contacts?q=${encodeURIComponent(withChat.fullName.toUpperCase())}`)
    expect(res.body.contacts.map((c: ChatContact) => c.id)).toEqual([withChat.id])
    expect(res.body.chatsContacts.map((c: ChatContact) => c.id)).toEqual([withChat.id])
    const none = await call(db, 'GET', '/api/apps/chat/chats-and-contacts?q=zzzz')
    expect(none.body).toMatchObject({ contacts: [], chatsContacts: [] })
  })

  it('property: every listed contact matches q, none is missing, newest chat first, never a 500', async () => {
    const db = await openTestDb()
    const all = (await call(db, 'GET', '/api/apps/chat/chats-and-contacts')).body
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('a', 'KEN', 'li', ' ')), async (q) => {
        const res = await call(db, 'GET', `/api/apps/chat/chats-and-contacts?q=${encodeURIComponent(q)}`)
        expect(res.status).toBe(200)
        const needle = q.trim().toLowerCase()
        const expected = (all.contacts as ChatContact[]).filter((c) => c.fullName.toLowerCase().includes(needle))
        expect(res.body.contacts.map((c: ChatContact) => c.id)).toEqual(expected.map((c) => c.id))
        const times = (res.body.chatsContacts as ChatContactWithChat[]).map((c) => Date.parse(c.chat.lastMessage!.time))
        expect(times).toEqual([...times].sort((a, b) => b - a))
      }),
      { numRuns: 60 },
    )
  })
})

describe('GET /api/apps/chat/chats/{userId}', () => {
  it('answers the chat and the contact and resets unseenMsgs to 0 (persisted)', async () => {
    const db = await openTestDb()
    const unread = ((await call(db, 'GET', '/api/apps/chat/chats-and-contacts')).body.chatsContacts as ChatContactWithChat[]).find((c) => c.chat.unseenMsgs > 0)!
    expect(unread).toBeDefined()
    const res = await call(db, 'GET', `/api/apps/chat/chats/${unread.id}`)
    expect(res.status).toBe(200)
    expect(res.body.contact.id).toBe(unread.id)
    expect(res.body.chat).toMatchObject({ id: unread.chat.id, userId: unread.id, unseenMsgs: 0 })
    const after = ((await call(db, 'GET', '/api/apps/chat/chats-and-contacts')).body.chatsContacts as ChatContactWithChat[]).find((c) => c.id === unread.id)!
    expect(after.chat.unseenMsgs).toBe(0)
  })

  it('answers chat null for a contact without a chat, and 404 (empty) for an unknown contact', async () => {
    const db = await openTestDb()
    const res = await call(db, 'GET', '/api/apps/chat/chats/1')
    expect(res.status).toBe(200)
    expect(res.body.chat).toBeNull()
    expect(res.body.contact.id).toBe(1)
    expect(await call(db, 'GET', '/api/apps/chat/chats/999')).toEqual({ status: 404, body: undefined })
  })
})

describe('POST /api/apps/chat/chats/{userId}', () => {
  it('appends a message that is sent, not delivered, not seen; 201 with the message only', async () => {
    const db = await openTestDb()
    const existing = ((await call(db, 'GET', '/api/apps/chat/chats-and-contacts')).body.chatsContacts as ChatContactWithChat[])[1]
    const before = (await call(db, 'GET', `/api/apps/chat/chats/${existing.id}`)).body.chat
    const res = await call(db, 'POST', `/api/apps/chat/chats/${existing.id}`, { body: { message: 'See you at ten.', senderId: 11 }, now: NOW })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      msg: { message: 'See you at ten.', time: new Date(NOW).toISOString(), senderId: 11, feedback: { isSent: true, isDelivered: false, isSeen: false } },
    })
    const after = (await call(db, 'GET', `/api/apps/chat/chats/${existing.id}`)).body.chat
    expect(after.messages).toHaveLength(before.messages.length + 1)
    expect(after.messages.at(-1)).toEqual(res.body.msg)
    // The chat with the new message is now the newest.
    const list = (await call(db, 'GET', '/api/apps/chat/chats-and-contacts')).body.chatsContacts as ChatContactWithChat[]
    expect(list[0].id).toBe(existing.id)
    expect(list[0].chat.lastMessage).toEqual(res.body.msg)
  })

  it('creates a chat when the contact had none and returns it with the message', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', '/api/apps/chat/chats/1', { body: { message: 'Hello!', senderId: 11 }, now: NOW })
    expect(res.status).toBe(201)
    expect(res.body.chat).toEqual({ id: 3, userId: 1, unseenMsgs: 0, messages: [res.body.msg] })
    const list = (await call(db, 'GET', '/api/apps/chat/chats-and-contacts')).body.chatsContacts as ChatContactWithChat[]
    expect(list.map((c) => c.id)).toContain(1)
    const again = await call(db, 'POST', '/api/apps/chat/chats/1', { body: { message: 'Still there?', senderId: 11 }, now: NOW + 1000 })
    expect(again.body.chat).toBeUndefined()
  })

  it('rejects an empty message or a missing sender with a 400 naming the field; unknown contact 404', async () => {
    const db = await openTestDb()
    const empty = await call(db, 'POST', '/api/apps/chat/chats/2', { body: { message: '  ', senderId: 11 } })
    expect(empty.status).toBe(400)
    expect(empty.body.fields).toHaveProperty('message')
    const noSender = await call(db, 'POST', '/api/apps/chat/chats/2', { body: { message: 'hi' } })
    expect(noSender.status).toBe(400)
    expect(noSender.body.fields).toHaveProperty('senderId')
    expect((await call(db, 'POST', '/api/apps/chat/chats/999', { body: { message: 'hi', senderId: 11 } })).status).toBe(404)
  })
})

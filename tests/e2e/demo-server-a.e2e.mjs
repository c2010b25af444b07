// Demo server (academy, calendar, chat, e-mail, kanban, pages) through the real worker in Chromium:
// writes persist in IndexedDB across reloads, and every endpoint answers offline.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { openControlled, pageFetch } from './support/harness.mjs'

const app = useApp()
const json = (method, body) => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
const reloadControlled = async (page) => {
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('a kanban board, a calendar event, an e-mail label and a chat message survive a reload', async () => {
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  try {
    const board = await pageFetch(page, '/api/apps/kanban/board/add', json('POST', { title: 'E2E backlog' }))
    assert.equal(board.status, 201)
    const item = await pageFetch(page, '/api/apps/kanban/item/add', json('POST', { itemTitle: 'Survive a reload', boardName: 'E2E backlog', boardId: board.body.id }))
    assert.equal(item.status, 201)

    const event = await pageFetch(page, '/api/apps/calendar', json('POST', { title: 'E2E meeting', start: new Date().toISOString(), allDay: true, extendedProps: { calendar: 'Personal' } }))
    assert.equal(event.status, 201)

    const inbox = await pageFetch(page, '/api/apps/email')
    const mail = inbox.body.emails.find((e) => !e.labels.includes('important'))
    const toggled = await pageFetch(page, '/api/apps/email', json('POST', { ids: [mail.id], label: 'important' }))
    assert.equal(toggled.status, 201)

    const sent = await pageFetch(page, '/api/apps/chat/chats/1', json('POST', { message: 'Hello from e2e', senderId: 11 }))
    assert.equal(sent.status, 201)
    assert.ok(sent.body.chat, 'the first message starts a chat')

    await reloadControlled(page)

    const kanban = await pageFetch(page, '/api/apps/kanban')
    const kept = kanban.body.boards.find((b) => b.title === 'E2E backlog')
    assert.ok(kept, 'the new board is still there')
    assert.deepEqual(kept.itemsIds, [item.body.id])
    assert.equal(kanban.body.items.find((i) => i.id === item.body.id).title, 'Survive a reload')

    const events = await pageFetch(page, '/api/apps/calendar?calendars=Personal')
    assert.equal(events.body.find((e) => e.id === event.body.id)?.title, 'E2E meeting')

    const labelled = await pageFetch(page, '/api/apps/email?label=important')
    assert.ok(labelled.body.emails.some((e) => e.id === mail.id))

    const chat = await pageFetch(page, '/api/apps/chat/chats/1')
    assert.equal(chat.body.chat.messages.at(-1).message, 'Hello from e2e')
    assert.deepEqual(chat.body.chat.messages.at(-1).feedback, { isSent: true, isDelivered: false, isSeen: false })
  } finally {
    await page.close()
  }
})

test('offline: every academy, calendar, chat, e-mail, kanban and pages endpoint still answers', async () => {
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  await app.context.setOffline(true)
  try {
    await reloadControlled(page)
    const gets = [
      '/api/apps/academy/courses?label=web',
      '/api/apps/academy/course-details',
      '/api/apps/calendar?calendars=Business&calendars=Holiday',
      '/api/apps/chat/chats-and-contacts?q=',
      '/api/apps/chat/chats/2',
      '/api/apps/email?filter=inbox',
      '/api/apps/kanban',
      '/api/pages/datatable',
      '/api/pages/faq?q=delivery',
      '/api/pages/help-center',
      '/api/pages/help-center/article',
      '/api/pages/profile?tab=projects',
      '/api/pages/profile/header',
    ]
    for (const url of gets) {
      const res = await pageFetch(page, url)
      assert.equal(res.status, 200, url)
      assert.ok(res.body, url)
    }
    const courses = await pageFetch(page, '/api/apps/academy/courses?itemsPerPage=-1')
    assert.equal(courses.body.total, 25)
    // Our generated pictures are precached too.
    const picture = await page.evaluate(async (url) => {
      const res = await fetch(url)
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() }
    }, courses.body.courses[0].tutorImg)
    assert.equal(picture.status, 200)
    assert.match(picture.text, /^<svg/)
    // A write works offline too.
    const board = await pageFetch(page, '/api/apps/kanban/board/add', json('POST', { title: 'Offline board' }))
    assert.equal(board.status, 201)
    const dup = await pageFetch(page, '/api/apps/kanban/board/add', json('POST', { title: 'Offline board' }))
    assert.equal(dup.status, 500)
    const unknown = await pageFetch(page, '/api/apps/calendar/99999', { method: 'DELETE' })
    assert.equal(unknown.status, 400)
    assert.equal(unknown.body.message, 'Something Went Wrong')
  } finally {
    await app.context.setOffline(false)
    await page.close()
  }
})

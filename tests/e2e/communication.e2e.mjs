// Demo apps I (issue 14) through the real UI, as a user would: e-mail. Against the production build,
// including airplane mode and reloads (everything is kept in the worker's IndexedDB).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { signInByApi } from './support/harness.mjs'
import { ACCOUNTS, openSignedIn, openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

const signedIn = (account, path) => openSignedIn(app, account, path)

/** The button that opens a message (the row's other buttons select and star it). */
const opener = (list, subject) => list.locator('[data-row-index]', { hasText: subject })

const count = async (page, mailbox) => {
  const badge = page.locator(`[data-mailbox=${mailbox}] [data-count]`).first()
  return (await badge.count()) ? Number(await badge.textContent()) : 0
}

test('the client account may not open the e-mail app', async () => {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, '/login')
  await signInByApi(page, ACCOUNTS.client.email, ACCOUNTS.client.password)
  await page.goto(app.baseURL + '/apps/email')
  assert.equal(await settledLocation(page), '/not-authorized')
  await page.close()
})

test('e-mail: search, read, star, label, compose a draft, send it, trash with undo, then the same offline after a reload', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/email')
  const list = page.getByRole('list', { name: /Messages in Inbox/ })
  await list.locator('li').first().waitFor()
  const unreadBefore = await count(page, 'inbox')
  assert.ok(unreadBefore > 0)

  // Search by subject lives in the URL.
  await page.getByRole('searchbox', { name: 'Search mail' }).fill('price list')
  await page.waitForURL((url) => url.searchParams.get('q') === 'price list')
  await list.getByText('Updated price list for Q2').waitFor()
  // That message was on the first page before the search too: wait for the list to be the search's.
  for (let i = 0; i < 100 && (await list.locator('li').count()) !== 1; i++) await page.waitForTimeout(100)
  assert.equal(await list.locator('li').count(), 1)

  // Opening an unread message marks it read; the reader shows the sanitised body and thread.
  await opener(list, 'Updated price list for Q2').click()
  await page.getByRole('heading', { level: 2, name: 'Updated price list for Q2' }).waitFor()
  await page.waitForFunction((n) => Number(document.querySelector('[data-mailbox=inbox] [data-count]')?.textContent ?? 0) === n - 1, unreadBefore)

  // Toggle a label from the reader.
  await page.getByRole('button', { name: 'Toggle label' }).click()
  await page.getByRole('menuitem', { name: /Important/ }).click()
  await page.locator('section[aria-label=Message]').getByText('Important').waitFor()

  // Back with Escape (once the menu has closed), clear the search.
  await page.getByRole('menu').waitFor({ state: 'hidden' })
  await page.keyboard.press('Escape')
  await page.getByRole('heading', { level: 2, name: 'Updated price list for Q2' }).waitFor({ state: 'detached' })
  await page.getByRole('searchbox', { name: 'Search mail' }).fill('')
  await page.waitForURL((url) => !url.searchParams.has('q'))

  // Compose with the keyboard; closing keeps a draft.
  const drafts = await count(page, 'draft')
  await page.getByRole('searchbox', { name: 'Search mail' }).blur()
  await page.keyboard.press('c')
  const dialog = page.getByRole('dialog', { name: 'New message' })
  await dialog.getByRole('textbox', { name: 'To' }).fill('not-an-address')
  await dialog.getByRole('textbox', { name: 'To' }).press('Enter')
  await dialog.getByText('“not-an-address” is not an e-mail address').waitFor()
  await dialog.getByRole('textbox', { name: 'To' }).fill('ken.sato@example.com')
  await dialog.getByRole('textbox', { name: 'To' }).press('Enter')
  await dialog.getByLabel('Subject').fill('Trade fair follow-up')
  await dialog.getByRole('textbox', { name: 'Message' }).click()
  await page.keyboard.type('Thanks for visiting our booth.')
  await page.keyboard.press('Escape')
  await page.getByText('Draft saved').first().waitFor()
  await page.waitForFunction((n) => Number(document.querySelector('[data-mailbox=draft] [data-count]')?.textContent ?? 0) === n + 1, drafts)

  // The draft opens again in the compose dialog with everything kept; Send moves it to Sent.
  await page.locator('[data-mailbox=draft]').click()
  await opener(page.getByRole('list', { name: /Messages in Drafts/ }), 'Trade fair follow-up').click()
  const edit = page.getByRole('dialog', { name: 'Edit draft' })
  await edit.getByText('ken.sato@example.com').waitFor()
  assert.equal(await edit.getByLabel('Subject').inputValue(), 'Trade fair follow-up')
  await edit.getByRole('textbox', { name: 'Message' }).getByText('Thanks for visiting our booth.').waitFor()
  await edit.getByRole('button', { name: 'Send' }).click()
  await page.getByText('Message sent').first().waitFor()
  await page.locator('[data-mailbox=sent]').click()
  await page.getByRole('list', { name: /Messages in Sent/ }).getByText('Trade fair follow-up').waitFor()

  // Trash with the keyboard, then Undo.
  await page.locator('[data-mailbox=inbox]').click()
  const harbour = list.locator('li[data-email-id="4"]') // "Contract renewal: Harbour Logistics"
  await harbour.locator('[data-row-index]').focus()
  await page.keyboard.press('#')
  await page.getByText('Message moved to the trash').waitFor()
  await harbour.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Undo' }).click()
  await harbour.waitFor()

  // Airplane mode: reload, the list is there; a star survives another reload.
  await app.context.setOffline(true)
  try {
    await page.reload()
    await list.locator('li').first().waitFor()
    const row = list.locator('li[data-email-id="11"]') // "Security training reminder"
    await row.getByRole('button', { name: /^Star “Security training reminder”/ }).click()
    await row.getByRole('button', { name: /^Unstar “Security training reminder”/ }).waitFor()
    await page.reload()
    await row.getByRole('button', { name: /^Unstar/ }).waitFor()
    await page.locator('[data-mailbox=sent]').click()
    await page.getByRole('list', { name: /Messages in Sent/ }).getByText('Trade fair follow-up').waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('calendar: add with validation, edit, filters kept after reload, drag to another day, a deleted id explained, offline delete', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/calendar')
  await page.locator('.fc-event').first().waitFor()
  const day = (offset) => {
    const d = new Date()
    d.setDate(Math.min(d.getDate(), 20) + offset)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }

  // Add: a title is required and the end may not be before the start; nothing typed is lost.
  await page.getByRole('complementary', { name: 'Calendar tools' }).getByRole('button', { name: 'Add event' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add event' })
  await drawer.getByLabel(/^Start\*?$/).fill(day(2))
  await drawer.getByLabel('End', { exact: true }).fill(day(1))
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  await drawer.getByText('Enter a title').waitFor()
  await drawer.getByText('The end cannot be before the start').waitFor()
  await drawer.getByLabel(/^Title\*?$/).fill('Client visit in Kyoto')
  await drawer.getByLabel('End', { exact: true }).fill(day(2))
  await drawer.getByLabel('Calendar', { exact: true }).selectOption('Business')
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  await page.getByText('Event added').first().waitFor()
  const event = page.locator('.fc-event', { hasText: 'Client visit in Kyoto' })
  await event.waitFor()

  // Edit from the calendar (keyboard: the event is a button).
  await event.focus()
  await page.keyboard.press('Enter')
  const edit = page.getByRole('dialog', { name: 'Edit event' })
  assert.equal(await edit.getByLabel(/^Title\*?$/).inputValue(), 'Client visit in Kyoto')
  await edit.getByLabel('Location', { exact: true }).fill('Kyoto station')
  // Enter saves from any field (the "Event added" toast still covers the drawer's footer here).
  await edit.getByLabel('Location', { exact: true }).press('Enter')
  await page.getByText('Event saved').first().waitFor()

  // Filters: hide Business, still hidden after a reload, View all brings it back.
  await page.locator('input[data-calendar=Business]').uncheck()
  await event.waitFor({ state: 'detached' })
  await page.reload()
  await page.locator('.fc-event').first().waitFor()
  assert.equal(await page.locator('input[data-calendar=Business]').isChecked(), false)
  assert.equal(await event.count(), 0)
  await page.getByLabel('View all').check()
  await event.waitFor()

  // Drag to the next day: the move is saved.
  const target = page.locator(`td.fc-daygrid-day[data-date="${day(3)}"]`)
  const from = await event.boundingBox()
  const to = await target.boundingBox()
  await page.mouse.move(from.x + 10, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 30, from.y + from.height / 2, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 })
  await page.mouse.up()
  await page.getByText('Event moved').first().waitFor()
  await page.reload()
  await target.locator('.fc-event', { hasText: 'Client visit in Kyoto' }).waitFor()

  // Deleted meanwhile (another tab): saving explains it and offers to save it as new.
  await page.locator('.fc-event', { hasText: 'Client visit in Kyoto' }).click()
  const stale = page.getByRole('dialog', { name: 'Edit event' })
  await stale.getByLabel(/^Title\*?$/).waitFor()
  const events = await page.evaluate(async () => {
    const token = JSON.parse(decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('accessToken=')).split('=')[1]))
    const list = await (await fetch('/api/apps/calendar?calendars=Business', { headers: { Authorization: `Bearer ${token}` } })).json()
    const mine = list.find((e) => e.title === 'Client visit in Kyoto')
    await fetch(`/api/apps/calendar/${mine.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })
    return list.length
  })
  assert.ok(events > 0)
  await stale.getByRole('button', { name: 'Save', exact: true }).click()
  await stale.getByText('This event no longer exists').waitFor()
  await stale.getByRole('button', { name: 'Save as new' }).click()
  await page.getByText('Event added').first().waitFor()

  // Airplane mode: reload, delete with confirmation, still gone after another reload.
  await app.context.setOffline(true)
  try {
    await page.reload()
    const again = page.locator('.fc-event', { hasText: 'Client visit in Kyoto' })
    await again.click()
    await page.getByRole('dialog', { name: 'Edit event' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Event deleted').first().waitFor()
    await again.waitFor({ state: 'detached' })
    await page.reload()
    await page.locator('.fc-event').first().waitFor()
    assert.equal(await again.count(), 0)
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('calendar on a phone: the tools drawer (loaded when first opened) picks a day and closes; Add event opens the form', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/calendar')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await page.getByRole('button', { name: 'Filters and dates' }).click()
  const tools = page.getByRole('dialog', { name: 'Calendar tools' })
  await tools.waitFor()
  // The mini calendar's day buttons: picking one shows it and closes the drawer.
  await tools.getByRole('button', { name: /15/ }).first().click()
  await tools.waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: 'Add event' }).click()
  await page.getByRole('dialog', { name: 'Add event' }).getByLabel(/^Title\*?$/).waitFor()
  await page.close()
})

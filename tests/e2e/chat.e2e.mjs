// Demo apps I (issue 14) through the real UI, as a user would: chat. Against the production build,
// including airplane mode and reloads (everything is kept in the worker's IndexedDB).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { ACCOUNTS, openSignedIn } from './support/auth-helpers.mjs'

const app = useApp()

test('chat: unseen drops to 0 on open, Enter sends and Shift+Enter adds a line, a new chat starts, search, reload and offline', async () => {
  const page = await openSignedIn(app, ACCOUNTS.office, '/apps/chat')
  const chats = page.getByRole('list', { name: 'Chats' })
  const sunita = chats.locator('li[data-chat-user="5"]')
  await sunita.waitFor()
  // Newest first: Sunita Rao's chat (16 Jan) is above Kenji Mori's (14 Jan).
  assert.equal(await chats.locator('li').first().getAttribute('data-chat-user'), '5')
  assert.equal(await sunita.locator('[data-unseen]').textContent(), '2')

  // Opening the chat sets unseen to 0 (here and on the server).
  await sunita.getByRole('button').click()
  await page.waitForURL((url) => url.searchParams.get('user') === '5')
  const conversation = page.getByRole('region', { name: 'Conversation with Sunita Rao' })
  await conversation.getByRole('list', { name: 'Messages' }).locator('li').first().waitFor()
  await sunita.locator('[data-unseen]').waitFor({ state: 'detached' })
  assert.ok((await conversation.getByRole('separator').count()) >= 1, 'messages are grouped under day separators')

  // Shift+Enter adds a line; Enter sends. A new message is sent, not delivered, not seen.
  const box = conversation.getByRole('textbox', { name: 'Message' })
  await box.fill('Line one')
  await box.press('Shift+Enter')
  await box.pressSequentially('Line two')
  await box.press('Enter')
  const mine = conversation.locator('li[data-own]').last()
  await mine.getByText('Line one\nLine two').waitFor()
  assert.equal(await mine.locator('[data-feedback]').getAttribute('data-feedback'), 'sent')
  assert.equal(await box.inputValue(), '')
  await sunita.getByText('Line one').waitFor()

  // A contact without a chat: the first message starts one, and it moves under Chats.
  await page.getByRole('list', { name: 'Contacts' }).locator('li[data-contact-user="4"] button').click()
  const louis = page.getByRole('region', { name: 'Conversation with Louis Bernard' })
  await louis.getByText('No messages yet. Say hello to Louis Bernard.').waitFor()
  await louis.getByRole('textbox', { name: 'Message' }).fill('Bonjour Louis, your new cards are ready.')
  await louis.getByRole('textbox', { name: 'Message' }).press('Enter')
  await louis.locator('li[data-own]').getByText('Bonjour Louis, your new cards are ready.').waitFor()
  await chats.locator('li[data-chat-user="4"]').waitFor()
  assert.equal(await chats.locator('li').first().getAttribute('data-chat-user'), '4')

  // The contact's profile in the side panel.
  await louis.getByRole('button', { name: 'Contact details' }).click()
  const panel = page.getByRole('dialog', { name: 'Contact' })
  await panel.getByText('Louis Bernard').waitFor()
  await page.keyboard.press('Escape')
  await panel.waitFor({ state: 'hidden' })

  // Search by name lives in the URL.
  await page.getByRole('searchbox', { name: 'Search chats and contacts' }).fill('kenji')
  await page.waitForURL((url) => url.searchParams.get('q') === 'kenji')
  await chats.locator('li[data-chat-user="4"]').waitFor({ state: 'detached' })
  assert.equal(await chats.locator('li').count(), 1)
  await page.getByRole('searchbox', { name: 'Search chats and contacts' }).fill('')
  await page.waitForURL((url) => !url.searchParams.has('q'))

  // Airplane mode: reload, everything is still there; a message sent offline is kept too.
  await app.context.setOffline(true)
  try {
    await page.reload()
    await louis.locator('li[data-own]').getByText('Bonjour Louis, your new cards are ready.').waitFor()
    assert.equal(await sunita.locator('[data-unseen]').count(), 0)
    await louis.getByRole('textbox', { name: 'Message' }).fill('Sent from the train')
    await louis.getByRole('textbox', { name: 'Message' }).press('Enter')
    await louis.getByText('Sent from the train').waitFor()
    await page.reload()
    await louis.getByText('Sent from the train').waitFor()
    await sunita.getByRole('button').click()
    await conversation.locator('li[data-own]').getByText('Line one\nLine two').waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('chat on a phone: one pane at a time with a back button', async () => {
  const page = await openSignedIn(app, ACCOUNTS.sales, '/apps/chat')
  await page.setViewportSize({ width: 390, height: 800 })
  const chats = page.getByRole('list', { name: 'Chats' })
  await chats.locator('li[data-chat-user="2"] button').click()
  const conversation = page.getByRole('region', { name: 'Conversation with Kenji Mori' })
  await conversation.waitFor()
  assert.equal(await chats.isVisible(), false)
  await conversation.getByRole('button', { name: 'Back to chats' }).click()
  await chats.waitFor()
  await conversation.waitFor({ state: 'detached' })
  assert.equal(new URL(page.url()).searchParams.has('user'), false)
  await page.close()
})

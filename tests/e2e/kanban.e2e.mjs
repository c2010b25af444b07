// Demo apps I (issue 14) through the real UI, as a user would: the kanban board. Against the
// production build, including a keyboard move and airplane mode with a reload (the worker keeps
// every change in IndexedDB).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { ACCOUNTS, openSignedIn } from './support/auth-helpers.mjs'

const app = useApp()

const column = (page, title) => page.locator('section[data-column]', { has: page.getByRole('heading', { name: title, exact: true }) })
// dnd-kit's keyboard sensor starts listening for arrow keys in a timeout after the lift, which can
// run after the "picked up" announcement renders; a person never presses that fast.
const liftSettled = (page) => page.waitForTimeout(200)
const cardTitles = (col) => col.locator('[data-card]').evaluateAll((cards) => cards.map((c) => c.querySelector('[id]')?.textContent))

test('kanban: add a task, move it to another column with the keyboard, reload offline and find it there; duplicate column refused', async () => {
  const page = await openSignedIn(app, ACCOUNTS.office, '/apps/kanban')
  const inProgress = column(page, 'In Progress')
  const inReview = column(page, 'In Review')
  await inProgress.locator('[data-card]').first().waitFor()

  // Add a task: title required, then added at the end of the column.
  await inProgress.getByRole('button', { name: 'Add task' }).click()
  await inProgress.getByRole('button', { name: 'Add task' }).click()
  await inProgress.getByText('Enter a title').waitFor()
  await inProgress.getByLabel(/^Task title/).fill('Call the Kobe printer')
  await inProgress.getByLabel(/^Task title/).press('Enter')
  const task = page.locator('[data-card]', { hasText: 'Call the Kobe printer' })
  await task.waitFor()
  assert.equal((await cardTitles(inProgress)).at(-1), 'Call the Kobe printer')

  // Keyboard: Space lifts, → carries it to the next column, Space drops. Announced to screen readers.
  await task.focus()
  await page.keyboard.press('Space')
  await page.getByText(/Picked up\. Task “Call the Kobe printer” in column “In Progress”/).waitFor({ state: 'attached' })
  await liftSettled(page)
  await page.keyboard.press('ArrowRight')
  await page.getByText(/Moved\. Task “Call the Kobe printer” in column “In Review”/).waitFor({ state: 'attached' })
  await page.keyboard.press('Space')
  const dropped = page.getByText(/Dropped\. Task “Call the Kobe printer” in column “In Review”/)
  await dropped.waitFor({ state: 'attached' })
  // → keeps the card at its row when the next column has one, else puts it last: read where it went.
  const [, landed] = /position (\d+) of 4/.exec(await dropped.textContent())
  await inReview.locator('[data-card]', { hasText: 'Call the Kobe printer' }).waitFor()
  assert.ok(!(await cardTitles(inProgress)).includes('Call the Kobe printer'))

  // Edit it in the drawer: a label and a comment.
  await inReview.locator('[data-card]', { hasText: 'Call the Kobe printer' }).press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Edit task' })
  await drawer.getByRole('textbox', { name: 'Labels' }).fill('Print')
  await drawer.getByRole('textbox', { name: 'Labels' }).press('Enter')
  await drawer.getByLabel('Add a comment').fill('Quote received')
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await drawer.waitFor({ state: 'hidden' })

  // A column title another column has is refused next to the field.
  await page.getByRole('button', { name: 'Add column' }).click()
  await page.getByLabel(/^Column title/).fill('done')
  await page.getByLabel(/^Column title/).press('Enter')
  await page.getByText('A column called “done” already exists. Choose another title.').waitFor()
  await page.getByLabel(/^Column title/).press('Escape')

  // Airplane mode: after a reload everything is where it was left, and a move made offline is kept.
  await app.context.setOffline(true)
  try {
    await page.reload()
    const moved = inReview.locator('[data-card]', { hasText: 'Call the Kobe printer' })
    await moved.waitFor()
    assert.equal(await moved.getByText('Print', { exact: true }).count(), 1)
    await moved.focus()
    await page.keyboard.press('Space')
    await page.getByText(/Picked up\. Task “Call the Kobe printer” in column “In Review”/).waitFor({ state: 'attached' })
    await liftSettled(page)
    await page.keyboard.press('ArrowUp')
    const up = Number(landed) - 1
    await page.getByText(new RegExp(`Moved\\. Task “Call the Kobe printer” in column “In Review”, position ${up} of 4`)).waitFor({ state: 'attached' })
    await page.keyboard.press('Space')
    await page.getByText(new RegExp(`Dropped\\. Task “Call the Kobe printer” in column “In Review”, position ${up} of 4`)).waitFor({ state: 'attached' })
    await page.reload()
    await inReview.locator('[data-card]').first().waitFor()
    assert.equal((await cardTitles(inReview)).indexOf('Call the Kobe printer'), up - 1)
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('kanban: delete a column after confirming; its tasks go with it', async () => {
  const page = await openSignedIn(app, ACCOUNTS.sales, '/apps/kanban')
  const done = column(page, 'Done')
  await done.locator('[data-card]').first().waitFor()
  await done.getByRole('button', { name: 'Actions for column Done' }).click()
  await page.getByRole('menuitem', { name: 'Delete column' }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByText(/Its \d+ tasks are deleted with it/).waitFor()
  await dialog.getByRole('button', { name: 'Delete column' }).click()
  await done.waitFor({ state: 'detached' })
  await page.reload()
  await column(page, 'In Progress').locator('[data-card]').first().waitFor()
  assert.equal(await column(page, 'Done').count(), 0)
  await page.close()
})

test('kanban on a phone, in Arabic and English: the board scrolls inside itself; the page is no wider than the window', async () => {
  const page = await openSignedIn(app, ACCOUNTS.office, '/apps/kanban')
  await page.setViewportSize({ width: 390, height: 844 })
  for (const language of ['ar', 'en']) {
    await page.evaluate((l) => (document.cookie = `language=${encodeURIComponent(JSON.stringify(l))}; Path=/; SameSite=Strict`), language)
    await page.reload()
    await page.waitForFunction((l) => document.documentElement.lang === l, language)
    await page.locator('[data-card]').first().waitFor()
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth, board: document.querySelector('[data-kanban-board]').scrollWidth }))
    assert.ok(widths.board > widths.window, `${language}: the columns need the board's own scroll (${JSON.stringify(widths)})`)
    assert.equal(widths.page, widths.window, `${language}: the page scrolls sideways (${JSON.stringify(widths)})`)
  }
  await page.close()
})

// Dashboards, academy and logistics through the real UI (issue 16): each dashboard opens as admin with
// its cards filled from the demo server, again offline after a reload; a card's menu refreshes it.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { signInByApi } from './support/harness.mjs'
import { ACCOUNTS, openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

async function signedIn(account, path) {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, '/login')
  await signInByApi(page, account.email, account.password)
  await page.goto(app.baseURL + path)
  assert.equal(await settledLocation(page), path)
  return page
}

/** Waits until no card shows a skeleton or an error, then returns the charts' accessible names. */
async function cardsFilled(page) {
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForFunction(() => document.querySelectorAll('main [role=figure]').length > 0 && !document.querySelector('main [role=status][aria-label]'))
  assert.equal(await page.locator('main [role=alert]').count(), 0, 'no card shows an error')
  return page.locator('main [role=figure]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
}

test('analytics dashboard: every card filled from the demo server, online and offline after a reload', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/dashboards/analytics')
  const charts = await cardsFilled(page)
  for (const name of ['Monthly revenue', 'Revenue by month', 'Payments collected', 'Sales by category', 'Sales by payment state']) assert.ok(charts.includes(name), `${name} in ${charts}`)
  // Figures come from the sales rows: the recent-sales table shows six of them, the top products five bars.
  assert.equal(await page.getByRole('table', { name: 'Recent sales' }).locator('tbody tr').count(), 6)
  assert.equal(await page.getByRole('progressbar').count(), 5)

  // A card's menu: Refresh reloads it, "Show as table" swaps the drawing for its figures.
  await page.getByRole('button', { name: 'Actions for Sales by payment state' }).click()
  await page.getByRole('menuitem', { name: 'Show as table' }).click()
  const table = page.getByRole('figure', { name: 'Sales by payment state' }).getByRole('table')
  await table.getByRole('rowheader', { name: 'Unpaid' }).waitFor()
  await page.getByRole('button', { name: 'Actions for Sales by payment state' }).click()
  await page.getByRole('menuitem', { name: 'Refresh' }).click()
  await table.getByRole('rowheader', { name: 'Fully paid' }).waitFor()

  await app.context.setOffline(true)
  try {
    await page.reload()
    assert.equal(await settledLocation(page), '/dashboards/analytics')
    await cardsFilled(page)
    assert.equal(await page.getByRole('table', { name: 'Recent sales' }).locator('tbody tr').count(), 6)
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('the client account is refused the dashboards', async () => {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, '/login')
  await signInByApi(page, ACCOUNTS.client.email, ACCOUNTS.client.password)
  await page.goto(app.baseURL + '/dashboards/analytics')
  assert.equal(await settledLocation(page), '/not-authorized')
  await page.close()
})

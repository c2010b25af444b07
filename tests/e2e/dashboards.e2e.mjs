// Dashboards, academy and logistics through the real UI (issue 16): each dashboard opens as admin with
// its cards filled from the demo server, again offline after a reload; a card's menu refreshes it.
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { signInByApi } from './support/harness.mjs'
import { ACCOUNTS, openSignedIn, openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

const signedIn = (account, path) => openSignedIn(app, account, path)

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
  // Inside the page: the app's own loading bar above it is a progressbar too.
  assert.equal(await page.locator('main').getByRole('progressbar').count(), 5)

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

const orders = JSON.parse(readFileSync(new URL('../../public/fixtures/orders.json', import.meta.url), 'utf8')).records

test('e-commerce dashboard: orders, stock and customers from the demo server, under both names, also offline', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/ecommerce/dashboard')
  const charts = await cardsFilled(page)
  for (const name of ['Orders per month', 'Order revenue by month', 'Orders by delivery state']) assert.ok(charts.includes(name), `${name} in ${charts}`)
  const newest = [...orders].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`))[0]
  const recent = page.getByRole('table', { name: 'Recent orders' })
  assert.equal(await recent.locator('tbody tr').count(), 6)
  await recent.getByRole('cell', { name: `#${newest.order}` }).waitFor()
  // One stock bar per product category: in the page's content, not the shell's bar of a page still loading.
  assert.equal(await page.locator('main').getByRole('progressbar').count(), 6)

  await page.getByRole('button', { name: 'Actions for Orders by delivery state' }).click()
  await page.getByRole('menuitem', { name: 'Show as table' }).click()
  const delivered = orders.filter((o) => o.status === 'Delivered').length
  const row = page.getByRole('figure', { name: 'Orders by delivery state' }).getByRole('row', { name: /Delivered/ })
  assert.match(await row.innerText(), new RegExp(String(delivered)))

  await app.context.setOffline(true)
  try {
    await page.goto(app.baseURL + '/dashboards/ecommerce')
    assert.equal(await settledLocation(page), '/dashboards/ecommerce')
    await cardsFilled(page)
    assert.equal(await page.getByRole('table', { name: 'Recent orders' }).locator('tbody tr').count(), 6)
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

const invoices = JSON.parse(readFileSync(new URL('../../public/fixtures/invoices.json', import.meta.url), 'utf8')).records

test('CRM dashboard: invoices, countries, members and activity from the demo server; an invoice opens; offline after a reload', async () => {
  const page = await signedIn(ACCOUNTS.sales, '/dashboards/crm')
  const charts = await cardsFilled(page)
  for (const name of ['Invoicing by month', 'Invoices collected', 'Invoices by state', 'Members by plan']) assert.ok(charts.includes(name), `${name} in ${charts}`)
  const newest = [...invoices].sort((a, b) => b.issuedDate.localeCompare(a.issuedDate) || b.id - a.id)
  const recent = page.getByRole('table', { name: 'Recent invoices' })
  assert.equal(await recent.locator('tbody tr').count(), 6)
  assert.equal(await recent.locator('tbody tr').first().getByRole('link').innerText(), `#${newest[0].id}`)
  assert.equal(await page.getByRole('table', { name: 'New members' }).locator('tbody tr').count(), 6)
  // One spending bar per customer country, the timeline holds three invoices and three orders.
  assert.equal(await page.locator('main').getByRole('progressbar').count(), 6)
  assert.equal(await page.getByRole('list', { name: 'Client activity' }).getByRole('listitem').count(), 6)

  await page.getByRole('button', { name: 'Actions for Invoices by state' }).click()
  await page.getByRole('menuitem', { name: 'Show as table' }).click()
  const pastDue = invoices.filter((i) => i.invoiceStatus === 'Past Due').length
  const row = page.getByRole('figure', { name: 'Invoices by state' }).getByRole('row', { name: /Past due/ })
  assert.match(await row.innerText(), new RegExp(`\\b${pastDue}\\b`))

  await recent.getByRole('link', { name: `#${newest[0].id}` }).click()
  await page.waitForURL((u) => u.pathname === `/apps/invoice/preview/${newest[0].id}`)

  await app.context.setOffline(true)
  try {
    await page.goto(app.baseURL + '/dashboards/crm')
    await page.reload()
    assert.equal(await settledLocation(page), '/dashboards/crm')
    await cardsFilled(page)
    assert.equal(await page.getByRole('table', { name: 'Recent invoices' }).locator('tbody tr').count(), 6)
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

// The spec's course rules (§4, §5), applied to the committed fixtures, to check what the UI shows.
const courses = JSON.parse(readFileSync(new URL('../../public/fixtures/courses.json', import.meta.url), 'utf8')).records
const completed = (c) => c.completedTasks === c.totalTasks
const progress = (c) => c.completedTasks / c.totalTasks

test('academy dashboard: welcome, topic interest, instructors and the course table, also offline', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/academy/dashboard')
  const charts = await cardsFilled(page)
  assert.ok(charts.includes('Learners per topic'), String(charts))
  await page.getByText(`${courses.filter(completed).length}`, { exact: true }).first().waitFor()
  assert.equal(await page.getByRole('table', { name: 'Course list' }).locator('tbody tr').count(), 5)
  await app.context.setOffline(true)
  try {
    await page.goto(app.baseURL + '/dashboards/academy')
    assert.equal(await settledLocation(page), '/dashboards/academy')
    await cardsFilled(page)
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('my courses: label + search + hide completed + sort, in the URL, as the spec rules say', async () => {
  const page = await signedIn(ACCOUNTS.sales, '/apps/academy/my-course')
  const list = page.getByRole('list', { name: 'Courses' })
  const titles = () => list.getByRole('heading', { level: 2 }).allTextContents()
  await list.waitFor()
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('Web')
  await page.getByRole('switch', { name: 'Hide completed' }).check()
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('progress:desc')
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('e')
  await page.waitForURL((u) => u.searchParams.get('q') === 'e' && u.searchParams.get('label') === 'Web' && u.searchParams.get('hideCompleted') === 'true' && u.searchParams.get('sortBy') === 'progress')
  const expected = courses
    .filter((c) => c.tags.toLowerCase() === 'web' && !completed(c) && (c.courseTitle.toLowerCase().includes('e') || c.user.toLowerCase().includes('e')))
    .sort((a, b) => progress(b) - progress(a))
    .slice(0, 6)
    .map((c) => c.courseTitle)
  assert.ok(expected.length > 1, 'the fixture gives more than one match')
  await page.waitForFunction((want) => [...document.querySelectorAll('[aria-label=Courses] h2')].map((h) => h.textContent).join('|') === want.join('|'), expected)
  assert.deepEqual(await titles(), expected)

  // The state survives a reload (it is the URL) and offline; a search with no match offers to clear.
  await app.context.setOffline(true)
  try {
    await page.reload()
    await list.waitFor()
    assert.deepEqual(await titles(), expected)
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('zzzz-no-such-course')
    await page.getByText('No course matches').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL((u) => !u.searchParams.has('q') && !u.searchParams.has('label'))
    await list.waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('course details: content sections with completion ticks, a sanitised description, lesson picking', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/academy/course-details')
  await page.getByRole('heading', { level: 1, name: 'Offline-First Progressive Web Apps' }).waitFor()
  await page.getByRole('heading', { name: 'Description' }).waitFor()
  assert.equal(await page.locator('main script').count(), 0)
  const section = page.getByRole('button', { name: /Core techniques/ })
  assert.equal(await section.getAttribute('aria-expanded'), 'false')
  await section.click()
  await page.getByRole('button', { name: /A first working example/ }).click()
  await page.locator('[aria-live=polite]', { hasText: 'A first working example' }).waitFor()
  await page.getByRole('button', { name: 'Play lesson' }).click()
  await page.getByRole('button', { name: 'Pause lesson' }).waitFor()
  await page.close()
})

test('logistics dashboard and the fleet map, offline: cards filled, vehicles sorted by progress, a vehicle flown to and back', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/logistics/dashboard')
  const charts = await cardsFilled(page)
  for (const name of ['Vehicles per warning', 'Deliveries by type']) assert.ok(charts.includes(name), String(charts))
  const table = page.getByRole('table', { name: 'Vehicles on route' })
  await table.locator('tbody tr').first().waitFor()
  await table.getByRole('button', { name: /Progress/ }).click()
  await page.waitForURL((u) => u.searchParams.get('vehicles.sortBy') === 'progress')
  await table.getByRole('progressbar').first().waitFor()
  await page.waitForFunction(() => document.querySelector('table[aria-label="Vehicles on route"] [role=progressbar]')?.getAttribute('aria-valuenow') === '0')

  await app.context.setOffline(true)
  try {
    await page.goto(app.baseURL + '/apps/logistics/fleet')
    assert.equal(await settledLocation(page), '/apps/logistics/fleet')
    const map = page.getByRole('img', { name: /Map of the fleet: 25 vehicles/ })
    await map.waitFor()
    assert.ok((await map.locator('path').count()) > 150, 'countries are drawn from the bundled base map')
    const view = page.getByTestId('map-view')
    const home = await view.getAttribute('style')
    await page.getByRole('button', { name: /^VOL-/ }).first().click()
    await page.waitForFunction((before) => document.querySelector('[data-testid=map-view]').getAttribute('style') !== before, home)
    assert.match(await view.getAttribute('style'), /scale\(4\)/)
    await page.getByRole('button', { name: /^VOL-/ }).first().click()
    await page.waitForFunction(() => /scale\(1\)/.test(document.querySelector('[data-testid=map-view]').getAttribute('style')))
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

// Galleries (#18): every page of src/app/routes/gallery.ts opens for admin in one browser, by
// in-app navigation, and shows its live examples (cards marked data-example) with no console error.
// Then the linear progress page is checked closer: determinate, indeterminate and buffer bars, and
// the Run button moving the value; offline and after a reload it still opens from the cache.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { useApp } from './support/suite.mjs'
import { openControlled, signInByApi } from './support/harness.mjs'
import { settledLocation } from './support/auth-helpers.mjs'
import { readRoutePaths, samplePath } from './support/route-samples.mjs'

const app = useApp()

async function galleryRoutes() {
  const source = await readFile(new URL('../../src/app/routes/gallery.ts', import.meta.url), 'utf8')
  const names = new Set([...source.matchAll(/\bgallery\(\s*'([a-z0-9-]+)'/g)].map(([, name]) => name))
  return (await readRoutePaths()).filter((r) => names.has(r.name))
}

const go = (page, to) =>
  page.evaluate((path) => {
    history.pushState(null, '', path)
    dispatchEvent(new PopStateEvent('popstate'))
  }, to)

async function openAdmin() {
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  await signInByApi(page, 'admin@demo.com', 'admin')
  await page.setViewportSize({ width: 1024, height: 768 })
  const errors = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(app.baseURL + '/apps/process/list')
  await settledLocation(page)
  return { page, errors }
}

test('every gallery page shows its examples with no console error', async () => {
  const routes = await galleryRoutes()
  assert.ok(routes.length >= 35, `found only ${routes.length} gallery routes`)
  const { page, errors } = await openAdmin()
  const problems = []
  for (const route of routes) {
    const path = samplePath(route)
    errors.length = 0
    await go(page, path)
    const landed = await settledLocation(page).catch((error) => `error: ${error.message.split('\n')[0]}`)
    if (landed.split('?')[0] !== path) {
      problems.push(`${route.name}: opened ${path}, landed on ${landed}`)
      continue
    }
    const examples = await page
      // Example cards on most pages; the card galleries show cards (sections), the data table page
      // one table, the icons page a list of icons.
      .waitForFunction(() => document.querySelectorAll('main [data-example], main section, main table, main [role=listitem]').length, null, { timeout: 20_000 })
      .then((h) => h.jsonValue())
      .catch(() => 0)
    // The tables pages show their tables directly; every other page is made of example cards.
    if (!route.name.startsWith('tables-') && examples < 1) problems.push(`${route.name}: no example or table shown`)
    const h1 = await page.locator('main h1').first().textContent({ timeout: 5_000 }).catch(() => '')
    if (!h1?.trim()) problems.push(`${route.name}: no page title`)
    await page.waitForTimeout(150)
    if (errors.length) problems.push(`${route.name}: console errors: ${errors.slice(0, 3).join(' | ')}`)
  }
  assert.deepEqual(problems, [], `${problems.length} of ${routes.length} gallery pages have problems`)
  await page.close()
})

test('linear progress: determinate, indeterminate and buffer bars; Run moves the value; works offline after reload', async () => {
  const { page, errors } = await openAdmin()
  await go(page, '/components/progress-linear')
  await page.locator('main [data-example]').first().waitFor({ timeout: 20_000 })
  const bars = page.locator('main [role=progressbar]')
  assert.ok((await bars.count()) >= 6)
  assert.equal(await page.locator('main [role=progressbar][data-state=indeterminate]').count(), 2)
  assert.equal(await page.locator('main [role=progressbar] [data-part=buffer]').count(), 1)
  assert.equal(await page.getByRole('progressbar', { name: 'Uploading scans' }).getAttribute('aria-valuenow'), '40')

  const determinate = page.locator('main [data-example]').first()
  await determinate.getByRole('button', { name: 'Run' }).click()
  await page.waitForFunction(() => document.querySelector('main [data-example] [data-testid=example-state]')?.textContent !== '{"value":40}', null, { timeout: 5_000 })
  await determinate.getByRole('button', { name: 'Pause' }).click()
  const moved = Number(await page.getByRole('progressbar', { name: 'Uploading scans' }).getAttribute('aria-valuenow'))
  assert.ok(moved !== 40, `value still ${moved}`)

  assert.deepEqual(errors, [])

  await app.context.setOffline(true)
  try {
    await page.reload()
    await page.locator('main [data-example]').first().waitFor({ timeout: 20_000 })
    assert.equal(await page.locator('main [role=progressbar][data-state=indeterminate]').count(), 2)
  } finally {
    await app.context.setOffline(false)
  }
  // Offline, the browser logs the requests it could not send (network only); nothing else may fail.
  assert.deepEqual(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED')), [])
  await page.close()
})

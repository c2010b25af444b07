// Smoke: every route the table declares opens for a signed-in admin, in one browser, by in-app
// navigation (as a user clicking through the menu would): the guard lets it through, it is not a
// crash (500) or not-found page, its main area shows more than a title, and nothing is logged as an
// error. Journeys per app live in their own files; this one only proves no route is broken.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { openControlled, signInByApi } from './support/harness.mjs'
import { settledLocation } from './support/auth-helpers.mjs'
import { readDeclaredRouteNames, readRoutePaths, samplePath } from './support/route-samples.mjs'

const app = useApp()

// Not pages of their own to smoke: the root redirect, the sign-in page (a signed-in user is sent
// away from it), the catch-all, and the error pages (they are meant to look like errors).
const SKIP = new Set(['root', 'login', 'not-found', 'not-authorized', 'pages-misc-not-found', 'pages-misc-page-not-found'])

test('every declared route opens for admin with content and no console error', async () => {
  const declared = await readDeclaredRouteNames()
  const routes = (await readRoutePaths()).filter((r) => declared.has(r.name) && !SKIP.has(r.name))
  assert.ok(routes.length >= 20, `found only ${routes.length} routes`)

  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  await signInByApi(page, 'admin@demo.com', 'admin')
  await page.setViewportSize({ width: 1024, height: 768 })
  const errors = []
  // tesseract's wasm prints unknown-parameter warnings through console.error when the OCR engine
  // starts (after the upload page): its own noise, not a failure of ours.
  const ocrNoise = /^Warning: Parameter not found: /
  page.on('console', (m) => m.type() === 'error' && !ocrNoise.test(m.text()) && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(app.baseURL + '/apps/process/list')
  await settledLocation(page)

  const problems = []
  for (const route of routes) {
    const path = samplePath(route)
    errors.length = 0
    // In-app navigation: wouter follows pushState; a full load per route would take minutes.
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    let landed
    try {
      landed = await settledLocation(page)
    } catch (error) {
      problems.push(`${route.name} (${path}): ${error.message.split('\n')[0]}`)
      continue
    }
    // The guard grants the route before the page's own chunk and data arrive: wait for content.
    await page
      .waitForFunction(() => ((document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').trim().length >= 40), null, { timeout: 20_000 })
      .catch(() => {})
    const state = await page.evaluate(() => ({
      title: document.title,
      text: (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').trim(),
    }))
    if (landed.split('?')[0] !== path) problems.push(`${route.name}: opened ${path}, landed on ${landed}`)
    else if (state.title.includes('404')) problems.push(`${route.name}: shows the not-found page`)
    else if (state.text.length < 40) problems.push(`${route.name}: main shows almost nothing (${JSON.stringify(state.text)})`)
    // Give late requests of the page a moment to fail loudly before moving on.
    await page.waitForTimeout(150)
    if (errors.length) problems.push(`${route.name}: console errors: ${errors.slice(0, 3).join(' | ')}`)
  }
  assert.deepEqual(problems, [], `${problems.length} of ${routes.length} routes have problems`)
})

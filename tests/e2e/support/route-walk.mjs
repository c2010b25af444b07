// One walk over every page for a signed-in admin at 1024×768, by in-app navigation (as a user clicking
// through the menu would), in one theme and language. On each page it checks what the smoke test
// needs (the guard lets it through, it is not a crash or not-found page, main shows more than a
// title, the page is no wider than the window, nothing is logged as an error, no Content-Security-Policy
// violation: each lazy chunk loads under the policy) and runs axe-core (serious and critical findings).
// The sign-in page is checked signed out first.
import { navigateInApp, openControlled, signInByApi } from './harness.mjs'
import { settledLocation } from './auth-helpers.mjs'
import { readDeclaredRouteNames, readRoutePaths, samplePath } from './route-samples.mjs'
import { axeProblems } from './axe.mjs'

// Not pages: the root redirect and the catch-all; the sign-in page is walked signed out.
const NOT_PAGES = new Set(['root', 'login', 'not-found'])
// Error pages are meant to look like errors: axe only.
const ERROR_PAGES = new Set(['not-authorized', 'pages-misc-not-found', 'pages-misc-page-not-found'])
// tesseract's wasm prints unknown-parameter warnings through console.error when the OCR engine starts
// (after the upload page): its own noise, not a failure of ours.
const OCR_NOISE = /^Warning: Parameter not found: /

export async function walkEveryPage(app, { theme, language }) {
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  await page.evaluate(
    ([t, l]) => {
      const set = (k, v) => (document.cookie = `${k}=${encodeURIComponent(JSON.stringify(v))}; Path=/; SameSite=Strict`)
      set('Meishi-theme', t)
      set('language', l)
    },
    [theme, language],
  )
  await page.setViewportSize({ width: 1024, height: 768 })
  // Every page runs under the build's Content-Security-Policy (its meta tag): a violation is an error.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`))
  })
  const errors = []
  page.on('console', (m) => m.type() === 'error' && !OCR_NOISE.test(m.text()) && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(String(e)))
  const problems = []
  await page.goto(app.baseURL + '/login')
  await page.locator('input[type=email]').waitFor()
  for (const p of await axeProblems(page)) problems.push(`login: axe ${p}`)

  await signInByApi(page, 'admin@demo.com', 'admin')
  await page.goto(app.baseURL + '/apps/process/list')
  await settledLocation(page)
  const declared = await readDeclaredRouteNames()
  const routes = (await readRoutePaths()).filter((r) => declared.has(r.name) && !NOT_PAGES.has(r.name))
  for (const route of routes) {
    const path = samplePath(route)
    errors.length = 0
    await navigateInApp(page, path)
    let landed
    try {
      landed = await settledLocation(page)
    } catch (error) {
      problems.push(`${route.name} (${path}): ${error.message.split('\n')[0]}`)
      continue
    }
    // The guard grants the route before the page's own chunk and data arrive: wait for content. (An
    // indeterminate progress bar is busy for good: the progress page showed one and waited 20 s.)
    await page
      .waitForFunction(
        () => (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').trim().length >= 40 && !document.querySelector('main [aria-busy=true]:not([role=progressbar])'),
        null,
        { timeout: 20_000 },
      )
      .catch(() => {})
    if (!ERROR_PAGES.has(route.name)) {
      const state = await page.evaluate(() => ({
        title: document.title,
        text: (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').trim(),
        // Wider than the window: the whole page scrolls sideways (in rtl often a blank band).
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }))
      if (landed.split('?')[0] !== path) problems.push(`${route.name}: opened ${path}, landed on ${landed}`)
      else if (state.title.includes('404')) problems.push(`${route.name}: shows the not-found page`)
      else if (state.text.length < 40) problems.push(`${route.name}: main shows almost nothing (${JSON.stringify(state.text)})`)
      if (state.overflow > 1) problems.push(`${route.name}: the page is ${state.overflow} px wider than the window`)
    }
    // Give late requests of the page a moment to fail loudly before moving on.
    await page.waitForTimeout(150)
    for (const p of await axeProblems(page)) problems.push(`${route.name}: axe ${p}`)
    if (errors.length) problems.push(`${route.name}: console errors: ${errors.slice(0, 3).join(' | ')}`)
  }
  await page.close()
  return { problems, count: routes.length + 1 }
}

// axe-core (from npm) run inside the page: CSP does not apply to what the test itself evaluates.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { openControlled, signInByApi } from './harness.mjs'
import { settledLocation } from './auth-helpers.mjs'
import { readDeclaredRouteNames, readRoutePaths, samplePath } from './route-samples.mjs'

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Serious and critical axe violations of the whole page, one line each: "rule: target (why)". */
export async function axeProblems(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} (${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? ''})`).join(', ')}`)
  })
}

// The root redirect and the catch-all are not pages; the sign-in page is checked signed out.
const NOT_PAGES = new Set(['root', 'login', 'not-found'])

/**
 * Opens /login signed out, then every declared route as admin at 1024×768 by in-app navigation, in
 * one theme and language, and returns every serious axe finding as "route: finding".
 */
export async function axeWalk(app, { theme, language }) {
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
  const problems = []
  await page.goto(app.baseURL + '/login')
  await page.locator('input[type=email]').waitFor()
  for (const p of await axeProblems(page)) problems.push(`login: ${p}`)

  await signInByApi(page, 'admin@demo.com', 'admin')
  await page.goto(app.baseURL + '/apps/process/list')
  await settledLocation(page)
  const declared = await readDeclaredRouteNames()
  const routes = (await readRoutePaths()).filter((r) => declared.has(r.name) && !NOT_PAGES.has(r.name))
  for (const route of routes) {
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, samplePath(route))
    await settledLocation(page).catch(() => {})
    // The guard grants the route before the page's chunk and data arrive: wait for content and quiet.
    await page.waitForFunction(() => (document.querySelector('main') ?? document.body).innerText.trim().length >= 40 && !document.querySelector('main [aria-busy=true]'), null, { timeout: 20_000 }).catch(() => {})
    await page.waitForTimeout(200)
    for (const p of await axeProblems(page)) problems.push(`${route.name}: ${p}`)
  }
  await page.close()
  return { problems, count: routes.length + 1 }
}

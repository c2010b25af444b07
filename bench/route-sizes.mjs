// First-visit JS of every route: gzip size of the JS files a page requests when a signed-in admin
// opens that route in a new tab (the worker's precache downloads are not counted: the page does
// not wait for them). Prints each route with its issue's budget; asserts nothing.
//   node bench/route-sizes.mjs [name-filter …]   (expects a build in dist/, or E2E_DIST)
import { gzipSync } from 'node:zlib'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { launchBrowser, openControlled, serveBuild, signInByApi } from '../tests/e2e/support/harness.mjs'
import { readRoutePaths, samplePath } from '../tests/e2e/support/route-samples.mjs'

const kb = (n) => `${(n / 1024).toFixed(1)} KB`

/** The issues' first-visit budgets (KB gzip JS); routes without one print none. */
export function budgetOf(name) {
  if (name === 'login') return 110
  if (name === 'dashboards-analytics' || name === 'dashboards-crm') return 220
  if (name === 'apps-logistics-fleet') return 350
  if (/^apps-(email|chat|calendar|kanban|ecommerce|invoice|members|roles|permissions)/.test(name)) return 250
  return undefined
}

/** Opens `path` in a new tab; the JS files it requested (gzip bytes each, largest first) and their sum. */
export async function measure(context, baseURL, distDir, path) {
  const page = await context.newPage()
  const assets = new Set()
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.origin === baseURL && url.pathname.endsWith('.js') && !url.pathname.endsWith('/sw.js')) assets.add(url.pathname)
  })
  await page.goto(baseURL + path, { waitUntil: 'networkidle' })
  const landed = new URL(page.url()).pathname
  await page.close()
  const files = []
  for (const file of assets) files.push({ file, gzip: gzipSync(await readFile(join(distDir, file)), { level: 9 }).length })
  files.sort((a, b) => b.gzip - a.gzip)
  return { js: files.reduce((sum, f) => sum + f.gzip, 0), files, landed }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))
if (isMain) {
  const filters = process.argv.slice(2)
  const distDir = process.env.E2E_DIST ?? 'dist'
  const routes = (await readRoutePaths())
    .filter((r) => !['root', 'not-found'].includes(r.name))
    .filter((r) => !filters.length || filters.some((f) => r.name.includes(f)))
  const server = await serveBuild(distDir)
  const browser = await launchBrowser()
  try {
    const first = await openControlled(browser.context, `${server.baseURL}/login`)
    const login = await measure(browser.context, server.baseURL, distDir, '/login')
    await signInByApi(first, 'admin@demo.com', 'admin')
    console.log('first-visit JS per route (gzip; signed in as admin; budget where an issue sets one)')
    const rows = [{ name: 'login', path: '/login', ...login }]
    for (const route of routes.filter((r) => r.name !== 'login')) {
      const path = samplePath(route)
      rows.push({ name: route.name, path, ...(await measure(browser.context, server.baseURL, distDir, path)) })
    }
    let over = 0
    for (const row of rows) {
      const budget = budgetOf(row.name)
      const verdict = budget === undefined ? '' : row.js / 1024 <= budget ? `  (≤ ${budget} KB: within)` : `  (≤ ${budget} KB: OVER)`
      if (budget !== undefined && row.js / 1024 > budget) over++
      const moved = row.landed !== row.path.split('?')[0] ? `  → landed on ${row.landed}` : ''
      console.log(`${kb(row.js).padStart(9)}  ${row.name}${verdict}${moved}`)
    }
    console.log(`${rows.length} routes, ${over} over budget`)
  } finally {
    await browser.close()
    await server.close()
  }
}

// What one route's first visit is made of: every JS file a signed-in admin's new tab requests, with
// its gzip size, largest first, and which of them every default-layout page shares (they also appear
// on the dashboard). Helps find what to cut from the shell; asserts nothing.
//   node bench/route-files.mjs <route-name> [baseline-route]   (expects a build in dist/, or E2E_DIST)
import { launchBrowser, openControlled, serveBuild, signInByApi } from '../tests/e2e/support/harness.mjs'
import { readRoutePaths, samplePath } from '../tests/e2e/support/route-samples.mjs'
import { measure } from './route-sizes.mjs'

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const [name = 'dashboards-analytics', baselineName = 'pages-typography'] = process.argv.slice(2)
const distDir = process.env.E2E_DIST ?? 'dist'
const routes = await readRoutePaths()
const find = (n) => routes.find((r) => r.name === n) ?? (n === 'login' ? { name: 'login', path: '/login' } : undefined)
const target = find(name)
if (!target) throw new Error(`no route named ${name} in src/core/routing/paths.ts`)
const baseline = find(baselineName)

const server = await serveBuild(distDir)
const browser = await launchBrowser()
try {
  const first = await openControlled(browser.context, `${server.baseURL}/login`)
  if (name !== 'login') await signInByApi(first, 'admin@demo.com', 'admin')
  const shown = await measure(browser.context, server.baseURL, distDir, samplePath(target))
  const shared = baseline && name !== 'login' ? new Set((await measure(browser.context, server.baseURL, distDir, samplePath(baseline))).files.map((f) => f.file)) : new Set()
  for (const f of shown.files) console.log(`${kb(f.gzip).padStart(9)}  ${shared.has(f.file) ? 'shared' : 'own   '}  ${f.file}`)
  const sharedBytes = shown.files.filter((f) => shared.has(f.file)).reduce((s, f) => s + f.gzip, 0)
  console.log(`${kb(shown.js)} in ${shown.files.length} files; ${kb(sharedBytes)} also loaded by ${baselineName}`)
} finally {
  await browser.close()
  await server.close()
}

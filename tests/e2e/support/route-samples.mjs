// The route table as plain data for scripts that run without a TS loader (the smoke e2e, the
// route-size bench): names and patterns from the leaf module, the declared routes from the route
// files, and sample params to open each one.
import { readFile, readdir } from 'node:fs/promises'

const root = new URL('../../../', import.meta.url)

/** Every route name and pattern in src/core/routing/paths.ts. */
export async function readRoutePaths() {
  const source = await readFile(new URL('src/core/routing/paths.ts', root), 'utf8')
  return [...source.matchAll(/^\s*'?([a-z0-9-]+)'?: '(\/[^']*)',$/gm)].map(([, name, path]) => ({ name, path }))
}

/** Names the route files of src/app/routes declare (`route('name', msg…`): the routes that have a page. */
export async function readDeclaredRouteNames() {
  const dir = new URL('src/app/routes/', root)
  const names = new Set()
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.ts')) continue
    const source = await readFile(new URL(file, dir), 'utf8')
    for (const [, name] of source.matchAll(/\b[A-Za-z]+\(\s*'([a-z0-9-]+)',\s*msg`/g)) names.add(name)
  }
  return names
}

// Sample values for the params the patterns use (optional ones are left out).
const SAMPLE = { id: '1', namecard: '1', error: '404', tab: 'profile', filter: 'inbox', label: 'private', title: 'how-to-add-product-in-cart' }
const SAMPLE_BY_ROUTE = {
  'pages-account-settings-tab': { tab: 'account' },
  'apps-invoice-preview-id': { id: '4987' },
  'apps-invoice-edit-id': { id: '4987' },
  'apps-invoice-print-id': { id: '4987' },
  // Orders are found by their number, customers by their 6-digit customerId (spec §7).
  'apps-ecommerce-order-details-id': { id: '5513' },
  'apps-ecommerce-customer-details-id': { id: '740297' },
}

/** A path that opens the route with sample params. */
export function samplePath(route) {
  const values = { ...SAMPLE, ...SAMPLE_BY_ROUTE[route.name] }
  return route.path.replace(/\/:([A-Za-z0-9_]+)\?/g, '').replace(/:([A-Za-z0-9_]+)/g, (_m, key) => values[key] ?? '1')
}

// `npm run search-index`: writes public/fixtures/searchGroups.json from the route table (routes
// with a `search` entry; the derivation is src/app/routes/search-index.ts). The route files are
// TypeScript with Lingui macros, so they are loaded through Vite with the tests' config (the same
// plugins as the app). The fixture's version goes up only when its records change;
// tests/unit/app/search-index.test.ts fails while fixture and table disagree.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const FIXTURE = fileURLToPath(new URL('../public/fixtures/searchGroups.json', import.meta.url))

const server = await createServer({
  root,
  configFile: fileURLToPath(new URL('../vitest.config.ts', import.meta.url)),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { routes } = await server.ssrLoadModule('/src/app/routes/index.ts')
  const { buildSearchIndex } = await server.ssrLoadModule('/src/app/routes/search-index.ts')
  const records = buildSearchIndex(routes)
  const previous = JSON.parse(readFileSync(FIXTURE, 'utf8'))
  const same = JSON.stringify(previous.records) === JSON.stringify(records)
  const version = same ? previous.version : previous.version + 1
  writeFileSync(FIXTURE, JSON.stringify({ version, records }, null, 2) + '\n')
  const count = records.reduce((n, g) => n + g.children.length, 0)
  console.log(same ? `search index unchanged (version ${version}, ${count} entries)` : `search index written: version ${version}, ${count} entries`)
} finally {
  await server.close()
}

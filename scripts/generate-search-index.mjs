// Regenerates public/fixtures/searchGroups.json from the route table (routes with a `search`
// entry). The derivation lives in src/app/routes/search-index.ts; it runs through vitest so the
// route files' TypeScript and Lingui macros compile exactly as in the app. The fixture's version
// goes up only when its records change.
import { spawnSync } from 'node:child_process'

const result = spawnSync('npx', ['vitest', 'run', 'tests/unit/app/search-index.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, UPDATE_SEARCH_INDEX: '1' },
})
process.exit(result.status ?? 1)

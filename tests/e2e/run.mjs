// Runs every tests/e2e/*.e2e.mjs with node's test runner (one file at a time: 2 cores).
import { readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const only = process.argv.slice(2)
const files = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.e2e.mjs'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => `tests/e2e/${f}`)
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], { stdio: 'inherit' })
process.exit(result.status ?? 1)

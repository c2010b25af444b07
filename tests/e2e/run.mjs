// Runs every tests/e2e/*.e2e.mjs with node's test runner against one production build served once
// (each file still gets its own Chromium profile, a copy of one that visited the app once: no state
// leaks between files, and the worker's install is paid once; tests of a first visit use app.fresh()).
// Files run E2E_CONCURRENCY at a time (default 3), the longest first. The run is CPU-bound on 2 cores
// (session 32: the machine's CPU busy ~99% of the run, a third of it kernel time): more files side by
// side only add switching. Measured on this machine, 25 files: 1340 s at 4 (~2650 CPU-s), 1252 s at 3
// (2491 CPU-s).
import { readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { spawn } from 'node:child_process'
import { serveBuild, warmProfile } from './support/harness.mjs'

// Slowest first (measured: the two walks of every page ~3 min each, the route matrix ~2.5 min, sign-in ~1.5 min, records ~1 min, …).
const SLOW_FIRST = ['smoke-routes', 'smoke-routes-dark', 'auth-matrix', 'auth', 'records', 'shell', 'process']
const rank = (f) => {
  const i = SLOW_FIRST.indexOf(f.replace(/\.e2e\.mjs$/, ''))
  return i === -1 ? SLOW_FIRST.length : i
}

const only = process.argv.slice(2)
const files = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.e2e.mjs'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((f) => `tests/e2e/${f}`)
const concurrency = Number(process.env.E2E_CONCURRENCY ?? 3)

const server = await serveBuild()
const started = Date.now()
// One first visit for the whole run; each file's browser starts from a copy of it (its own profile still).
const template = await warmProfile(server.baseURL)
const child = spawn(process.execPath, ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: server.baseURL, E2E_PROFILE_TEMPLATE: template },
})
const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)))
await server.close()
await rm(template, { recursive: true, force: true })
console.log(`e2e: ${files.length} files, ${concurrency} at a time, ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(code)

// npm run bench: prints figures (build time, /login weight, list latency, OCR if present).
// Asserts nothing about time; the issue notes compare the figures with the targets.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { serveBuild } from '../tests/e2e/support/harness.mjs'
import { measureLoginSize } from './login-size.mjs'
import { measureListLatency } from './list-latency.mjs'
import { measureOfflineReady } from './offline-ready.mjs'

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const ms = (n) => `${n.toFixed(1)} ms`

const t0 = Date.now()
const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
const buildSeconds = (Date.now() - t0) / 1000
if (build.status !== 0) process.exit(build.status ?? 1)
console.log(`build: ${buildSeconds.toFixed(1)} s (target ≤ 30 s)`)

const server = await serveBuild('dist')
try {
  const size = await measureLoginSize(server.baseURL)
  console.log(`/login: JS ${kb(size.js)} gzip (target ≤ 110 KB), CSS ${kb(size.css)} gzip (target ≤ 25 KB), ${size.files.length} files`)
  for (const f of size.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`)

  const latency = await measureListLatency(server.baseURL)
  for (const r of latency) {
    console.log(`list query @ ${String(r.rows).padStart(6)} rows: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, first (cold cache) ${ms(r.cold)} [status ${r.status}, ${r.total} matches]`)
  }
  console.log('  targets: p50 ≤ 5 ms at 100 rows, ≤ 150 ms at 100,000 rows')

  const ready = await measureOfflineReady(server.baseURL)
  console.log(`offline-ready after a first visit: median ${ready.median.toFixed(1)} s (${ready.all.map((s) => s.toFixed(1)).join(', ')}), precache ${ready.files} files, ${(ready.bytes / 1e6).toFixed(1)} MB`)

} finally {
  await server.close()
}

// Every route's first-visit JS, with the budgets the issues set.
spawnSync(process.execPath, ['bench/route-sizes.mjs'], { stdio: 'inherit' })
// The fleet map's engine, measured both ways as issue 16 asks (MapLibre GL fetched with npm pack).
spawnSync(process.execPath, ['bench/fleet-map-engines.mjs'], { stdio: 'inherit' })

// OCR runs on its own server (it serves dist/ itself): seconds per card and field accuracy, on the
// first card set and on the fresh one designed apart from it. Its cards take longer to read (278 s for
// all 104 against 170 s for the first set's, at load 5 on 2 cores), so here only 4 a kind, 2 in each
// half: about 1.5 to 2.5 minutes more. node bench/ocr.mjs --set fresh reads all of them. Read as the
// app reads a stack, two cards at once (analysis-runner.ts): the stack's seconds per card and each card's.
if (existsSync(new URL('./ocr.mjs', import.meta.url))) {
  const { benchOcr } = await import('./ocr.mjs')
  await benchOcr({ set: 'all', freshPerKind: 4, inFlight: 2 })
}

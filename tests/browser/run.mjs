// Runs each browser test file in its own web-test-runner process. In one shared run, Vite's
// dependency optimizer can discover a new dependency while other files are loading and make
// them fail with "Outdated Optimize Dep" (seen on clean CI clones); one file per run avoids it,
// and the optimizer cache (node_modules/.vite-wtr) keeps later runs fast.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'

const root = 'tests/browser'
const files = []
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path)
    else if (name.endsWith('.test.tsx')) files.push(path)
  }
}
walk(root)

let passed = 0
let failed = 0
const failures = []
const runFile = (file) => {
  const result = spawnSync('npx', ['wtr', '--config', 'web-test-runner.config.mjs', '--files', file], {
    encoding: 'utf8',
    timeout: 300_000,
  })
  return { result, out: `${result.stdout ?? ''}${result.stderr ?? ''}` }
}

for (const file of files) {
  let { result, out } = runFile(file)
  // With a cold optimizer cache the first file that reaches new dependencies can't even be
  // imported (Vite re-bundles under it). That is the tooling, not the test: run it once more.
  if (result.status !== 0 && out.includes('Could not import your test module')) {
    console.log(`… ${file}: import failed while Vite optimized dependencies; running it again`)
    ;({ result, out } = runFile(file))
  }
  const counts = [...out.matchAll(/(\d+) passed, (\d+) failed/g)].pop()
  const ok = result.status === 0
  if (counts) {
    passed += Number(counts[1])
    failed += Number(counts[2])
  }
  if (!ok) {
    failures.push(file)
    if (!counts || Number(counts[2]) === 0) failed += 1
    process.stdout.write(out)
  }
  console.log(`${ok ? '✔' : '✖'} ${file}${counts ? ` (${counts[1]} passed, ${counts[2]} failed)` : ''}`)
}
console.log(`browser: ${passed} passed, ${failed} failed`)
if (failures.length) {
  console.log(`failing files:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}

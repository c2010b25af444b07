// Runs every browser test file in ONE web-test-runner process: one Vite server, one optimized-deps
// cache, one Chromium. (Each wtr start costs ~30 s of Vite + Chromium start-up on this machine.)
// A shared run used to fail on clean clones with "Outdated Optimize Dep" when a dependency was
// discovered mid-run; web-test-runner.config.mjs now leaves nothing to discover late (see there).
// Should Vite still re-bundle under a test module on a cold cache ("Could not import your test
// module"), that is tooling, not a test: the whole run goes once more, on the now-warm cache.
import { spawnSync } from 'node:child_process'

const wtr = () => {
  const result = spawnSync('npx', ['wtr', '--config', 'web-test-runner.config.mjs'], { encoding: 'utf8', timeout: 600_000 })
  const out = `${result.stdout ?? ''}${result.stderr ?? ''}`
  process.stdout.write(out)
  return { ok: result.status === 0, out }
}

const first = wtr()
if (first.ok) process.exit(0)

if (!first.out.includes('Could not import your test module')) process.exit(1)
console.log('… a test module could not be imported while Vite optimized dependencies; running again')
process.exit(wtr().ok ? 0 : 1)

// `npm test`: runs npm scripts phase by phase and prints how long each took.
//   node tests/run-phases.mjs typecheck+lint test:unit test:browser test:e2e
// Scripts joined by `+` run at the same time (tsc and eslint are single-threaded: on 2 cores they
// finish together in the time of the slower one); their output is printed whole when each ends,
// so it never interleaves. The first failing phase stops the run, as `a && b && c` would.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

const phases = process.argv.slice(2).map((arg) => arg.split('+'))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const seconds = (since) => Math.round((Date.now() - since) / 1000)

function runScript(name, buffered) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', name], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let out = ''
    if (buffered) {
      child.stdout.on('data', (d) => (out += d))
      child.stderr.on('data', (d) => (out += d))
    }
    child.on('close', (code) => {
      if (buffered && out.trim()) process.stdout.write(`── ${name}\n${out}${out.endsWith('\n') ? '' : '\n'}`)
      resolve({ name, ok: code === 0, s: seconds(started) })
    })
  })
}

// Browser and e2e phases drive a real Chromium: say so now, not after minutes of other phases.
const needsBrowser = phases.flat().some((name) => name === 'test:browser' || name.startsWith('test:e2e'))
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (needsBrowser && !existsSync(chromium)) {
  console.error(
    `\nnpm test needs Chromium for its browser and end-to-end tests, and there is none at ${chromium}.\n` +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Elsewhere: point CHROMIUM_PATH at a Chromium or Chrome binary, e.g.\n' +
      '    CHROMIUM_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" npm test\n' +
      '  (Tests never download a browser.) To run only what needs no browser: npm run typecheck && npm run lint && npm run test:unit\n',
  )
  process.exit(1)
}

const started = Date.now()
const times = []
let failed
for (const scripts of phases) {
  console.log(`\n== ${scripts.join(' + ')}`)
  const results = await Promise.all(scripts.map((name) => runScript(name, scripts.length > 1)))
  for (const r of results) {
    times.push(r)
    console.log(`== ${r.name}: ${r.ok ? 'ok' : 'FAILED'} in ${r.s} s`)
  }
  failed = results.find((r) => !r.ok)
  if (failed) break
}
console.log(`\n== test phases: ${times.map((r) => `${r.name} ${r.s} s`).join(', ')}; total ${seconds(started)} s`)
process.exit(failed ? 1 : 0)

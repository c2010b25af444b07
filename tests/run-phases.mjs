// `npm test`: runs npm scripts phase by phase and prints how long each took.
//   node tests/run-phases.mjs typecheck+lint test:unit test:browser test:e2e
// Scripts joined by `+` run at the same time (tsc and eslint are single-threaded: on 2 cores they
// finish together in the time of the slower one); their output is printed whole when each ends,
// so it never interleaves. The first failing phase stops the run, as `a && b && c` would.
import { spawn } from 'node:child_process'

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

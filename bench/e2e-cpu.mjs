// CPU time of the e2e run, by test file: runs tests/e2e/run.mjs (expects a build in dist/) and samples
// /proc every 300 ms, giving each process (Chromium's and node's) to the *.e2e.mjs file it descends
// from. The run is CPU-bound on 2 cores, so the files that cost most CPU are where the time goes.
// Linux only; asserts nothing.
//   node bench/e2e-cpu.mjs [file-filter …]
import { readdirSync, readFileSync } from 'node:fs'
import { spawn } from 'node:child_process'

const TICK = 100 // clock ticks per second (USER_HZ)

function stat(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return { ppid: fields[1], user: Number(fields[11]), sys: Number(fields[12]) }
}

/** The e2e file a process belongs to (its own command line or an ancestor's), or "other". */
function owner(pid) {
  for (let p = pid, depth = 0; p && p !== '1' && depth < 12; depth++) {
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8')
      const file = cmd.match(/([\w-]+)\.e2e\.mjs/)
      if (file && !cmd.includes('run.mjs')) return file[1]
      p = stat(p).ppid
    } catch {
      break
    }
  }
  return 'other (server, warm profile, kernel)'
}

const seen = new Map()
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const { user, sys } = stat(pid)
      let entry = seen.get(pid)
      if (!entry) seen.set(pid, (entry = { file: owner(pid), user0: user, sys0: sys }))
      entry.user = user
      entry.sys = sys
    } catch {
      // The process ended between listing and reading.
    }
  }
}

sample()
const timer = setInterval(sample, 300)
const started = Date.now()
const child = spawn(process.execPath, ['tests/e2e/run.mjs', ...process.argv.slice(2)], { stdio: 'inherit' })
const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)))
clearInterval(timer)
sample()

const byFile = new Map()
for (const e of seen.values()) {
  const sum = byFile.get(e.file) ?? { user: 0, sys: 0 }
  sum.user += (e.user - e.user0) / TICK
  sum.sys += (e.sys - e.sys0) / TICK
  byFile.set(e.file, sum)
}
const rows = [...byFile].filter(([, s]) => s.user + s.sys >= 0.5).sort((a, b) => b[1].user + b[1].sys - (a[1].user + a[1].sys))
const total = rows.reduce((t, [, s]) => t + s.user + s.sys, 0)
console.log(`\ne2e CPU by file (CPU-s; ${Math.round((Date.now() - started) / 1000)} s wall, ${Math.round(total)} CPU-s sampled):`)
for (const [file, s] of rows) console.log(`  ${file.padEnd(34)}${(s.user + s.sys).toFixed(0).padStart(6)}  (user ${s.user.toFixed(0)}, sys ${s.sys.toFixed(0)})`)
process.exit(code)

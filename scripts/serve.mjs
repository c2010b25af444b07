// Serves the production build (dist/) the way a CDN would, with the SPA fallback, the security
// headers and a 404 for missing /assets/ files (see scripts/vite/security.ts).
import { existsSync, readFileSync } from 'node:fs'
import { preview } from 'vite'

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/. Run `npm run build` first (or `npm start`, which builds and serves).')
  process.exit(1)
}

const wanted = Number(process.env.PORT ?? 4173)
const server = await preview({ preview: { port: wanted, strictPort: false, host: process.env.HOST ?? '127.0.0.1', open: false } })
const address = server.httpServer.address()
const port = typeof address === 'object' && address ? address.port : wanted
if (port !== wanted) console.log(`\n  Port ${wanted} is busy (another server?), so Meishi is served on port ${port} instead.`)
server.printUrls()
console.log('  Press Ctrl+C to stop.\n')

// Stopping `npm start` (Ctrl+C, a closed terminal, a kill of npm) must not leave the server running.
let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  server.httpServer.closeAllConnections?.()
  server.httpServer.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 1000).unref()
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop)
// npm killed outright (SIGKILL) leaves us running under nobody: watch the processes that started
// us (npm runs scripts through a shell, so on Linux also the shell's parent) and stop with them.
const parent = process.ppid
const grandparent = (() => {
  try {
    return Number(readFileSync(`/proc/${parent}/stat`, 'utf8').split(') ')[1].split(' ')[1]) || undefined
  } catch {
    return undefined // not Linux: the parent check alone
  }
})()
const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
setInterval(() => {
  if (process.ppid !== parent || (grandparent && grandparent > 1 && !alive(grandparent))) stop()
}, 1000).unref()

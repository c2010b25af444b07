// #13 updates: a real two-build update. Build "next" differs in every file name; a tab left open on
// the old build must still open a lazy page after the new worker took over (the worker keeps the
// previous build's chunks, sw/previous-assets.ts), only the tab whose user chose "Reload" reloads,
// and the server answers the old chunks with 404 (they are gone from it, as after a deploy).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { launchBrowser, navigateInApp, openControlled, signInByApi, WAIT_LIMIT } from './support/harness.mjs'
import { settledLocation } from './support/auth-helpers.mjs'

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json', '.woff2': 'font/woff2', '.png': 'image/png', '.wasm': 'application/wasm', '.gz': 'application/gzip' }

let work, site, next, server, baseURL, browser
/** Files the host has answered (the failure report says whether the new worker's install was still fetching). */
let served = 0

/** A static host serving whatever `site` holds now: missing /assets/ files are 404, other paths the app. */
function serve() {
  return new Promise((resolve) => {
    server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname)
      let file = normalize(join(site, path))
      const exists = file.startsWith(site) && existsSync(file) && statSync(file).isFile()
      if (!exists && path.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
        return
      }
      if (!exists) file = join(site, 'index.html')
      served += 1
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
      // A read that fails ends the answer (an answer left open would hold the browser's request, and with it an update check, for minutes).
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res)
    }).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`))
  })
}

function buildNext(outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, MEISHI_BUILD_SALT: 'next' },
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed: ${code}`))))
  })
}

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'meishi-update-'))
  site = join(work, 'site')
  next = join(work, 'next')
  await cp('dist', site, { recursive: true })
  await buildNext(next)
  baseURL = await serve()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  server?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

// The prompt shows once the new worker has installed, that is precached the whole next build (~560 files,
// 8.5 MB): with the other e2e files running beside it on two cores (load ~19), that alone once took over 90 s.
const INSTALLED = { timeout: WAIT_LIMIT * 3 }

/** Waits for the update prompt; a timeout says what the worker registration was doing. */
async function updatePrompt(page) {
  try {
    await page.waitForSelector('[data-testid=update-prompt]', INSTALLED)
  } catch (error) {
    const state = await page
      .evaluate(() => navigator.serviceWorker.getRegistration().then((r) => ({ installing: r?.installing?.state, waiting: r?.waiting?.state, active: r?.active?.state })))
      .catch((e) => String(e))
    throw new Error(`no update prompt: registration ${JSON.stringify(state)}, ${served} files served since the deploy`, { cause: error })
  }
}

const scripts = (page) => page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => new URL(s.src).pathname))

test('a tab on the old build opens a lazy page after the new worker took over', async () => {
  const a = await openControlled(browser.context, baseURL + '/login')
  await signInByApi(a, 'admin@demo.com', 'admin')
  await a.goto(baseURL + '/apps/company/list')
  assert.equal(await settledLocation(a), '/apps/company/list')
  const oldEntry = (await scripts(a)).find((s) => s.startsWith('/assets/'))
  assert.ok(oldEntry && !oldEntry.includes('-next'), `old build entry: ${oldEntry}`)
  await a.evaluate(() => (window.__sameDocument = true))
  const failures = []
  a.on('console', (msg) => {
    if (/Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(msg.text())) failures.push(msg.text())
  })
  const chunks = []
  a.on('response', (res) => {
    const url = new URL(res.url())
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) chunks.push([url.pathname, res.status()])
  })

  // Deploy, at once (as a host switches releases): the server now has only the next build; the open
  // tab checks for an update (as on focus). Deleting and copying in place left a window in which the
  // browser's own update check found no sw.js.
  const old = site
  site = next
  served = 0
  await rm(old, { recursive: true, force: true })
  const gone = await fetch(baseURL + oldEntry)
  assert.equal(gone.status, 404, 'the old build is gone from the server')
  await a.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()))
  await updatePrompt(a)

  // Another tab accepts the update: the new worker takes over and that tab reloads on the new build.
  const b = await browser.context.newPage()
  await b.goto(baseURL + '/apps/company/list')
  await settledLocation(b)
  await updatePrompt(b)
  await Promise.all([b.waitForEvent('load'), b.click('[data-testid=update-prompt] button >> nth=0')])
  await settledLocation(b)
  assert.ok((await scripts(b)).some((s) => s.includes('-next')), 'the accepting tab runs the next build')

  // The first tab was not reloaded under its user (input kept) and offers the reload instead.
  await a.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'))
  assert.equal(await a.evaluate(() => window.__sameDocument), true)
  await updatePrompt(a)

  // It opens a page whose chunk it never loaded: the old chunk comes from the worker's kept copy.
  chunks.length = 0
  await navigateInApp(a, '/apps/person/list')
  assert.equal(await settledLocation(a), '/apps/person/list')
  await a.waitForSelector('[data-testid=layout-content] main table')
  assert.deepEqual(failures, [])
  assert.ok(chunks.length > 0, 'the page loaded at least one chunk')
  assert.deepEqual(chunks.filter(([, status]) => status !== 200), [])
  assert.ok(chunks.every(([path]) => !path.includes('-next')), `old-build chunks: ${chunks.map(([p]) => p).join(', ')}`)

  // Its user's Reload brings the next build.
  await Promise.all([a.waitForEvent('load'), a.click('[data-testid=update-prompt] button >> nth=0')])
  await settledLocation(a)
  assert.ok((await scripts(a)).some((s) => s.includes('-next')))
})

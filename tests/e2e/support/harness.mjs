// e2e harness: serves a production build with Vite's preview server and drives Debian's Chromium
// through playwright-core. Never downloads a browser.
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { preview } from 'vite'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every page of a file is one site: one renderer process for all of them instead of one per tab.
  // Measured on this machine, records+commerce+shell+process: 537 → 515 CPU-s, 275 → 264 s (twice each).
  '--renderer-process-limit=1',
]

/** How long any wait may take before the test fails (see launchBrowser). */
export const WAIT_LIMIT = 90_000

/** Serves `dist` (or E2E_DIST) on a free loopback port. */
export async function serveBuild(outDir = process.env.E2E_DIST ?? 'dist') {
  const server = await preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'error' })
  const address = server.httpServer.address()
  const baseURL = `http://127.0.0.1:${address.port}`
  return { baseURL, close: () => new Promise((resolve) => server.httpServer.close(resolve)) }
}

/**
 * A browser with its own profile: no state leaks between suites. `from`: a profile to start as a copy
 * of (see warmProfile); without it the profile is empty, as on a first visit.
 */
export async function launchBrowser({ from } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'meishi-chromium-'))
  if (from) await cp(from, profile, { recursive: true })
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'allow',
  })
  // Waits are for real conditions; the limits only decide when a hung run gives up. Files run three
  // at a time on a busy 2-core machine, where a first load (the worker precaches ~800 files) can
  // take 20 s or more, so give every wait room rather than fail a correct app on a slow moment.
  context.setDefaultTimeout(WAIT_LIMIT)
  context.setDefaultNavigationTimeout(WAIT_LIMIT)
  return {
    context,
    profile,
    async close() {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    },
  }
}

/**
 * A profile that has visited the app once, closed: the worker installed and its ~800 files precached.
 * Installing them costs ~12 CPU-s on this machine; every suite that is not about a first visit starts
 * from a copy of this profile instead of paying that again (tests/e2e/run.mjs). Its origin is
 * `baseURL`'s: only a suite served from the same address may use it.
 */
export async function warmProfile(baseURL) {
  const browser = await launchBrowser()
  const page = await openControlled(browser.context, baseURL + '/login')
  await page.close()
  await browser.context.close()
  return browser.profile
}

// Requests a page started and that have not finished, for failure reports ("stuck on which file?").
const unfinished = new WeakMap()

/** Starts keeping the page's unfinished requests (see unfinishedRequests). */
export function trackRequests(page) {
  if (unfinished.has(page)) return
  const open = new Map()
  unfinished.set(page, open)
  page.on('request', (req) => open.set(req, Date.now()))
  page.on('requestfinished', (req) => open.delete(req))
  page.on('requestfailed', (req) => open.set(req, `failed: ${req.failure()?.errorText}`))
}

/** What a tracked page is still waiting for: path and age, or why it failed. */
export function unfinishedRequests(page) {
  const open = unfinished.get(page)
  if (!open) return 'not tracked'
  return [...open].map(([req, since]) => `${new URL(req.url()).pathname} ${typeof since === 'number' ? `${Math.round((Date.now() - since) / 1000)} s` : since}`).slice(-15)
}

/** Opens the app and waits until the service worker controls the page. */
export async function openControlled(context, url) {
  const page = await context.newPage()
  trackRequests(page)
  await page.goto(url)
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: WAIT_LIMIT })
  return page
}

/** Goes to `path` as a link in the app goes there (the router hears the history change; no reload). */
export function navigateInApp(page, path) {
  return page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** Calls the API from inside the page (so the worker answers), returning status and JSON body. */
export async function pageFetch(page, path, init = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, init)
      const text = await res.text()
      let body
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        body = text
      }
      return { status: res.status, body, servedBy: res.headers.get('content-type') }
    },
    { path, init },
  )
}

/** Signs a demo account in through the UI-independent API and stores the session cookies. */
export async function signInByApi(page, email, password) {
  const res = await pageFetch(page, '/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 201) throw new Error(`sign-in failed: ${res.status}`)
  await page.evaluate((s) => {
    const set = (k, v) => (document.cookie = `${k}=${encodeURIComponent(JSON.stringify(v))}; Path=/; SameSite=Strict`)
    set('accessToken', s.accessToken)
    set('refreshToken', s.refreshToken)
    set('tokenExpire', s.tokenExpire)
    set('userData', s.userData)
    set('userAbilityRules', s.userAbilityRules)
  }, res.body)
  return res.body
}

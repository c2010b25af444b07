// Sign-in, session and redirects through the real UI (issue 4), against the production build.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS, navigateInApp, pageFetch, signInByApi } from './support/harness.mjs'
import { ACCOUNTS, SESSION_COOKIES, openSignedOut, sessionCookies, settledLocation, signInThroughUi } from './support/auth-helpers.mjs'
import { HEAVY_CHUNK_NAME, HEAVY_CODE } from './support/heavy-code.mjs'

const app = useApp()

async function freshPage(path = '/login') {
  await app.context.clearCookies()
  return openSignedOut(app.context, app.baseURL, path)
}

for (const [name, account] of Object.entries(ACCOUNTS)) {
  test(`${name} signs in through the login form and lands on the first page the account may open`, async () => {
    const page = await freshPage()
    const landed = await signInThroughUi(page, app.baseURL, account)
    // Spec §1: staff land on the process list; the client account may not open it, so it lands on
    // the first page it may open (access control), never on a 401 (issue #20 item 10).
    assert.equal(landed, name === 'client' ? '/access-control' : '/apps/process/list')
    const cookies = await sessionCookies(page)
    for (const key of SESSION_COOKIES) assert.ok(cookies[key] !== undefined, `${key} is stored`)
    assert.equal(cookies.userData.email, account.email)
    assert.ok(Array.isArray(cookies.userAbilityRules) && cookies.userAbilityRules.length > 0)
    await page.close()
  })
}

test('a wrong password shows the server error under the email field, and nothing is stored', async () => {
  const page = await freshPage()
  await page.fill('input[name=email]', 'admin@demo.com')
  await page.fill('input[name=password]', 'not-the-password')
  await page.press('input[name=password]', 'Enter')
  const error = await page.waitForSelector('[data-testid=email-error]')
  assert.equal(await error.textContent(), 'Invalid email or password')
  assert.equal(await page.getAttribute('input[name=email]', 'aria-invalid'), 'true')
  assert.equal(new URL(page.url()).pathname, '/login')
  assert.equal((await sessionCookies(page)).accessToken, undefined)
  await page.close()
})

test('empty fields are caught before any request, with a message under each', async () => {
  const page = await freshPage()
  let calls = 0
  page.on('request', (r) => r.url().includes('/api/auth/login') && calls++)
  await page.click('form button[type=submit]')
  await page.waitForSelector('[data-testid=password-error]')
  assert.ok(await page.isVisible('[data-testid=email-error]'))
  assert.equal(calls, 0)
  await page.close()
})

test('show/hide password toggles the field type', async () => {
  const page = await freshPage()
  await page.fill('input[name=password]', 'secret')
  assert.equal(await page.getAttribute('input[name=password]', 'type'), 'password')
  await page.click('button[aria-controls][aria-pressed=false]')
  assert.equal(await page.getAttribute('input[name=password]', 'type'), 'text')
  await page.click('button[aria-controls][aria-pressed=true]')
  assert.equal(await page.getAttribute('input[name=password]', 'type'), 'password')
  await page.close()
})

test('remember me asks for (and gets) a 30-day token', async () => {
  const page = await freshPage()
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/login') && r.method() === 'POST')
  await page.click('[data-demo-account="office@demo.com"]')
  await page.check('input[name=remember]')
  await page.click('form button[type=submit]')
  assert.deepEqual(JSON.parse((await sent).postData()), { email: 'office@demo.com', password: 'office', remember: true })
  // Still on /login with its form until the answer is stored: wait for the sign-in to move on.
  await page.waitForURL((url) => url.pathname !== '/login')
  await settledLocation(page)
  const { tokenExpire } = await sessionCookies(page)
  const days = (tokenExpire - Date.now()) / 86_400_000
  assert.ok(days > 29 && days <= 30, `token lasts ${days} days`)
  await page.close()
})

test('the `to` round trip: a protected page sends you to login with `to`, and back after sign-in', async () => {
  const page = await freshPage('/access-control?q=sato')
  const atLogin = await settledLocation(page)
  const url = new URL(app.baseURL + atLogin)
  assert.equal(url.pathname, '/login')
  assert.equal(url.searchParams.get('to'), '/access-control')
  assert.equal(url.searchParams.get('q'), 'sato', 'the previous query is kept')
  const landed = await signInThroughUi(page, app.baseURL, ACCOUNTS.client, url.search)
  assert.equal(landed, '/access-control?q=sato')
  await page.close()
})

test('the 401 page sends "Back to home" to the account\'s landing page (no loop) and offers sign-out', async () => {
  const page = await freshPage()
  await signInThroughUi(page, app.baseURL, ACCOUNTS.client)
  await page.goto(app.baseURL + '/apps/process/list')
  assert.equal(await settledLocation(page), '/not-authorized')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await page.waitForURL((url) => url.pathname === '/access-control')
  assert.equal(await settledLocation(page), '/access-control')
  await page.goto(app.baseURL + '/not-authorized')
  await settledLocation(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
  const cookies = await sessionCookies(page)
  for (const key of SESSION_COOKIES) assert.equal(cookies[key], undefined, `${key} is cleared`)
  await page.close()
})

test('a Japanese browser with no language cookie opens /login in Japanese; the cookie then wins', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'meishi-ja-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, locale: 'ja-JP' })
  try {
    const page = await context.newPage()
    await page.goto(app.baseURL + '/login')
    await page.waitForSelector('form input[name=email]')
    await page.waitForFunction(() => document.documentElement.lang === 'ja')
    const cookies = await sessionCookies(page)
    assert.equal(cookies.language, 'ja')
    // A stored choice beats the browser: French stays French on the Japanese browser.
    await page.evaluate(() => (document.cookie = `language=${encodeURIComponent(JSON.stringify('fr'))}; Path=/; SameSite=Strict`))
    await page.reload()
    await page.waitForSelector('form input[name=email]')
    await page.waitForFunction(() => document.documentElement.lang === 'fr')
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('/ without a session goes to login keeping the query, and adds no `to`', async () => {
  const page = await freshPage('/?lang=ja')
  await settledLocation(page)
  const url = new URL(page.url())
  assert.equal(url.pathname, '/login')
  assert.equal(url.searchParams.get('lang'), 'ja')
  assert.equal(url.searchParams.has('to'), false)
  await page.close()
})

test('/login?to=https://evil.example stays in the app', async () => {
  for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    const page = await freshPage()
    const landed = await signInThroughUi(page, app.baseURL, ACCOUNTS.admin, `?to=${encodeURIComponent(evil)}`)
    assert.equal(new URL(page.url()).origin, app.baseURL, `${evil} did not leave the app`)
    assert.equal(landed, '/apps/process/list')
    await page.close()
  }
})

test('a signed-in user visiting /login goes to / and on to the process list', async () => {
  const page = await freshPage()
  await signInByApi(page, ACCOUNTS.sales.email, ACCOUNTS.sales.password)
  await page.goto(app.baseURL + '/login')
  assert.equal(await settledLocation(page), '/apps/process/list')
  await page.close()
})

test('a tampered token sends the user to login and clears the stored session', async () => {
  const page = await freshPage()
  await signInByApi(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password)
  await page.evaluate(() => (document.cookie = `accessToken=${encodeURIComponent(JSON.stringify('tampered'))}; Path=/; SameSite=Strict`))
  await page.goto(app.baseURL + '/access-control')
  const landed = new URL(app.baseURL + (await settledLocation(page)))
  assert.equal(landed.pathname, '/login')
  assert.equal(landed.searchParams.get('to'), '/access-control')
  const cookies = await sessionCookies(page)
  for (const key of SESSION_COOKIES) assert.equal(cookies[key], undefined, `${key} is cleared`)
  await page.close()
})

/** Revokes the page's stored token on the demo server, as an expired or withdrawn session would be. */
async function revokeToken(page) {
  const token = (await sessionCookies(page)).accessToken
  const res = await pageFetch(page, '/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
  assert.equal(res.status, 204)
}

test('a session revoked on the server ends at the next navigation (my-info 401 03002)', async () => {
  const page = await freshPage()
  await signInByApi(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password)
  await page.goto(app.baseURL + '/not-authorized')
  await settledLocation(page)
  await revokeToken(page)
  // An in-app navigation (no reload): the guard's my-info call is answered 401 03002.
  await navigateInApp(page, '/access-control?page=2')
  const landed = new URL(app.baseURL + (await settledLocation(page)))
  assert.equal(landed.pathname, '/login')
  assert.equal(landed.searchParams.get('to'), '/access-control')
  assert.equal(landed.searchParams.get('page'), '2')
  const cookies = await sessionCookies(page)
  for (const key of SESSION_COOKIES) assert.equal(cookies[key], undefined, `${key} is cleared`)
  await page.close()
})

test('a 401 03002 from any data call (not only my-info) signs out and goes to login', async () => {
  // Connected mode against a scripted server: the worker is blocked so every request is routable.
  const profile = await mkdtemp(join(tmpdir(), 'meishi-auth-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, serviceWorkers: 'block' })
  try {
    const me = { id: 1, fullName: 'Haruto Sato', username: 'admin', email: 'admin@demo.com', role: 'admin', permissions: { has_admin_permission: true, has_office_permission: true, has_sales_permission: true } }
    const dataCalls = []
    await context.route('**/config.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ demo: false, apiHost: '' }) }))
    await context.route('**/v1/api/**', (route) => {
      const url = route.request().url()
      if (url.includes('/v1/api/user/my-info')) {
        return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ userData: me, userAbilityRules: [{ action: 'manage', subject: 'all' }] }) })
      }
      dataCalls.push(url)
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: '03002', message: 'Session expired' }) })
    })
    const page = await context.newPage()
    await page.goto(app.baseURL + '/not-authorized')
    await page.evaluate((user) => {
      const set = (k, v) => (document.cookie = `${k}=${encodeURIComponent(JSON.stringify(v))}; Path=/; SameSite=Strict`)
      set('accessToken', 'a'.repeat(64))
      set('refreshToken', 'b'.repeat(64))
      set('tokenExpire', Date.now() + 3_600_000)
      set('userData', user)
      set('userAbilityRules', [{ action: 'manage', subject: 'all' }])
    }, me)
    await page.goto(app.baseURL + '/apps/process/list')
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 })
    assert.ok(dataCalls.length > 0, 'the page made a data call, which was answered 401 03002')
    const cookies = await sessionCookies(page)
    for (const key of SESSION_COOKIES) assert.equal(cookies[key], undefined, `${key} is cleared`)
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

test('signing out from the user menu clears the session and the ability', async () => {
  const page = await freshPage()
  await signInThroughUi(page, app.baseURL, ACCOUNTS.admin)
  await page.goto(app.baseURL + '/access-control')
  assert.equal(await settledLocation(page), '/access-control')
  const signOut = async () => {
    // The shell's user menu: open it and pick "Log out".
    await page.click('[data-testid=user-menu-trigger], button[aria-label*="profile" i], button[aria-haspopup=menu]:has(img), button[aria-haspopup=menu]:has([data-part=avatar])')
    await page.click('[role=menuitem]:has-text("Log out"), [role=menuitem]:has-text("Sign out")')
  }
  await signOut()
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 })
  const cookies = await sessionCookies(page)
  for (const key of [...SESSION_COOKIES]) assert.equal(cookies[key], undefined, `${key} is cleared`)
  assert.ok(cookies.userAbilityRules === undefined || (Array.isArray(cookies.userAbilityRules) && cookies.userAbilityRules.length === 0), 'ability rules cleared')
  // And the protected page is closed again.
  await page.goto(app.baseURL + '/access-control')
  assert.equal(new URL(app.baseURL + (await settledLocation(page))).pathname, '/login')
  await page.close()
})

// DEVELOPERS.md: the sign-in page ships no chart, calendar, editor or OCR code; the session check
// (CASL) and the default layout load with the first protected page, not here.
test('the login page loads no chart, calendar, editor, OCR, ability or layout code', async () => {
  const page = await app.context.newPage()
  await app.context.clearCookies()
  const scripts = new Set()
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url())
  })
  await page.goto(app.baseURL + '/login', { waitUntil: 'networkidle' })
  await page.waitForSelector('input[name=email]')
  const bodies = await Promise.all([...scripts].map((url) => pageFetch(page, new URL(url).pathname).then((r) => String(r.body))))
  const code = bodies.join('\n')
  assert.ok(code.length > 100_000, 'the page scripts were read')
  const markers = [...HEAVY_CODE, { name: 'the default layout', marker: 'customizer-trigger' }]
  for (const { name, marker } of markers) assert.ok(!code.includes(marker), `/login loads ${name} code`)
  for (const url of scripts) assert.doesNotMatch(new URL(url).pathname, HEAVY_CHUNK_NAME, `/login loads ${url}`)
  await page.close()
})

// App shell: theme before paint, settings kept in cookies across reloads, Arabic rtl, overlay nav,
// menu derived from the route table, search dialog keyboard flow, misc pages.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { openControlled, signInByApi } from './support/harness.mjs'

const app = useApp()
const PAGE = '/access-control'

async function signedIn(email = 'admin@demo.com', password = email.split('@')[0]) {
  await clearSettings()
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  await signInByApi(page, email, password)
  return page
}
const cookieValue = async (name) => {
  const c = (await app.context.cookies(app.baseURL)).find((x) => x.name === name)
  return c && { value: JSON.parse(decodeURIComponent(c.value)), expires: c.expires }
}
const clearSettings = async () => {
  const keep = (await app.context.cookies(app.baseURL)).filter((c) => !c.name.startsWith('Meishi-') && c.name !== 'language')
  await app.context.clearCookies()
  await app.context.addCookies(keep)
}
const setCookie = (name, value) => app.context.addCookies([{ name, value: encodeURIComponent(JSON.stringify(value)), url: app.baseURL }])

test('dark theme is on <html> before the app script runs (no flash)', async () => {
  const page = await signedIn()
  await setCookie('Meishi-theme', 'dark')
  // Record the look when the parser reaches <div id="root"> (head scripts done, module scripts not yet
  // run) and at the first animation frame (before the first paint).
  await page.addInitScript(() => {
    const w = window
    w.__boot = {}
    const snap = () => ({ theme: document.documentElement.dataset.theme, mounted: document.getElementById('root')?.childElementCount ?? 0 })
    new MutationObserver((_m, obs) => {
      if (document.getElementById('root') && !w.__boot.atRoot) {
        w.__boot.atRoot = snap()
        obs.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
    requestAnimationFrame(() => (w.__boot.firstFrame = snap()))
  })
  await page.goto(app.baseURL + PAGE)
  await page.waitForFunction(() => window.__boot?.atRoot && window.__boot?.firstFrame)
  const boot = await page.evaluate(() => window.__boot)
  assert.deepEqual(boot.atRoot, { theme: 'dark', mounted: 0 }, 'dark before the app script ran')
  assert.equal(boot.firstFrame.theme, 'dark', 'dark at the first frame')
  await clearSettings()
  await page.close()
})

test('theme "system" follows the device, live', async () => {
  const page = await signedIn()
  await setCookie('Meishi-theme', 'system')
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(app.baseURL + PAGE)
  await page.waitForSelector('[data-testid=theme-trigger]')
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
  await page.emulateMedia({ colorScheme: null })
  await clearSettings()
  await page.close()
})

test('every customizer choice is kept in a 30-day Meishi-* cookie and survives a reload', async () => {
  const page = await signedIn()
  await page.goto(app.baseURL + PAGE)
  await page.click('[data-testid=customizer-trigger]')
  await page.waitForSelector('[data-testid=customizer]')
  // Click the visible tile (its label), as a user does.
  const pick = (setting, value) => page.click(`[data-setting=${setting}] label:has(input[value="${value}"])`)
  await pick('primaryColor', 'violet')
  await pick('skin', 'bordered')
  await page.click('label:has([data-setting=semiDark])')
  await pick('contentWidth', 'fluid')
  await pick('navbarType', 'static')
  await pick('footerType', 'sticky')
  await pick('layout', 'collapsed')
  await pick('theme', 'dark')
  const expected = {
    'Meishi-primaryColor': 'violet',
    'Meishi-skin': 'bordered',
    'Meishi-semiDark': true,
    'Meishi-contentWidth': 'fluid',
    'Meishi-navbarType': 'static',
    'Meishi-footerType': 'sticky',
    'Meishi-verticalNavCollapsed': true,
    'Meishi-navLayout': 'vertical',
    'Meishi-theme': 'dark',
    'Meishi-colorScheme': 'dark',
  }
  const thirtyDays = Date.now() / 1000 + 30 * 86400
  for (const [name, value] of Object.entries(expected)) {
    const c = await cookieValue(name)
    assert.deepEqual(c?.value, value, name)
    assert.ok(Math.abs(c.expires - thirtyDays) < 120, `${name} lives 30 days`)
  }
  await page.reload()
  await page.waitForSelector('[data-testid=layout-content]')
  const html = await page.evaluate(() => ({ ...document.documentElement.dataset }))
  assert.equal(html.theme, 'dark')
  assert.equal(html.primary, 'violet')
  assert.equal(html.skin, 'bordered')
  assert.equal(html.semiDark, 'true')
  assert.equal(await page.getAttribute('[data-layout]', 'data-nav-collapsed'), 'true')
  assert.equal(await page.getAttribute('header[data-navbar]', 'data-navbar'), 'static')
  assert.equal(await page.getAttribute('footer[data-footer]', 'data-footer'), 'sticky')
  // Reopen: the customizer shows the kept choices.
  await page.click('[data-testid=customizer-trigger]')
  await page.waitForSelector('[data-testid=customizer]')
  assert.equal(await page.isChecked('[data-setting=contentWidth] input[value=fluid]'), true)
  assert.equal(await page.isChecked('[data-setting=layout] input[value=collapsed]'), true)
  // Horizontal un-collapses the nav and un-hides a hidden navbar (spec §4).
  await pick('navbarType', 'hidden')
  await pick('layout', 'horizontal')
  assert.deepEqual((await cookieValue('Meishi-navLayout')).value, 'horizontal')
  assert.deepEqual((await cookieValue('Meishi-verticalNavCollapsed')).value, false)
  assert.deepEqual((await cookieValue('Meishi-navbarType')).value, 'sticky')
  await page.reload()
  await page.waitForSelector('[data-layout=horizontal]')
  await clearSettings()
  await page.close()
})

test('Arabic sets <html dir="rtl" lang="ar"> and stays after reload; English goes back to ltr', async () => {
  const page = await signedIn()
  await page.goto(app.baseURL + PAGE)
  await page.click('[data-testid=language-trigger]')
  await page.click('[role=menuitem] >> text=العربية')
  await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar')
  await page.reload()
  await page.waitForSelector('[data-testid=layout-content]')
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl')
  // The nav sits on the right in rtl.
  const box = await page.locator('[data-vertical-nav]').boundingBox()
  assert.ok(box.x > 1000, `nav on the right, x=${box.x}`)
  await page.click('[data-testid=language-trigger]')
  await page.click('[role=menuitem] >> text=English')
  await page.waitForFunction(() => document.documentElement.dir === 'ltr' && document.documentElement.lang === 'en')
  await clearSettings()
  await page.close()
})

test('below 1280 px the nav is an overlay drawer that closes on route change; wide screens keep it beside content', async () => {
  const page = await signedIn()
  await setCookie('Meishi-navLayout', 'horizontal')
  await page.setViewportSize({ width: 1279, height: 800 })
  await page.goto(app.baseURL + PAGE)
  await page.waitForSelector('[data-layout=vertical][data-nav-overlay=true]')
  assert.equal(await page.isVisible('[data-testid=nav-backdrop]'), false)
  await page.click('[data-testid=nav-toggle]')
  await page.waitForSelector('[data-testid=nav-backdrop]')
  await page.click('[data-vertical-nav] a[data-route=apps-company-list]')
  await page.waitForURL(/\/apps\/company\/list/)
  await page.waitForSelector('[data-testid=nav-backdrop]', { state: 'detached' })
  await page.click('[data-testid=nav-toggle]')
  await page.click('[data-testid=nav-backdrop]', { position: { x: 1200, y: 400 } })
  await page.waitForSelector('[data-testid=nav-backdrop]', { state: 'detached' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.waitForSelector('[data-layout=horizontal][data-nav-overlay=false]')
  await page.setViewportSize({ width: 1440, height: 900 })
  await clearSettings()
  await page.close()
})

test('the menu comes from the route table: entries without permission are hidden', async () => {
  const admin = await signedIn('admin@demo.com', 'admin')
  await admin.goto(app.baseURL + PAGE)
  await admin.waitForSelector('[data-vertical-nav] [data-route=access-control]')
  const adminLinks = await admin.$$eval('[data-vertical-nav] [data-route], [data-vertical-nav] [data-menu-group]', (els) => els.map((e) => e.dataset.route ?? e.dataset.menuGroup))
  await admin.close()
  const client = await signedIn('client@demo.com', 'client')
  await client.goto(app.baseURL + PAGE)
  await client.waitForSelector('[data-vertical-nav] [data-route=access-control]')
  const clientLinks = await client.$$eval('[data-vertical-nav] [data-route], [data-vertical-nav] [data-menu-group]', (els) => els.map((e) => e.dataset.route ?? e.dataset.menuGroup))
  assert.ok(adminLinks.length > clientLinks.length, `admin ${adminLinks.length} entries, client ${clientLinks.length}`)
  for (const hidden of ['user', 'group-role', 'apps-user-list']) assert.ok(!clientLinks.includes(hidden), `${hidden} hidden for client`)
  await client.close()
  // Sales may open companies (spec §6: admin, office or sales) but not users (admin only).
  assert.ok(adminLinks.includes('apps-user-list') && adminLinks.includes('apps-company-list'))
  const sales = await signedIn('sales@demo.com', 'sales')
  await sales.goto(app.baseURL + '/apps/company/list')
  await sales.waitForSelector('[data-vertical-nav] [data-route=apps-company-list]')
  const salesLinks = await sales.$$eval('[data-vertical-nav] [data-route], [data-vertical-nav] [data-menu-group]', (els) => els.map((e) => e.dataset.route ?? e.dataset.menuGroup))
  assert.ok(!salesLinks.includes('apps-user-list') && !salesLinks.includes('group-role'), `sales menu: ${salesLinks.join(', ')}`)
  await sales.close()
})

test('search: Ctrl-K opens, typing queries the index, arrows move, Enter opens the page, Escape closes', async () => {
  const page = await signedIn()
  await page.goto(app.baseURL + PAGE)
  await page.waitForSelector('[data-testid=search-trigger]')
  await page.keyboard.press('Control+k')
  const input = page.locator('[data-testid=search-input]')
  await input.waitFor()
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'search-input')
  await input.fill('compan')
  await page.waitForSelector('[role=option][data-href="/apps/company/list"]')
  const options = await page.$$eval('[role=option]', (els) => els.map((e) => e.dataset.href))
  assert.equal(await page.getAttribute('[role=option] >> nth=0', 'aria-selected'), 'true')
  await page.keyboard.press('ArrowDown')
  const second = options.length > 1 ? 1 : 0
  assert.equal(await page.getAttribute(`[role=option] >> nth=${second}`, 'aria-selected'), 'true')
  await page.keyboard.press('ArrowUp')
  const target = options[0]
  await page.keyboard.press('Enter')
  await page.waitForURL(app.baseURL + target)
  // The dialog closes with the navigation (the page's code may still be loading).
  await input.waitFor({ state: 'detached', timeout: 10_000 })
  await page.goto(app.baseURL + PAGE)
  await page.waitForSelector('[data-testid=search-trigger]')
  await page.keyboard.press('Control+k')
  await input.waitFor()
  await input.fill('zzzz-nothing')
  await page.waitForSelector('text=No results')
  await page.keyboard.press('Escape')
  await input.waitFor({ state: 'detached' })
  await page.close()
})

test('search offers only what the user may open, finds records by name, and never error pages', async () => {
  const office = await signedIn('office@demo.com')
  await office.goto(app.baseURL + PAGE)
  await office.waitForSelector('[data-testid=search-trigger]')
  await office.keyboard.press('Control+k')
  const input = office.locator('[data-testid=search-input]')
  await input.waitFor()
  // Office staff may open the demo user-profile page but not the user list (admin only).
  await input.fill('user')
  await office.waitForSelector('[role=option][data-href^="/pages/user-profile/"]')
  assert.equal(await office.locator('[role=option][data-href^="/apps/user/"]').count(), 0)
  await input.fill('株式会社')
  await office.waitForSelector('[role=option][data-href^="/apps/company/view/"]')
  // "not" matches pages such as notifications, never the error pages.
  await input.fill('not')
  await office.waitForFunction(() => ![...document.querySelectorAll('[role=option]')].some((o) => o.dataset.href?.startsWith('/apps/company/view/')))
  assert.equal(await office.locator('[role=option][data-href="/not-authorized"]').count(), 0)
  assert.equal(await office.locator('[role=option][data-href^="/pages/misc/not-found"]').count(), 0)
  await office.close()
})

test('unknown paths and /pages/misc/not-found/:error show the 404 page with its title; not-authorized its own', async () => {
  const page = await app.context.newPage()
  await page.goto(app.baseURL + '/no/such/page')
  await page.waitForSelector('[data-error-code="404"]')
  await page.waitForFunction(() => document.title === 'Page Not Found - 404')
  await page.goto(app.baseURL + '/pages/misc/not-found/404')
  await page.waitForSelector('[data-error-code="404"]')
  await page.goto(app.baseURL + '/not-authorized')
  await page.waitForSelector('[data-error-code="401"]')
  await page.waitForFunction(() => document.title === 'Not Authorized - 401')
  assert.ok(await page.isVisible('main a[href="/"]'), 'a way back home')
  await page.close()
})

test('notifications: served by the worker; mark all read, remove, kept across reload', async () => {
  const page = await signedIn()
  await page.goto(app.baseURL + PAGE)
  // Kept by the demo server (IndexedDB), no longer in localStorage.
  await page.click('[data-testid=notifications-trigger]')
  await page.waitForSelector('[data-notification]')
  const before = await page.$$eval('[data-notification]', (els) => els.length)
  assert.ok((await page.$$('[data-notification][data-read=false]')).length > 0)
  await page.click('button[aria-label="Mark all as read"]')
  assert.equal((await page.$$('[data-notification][data-read=false]')).length, 0)
  await page.click('[data-notification] >> nth=0 >> button[aria-label^="Remove"]')
  assert.equal(await page.$$eval('[data-notification]', (els) => els.length), before - 1)
  await page.reload()
  await page.click('[data-testid=notifications-trigger]')
  await page.waitForSelector('[data-notification]')
  assert.equal(await page.$$eval('[data-notification]', (els) => els.length), before - 1)
  assert.equal((await page.$$('[data-notification][data-read=false]')).length, 0)
  await page.close()
})

test('scroll-to-top appears past 200 px and is hidden in print', async () => {
  const page = await signedIn()
  await page.setViewportSize({ width: 1440, height: 400 })
  await page.goto(app.baseURL + PAGE)
  await page.waitForSelector('[data-testid=layout-content]')
  assert.equal(await page.$('[data-testid=scroll-to-top]'), null)
  // The layout shows before the page's own content: scroll once the page is tall enough to reach 260.
  await page.waitForFunction(() => {
    window.scrollTo(0, 260)
    return window.scrollY === 260
  })
  await page.waitForSelector('[data-testid=scroll-to-top]')
  await page.emulateMedia({ media: 'print' })
  assert.equal(await page.isVisible('[data-testid=scroll-to-top]'), false)
  await page.emulateMedia({ media: 'screen' })
  await page.click('[data-testid=scroll-to-top]')
  await page.waitForFunction(() => window.scrollY === 0)
  await page.close()
})

test('user menu: name and role, settings opens account settings, theme and layout the customizer, log out goes to /login', async () => {
  const page = await signedIn()
  await page.goto(app.baseURL + PAGE)
  await page.click('[data-testid=user-menu-trigger]')
  await page.waitForSelector('[role=menu] >> text=Administrator')
  await page.click('[role=menuitem] >> text=Settings')
  await page.waitForURL(/\/pages\/account-settings\/account$/)
  await page.click('[data-testid=user-menu-trigger]')
  await page.click('[role=menuitem] >> text=Theme and layout')
  await page.waitForSelector('[data-testid=customizer]')
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-testid=customizer]', { state: 'detached' })
  await page.click('[data-testid=user-menu-trigger]')
  await page.click('[role=menuitem] >> text=Log out')
  await page.waitForURL(/\/login/)
  assert.equal(await cookieValue('accessToken'), undefined)
  await page.close()
})

// Screenshots of the app shell for a human look (issue 3): every scene at 375, 1024 and 1440 px,
// light and dark, English (ltr) and Arabic (rtl). Not part of the test run.
//
//   npx panda codegen --silent; npx vite build --outDir dist-shell --emptyOutDir
//   E2E_DIST=dist-shell node scripts/screenshots.mjs [--out=/tmp/shots] [--only=login,company-list]
//        [--widths=375,1440] [--themes=dark] [--langs=ar] [--full]
//
// Prints one line per picture, and flags pages wider than the window (horizontal page overflow).
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS, launchBrowser, openControlled, serveBuild, signInByApi } from '../tests/e2e/support/harness.mjs'

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=')
    return [k, v ?? 'true']
  }),
)
const list = (v, all) => (v ? v.split(',') : all)
const OUT = args.out ?? '/tmp/shots'
const WIDTHS = list(args.widths, ['375', '1024', '1440']).map(Number)
const THEMES = list(args.themes, ['light', 'dark'])
const LANGS = list(args.langs, ['en', 'ar'])
const ONLY = args.only?.split(',')
const HEIGHT = { 375: 812, 1024: 768, 1440: 900 }

const settle = (page, ms = 450) => page.waitForTimeout(ms)
async function open(page, path, ready = '[data-testid=layout-content]') {
  await page.goto(baseURL + path)
  await page.waitForSelector(ready, { timeout: 20_000 })
  await page.waitForLoadState('networkidle').catch(() => {})
  // Wait for the progress bar and loading skeletons to go.
  await page.waitForFunction(() => !document.querySelector('[role=progressbar][aria-label]') && !document.querySelector('[aria-busy=true]'), null, { timeout: 10_000 }).catch(() => {})
  await settle(page)
}

// Each scene: extra cookies, then what to do on the page. Wide-only scenes skip narrow windows.
const SCENES = [
  { name: 'login', signedOut: true, run: (p) => open(p, '/login', 'form') },
  { name: 'home', run: (p) => open(p, '/') },
  { name: 'process-list', run: (p) => open(p, '/apps/process/list') },
  { name: 'process-view', run: (p) => open(p, '/apps/process/view/1') },
  { name: 'process-add', run: (p) => open(p, '/apps/process/add') },
  { name: 'card-detail', run: (p) => open(p, '/apps/process/view/1/detail/1') },
  { name: 'card-edit', run: (p) => open(p, '/apps/process/view/1/edit/1', 'form') },
  { name: 'company-list', run: (p) => open(p, '/apps/company/list') },
  { name: 'person-list', run: (p) => open(p, '/apps/person/list') },
  { name: 'company-edit', run: (p) => open(p, '/apps/company/edit/1', 'form') },
  { name: 'person-view', run: (p) => open(p, '/apps/person/view/1') },
  { name: 'user-list', run: (p) => open(p, '/apps/user/list') },
  {
    name: 'customizer',
    run: async (p) => {
      await open(p, '/apps/company/list')
      // Phones have no edge tab: the user menu's Settings opens it.
      if (await p.isVisible('[data-testid=customizer-trigger]')) await p.click('[data-testid=customizer-trigger]')
      else {
        await p.click('[data-testid=user-menu-trigger]')
        await p.click('[role=menuitem][data-value=settings]')
      }
      await p.waitForSelector('[data-testid=customizer]')
      await settle(p)
    },
  },
  {
    name: 'search',
    run: async (p) => {
      await open(p, '/apps/company/list')
      await p.keyboard.press('Control+k')
      await p.locator('[data-testid=search-input]').fill('co')
      await p.waitForSelector('[role=option]', { timeout: 5000 }).catch(() => {})
      await settle(p)
    },
  },
  {
    name: 'search-empty',
    run: async (p) => {
      await open(p, '/apps/company/list')
      await p.click('[data-testid=search-trigger]')
      await p.waitForSelector('[data-testid=search-input]')
      await settle(p)
    },
  },
  { name: 'notifications', run: (p) => openMenu(p, 'notifications-trigger') },
  { name: 'user-menu', run: (p) => openMenu(p, 'user-menu-trigger') },
  { name: 'shortcuts', run: (p) => openMenu(p, 'shortcuts-trigger') },
  { name: 'language-menu', run: (p) => openMenu(p, 'language-trigger') },
  {
    name: 'overlay-nav',
    narrowOnly: true,
    run: async (p) => {
      await open(p, '/apps/company/list')
      await p.click('[data-testid=nav-toggle]')
      await p.waitForSelector('[data-testid=nav-backdrop]')
      await settle(p, 600)
    },
  },
  {
    name: 'horizontal',
    wideOnly: true,
    cookies: { 'Meishi-navLayout': 'horizontal' },
    run: async (p) => {
      await open(p, '/apps/company/list')
      await p.click('[data-menu-section] >> nth=0')
      await settle(p)
    },
  },
  { name: 'collapsed', wideOnly: true, cookies: { 'Meishi-verticalNavCollapsed': true }, run: (p) => open(p, '/apps/company/list') },
  {
    name: 'collapsed-hover',
    wideOnly: true,
    cookies: { 'Meishi-verticalNavCollapsed': true },
    run: async (p) => {
      await open(p, '/apps/company/list')
      await p.hover('[data-vertical-nav]')
      await settle(p, 600)
    },
  },
  { name: 'semi-dark', cookies: { 'Meishi-semiDark': true }, run: (p) => open(p, '/apps/company/list') },
  {
    name: 'semi-dark-overlay',
    narrowOnly: true,
    cookies: { 'Meishi-semiDark': true },
    run: async (p) => {
      await open(p, '/apps/company/list')
      await p.click('[data-testid=nav-toggle]')
      await settle(p, 600)
    },
  },
  { name: 'bordered', cookies: { 'Meishi-skin': 'bordered' }, run: (p) => open(p, '/apps/company/list') },
  {
    // Keyboard focus rings: the skip link, then a nav entry, then a table control.
    name: 'keyboard-focus',
    run: async (p) => {
      await open(p, '/apps/company/list')
      await p.keyboard.press('Tab')
      await p.keyboard.press('Tab')
      await p.keyboard.press('Tab')
      await p.keyboard.press('Tab')
      await settle(p, 200)
    },
  },
  {
    name: 'keyboard-focus-table',
    run: async (p) => {
      await open(p, '/apps/company/list')
      await p.keyboard.press('Tab')
      await p.focus('main input[type=search]')
      await p.keyboard.press('Tab')
      await p.keyboard.press('Tab')
      await p.keyboard.press('Tab')
      await settle(p, 200)
    },
  },
  { name: 'not-found', run: (p) => open(p, '/no/such/page', '[data-error-code="404"]') },
  { name: 'not-authorized', run: (p) => open(p, '/not-authorized', '[data-error-code="401"]') },
  {
    // The error boundary's page: the not-authorized page's chunk fails to load (worker blocked).
    name: 'server-error',
    signedOut: true,
    isolated: true,
    run: async (p) => {
      await p.route(/NotAuthorizedPage-[^/]*\.js$/, (route) => route.abort())
      await open(p, '/not-authorized', '[data-error-code="500"]')
    },
  },
]

let plainBrowser
async function isolatedContext(settings) {
  plainBrowser ??= await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const context = await plainBrowser.newContext({ serviceWorkers: 'block' })
  await context.addCookies(settings)
  return context
}

async function openMenu(page, testid) {
  await open(page, '/apps/company/list')
  await page.click(`[data-testid=${testid}]`)
  await page.waitForSelector('[role=menu], [role=dialog]', { timeout: 3000 }).catch(() => {})
  await settle(page)
}

const server = await serveBuild(process.env.E2E_DIST ?? 'dist-shell')
const baseURL = server.baseURL
const browser = await launchBrowser()
const { context } = browser
await mkdir(OUT, { recursive: true })

const first = await openControlled(context, baseURL + '/not-authorized')
await signInByApi(first, 'admin@demo.com', 'admin')
const session = (await context.cookies(baseURL)).filter((c) => !c.name.startsWith('Meishi-') && c.name !== 'language')
await first.close()

const cookie = (name, value) => ({ name, value: encodeURIComponent(JSON.stringify(value)), url: baseURL })
const overflowing = []
const page = await context.newPage()
try {
  for (const scene of SCENES) {
    if (ONLY && !ONLY.includes(scene.name)) continue
    for (const width of WIDTHS) {
      if (scene.wideOnly && width < 1280) continue
      if (scene.narrowOnly && width >= 1280) continue
      for (const theme of THEMES) {
        for (const lang of LANGS) {
          await context.clearCookies()
          const settings = [cookie('Meishi-theme', theme), cookie('language', lang)]
          for (const [k, v] of Object.entries(scene.cookies ?? {})) settings.push(cookie(k, v))
          await context.addCookies(scene.signedOut ? settings : [...session, ...settings])
          await page.setViewportSize({ width, height: HEIGHT[width] ?? 900 })
          const file = join(OUT, `${scene.name}-${width}-${theme}-${lang}.png`)
          const started = Date.now()
          // Scenes that intercept the app's own files get a page without the service worker.
          const isolated = scene.isolated ? await isolatedContext(settings) : undefined
          const target = isolated ? await isolated.newPage() : page
          await target.setViewportSize({ width, height: HEIGHT[width] ?? 900 })
          try {
            await scene.run(target)
            const wide = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
            if (wide > 0) overflowing.push(`${file} (+${wide}px)`)
            await target.screenshot({ path: file, fullPage: args.full === 'true' })
            console.log(`${file}  ${Date.now() - started} ms` + (wide > 0 ? `  PAGE OVERFLOW +${wide}px` : ''))
          } catch (e) {
            console.log(`${file}  FAILED: ${e.message.split('\n')[0]}`)
          }
          await page.keyboard.press('Escape').catch(() => {})
          await isolated?.close()
        }
      }
    }
  }
} finally {
  await page.close()
  await plainBrowser?.close()
  await browser.close()
  await server.close()
}
if (overflowing.length) console.log(`\nPages wider than the window:\n${overflowing.join('\n')}`)

// App shell, issue 3's exact constants in the built app: hash offset 60, scroll-to-top past 200 px
// (smooth), horizontal popovers 4 px from their trigger sliding down, navbar sticky/static/hidden and
// blur, content boxed/fluid, nav widths 260/72 px, breakpoint tokens.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { openControlled, signInByApi } from './support/harness.mjs'

const app = useApp()
const LIST = '/apps/company/list'

const setCookie = (name, value) => app.context.addCookies([{ name, value: encodeURIComponent(JSON.stringify(value)), url: app.baseURL }])
const cookieValue = async (name) => {
  const c = (await app.context.cookies(app.baseURL)).find((x) => x.name === name)
  return c && JSON.parse(decodeURIComponent(c.value))
}
/** The cookie's value once the setting's write has landed (it follows the click), or what it holds after 3 s. */
const cookieSettled = async (name, want) => {
  for (let waited = 0; waited < 3000; waited += 100) {
    if ((await cookieValue(name)) === want) return want
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return cookieValue(name)
}
const clearSettings = async () => {
  const keep = (await app.context.cookies(app.baseURL)).filter((c) => !c.name.startsWith('Meishi-') && c.name !== 'language')
  await app.context.clearCookies()
  await app.context.addCookies(keep)
}

/** A signed-in admin page whose window.scrollTo and Element.animate calls are recorded. */
async function signedIn(viewport = { width: 1440, height: 900 }) {
  await clearSettings()
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  await signInByApi(page, 'admin@demo.com', 'admin')
  await page.setViewportSize(viewport)
  await page.addInitScript(() => {
    const w = window
    w.__scrolls = []
    const scrollTo = w.scrollTo.bind(w)
    w.scrollTo = (...args) => {
      w.__scrolls.push(typeof args[0] === 'object' ? { ...args[0] } : { left: args[0], top: args[1] })
      return scrollTo(...args)
    }
    w.__animations = []
    const animate = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      w.__animations.push({ el: this.getAttribute('data-scope') + ':' + this.getAttribute('data-part'), keyframes, options })
      return animate.call(this, keyframes, options)
    }
  })
  return page
}
// A row of data, not a loading skeleton: the phone test measures the first row's labels (a skeleton has none).
const ready = (page) => page.waitForSelector('[data-testid=layout-content] main table tbody tr:not([data-skeleton])')

test('a route change scrolls to top; with a hash, smoothly to the anchor less 60 px', async () => {
  const page = await signedIn({ width: 1440, height: 500 })
  await page.goto(app.baseURL + LIST)
  await ready(page)
  // Long enough to scroll whatever the page holds (the table scrolls inside its own box).
  await page.evaluate(() => (document.body.style.minHeight = '3000px'))
  await page.evaluate(() => window.scrollTo(0, 400))
  await page.waitForFunction(() => window.scrollY === 400)
  // A route change through the router (wouter listens to pushState).
  await page.evaluate(() => {
    window.__scrolls.length = 0
    history.pushState(null, '', '/apps/person/list')
  })
  await page.waitForFunction(() => window.scrollY === 0)
  assert.deepEqual(await page.evaluate(() => window.__scrolls.at(-1)), { top: 0, left: 0 })

  // An anchor outside React's tree, far down the page, then a route change to a path with its hash.
  await page.evaluate(() => {
    const spacer = Object.assign(document.createElement('div'), { id: 'e2e-anchor' })
    spacer.style.cssText = 'position:absolute;top:1500px;height:10px;width:10px'
    document.body.append(spacer)
    window.__scrolls.length = 0
    history.pushState(null, '', '/apps/company/list#e2e-anchor')
  })
  await page.waitForFunction(() => window.__scrolls.some((s) => s.behavior === 'smooth'))
  const call = await page.evaluate(() => window.__scrolls.find((s) => s.behavior === 'smooth'))
  assert.equal(call.top, 1500 - 60, 'anchor top less the 60 px offset')
  await page.waitForFunction(() => Math.abs(document.getElementById('e2e-anchor').getBoundingClientRect().top - 60) < 1)

  // Same-page hash change.
  await page.evaluate(() => {
    const second = Object.assign(document.createElement('div'), { id: 'e2e-anchor-2' })
    second.style.cssText = 'position:absolute;top:1200px;height:10px;width:10px'
    document.body.append(second)
    window.__scrolls.length = 0
    location.hash = '#e2e-anchor-2'
  })
  await page.waitForFunction(() => window.__scrolls.some((s) => s.behavior === 'smooth' && s.top === 1200 - 60))
  await page.close()
})

test('scroll-to-top: hidden at 200 px, shown at 201 px, scrolls smoothly to 0', async () => {
  const page = await signedIn({ width: 1440, height: 400 })
  await page.goto(app.baseURL + LIST)
  await ready(page)
  await page.evaluate(() => window.scrollTo(0, 200))
  await page.waitForFunction(() => window.scrollY === 200)
  // Let the scroll event reach the listener before looking.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  assert.equal(await page.$('[data-testid=scroll-to-top]'), null, 'not shown at exactly 200 px')
  await page.evaluate(() => window.scrollTo(0, 201))
  await page.waitForSelector('[data-testid=scroll-to-top]')
  await page.evaluate(() => (window.__scrolls.length = 0))
  await page.click('[data-testid=scroll-to-top]')
  assert.deepEqual(await page.evaluate(() => window.__scrolls[0]), { top: 0, behavior: 'smooth' })
  await page.waitForFunction(() => window.scrollY === 0)
  await page.waitForSelector('[data-testid=scroll-to-top]', { state: 'detached' })
  await page.close()
})

test('horizontal nav: a section popover opens 4 px below its trigger and slides down into place', async () => {
  const page = await signedIn()
  await setCookie('Meishi-navLayout', 'horizontal')
  await page.goto(app.baseURL + LIST)
  await page.waitForSelector('[data-layout=horizontal]')
  const trigger = page.locator('[data-menu-section] >> nth=0')
  await trigger.click()
  const content = page.locator('[data-scope=popover][data-part=content][data-state=open]')
  await content.waitFor()
  await page.waitForFunction(() => document.querySelector('[data-scope=popover][data-part=content]')?.getAnimations().every((a) => a.playState === 'finished'))
  const t = await trigger.boundingBox()
  const c = await content.boundingBox()
  assert.ok(Math.abs(c.y - (t.y + t.height) - 4) < 0.6, `gap ${c.y - (t.y + t.height)} px`)
  assert.ok(Math.abs(c.x - t.x) < 1, 'aligned with the trigger start')
  const slide = await page.evaluate(() => window.__animations.find((a) => a.el === 'popover:content'))
  assert.ok(slide, 'the content animates in')
  assert.match(slide.keyframes[0].transform, /translateY\(-\d+px\)/, 'starts above its place')
  assert.equal(slide.keyframes.at(-1).transform, 'none')
  // A link inside navigates and closes the popover.
  await page.click('[data-scope=popover][data-part=content] a[data-route=apps-person-list]')
  await page.waitForURL(/\/apps\/person\/list/)
  await content.waitFor({ state: 'detached' })
  await clearSettings()
  await page.close()
})

test('navbar: sticky (with or without blur), static, hidden; horizontal brings a hidden navbar back and un-collapses', async () => {
  const page = await signedIn({ width: 1440, height: 600 })
  const header = page.locator('header[data-navbar]')
  const look = () =>
    page.evaluate(() => {
      const h = document.querySelector('header[data-navbar]')
      if (!h) return null
      // The surface that carries the bar's background: the band (horizontal) or the floating bar.
      const surface = [...h.querySelectorAll('div')].find((d) => getComputedStyle(d).backgroundColor !== 'rgba(0, 0, 0, 0)' && d.offsetHeight >= 48)
      return { position: getComputedStyle(h).position, blur: getComputedStyle(surface).backdropFilter }
    })
  await page.goto(app.baseURL + LIST)
  await ready(page)
  assert.deepEqual(await look(), { position: 'sticky', blur: 'blur(8px)' }, 'default: sticky with blur')
  // Sticky really sticks: after scrolling, the bar is still at the top of the window.
  await page.evaluate(() => (document.body.style.minHeight = '3000px'))
  await page.evaluate(() => window.scrollTo(0, 300))
  await page.waitForFunction(() => window.scrollY === 300)
  assert.ok((await header.boundingBox()).y >= 0 && (await header.boundingBox()).y < 1)

  await page.click('[data-testid=customizer-trigger]')
  await page.waitForSelector('[data-testid=customizer]')
  await page.click('label:has([data-setting=navbarBlur])')
  assert.equal(await cookieSettled('Meishi-navbarBlur', false), false)
  assert.deepEqual(await look(), { position: 'sticky', blur: 'none' })
  const pick = (setting, value) => page.click(`[data-setting=${setting}] label:has(input[value="${value}"])`)
  await pick('navbarType', 'static')
  assert.equal((await look()).position, 'relative')
  await pick('navbarType', 'hidden')
  await header.waitFor({ state: 'detached' })
  await pick('layout', 'collapsed')
  assert.equal(await page.getAttribute('[data-layout]', 'data-nav-collapsed'), 'true')
  await pick('layout', 'horizontal')
  await header.waitFor()
  assert.equal(await page.getAttribute('[data-layout]', 'data-layout'), 'horizontal')
  assert.equal(await page.getAttribute('[data-layout]', 'data-nav-collapsed'), 'false')
  assert.equal(await page.isChecked('[data-setting=navbarType] input[value=sticky]'), true)
  await page.keyboard.press('Escape')
  // Kept across a reload: horizontal, sticky, blur off.
  await page.reload()
  await page.waitForSelector('[data-layout=horizontal]')
  assert.deepEqual(await look(), { position: 'sticky', blur: 'none' })
  // Blur on a horizontal layout: the full-width band (which carries the surface) blurs.
  await page.click('[data-testid=customizer-trigger]')
  await page.click('label:has([data-setting=navbarBlur])')
  assert.deepEqual(await look(), { position: 'sticky', blur: 'blur(8px)' })
  await clearSettings()
  await page.close()
})

test('content width: boxed caps the content at 1440 px, fluid fills the window', async () => {
  const page = await signedIn({ width: 1920, height: 900 })
  await page.goto(app.baseURL + LIST)
  await ready(page)
  const mainWidth = () => page.evaluate(() => document.getElementById('main-content').getBoundingClientRect().width)
  assert.equal(await mainWidth(), 1440)
  await setCookie('Meishi-contentWidth', 'fluid')
  await page.reload()
  await ready(page)
  assert.equal(await mainWidth(), 1920 - 260, 'fluid: the window less the 260 px nav')
  await clearSettings()
  await page.close()
})

test('vertical nav is 260 px (72 px collapsed) and the content starts right after it, in ltr and rtl', async () => {
  const page = await signedIn()
  const measure = () =>
    page.evaluate(() => {
      const nav = document.querySelector('[data-vertical-nav]').getBoundingClientRect()
      const content = document.querySelector('[data-testid=layout-content]').getBoundingClientRect()
      return { navWidth: nav.width, navX: nav.x, contentX: content.x, contentRight: content.right }
    })
  await page.goto(app.baseURL + LIST)
  await ready(page)
  assert.deepEqual(await measure(), { navWidth: 260, navX: 0, contentX: 260, contentRight: 1440 })
  await setCookie('Meishi-verticalNavCollapsed', true)
  await page.reload()
  await ready(page)
  await page.mouse.move(900, 500)
  await page.waitForFunction(() => document.querySelector('[data-vertical-nav]').getBoundingClientRect().width === 72)
  assert.deepEqual(await measure(), { navWidth: 72, navX: 0, contentX: 72, contentRight: 1440 })
  // Hovering the collapsed nav expands it over the content (the content doesn't move).
  await page.hover('[data-vertical-nav]')
  await page.waitForFunction(() => document.querySelector('[data-vertical-nav]').getBoundingClientRect().width === 260)
  assert.equal((await measure()).contentX, 72)
  await page.mouse.move(900, 500)
  await setCookie('Meishi-verticalNavCollapsed', false)
  await setCookie('language', 'ar')
  await page.reload()
  await ready(page)
  assert.deepEqual(await measure(), { navWidth: 260, navX: 1440 - 260, contentX: 0, contentRight: 1440 - 260 })
  await clearSettings()
  await page.close()
})

test('breakpoints xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560 are design tokens of the build', async () => {
  const page = await app.context.newPage()
  await page.goto(app.baseURL + '/not-authorized')
  await page.waitForSelector('[data-error-code="401"]')
  const vars = await page.evaluate(() => {
    const s = getComputedStyle(document.documentElement)
    return Object.fromEntries(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'].map((b) => [b, s.getPropertyValue(`--breakpoints-${b}`).trim()]))
  })
  assert.deepEqual(vars, { xs: '0px', sm: '600px', md: '960px', lg: '1280px', xl: '1920px', xxl: '2560px' })
  await page.close()
})

test('phones (375 px): no customizer tab over the content; the user menu opens the customizer; nothing wider than the window', async () => {
  const page = await signedIn({ width: 375, height: 812 })
  await page.goto(app.baseURL + LIST)
  await ready(page)
  assert.equal(await page.isVisible('[data-testid=customizer-trigger]'), false)
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no horizontal page scroll')
  // Issue #20: on a phone each row is a card (label and value lines), not a table scrolling sideways.
  const table = await page.evaluate(() => {
    const scroller = document.querySelector('main table').parentElement
    const row = document.querySelector('main tbody tr')
    const labelled = [...row.querySelectorAll('td[data-label]')].filter((td) => getComputedStyle(td).display !== 'none')
    return { scrolls: scroller.scrollWidth > scroller.clientWidth, row: getComputedStyle(row).display, labels: labelled.length > 0 && labelled.every((td) => getComputedStyle(td, '::before').content.length > 2) }
  })
  assert.deepEqual(table, { scrolls: false, row: 'block', labels: true })
  await page.click('[data-testid=user-menu-trigger]')
  await page.click('[role=menuitem] >> text=Theme and layout')
  await page.waitForSelector('[data-testid=customizer]')
  const panel = await page.locator('[data-testid=customizer]').boundingBox()
  assert.ok(panel.width <= 375, `customizer fits the phone (${panel.width} px)`)
  await page.close()
})

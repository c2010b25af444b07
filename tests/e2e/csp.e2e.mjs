// #13 defence in depth: the built app runs under its Content-Security-Policy (meta tag from
// scripts/security/policy.mjs), enforced (no violation on any route: the walks of every page), and the preview server answers a
// missing /assets/ file with a plain 404 (a stale chunk fails fast, not as a MIME error).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { openControlled, signInByApi } from './support/harness.mjs'
import { settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

/** Records CSP violations in every document of the page, and the console's "Refused to …" lines. */
async function watchViolations(page) {
  const seen = []
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(`${page.url()}: ${msg.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`)
    })
  })
  return seen
}

test('the built page carries a strict CSP: no inline script, no eval, object-src none', async () => {
  const html = await (await fetch(app.baseURL + '/')).text()
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1]
  assert.ok(policy, 'CSP meta tag present')
  assert.match(policy, /default-src 'self'/)
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/)
  assert.doesNotMatch(policy, /'unsafe-eval'|script-src[^;]*'unsafe-inline'/)
  assert.match(policy, /object-src 'none'/)
  assert.match(policy, /base-uri 'self'/)
  // No inline <script> in the page at all (the theme boot script is a file).
  assert.deepEqual(
    [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]),
    [],
  )
  // The CSP meta comes before any script, or it would not cover them.
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'))
})

// Every page loading under the policy with no violation is checked by the two walks of every page
// (smoke-routes*.e2e.mjs, support/route-walk.mjs): a violation there is a console error that fails them.
test('the policy is enforced, and a violation is seen: an injected inline script does not run and is reported', async () => {
  const page = await openControlled(app.context, app.baseURL + '/login')
  const violations = await watchViolations(page)
  await page.reload()
  await page.waitForSelector('form input[name=email]')
  await signInByApi(page, 'admin@demo.com', 'admin')
  await page.goto(app.baseURL + '/')
  await settledLocation(page)
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script')
    s.textContent = 'window.__xss = true'
    document.body.append(s)
    await new Promise((r) => setTimeout(r, 200))
    return window.__xss === true
  })
  assert.equal(ran, false, 'inline script blocked')
  await page.waitForFunction(() => true)
  assert.ok(
    violations.some((v) => /script-src/.test(v)),
    `the injected script was reported: ${violations.join('\n')}`,
  )
  await page.close()
})

test('a missing /assets/ file is a plain 404, not the SPA page', async () => {
  const res = await fetch(app.baseURL + '/assets/chunk-of-an-old-build-0000.js')
  assert.equal(res.status, 404)
  assert.match(res.headers.get('content-type') ?? '', /text\/plain/)
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff')
  // Other paths still get the app (SPA fallback).
  const spa = await fetch(app.baseURL + '/apps/company/list')
  assert.equal(spa.status, 200)
  assert.match(await spa.text(), /<div id="root">/)
})

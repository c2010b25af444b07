// Route × account matrix (issue 4, spec §2 and §6): every product route, for the four demo accounts
// and a signed-out visitor, ends where it should: the page, /not-authorized, or /login?to=<path>.
// Asserted by where the browser ends up, against the production build.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { navigateInApp, signInByApi } from './support/harness.mjs'
import { ACCOUNTS, openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

// Spec §2 paths with sample ids (fixtures hold ids 1…).
const STAFF = ['admin', 'office', 'sales'] // any of admin, office or sales permission
const ADMIN = ['admin'] // admin permission only
const ANYONE = ['admin', 'office', 'sales', 'client'] // signed in, no permission requirement
const ROUTES = [
  ['/apps/career-history/edit/1', ANYONE],
  ['/apps/career-history/view/1', ANYONE],
  ['/apps/company/list', STAFF],
  ['/apps/company/edit/1', STAFF],
  ['/apps/company/view/1', STAFF],
  ['/apps/person/add', STAFF],
  ['/apps/person/list', STAFF],
  ['/apps/person/edit/1', STAFF],
  ['/apps/person/view/1', STAFF],
  ['/apps/process/add', STAFF],
  ['/apps/process/list', STAFF],
  ['/apps/process/view/1', STAFF],
  ['/apps/process/view/1/detail/1', STAFF],
  ['/apps/process/view/1/edit/1', STAFF],
  ['/apps/group-role/add', ADMIN],
  ['/apps/group-role/list', ADMIN],
  ['/apps/group-role/edit/1', ADMIN],
  ['/apps/user/list', ADMIN],
  ['/apps/user/edit/1', ADMIN],
  ['/apps/user/view/1', ADMIN],
  // The ACL demo: read AclDemo (client), read all (office, sales), manage all (admin).
  ['/access-control', ANYONE],
]

for (const who of [...Object.keys(ACCOUNTS), 'signed-out']) {
  test(`route matrix: ${who}`, async () => {
    const page = await openSignedOut(app.context, app.baseURL, '/login')
    if (who !== 'signed-out') await signInByApi(page, ACCOUNTS[who].email, ACCOUNTS[who].password)
    const wrong = []
    for (const [k, [path, allowed]] of ROUTES.entries()) {
      // The first route is typed in (the app starts there and reads the session from its cookies); the
      // others are reached as a link in the app reaches them, through the same guard. A fresh load of
      // each cost ~2 CPU-s for the same decision (105 loads).
      if (k === 0) await page.goto(app.baseURL + path)
      else await navigateInApp(page, path)
      const landed = await settledLocation(page)
      let expected
      if (who === 'signed-out') expected = `/login?to=${encodeURIComponent(path)}`
      else expected = allowed.includes(who) ? path : '/not-authorized'
      if (landed !== expected) wrong.push(`${path}: expected ${expected}, got ${landed}`)
    }
    assert.deepEqual(wrong, [], `${who} ended up in the wrong place`)
    await page.close()
  })
}

test('the ACL demo shows content by ability for each account', async () => {
  const expectedTiles = {
    admin: ['read', 'update', 'read-all', 'manage'],
    office: ['read', 'read-all'],
    sales: ['read', 'read-all'],
    client: ['read'],
  }
  const page = await openSignedOut(app.context, app.baseURL, '/login')
  for (const [who, tiles] of Object.entries(expectedTiles)) {
    await page.context().clearCookies()
    await signInByApi(page, ACCOUNTS[who].email, ACCOUNTS[who].password)
    await page.goto(app.baseURL + '/access-control')
    assert.equal(await settledLocation(page), '/access-control', `${who} may open the ACL demo`)
    await page.waitForSelector('[data-testid=acl-hidden-count]')
    const shown = await page.$$eval('[data-tile]', (els) => els.map((el) => el.getAttribute('data-tile')))
    assert.deepEqual(shown, tiles, `${who} sees exactly its tiles`)
    // The checker answers from the same ability. Wait until it shows the question asked, then read.
    await page.getByLabel('Action', { exact: true }).selectOption('delete')
    await page.getByLabel('Subject', { exact: true }).selectOption('User')
    const result = page.getByTestId('acl-check-result').filter({ hasText: 'delete User' })
    await result.waitFor()
    const allowed = await result.getAttribute('data-allowed')
    assert.equal(allowed, String(who === 'admin'), `${who}: delete User`)
  }
  await page.close()
})

// Demo pages (issue 17): FAQ search through the worker with q kept in the address, and the public
// blank misc pages (coming soon's form, maintenance, page-not-found), offline after one visit.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { signInByApi } from './support/harness.mjs'
import { ACCOUNTS, openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

const tabs = (page) => page.getByRole('tab').allInnerTexts()

test('FAQ: a search shows only the groups with matching questions, q stays in the URL, clearing brings all back', async () => {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, '/login')
  await signInByApi(page, ACCOUNTS.office.email, ACCOUNTS.office.password)
  await page.goto(app.baseURL + '/pages/faq')
  assert.equal(await settledLocation(page), '/pages/faq')
  await page.getByTestId('faq-item').first().waitFor()
  assert.equal((await tabs(page)).length, 5)

  await page.getByRole('searchbox').fill('delivery')
  await page.waitForURL((url) => url.searchParams.get('q') === 'delivery')
  // "delivery" is in two Delivery questions and one of My orders.
  await page.waitForFunction(() => document.querySelectorAll('[role=tab]').length === 2)
  assert.deepEqual((await tabs(page)).map((t) => t.split('\n')[0]), ['Delivery', 'My orders'])
  assert.equal(await page.getByTestId('faq-item').count(), 2)
  await page.getByRole('tab', { name: /My orders/ }).click()
  await page.getByText('Can I change the delivery address?').click()
  await page.getByTestId('faq-item').first().locator('p').waitFor()

  // The search survives a reload (it is in the address).
  await page.reload()
  assert.equal(await settledLocation(page), '/pages/faq?q=delivery')
  assert.equal(await page.getByRole('searchbox').inputValue(), 'delivery')
  await page.waitForFunction(() => document.querySelectorAll('[role=tab]').length === 2)

  await page.getByRole('searchbox').fill('zzzz')
  await page.getByText('No question matches “zzzz”').waitFor()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await page.waitForFunction(() => document.querySelectorAll('[role=tab]').length === 5)
  assert.equal(new URL(page.url()).search, '')
  await page.close()
})

test('misc pages are public and blank; coming soon validates its address; they open offline after a visit', async () => {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, '/pages/misc/coming-soon')
  await page.getByRole('heading', { name: 'We are launching soon' }).waitFor()
  assert.equal(await page.locator('nav').count(), 0, 'no navigation on a blank page')
  await page.getByRole('button', { name: 'Notify me' }).click()
  await page.getByText('This field is required').waitFor()
  await page.getByRole('textbox').fill('kato@example')
  await page.getByRole('button', { name: 'Notify me' }).click()
  await page.getByText('Enter a valid email address').waitFor()
  await page.getByRole('textbox').fill('kato@example.co.jp')
  await page.getByRole('button', { name: 'Notify me' }).click()
  await page.getByText('Thanks! We will write to kato@example.co.jp.').waitFor()

  await page.goto(app.baseURL + '/pages/misc/under-maintenance')
  await page.getByRole('heading', { name: 'Under maintenance' }).waitFor()
  await app.context.setOffline(true)
  try {
    await page.goto(app.baseURL + '/pages/misc/page-not-found')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await page.getByText('404').first().waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

test('pricing: the yearly switch and the chosen plan live in the URL, survive a reload and work offline', async () => {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, '/login')
  await signInByApi(page, ACCOUNTS.sales.email, ACCOUNTS.sales.password)
  await page.goto(app.baseURL + '/pages/pricing')
  assert.equal(await settledLocation(page), '/pages/pricing')
  await page.getByRole('heading', { name: 'Pricing plans' }).waitFor()
  assert.equal(await page.getByTestId('pricing-plan').count(), 3)
  const prices = () => page.getByTestId('plan-price').allInnerTexts()
  assert.deepEqual(await prices(), ['$0', '$12', '$29'])

  await page.getByRole('switch', { name: 'Pay yearly' }).check()
  await page.waitForURL((url) => url.searchParams.get('billing') === 'annual')
  assert.deepEqual(await prices(), ['$0', '$9', '$24'])
  await page.getByRole('button', { name: 'Choose Standard' }).click()
  await page.waitForURL((url) => url.searchParams.get('plan') === 'standard')
  assert.equal(await page.getByTestId('pricing-summary').innerText(), 'For 10 users you pay $1,080 a year (25% less than monthly).')

  await page.reload()
  await page.getByTestId('pricing-summary').waitFor()
  assert.equal(await page.getByRole('switch', { name: 'Pay yearly' }).isChecked(), true)
  assert.equal(await page.getByRole('button', { name: 'Chosen' }).getAttribute('aria-pressed'), 'true')

  // The FAQ teaser opens in place and leads to the full FAQ.
  await page.getByRole('button', { name: 'Is there a free trial?' }).click()
  await page.getByText('Every paid plan can be tried free for 14 days').waitFor()

  await app.context.setOffline(true)
  try {
    await page.reload()
    await page.getByRole('heading', { name: 'Pricing plans' }).waitFor()
    await page.getByRole('switch', { name: 'Pay yearly' }).uncheck()
    await page.waitForURL((url) => !url.searchParams.has('billing'))
    assert.equal(await page.getByTestId('pricing-summary').innerText(), 'For 10 users you pay $120 a month.')
  } finally {
    await app.context.setOffline(false)
  }
  await page.getByRole('link', { name: 'See all questions' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/faq')
  await page.close()
})

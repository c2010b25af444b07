// Wizards (issues #17, #18) through the real UI against the production build: the create-deal
// wizard end to end with a validation error on the way, a reload mid-way that keeps the step and
// the values (the draft lives in the worker's IndexedDB), and the final submit while offline.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { ACCOUNTS, openSignedIn } from './support/auth-helpers.mjs'

const app = useApp()

test('create deal: Next refuses a bad step and focuses it, reload keeps step and values, offline submit succeeds', async () => {
  const page = await openSignedIn(app, ACCOUNTS.office, '/wizard-examples/create-deal')
  await page.getByRole('heading', { name: /Deal type/ }).waitFor()

  // Step 1: a percentage above 90 is refused under its field, focus goes there, nothing moves on.
  await page.getByLabel('Discount (%)').fill('95')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByText('A percentage discount is from 1 to 90').waitFor()
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'discount')
  assert.equal(new URL(page.url()).searchParams.get('step'), null)
  await page.getByLabel('Discount (%)').fill('15')
  await page.getByRole('combobox', { name: 'Region' }).click()
  await page.getByRole('option', { name: 'Kanto' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'details')

  // Step 2, half filled, then a reload: the step and what was typed are still there.
  await page.getByLabel('Deal title').fill('春の名刺スキャナーセール')
  await page.getByLabel('Deal code').fill('spring-26')
  await page.getByText('Draft saved').waitFor()
  await page.waitForTimeout(600)
  await page.getByText('Draft saved').waitFor()
  await page.reload()
  await page.getByRole('heading', { name: /Deal details/ }).waitFor()
  assert.equal(await page.getByLabel('Deal title').inputValue(), '春の名刺スキャナーセール')
  assert.equal(await page.getByLabel('Deal code').inputValue(), 'spring-26')
  await page.getByText('Your draft was restored.').waitFor()

  // Back keeps step 1's values.
  await page.getByRole('button', { name: 'Previous' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'type')
  assert.equal(await page.getByLabel('Discount (%)').inputValue(), '15')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'details')

  await page.getByRole('combobox', { name: 'Offered categories' }).click()
  await page.getByRole('option', { name: 'Office' }).click()
  await page.keyboard.press('Escape')
  const period = page.getByRole('group', { name: 'Deal period' }).or(page.locator('[data-scope=date-picker][data-part=root]')).first()
  await period.locator('input').first().fill('2026-04-01')
  await period.locator('input').last().fill('2026-04-30')
  await period.locator('input').last().press('Tab')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'usage')
  await page.getByLabel('Maximum number of uses').fill('500')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'review')
  await page.getByText('SPRING-26').waitFor()

  // Offline: the worker still answers, so the deal is created.
  await page.getByLabel('I have checked the details: create the deal').check()
  await app.context.setOffline(true)
  try {
    await page.getByRole('button', { name: 'Create deal' }).click()
    await page.getByRole('heading', { name: 'Deal created' }).waitFor()
    await page.getByText(/DL-\d{6}/).first().waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  // The draft is gone: a reload starts a fresh wizard.
  await page.reload()
  await page.getByRole('heading', { name: /Deal type/ }).waitFor()
  assert.equal(await page.getByLabel('Discount (%)').inputValue(), '')
  await page.close()
})

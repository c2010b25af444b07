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
  // As a user would: the list has closed before the next field is used.
  await page.getByRole('listbox').waitFor({ state: 'hidden' })
  const period = page.getByRole('group', { name: 'Deal period' }).or(page.locator('[data-scope=date-picker][data-part=root]')).first()
  // Typed as the picker shows dates (en: dd/mm/yyyy); each is taken when the field is left.
  await period.locator('input').first().fill('01/04/2026')
  await period.locator('input').first().press('Tab')
  await period.locator('input').last().fill('30/04/2026')
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

test('property listing: a floor above the building and a floor area above the total are refused; reload keeps the step; offline publish', async () => {
  const page = await openSignedIn(app, ACCOUNTS.office, '/wizard-examples/property-listing')
  await page.getByRole('heading', { name: /Personal details/ }).waitFor()

  // Step 1: Next with nothing typed names the missing fields and stays.
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByText('This field is required').first().waitFor()
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'lastName')
  await page.getByLabel('Family name').fill('山田')
  await page.getByLabel('Given name').fill('花子')
  await page.getByLabel('E-mail').fill('hanako.yamada@example.jp')
  await page.getByLabel('Phone').fill('03-1234-5678')
  await page.getByText('Real-estate agent').click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'property')

  // Step 2: a Japanese address; a malformed postal code is refused.
  await page.getByLabel('Sale or rent').selectOption('rent')
  await page.getByLabel('Property type').selectOption('apartment')
  await page.getByLabel('Postal code').fill('15O-0002')
  await page.getByLabel('Prefecture').fill('東京都')
  await page.getByLabel('City or ward').fill('渋谷区')
  await page.getByLabel('Street address and building name').fill('渋谷2-21-1 ヒカリエ 12F')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'postalCode')
  await page.getByLabel('Postal code').fill('150-0002')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'features')

  // Step 3: the floor may not be above the building's floors.
  await page.getByRole('spinbutton', { name: 'Rooms', exact: true }).fill('2')
  await page.getByLabel('Bathrooms').fill('1')
  await page.getByRole('spinbutton', { name: 'Floor', exact: true }).fill('15')
  await page.getByLabel('Floors in the building').fill('12')
  await page.getByText('Elevator').click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByText('The floor cannot be above the number of floors').waitFor()
  await page.getByRole('spinbutton', { name: 'Floor', exact: true }).fill('8')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'area')

  // Step 4, half filled, then a reload: the step and the values are kept.
  await page.getByLabel('Total area (m²)').fill('55.2')
  await page.getByText(/About 16\.7 tsubo/).waitFor()
  await page.getByText('Draft saved').waitFor()
  await page.waitForTimeout(600)
  await page.reload()
  await page.getByRole('heading', { name: /Property area/ }).waitFor()
  assert.equal(await page.getByLabel('Total area (m²)').inputValue(), '55.2')
  await page.getByLabel('Floor area (m²)').fill('60')
  await page.getByLabel('Available from').fill('2026-12-01')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByText('The floor area cannot be larger than the total area').waitFor()
  await page.getByLabel('Floor area (m²)').fill('50')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'price')

  // Step 5: price in yen, the review shows what was entered, then publish offline.
  await page.getByLabel('Monthly rent (yen)').fill('185000')
  await page.getByLabel('Management fee per month (yen)').fill('12000')
  const review = page.getByRole('region', { name: 'Check the listing' })
  await review.getByText('〒150-0002 東京都渋谷区渋谷2-21-1 ヒカリエ 12F').waitFor()
  await review.getByText('8 of 12').waitFor()
  await review.getByText('¥185,000').waitFor()
  await page.getByRole('button', { name: 'Publish listing' }).click()
  await page.getByText('Tick the box to confirm').waitFor()
  await page.getByLabel('I have checked the details: publish the listing').check()
  await app.context.setOffline(true)
  try {
    await page.getByRole('button', { name: 'Publish listing' }).click()
    await page.getByRole('heading', { name: 'Listing published' }).waitFor()
    await page.getByText(/PR-\d{6}/).first().waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  await page.reload()
  await page.getByRole('heading', { name: /Personal details/ }).waitFor()
  assert.equal(await page.getByLabel('Family name').inputValue(), '')
  await page.close()
})

test('checkout wizard: quantities change the totals, the address is checked, the card too, and the order is placed offline', async () => {
  const page = await openSignedIn(app, ACCOUNTS.office, '/wizard-examples/checkout')
  await page.getByRole('list', { name: 'Cart' }).waitFor()
  const summary = page.locator('[aria-live=polite]', { hasText: 'Order summary' }).first()
  await summary.getByText('3 items').waitFor()
  const before = await summary.textContent()
  // A quantity from the cart's list: the summary counts and prices it again.
  await page.getByRole('list', { name: 'Cart' }).getByRole('combobox').first().selectOption('3')
  await summary.getByText('5 items').waitFor()
  assert.notEqual(await summary.textContent(), before)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'address')

  // The address: nothing typed is refused under its fields.
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByText('This field is required').first().waitFor()
  await page.getByLabel('Full name').fill('佐藤 陽翔')
  await page.getByLabel('Phone').fill('06-1234-5678')
  await page.getByLabel('Postal code').fill('530-0001')
  await page.getByLabel('Prefecture').fill('大阪府')
  await page.getByLabel('City or ward').fill('大阪市北区')
  await page.getByLabel('Street address and building').fill('梅田1-1-1')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL((url) => url.searchParams.get('step') === 'payment')

  // A card number that fails the check digit is refused; a good one goes through, offline.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241')
  await page.getByLabel('Name on card').fill('HARUTO SATO')
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('CVV').fill('123')
  await page.getByRole('button', { name: 'Place order' }).click()
  await page.getByText('Enter a valid card number').waitFor()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await app.context.setOffline(true)
  try {
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor()
    await page.getByText(/OR-\d{6}/).first().waitFor()
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

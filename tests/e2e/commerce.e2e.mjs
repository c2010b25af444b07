// The demo shop through the real UI (issue 15): find and delete a product, an order's details and
// the not-found state, customer tabs in the URL, reviews; offline after one visit, and reload.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { signInByApi } from './support/harness.mjs'
import { ACCOUNTS, openSignedIn, openSignedOut, settledLocation } from './support/auth-helpers.mjs'

const app = useApp()

const signedIn = (account, path) => openSignedIn(app, account, path)

const rows = (page, name) => page.getByRole('table', { name }).locator('tbody tr:not([data-skeleton])')

test('client account is sent to /not-authorized from the shop pages', async () => {
  await app.context.clearCookies()
  const page = await openSignedOut(app.context, app.baseURL, '/login')
  await signInByApi(page, ACCOUNTS.client.email, ACCOUNTS.client.password)
  for (const path of ['/apps/ecommerce/product/list', '/apps/ecommerce/order/details/5513']) {
    await page.goto(app.baseURL + path)
    assert.equal(await settledLocation(page), '/not-authorized', path)
  }
  await page.close()
})

test('products: search and filters live in the URL; find a product and delete it; it stays deleted after reload and offline', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/ecommerce/product/list')
  await rows(page, 'Products').first().waitFor()
  await page.getByRole('searchbox').fill('kaizen')
  await page.waitForURL((url) => url.searchParams.get('q') === 'kaizen')
  await page.getByRole('cell', { name: 'Kaizen Notebook A5 Paperloom' }).waitFor()
  assert.equal(await rows(page, 'Products').count(), 1)

  await page.getByRole('button', { name: 'Actions for Kaizen Notebook A5' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Product deleted').waitFor()
  await page.getByText('No products match').waitFor()

  await page.reload()
  await page.getByText('No products match').waitFor()

  // The category filter is in the URL, and offline the worker still answers from IndexedDB.
  await page.goto(app.baseURL + '/apps/ecommerce/product/list?category=Office')
  await rows(page, 'Products').first().waitFor()
  await app.context.setOffline(true)
  try {
    await page.reload()
    await rows(page, 'Products').first().waitFor()
    const names = await rows(page, 'Products').allInnerTexts()
    assert.ok(names.length > 0)
    assert.ok(names.every((r) => !r.includes('Kaizen Notebook A5')))
    await page.getByRole('combobox', { name: 'Category' }).waitFor()
    assert.equal(await page.getByRole('combobox', { name: 'Category' }).inputValue(), 'Office')
  } finally {
    await app.context.setOffline(false)
    await page.close()
  }
})

test('add product: bad input is named under its field and nothing is lost; the saved product is in the list after reload', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/ecommerce/product/add')
  await page.getByLabel('Name').first().fill('Meishi Card Case')
  await page.getByLabel('Brand').fill('Meishi Works')
  await page.getByLabel('SKU').fill('123456')
  // The editor loads when the user starts writing; the cursor lands in it.
  await page.getByRole('button', { name: 'Write the description' }).click()
  await page.getByRole('textbox', { name: 'Description' }).waitFor()
  await page.waitForFunction(() => document.activeElement?.getAttribute('contenteditable') === 'true')
  await page.keyboard.type('Holds fifty cards.')
  await page.getByLabel(/^Price/).fill('49.5')
  await page.getByRole('button', { name: 'Publish product' }).click()
  // No category chosen: the form says so and keeps what was typed.
  await page.getByText('Choose a category').last().waitFor()
  assert.equal(await page.getByLabel('Brand').inputValue(), 'Meishi Works')
  await page.getByLabel('Category').selectOption('Office')
  await page.getByRole('button', { name: 'Add variant' }).click()
  await page.getByLabel('Option').fill('Colour')
  await page.getByLabel('Value').fill('Navy')
  await page.getByRole('button', { name: 'Publish product' }).click()
  await page.waitForURL((url) => url.pathname === '/apps/ecommerce/product/list' && url.searchParams.get('q') === 'Meishi Card Case')
  await page.getByRole('cell', { name: 'Meishi Card Case Meishi Works' }).waitFor()
  await page.reload()
  await page.getByRole('cell', { name: 'Meishi Card Case Meishi Works' }).waitFor()
  await page.close()
})

test('orders: details by number with lines, totals and shipping activity; an unknown number shows Not found', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/ecommerce/order/list')
  await rows(page, 'Orders').first().waitFor()
  await page.getByRole('searchbox').fill('5513')
  await page.getByRole('link', { name: '#5513' }).click()
  await page.waitForURL('**/apps/ecommerce/order/details/5513')
  await page.getByRole('heading', { name: 'Order #5513' }).waitFor()
  await page.getByText('Noah Fischer').first().waitFor()
  await page.getByRole('list', { name: 'Shipping activity' }).getByText('Delivered').waitFor()
  await page.getByText('$618.11').last().waitFor()

  await page.goto(app.baseURL + '/apps/ecommerce/order/details/999999')
  // The shared not-found state of record pages (#20): says so and offers the way back to the list.
  await page.getByText('This record does not exist').waitFor()
  await page.close()
})

test('customers: the tab is in the URL and notification choices are kept', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/ecommerce/customer/list?q=Quentin')
  await page.getByRole('link', { name: 'Quentin Patel' }).click()
  await page.waitForURL('**/apps/ecommerce/customer/details/740297')
  await page.getByRole('tab', { name: 'Notifications' }).click()
  await page.waitForURL('**/apps/ecommerce/customer/details/740297/notifications')
  const offers = page.getByRole('checkbox', { name: 'Offers and news: SMS' })
  assert.equal(await offers.isChecked(), false)
  await offers.check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText('Notification choices saved').waitFor()
  await page.reload()
  await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor()
  assert.equal(await page.getByRole('checkbox', { name: 'Offers and news: SMS' }).isChecked(), true)
  await page.close()
})

test('reviews: the status filter and deleting a review', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/ecommerce/manage-review?status=Pending')
  await rows(page, 'Reviews').first().waitFor()
  const texts = await rows(page, 'Reviews').allInnerTexts()
  assert.ok(texts.every((r) => r.includes('Pending')))
  const before = await page.getByText(/of \d+/).first().innerText()
  await rows(page, 'Reviews').first().getByRole('button', { name: /^Actions for/ }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Review deleted').waitFor()
  await page.waitForFunction((b) => ![...document.querySelectorAll('*')].some((e) => e.childElementCount === 0 && e.textContent === b), before)
  await page.close()
})

test('invoices: search, status and date range in the URL; delete; offline after reload', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/invoice/list?status=Paid&from=2026-01-01&to=2026-12-31')
  await rows(page, 'Invoices').first().waitFor()
  const texts = await rows(page, 'Invoices').allInnerTexts()
  assert.ok(texts.length > 0 && texts.every((r) => r.includes('Paid')))
  await page.goto(app.baseURL + '/apps/invoice/list?q=4987')
  await rows(page, 'Invoices').filter({ hasText: '#4987' }).waitFor()
  await page.getByRole('button', { name: 'Actions for #4987' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Invoice deleted').waitFor()
  await page.getByText('No invoices match').waitFor()
  await app.context.setOffline(true)
  try {
    await page.reload()
    await page.getByText('No invoices match').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await rows(page, 'Invoices').first().waitFor()
  } finally {
    await app.context.setOffline(false)
    await page.close()
  }
})

test('invoices: create one with two lines (live total), find it in the list, pay part of it, open its print view; unknown id is not found; it survives reload', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/invoice/add')
  await page.getByRole('button', { name: 'Save invoice' }).click()
  await page.locator('li', { hasText: 'Choose a client' }).waitFor()
  await page.locator('li', { hasText: 'Describe the item' }).waitFor()
  const clientSelect = page.getByRole('combobox', { name: 'Client' })
  const firstClient = await clientSelect.locator('option:not([value=""])').first().getAttribute('value')
  await clientSelect.selectOption(firstClient)
  await page.getByRole('textbox', { name: 'Item 1' }).fill('Card scanning set-up')
  await page.getByRole('spinbutton', { name: 'Cost' }).first().fill('1200.50')
  await page.getByRole('spinbutton', { name: 'Qty' }).first().fill('2')
  await page.getByRole('button', { name: 'Add item' }).click()
  await page.getByRole('textbox', { name: 'Item 2' }).fill('Training')
  await page.getByRole('spinbutton', { name: 'Cost' }).nth(1).fill('80')
  await page.getByRole('spinbutton', { name: 'Qty' }).nth(1).fill('3')
  assert.equal(await page.getByTestId('invoice-total').innerText(), '$2,641.00')
  await page.getByRole('button', { name: 'Save invoice' }).click()
  await page.waitForURL(/\/apps\/invoice\/preview\/\d+$/)
  const id = page.url().split('/').pop()
  assert.ok(Number(id) > 4987, `new id ${id} continues after the fixtures`)
  await page.getByRole('heading', { name: `Invoice #${id}` }).first().waitFor()
  await page.getByRole('cell', { name: 'Training' }).waitFor()

  // Part payment through the drawer: the balance and status follow, and stay after a reload.
  await page.getByRole('button', { name: 'Add payment' }).click()
  await page.getByLabel('Amount (USD)').fill('641')
  await page.getByRole('dialog').getByRole('button', { name: 'Add payment' }).click()
  await page.getByText('Payment added').waitFor()
  await page.reload()
  await page.getByText('Partly paid').first().waitFor()
  await page.getByText('$2,000.00').first().waitFor()

  await page.goto(app.baseURL + `/apps/invoice/list?q=${id}`)
  await rows(page, 'Invoices').filter({ hasText: `#${id}` }).waitFor()

  await page.goto(app.baseURL + `/apps/invoice/print/${id}`)
  await page.getByRole('article', { name: `Invoice #${id}` }).waitFor()
  assert.equal(await page.locator('nav').count(), 0, 'the print view has no app navigation')
  await page.getByRole('cell', { name: 'Card scanning set-up' }).waitFor()

  await page.goto(app.baseURL + '/apps/invoice/preview/12')
  await page.getByText('No invoice found with this id').waitFor()
  await page.close()
})

test('categories: add one under a parent in the drawer (bad slug named first), find it after reload, then delete it', async () => {
  const page = await signedIn(ACCOUNTS.admin, '/apps/ecommerce/product/category-list')
  await rows(page, 'Categories').first().waitFor()
  await page.getByRole('button', { name: 'Add category' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'Add category' })
  await drawer.getByLabel('Name').fill('Card Cases')
  await drawer.getByLabel('Slug').fill('Card Cases!')
  await drawer.getByRole('button', { name: 'Save category' }).click()
  await drawer.getByText('Use lowercase letters, digits and single hyphens').waitFor()
  assert.equal(await drawer.getByLabel('Name').inputValue(), 'Card Cases')
  await drawer.getByLabel('Slug').fill('')
  await drawer.getByLabel('Parent category').selectOption({ label: 'Accessories' })
  await drawer.getByRole('button', { name: 'Save category' }).click()
  await page.getByText('Category added').waitFor()

  await page.reload()
  await page.getByRole('searchbox').fill('card-cases')
  await page.waitForURL((url) => url.searchParams.get('q') === 'card-cases')
  const row = rows(page, 'Categories').filter({ has: page.getByText('Card Cases', { exact: true }) })
  await row.waitFor()
  assert.match(await row.innerText(), /Accessories/)
  await page.getByRole('button', { name: 'Actions for Card Cases' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Category deleted').waitFor()
  await page.getByText('No categories match').waitFor()
  await page.close()
})

test('shop settings: a bad invoice number is named and nothing typed is lost; saved values survive an offline reload; a shipping rate is added; locations are deleted with confirmation', async () => {
  const page = await signedIn(ACCOUNTS.office, '/apps/ecommerce/settings')
  const name = page.getByLabel('Store name')
  await name.waitFor()
  await name.fill('さくら文具店')
  await page.getByLabel('Invoice registration number').fill('T123')
  await page.getByLabel('Prefix').fill('SK-')
  await page.getByTestId('order-preview').getByText('SK-1001').waitFor()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText('Enter T followed by 13 digits').waitFor()
  assert.equal(await name.inputValue(), 'さくら文具店')
  await page.getByLabel('Invoice registration number').fill('T1234567890123')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText('Settings saved').first().waitFor()

  // Offline after one visit: the worker answers, and the saved values are there.
  await app.context.setOffline(true)
  try {
    await page.reload()
    await name.waitFor()
    assert.equal(await name.inputValue(), 'さくら文具店')
    assert.equal(await page.getByLabel('Invoice registration number').inputValue(), 'T1234567890123')

    // Shipping: a rate whose upper limit is below the lower one is refused in the drawer.
    await page.getByRole('tab', { name: 'Shipping' }).click()
    await page.waitForURL(/\/apps\/ecommerce\/settings\/shipping$/)
    await page.getByRole('button', { name: 'Add rate' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Add rate' })
    await drawer.getByLabel('Rate name').fill('クール便')
    await drawer.getByLabel(/^From/).fill('5')
    await drawer.getByLabel(/^Up to/).fill('3')
    await drawer.getByLabel(/^Shipping price/).fill('1200')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await drawer.getByText('The upper limit must be above the lower one').waitFor()
    await drawer.getByLabel(/^From/).fill('0')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await drawer.waitFor({ state: 'hidden' })
    await page.getByRole('table', { name: 'Domestic (Japan) rates' }).getByText('クール便').waitFor()

    // Locations: the default one cannot go; another one goes after a confirmation.
    await page.getByRole('tab', { name: 'Locations' }).click()
    await page.getByRole('button', { name: 'Delete 東京倉庫' }).click()
    await page.getByRole('alertdialog').getByText('It is the default location: make another one the default first.').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await page.getByRole('button', { name: 'Delete 大阪ショールーム' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Location deleted').first().waitFor()
    await page.reload()
    await page.getByRole('list', { name: 'Locations' }).getByText('東京倉庫').waitFor()
    assert.equal(await page.getByRole('list', { name: 'Locations' }).getByText('大阪ショールーム').count(), 0)
  } finally {
    await app.context.setOffline(false)
  }
  await page.close()
})

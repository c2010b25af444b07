// Demo server (engineer B's areas) through the real worker in Chromium: writes survive a reload,
// and the endpoints answer offline from IndexedDB.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useApp } from './support/suite.mjs'
import { openControlled, pageFetch } from './support/harness.mjs'

const app = useApp()
const json = (body) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
const reloadControlled = async (page) => {
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
}

let deletedProduct
let createdUser

test('a deleted product stays deleted after a reload', async () => {
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  const before = await pageFetch(page, '/api/apps/ecommerce/products?itemsPerPage=-1')
  assert.equal(before.status, 200)
  assert.equal(before.body.total, before.body.products.length)
  deletedProduct = before.body.products[0]
  const del = await pageFetch(page, `/api/apps/ecommerce/products/${deletedProduct.id}`, { method: 'DELETE' })
  assert.equal(del.status, 204)
  await reloadControlled(page)
  const after = await pageFetch(page, '/api/apps/ecommerce/products?itemsPerPage=-1')
  assert.equal(after.body.total, before.body.total - 1)
  assert.ok(!after.body.products.some((p) => p.id === deletedProduct.id))
  const again = await pageFetch(page, `/api/apps/ecommerce/products/${deletedProduct.id}`, { method: 'DELETE' })
  assert.equal(again.status, 404)
  assert.equal(again.body, undefined, '404 with an empty body')
  await page.close()
})

test('a created demo user is kept after a reload', async () => {
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  const res = await pageFetch(page, '/api/apps/users', json({ fullName: 'Rin Aoki', email: 'rin.aoki@example.com', role: 'editor', currentPlan: 'team' }))
  assert.equal(res.status, 201)
  createdUser = res.body.body
  assert.equal(createdUser.id, 51)
  const bad = await pageFetch(page, '/api/apps/users', json({ fullName: 'X', email: 'nope', role: 'editor', currentPlan: 'team' }))
  assert.equal(bad.status, 400)
  assert.match(bad.body.message, /^email:/)
  await reloadControlled(page)
  const detail = await pageFetch(page, `/api/apps/users/${createdUser.id}`)
  assert.equal(detail.status, 200)
  assert.equal(detail.body.fullName, 'Rin Aoki')
  const list = await pageFetch(page, '/api/apps/users?q=rin.aoki')
  assert.deepEqual(list.body.users.map((u) => u.id), [createdUser.id])
  assert.equal(list.body.totalUsers, 1)
  await page.close()
})

test('offline: every B endpoint answers from IndexedDB, with the writes kept', async () => {
  const page = await openControlled(app.context, app.baseURL + '/not-authorized')
  await page.waitForSelector('h1')
  await app.context.setOffline(true)
  try {
    await page.reload()
    await page.waitForSelector('h1', { timeout: 15_000 })
    const products = await pageFetch(page, '/api/apps/ecommerce/products?itemsPerPage=-1')
    assert.equal(products.status, 200)
    assert.ok(!products.body.products.some((p) => p.id === deletedProduct.id), 'the delete holds offline')
    const user = await pageFetch(page, `/api/apps/users/${createdUser.id}`)
    assert.equal(user.status, 200)
    const orders = await pageFetch(page, '/api/apps/ecommerce/orders?sortBy=spent&orderBy=desc')
    assert.equal(orders.status, 200)
    assert.equal(orders.body.total, 100)
    const order = await pageFetch(page, `/api/apps/ecommerce/orders/${orders.body.orders[0].order}`)
    assert.equal(order.status, 200)
    assert.equal(order.body.id, orders.body.orders[0].id)
    const customers = await pageFetch(page, '/api/apps/ecommerce/customers?q=india')
    assert.equal(customers.status, 200)
    const customer = await pageFetch(page, `/api/apps/ecommerce/customers/${customers.body.customers[0].customerId}`)
    assert.equal(customer.body.status, 'Active')
    const reviews = await pageFetch(page, '/api/apps/ecommerce/reviews?status=All')
    assert.equal(reviews.body.total, 100)
    const referrals = await pageFetch(page, '/api/apps/ecommerce/referrals')
    assert.equal(referrals.body.total, 45)
    const invoices = await pageFetch(page, '/api/apps/invoice?selectedDateRange[start]=2026-01-01&selectedDateRange[end]=2026-12-31')
    assert.equal(invoices.status, 200)
    assert.ok(invoices.body.totalInvoices > 0)
    const invoice = await pageFetch(page, `/api/apps/invoice/${invoices.body.invoices[0].id}`)
    assert.ok(invoice.body.paymentDetails.iban)
    const missing = await pageFetch(page, '/api/apps/invoice/1')
    assert.deepEqual([missing.status, missing.body], [404, 'No invoice found with this id'])
    const clients = await pageFetch(page, '/api/apps/invoice/clients')
    assert.equal(clients.body.length, 5)
    const vehicles = await pageFetch(page, '/api/apps/logistics/vehicles?sortBy=progress')
    assert.equal(vehicles.body.totalVehicles, 25)
    const permissions = await pageFetch(page, '/api/apps/permissions?q=restr')
    assert.deepEqual(permissions.body.permissions.map((p) => p.name), ['Only View'])
  } finally {
    await app.context.setOffline(false)
    await page.close()
  }
})

import { beforeAll, describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import type { EcommerceCards } from '../../../../src/core/api/contract/demo/dashboards'
import type { Customer, Order, Product } from '../../../../src/core/api/contract/demo/ecommerce'

const card = async <K extends keyof EcommerceCards>(db: Database, name: K) => {
  const res = await call<EcommerceCards[K]>(db, 'GET', `/api/dashboards/ecommerce/${name}`)
  expect(res.status).toBe(200)
  return res.body
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('GET /api/dashboards/ecommerce/:card', () => {
  let db: Database
  let orders: readonly Order[]
  beforeAll(async () => {
    db = await openTestDb()
    orders = await db.all<Order>('orders')
  })

  it('kpis: orders, revenue, average order and customers of the last month of orders, with the trend against the month before', async () => {
    const k = await card(db, 'kpis')
    const months = [...new Set(orders.map((o) => o.date.slice(0, 7)))].sort()
    const inLast = orders.filter((o) => o.date.startsWith(months.at(-1)!))
    const inPrev = orders.filter((o) => o.date.startsWith(months.at(-2)!))
    expect(k.lastMonth).toBe(months.at(-1))
    expect(k.orders.value).toBe(inLast.length)
    expect(k.revenue.value).toBeCloseTo(sum(inLast.map((o) => o.spent)), 2)
    expect(k.orders.trend).toBeCloseTo(((inLast.length - inPrev.length) / inPrev.length) * 100, 0)
    expect(k.averageOrder.value).toBeCloseTo(k.revenue.value / k.orders.value, 1)
    expect(k.customers.value).toBe(new Set(inLast.map((o) => o.email)).size)
  })

  it('orders: one point per month, in order, adding up to every order and its revenue', async () => {
    const { months } = await card(db, 'orders')
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort())
    expect(sum(months.map((m) => m.orders))).toBe(orders.length)
    expect(sum(months.map((m) => m.revenue))).toBeCloseTo(sum(orders.map((o) => o.spent)), 1)
  })

  it('statuses: the four delivery states in contract order, adding up to the orders', async () => {
    const { shares } = await card(db, 'statuses')
    expect(shares.map((s) => s.label)).toEqual(['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'])
    expect(sum(shares.map((s) => s.value))).toBe(orders.length)
    expect(shares[0].value).toBe(orders.filter((o) => o.status === 'Delivered').length)
  })

  it('stock: every category with its products and those in stock, adding up to the catalogue', async () => {
    const products = await db.all<Product>('products')
    const s = await card(db, 'stock')
    expect(s.total).toBe(products.length)
    expect(s.inStock).toBe(products.filter((p) => p.stock).length)
    expect(sum(s.rows.map((r) => r.products))).toBe(products.length)
    expect(sum(s.rows.map((r) => r.inStock))).toBe(s.inStock)
    for (const r of s.rows) expect(r.inStock).toBeLessThanOrEqual(r.products)
  })

  it('topCustomers: the five who spent most, most first; recentOrders: the six newest, newest first', async () => {
    const customers = await db.all<Customer>('customers')
    const top = await card(db, 'topCustomers')
    expect(top.rows).toHaveLength(5)
    expect(top.rows[0].spent).toBe(Math.max(...customers.map((c) => c.totalSpent)))
    expect(top.rows.map((r) => r.spent)).toEqual([...top.rows.map((r) => r.spent)].sort((a, b) => b - a))
    const recent = (await card(db, 'recentOrders')).rows
    expect(recent).toHaveLength(6)
    expect(recent[0].date).toBe(orders.map((o) => o.date).sort().at(-1))
    expect(recent.map((o) => o.date)).toEqual([...recent.map((o) => o.date)].sort().reverse())
  })

  it('follows writes: a removed order leaves the figures', async () => {
    const fresh = await openTestDb()
    const before = await card(fresh, 'statuses')
    await fresh.delete('orders', orders[0].id)
    const after = await card(fresh, 'statuses')
    expect(sum(after.shares.map((s) => s.value))).toBe(sum(before.shares.map((s) => s.value)) - 1)
  })
})

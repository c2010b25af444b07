import type { Database } from '../../db/database'
import { ORDER_STATUSES, PRODUCT_CATEGORIES, type Customer, type Order, type Product } from '../../../src/core/api/contract/demo/ecommerce'
import type { EcommerceCards } from '../../../src/core/api/contract/demo/dashboards'
import { monthOf, monthsOf, round2, sumBy, trendOf } from './figures'

type CardComputers = { [K in keyof EcommerceCards]: (db: Database) => Promise<EcommerceCards[K]> }

const orders = (db: Database) => db.all<Order>('orders')
const revenueOf = (os: readonly Order[]) => round2(os.reduce((s, o) => s + o.spent, 0))

/** The e-commerce dashboard's cards, from the stored orders, products and customers (the rows /api/apps/ecommerce/* serves). */
export const ecommerceCards: CardComputers = {
  async kpis(db) {
    const all = await orders(db)
    const months = monthsOf(all.map((o) => o.date))
    const last = months.at(-1) ?? ''
    const inMonth = (m: string | undefined) => all.filter((o) => monthOf(o.date) === m)
    const [cur, before] = [inMonth(last), inMonth(months.at(-2))]
    const average = (os: readonly Order[]) => (os.length ? round2(revenueOf(os) / os.length) : 0)
    const customers = (os: readonly Order[]) => new Set(os.map((o) => o.email)).size
    return {
      orders: { value: cur.length, trend: trendOf(cur.length, before.length) },
      revenue: { value: revenueOf(cur), trend: trendOf(revenueOf(cur), revenueOf(before)) },
      averageOrder: { value: average(cur), trend: trendOf(average(cur), average(before)) },
      customers: { value: customers(cur), trend: trendOf(customers(cur), customers(before)) },
      lastMonth: last,
    }
  },
  async orders(db) {
    const all = await orders(db)
    const count = sumBy(all, (o) => monthOf(o.date), () => 1)
    const revenue = sumBy(all, (o) => monthOf(o.date), (o) => o.spent)
    return { months: [...count.keys()].sort().map((month) => ({ month, orders: count.get(month) ?? 0, revenue: round2(revenue.get(month) ?? 0) })) }
  },
  async statuses(db) {
    const counts = sumBy(await orders(db), (o) => o.status, () => 1)
    return { shares: ORDER_STATUSES.map((label) => ({ label, value: counts.get(label) ?? 0 })) }
  },
  async stock(db) {
    const products = await db.all<Product>('products')
    const rows = PRODUCT_CATEGORIES.map((category) => {
      const inCategory = products.filter((p) => p.category === category)
      return { category, products: inCategory.length, inStock: inCategory.filter((p) => p.stock).length }
    })
    return { rows, inStock: products.filter((p) => p.stock).length, total: products.length }
  },
  async topCustomers(db) {
    const customers = [...(await db.all<Customer>('customers'))].sort((a, b) => b.totalSpent - a.totalSpent || a.id - b.id)
    return { rows: customers.slice(0, 5).map((c) => ({ name: c.customer, avatar: c.avatar, country: c.country, orders: c.order, spent: c.totalSpent })) }
  },
  async recentOrders(db) {
    const all = [...(await orders(db))].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`) || b.id - a.id)
    return { rows: all.slice(0, 6) }
  },
}

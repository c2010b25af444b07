import type { Database } from '../../db/database'
import type { SalesRow } from '../../../src/core/api/contract/demo/pages'
import type { AnalyticsCards } from '../../../src/core/api/contract/demo/dashboards'
import { monthOf, monthsOf, round2, sumBy, trendOf } from './figures'

type CardComputers = { [K in keyof AnalyticsCards]: (db: Database) => Promise<AnalyticsCards[K]> }

const sales = (db: Database) => db.all<SalesRow>('salesRows')
const byRevenueDesc = (a: { value: number }, b: { value: number }) => b.value - a.value

/** The analytics dashboard's cards, each from the sales rows (the rows GET /api/pages/datatable serves). */
export const analyticsCards: CardComputers = {
  async kpis(db) {
    const rows = await sales(db)
    const months = monthsOf(rows.map((r) => r.date))
    const last = months.at(-1) ?? ''
    const prev = months.at(-2) ?? ''
    const inMonth = (m: string) => rows.filter((r) => monthOf(r.date) === m)
    const [cur, before] = [inMonth(last), inMonth(prev)]
    const revenue = (rs: readonly SalesRow[]) => round2(rs.reduce((s, r) => s + r.payment.total, 0))
    const average = (rs: readonly SalesRow[]) => (rs.length ? round2(revenue(rs) / rs.length) : 0)
    const buyers = (rs: readonly SalesRow[]) => new Set(rs.map((r) => r.buyer.name)).size
    return {
      revenue: { value: revenue(cur), trend: trendOf(revenue(cur), revenue(before)) },
      sales: { value: cur.length, trend: trendOf(cur.length, before.length) },
      averageSale: { value: average(cur), trend: trendOf(average(cur), average(before)) },
      buyers: { value: buyers(cur), trend: trendOf(buyers(cur), buyers(before)) },
      lastMonth: last,
    }
  },
  async revenue(db) {
    const rows = await sales(db)
    const billed = sumBy(rows, (r) => monthOf(r.date), (r) => r.payment.total)
    const received = sumBy(rows, (r) => monthOf(r.date), (r) => r.payment.paidAmount)
    return { months: [...billed.keys()].sort().map((month) => ({ month, revenue: round2(billed.get(month) ?? 0), received: round2(received.get(month) ?? 0) })) }
  },
  async categories(db) {
    const totals = sumBy(await sales(db), (r) => r.product.category, (r) => r.payment.total)
    return { shares: [...totals].map(([label, value]) => ({ label, value: round2(value) })).sort(byRevenueDesc) }
  },
  async payments(db) {
    const counts = sumBy(await sales(db), (r) => r.payment.receivedPaymentStatus, () => 1)
    return { shares: ['Fully Paid', 'Partially Paid', 'Unpaid'].map((label) => ({ label, value: counts.get(label) ?? 0 })) }
  },
  async collection(db) {
    const rows = await sales(db)
    const billed = round2(rows.reduce((s, r) => s + r.payment.total, 0))
    const received = round2(rows.reduce((s, r) => s + r.payment.paidAmount, 0))
    return { percent: billed ? Math.round((received / billed) * 1000) / 10 : 0, received, billed }
  },
  async topProducts(db) {
    const rows = await sales(db)
    const all = rows.reduce((s, r) => s + r.payment.total, 0)
    const byProduct = sumBy(rows, (r) => r.product.name, (r) => r.payment.total)
    const brand = new Map(rows.map((r) => [r.product.name, r.product.brand]))
    return {
      rows: [...byProduct]
        .map(([name, value]) => ({ name, value }))
        .sort(byRevenueDesc)
        .slice(0, 5)
        .map(({ name, value }) => ({ name, brand: brand.get(name) ?? '', revenue: round2(value), percent: all ? Math.round((value / all) * 1000) / 10 : 0 })),
    }
  },
  async recentSales(db) {
    const rows = [...(await sales(db))].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    return { rows: rows.slice(0, 6) }
  },
}

import { beforeAll, describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import type { SalesRow } from '../../../../src/core/api/contract/demo/pages'
import type { AnalyticsCards } from '../../../../src/core/api/contract/demo/dashboards'
import type { Course } from '../../../../src/core/api/contract/demo/academy'
import type { Vehicle } from '../../../../src/core/api/contract/demo/logistics'

const card = async <K extends keyof AnalyticsCards>(db: Database, name: K) => {
  const res = await call<AnalyticsCards[K]>(db, 'GET', `/api/dashboards/analytics/${name}`)
  expect(res.status).toBe(200)
  return res.body
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('GET /api/dashboards/analytics/:card', () => {
  let db: Database
  let rows: SalesRow[]
  beforeAll(async () => {
    db = await openTestDb()
    rows = (await call(db, 'GET', '/api/pages/datatable')).body.salesRows
  })

  it('kpis: revenue, sales and buyers of the last month of data, with the trend against the month before', async () => {
    const kpis = await card(db, 'kpis')
    const last = rows.map((r) => r.date.slice(0, 7)).sort().at(-1)!
    const prevMonth = [...new Set(rows.map((r) => r.date.slice(0, 7)))].sort().at(-2)!
    const inLast = rows.filter((r) => r.date.startsWith(last))
    const inPrev = rows.filter((r) => r.date.startsWith(prevMonth))
    expect(kpis.lastMonth).toBe(last)
    expect(kpis.sales.value).toBe(inLast.length)
    expect(kpis.revenue.value).toBeCloseTo(sum(inLast.map((r) => r.payment.total)), 2)
    expect(kpis.sales.trend).toBeCloseTo(((inLast.length - inPrev.length) / inPrev.length) * 100, 0)
    expect(kpis.buyers.value).toBe(new Set(inLast.map((r) => r.buyer.name)).size)
    expect(kpis.averageSale.value).toBeCloseTo(kpis.revenue.value / kpis.sales.value, 1)
  })

  it('revenue: one point per month, in order, summing to the whole billed and received amounts', async () => {
    const { months } = await card(db, 'revenue')
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort())
    expect(sum(months.map((m) => m.revenue))).toBeCloseTo(sum(rows.map((r) => r.payment.total)), 1)
    expect(sum(months.map((m) => m.received))).toBeCloseTo(sum(rows.map((r) => r.payment.paidAmount)), 1)
    for (const m of months) expect(m.received).toBeLessThanOrEqual(m.revenue + 0.01)
  })

  it('categories: every category once, largest first; payments: counts per payment state add up to the rows', async () => {
    const { shares } = await card(db, 'categories')
    expect(new Set(shares.map((s) => s.label))).toEqual(new Set(rows.map((r) => r.product.category)))
    expect(shares.map((s) => s.value)).toEqual([...shares.map((s) => s.value)].sort((a, b) => b - a))
    const payments = await card(db, 'payments')
    expect(payments.shares.map((s) => s.label)).toEqual(['Fully Paid', 'Partially Paid', 'Unpaid'])
    expect(sum(payments.shares.map((s) => s.value))).toBe(rows.length)
  })

  it('collection is received / billed in percent; top products are five, by revenue, with their share', async () => {
    const c = await card(db, 'collection')
    expect(c.percent).toBeCloseTo((c.received / c.billed) * 100, 0)
    expect(c.percent).toBeGreaterThan(0)
    expect(c.percent).toBeLessThanOrEqual(100)
    const top = await card(db, 'topProducts')
    expect(top.rows).toHaveLength(5)
    expect(top.rows.map((r) => r.revenue)).toEqual([...top.rows.map((r) => r.revenue)].sort((a, b) => b - a))
    const billed = sum(rows.map((r) => r.payment.total))
    expect(top.rows[0].percent).toBeCloseTo((top.rows[0].revenue / billed) * 100, 0)
  })

  it('recentSales: the six newest sales, newest first', async () => {
    const { rows: recent } = await card(db, 'recentSales')
    expect(recent).toHaveLength(6)
    const newest = [...rows].sort((a, b) => b.date.localeCompare(a.date))[0]
    expect(recent[0].date).toBe(newest.date)
    expect(recent.map((r) => r.date)).toEqual([...recent.map((r) => r.date)].sort().reverse())
  })

  it('follows writes: a removed sale row leaves the figures', async () => {
    const fresh = await openTestDb()
    const before = await card(fresh, 'payments')
    await fresh.delete('salesRows', rows[0].id)
    const after = await card(fresh, 'payments')
    expect(sum(after.shares.map((s) => s.value))).toBe(sum(before.shares.map((s) => s.value)) - 1)
  })

  it('answers 404 with a readable message for an unknown board or card', async () => {
    const board = await call(db, 'GET', '/api/dashboards/nope/kpis')
    expect(board.status).toBe(404)
    expect(board.body.message).toMatch(/Unknown dashboard "nope"/)
    const c = await call(db, 'GET', '/api/dashboards/analytics/toString')
    expect(c.status).toBe(404)
    expect(c.body.message).toMatch(/no card "toString"/)
  })
})

describe('GET /api/dashboards/academy/:card', () => {
  let db: Database
  let courses: Course[]
  beforeAll(async () => {
    db = await openTestDb()
    courses = (await call(db, 'GET', '/api/apps/academy/courses?itemsPerPage=-1')).body.courses
  })

  it('summary counts completed courses by the spec rule (completedTasks = totalTasks), the rest split by whether they started', async () => {
    const res = await call(db, 'GET', '/api/dashboards/academy/summary')
    expect(res.status).toBe(200)
    const s = res.body
    expect(s.courses).toBe(courses.length)
    expect(s.completed).toBe(courses.filter((c) => c.completedTasks === c.totalTasks).length)
    expect(s.notStarted).toBe(courses.filter((c) => c.completedTasks === 0).length)
    expect(s.completed + s.inProgress + s.notStarted).toBe(courses.length)
    expect(s.tasksDone).toBe(sum(courses.map((c) => c.completedTasks)))
    expect(s.learners).toBe(sum(courses.map((c) => c.userCount)))
  })

  it('topics: the five tags with their learners and courses, most learners first', async () => {
    const { rows } = (await call(db, 'GET', '/api/dashboards/academy/topics')).body
    expect(rows.map((r: { tag: string }) => r.tag).sort()).toEqual(['Art', 'Design', 'Psychology', 'UI/UX', 'Web'])
    expect(sum(rows.map((r: { courses: number }) => r.courses))).toBe(courses.length)
    const web = rows.find((r: { tag: string }) => r.tag === 'Web')
    expect(web.learners).toBe(sum(courses.filter((c) => c.tags === 'Web').map((c) => c.userCount)))
    expect(rows[0].learners).toBeGreaterThanOrEqual(rows.at(-1).learners)
  })

  it('tutors: up to five, by learners, with their course count', async () => {
    const { rows } = (await call(db, 'GET', '/api/dashboards/academy/tutors')).body
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThanOrEqual(5)
    expect(rows[0].courses).toBe(courses.filter((c) => c.user === rows[0].name).length)
    expect(rows.map((r: { learners: number }) => r.learners)).toEqual([...rows.map((r: { learners: number }) => r.learners)].sort((a, b) => b - a))
  })
})

describe('GET /api/dashboards/logistics/:card', () => {
  let db: Database
  let fleet: Vehicle[]
  beforeAll(async () => {
    db = await openTestDb()
    fleet = (await call(db, 'GET', '/api/apps/logistics/vehicles?itemsPerPage=-1')).body.vehicles
  })
  const get = async (card: string) => (await call(db, 'GET', `/api/dashboards/logistics/${card}`)).body

  it('overview splits the fleet into waiting (0 %), on the way and delivered (100 %), and counts warnings', async () => {
    const o = await get('overview')
    expect(o.total).toBe(fleet.length)
    expect(o.waiting).toBe(fleet.filter((v) => v.progress === 0).length)
    expect(o.delivered).toBe(fleet.filter((v) => v.progress === 100).length)
    expect(o.waiting + o.onRoute + o.delivered).toBe(fleet.length)
    expect(o.withWarnings).toBe(fleet.filter((v) => v.warnings !== 'No Warnings').length)
    expect(o.averageProgress).toBeCloseTo(sum(fleet.map((v) => v.progress)) / fleet.length, 0)
  })

  it('warnings, route types, countries and progress quarters each add up to the fleet', async () => {
    expect(sum((await get('warnings')).shares.map((s: { value: number }) => s.value))).toBe(fleet.length)
    const types = await get('routeTypes')
    expect(types.domestic).toBe(fleet.filter((v) => v.startCountry === v.endCountry).length)
    expect(types.domestic + types.international).toBe(fleet.length)
    const countries = (await get('countries')).shares
    expect(sum(countries.map((s: { value: number }) => s.value))).toBe(fleet.length)
    expect(countries[0].value).toBeGreaterThanOrEqual(countries.at(-1).value)
    const buckets = (await get('performance')).buckets
    expect(buckets.map((b: { from: number }) => b.from)).toEqual([0, 25, 50, 75])
    expect(sum(buckets.map((b: { vehicles: number }) => b.vehicles))).toBe(fleet.length)
  })
})

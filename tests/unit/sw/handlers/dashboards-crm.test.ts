import { beforeAll, describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import type { CrmCards } from '../../../../src/core/api/contract/demo/dashboards'
import type { StoredInvoice } from '../../../../src/core/api/contract/demo/invoice'
import type { DemoUserDetail } from '../../../../src/core/api/contract/demo/users'
import type { Customer, Order } from '../../../../src/core/api/contract/demo/ecommerce'

const card = async <K extends keyof CrmCards>(db: Database, name: K) => {
  const res = await call<CrmCards[K]>(db, 'GET', `/api/dashboards/crm/${name}`)
  expect(res.status).toBe(200)
  return res.body
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
const paid = (i: StoredInvoice) => i.total - Math.max(0, i.balance)

describe('GET /api/dashboards/crm/:card', () => {
  let db: Database
  let invoices: readonly StoredInvoice[]
  let members: readonly DemoUserDetail[]
  beforeAll(async () => {
    db = await openTestDb()
    invoices = await db.all<StoredInvoice>('invoices')
    members = await db.all<DemoUserDetail>('demoUsers')
  })

  it('kpis: invoiced and collected in the last month of invoices with their trend; open balance and members over all', async () => {
    const k = await card(db, 'kpis')
    const months = [...new Set(invoices.map((i) => i.issuedDate.slice(0, 7)))].sort()
    const inLast = invoices.filter((i) => i.issuedDate.startsWith(months.at(-1)!))
    const inPrev = invoices.filter((i) => i.issuedDate.startsWith(months.at(-2)!))
    expect(k.lastMonth).toBe(months.at(-1))
    expect(k.invoiced.value).toBeCloseTo(sum(inLast.map((i) => i.total)), 2)
    expect(k.invoiced.trend).toBeCloseTo(((sum(inLast.map((i) => i.total)) - sum(inPrev.map((i) => i.total))) / sum(inPrev.map((i) => i.total))) * 100, 0)
    expect(k.collected.value).toBeCloseTo(sum(inLast.map(paid)), 2)
    expect(k.collected.value).toBeLessThanOrEqual(k.invoiced.value)
    const open = invoices.filter((i) => i.balance > 0)
    expect(k.outstanding).toEqual({ value: expect.closeTo(sum(open.map((i) => i.balance)), 2), invoices: open.length, pastDue: invoices.filter((i) => i.invoiceStatus === 'Past Due').length })
    expect(k.members).toEqual({ active: members.filter((m) => m.status === 'Active').length, total: members.length })
  })

  it('invoicing: one point per month of issue, in order, adding up to every invoice; collected never above invoiced', async () => {
    const { months } = await card(db, 'invoicing')
    expect(months.map((m) => m.month)).toEqual([...new Set(invoices.map((i) => i.issuedDate.slice(0, 7)))].sort())
    expect(sum(months.map((m) => m.invoiced))).toBeCloseTo(sum(invoices.map((i) => i.total)), 1)
    expect(sum(months.map((m) => m.collected))).toBeCloseTo(sum(invoices.map(paid)), 1)
    for (const m of months) expect(m.collected).toBeLessThanOrEqual(m.invoiced)
  })

  it('statuses: the six invoice states in contract order, adding up to the invoices; collection: paid of invoiced', async () => {
    const { shares } = await card(db, 'statuses')
    expect(shares.map((s) => s.label)).toEqual(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'])
    expect(sum(shares.map((s) => s.value))).toBe(invoices.length)
    expect(shares[5].value).toBe(invoices.filter((i) => i.invoiceStatus === 'Past Due').length)
    const c = await card(db, 'collection')
    expect(c.invoiced).toBeCloseTo(sum(invoices.map((i) => i.total)), 1)
    expect(c.collected).toBeCloseTo(sum(invoices.map(paid)), 1)
    expect(c.percent).toBeCloseTo((c.collected / c.invoiced) * 100, 0)
  })

  it('countries: customers and their spending per country, most first, shares adding up to 100', async () => {
    const customers = await db.all<Customer>('customers')
    const { rows } = await card(db, 'countries')
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(customers.map((c) => c.country)))
    expect(sum(rows.map((r) => r.customers))).toBe(customers.length)
    expect(rows.map((r) => r.spent)).toEqual([...rows.map((r) => r.spent)].sort((a, b) => b - a))
    expect(sum(rows.map((r) => r.percent))).toBeCloseTo(100, 0)
    const first = customers.find((c) => c.country === rows[0].country)!
    expect(rows[0]).toMatchObject({ code: first.countryCode, flag: first.countryFlag })
  })

  it('plans: the four plans in contract order, each split by status, adding up to the members', async () => {
    const { rows } = await card(db, 'plans')
    expect(rows.map((r) => r.plan)).toEqual(['basic', 'team', 'company', 'enterprise'])
    expect(sum(rows.map((r) => r.active + r.pending + r.inactive))).toBe(members.length)
    expect(rows.find((r) => r.plan === 'team')!.pending).toBe(members.filter((m) => m.currentPlan === 'team' && m.status === 'Pending').length)
  })

  it('recentInvoices: the six newest by issue date, without payment details; members: the six newest, contract fields only', async () => {
    const { rows } = await card(db, 'recentInvoices')
    expect(rows).toHaveLength(6)
    expect(rows[0].issuedDate).toBe(invoices.map((i) => i.issuedDate).sort().at(-1))
    expect(rows.map((r) => r.issuedDate)).toEqual([...rows.map((r) => r.issuedDate)].sort().reverse())
    expect(rows[0]).not.toHaveProperty('paymentDetails')
    const m = await card(db, 'members')
    expect(m.rows.map((r) => r.id)).toEqual([...members].map((x) => x.id).sort((a, b) => b - a).slice(0, 6))
    expect(m.rows[0]).not.toHaveProperty('taxId')
  })

  it('activity: the three newest invoices and orders, newest first', async () => {
    const orders = await db.all<Order>('orders')
    const { items } = await card(db, 'activity')
    expect(items.filter((i) => i.kind === 'invoice')).toHaveLength(3)
    expect(items.filter((i) => i.kind === 'order')).toHaveLength(3)
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort().reverse())
    const newestOrder = [...orders].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`))[0]
    expect(items.find((i) => i.kind === 'order')).toMatchObject({ id: newestOrder.order, who: newestOrder.customer })
  })

  it('follows writes: a deleted invoice leaves the figures; an unknown card is a 404 naming the known ones', async () => {
    const fresh = await openTestDb()
    const before = await card(fresh, 'statuses')
    await fresh.delete('invoices', invoices[0].id)
    const after = await card(fresh, 'statuses')
    expect(sum(after.shares.map((s) => s.value))).toBe(sum(before.shares.map((s) => s.value)) - 1)
    const res = await call<{ message: string }>(fresh, 'GET', '/api/dashboards/crm/nope')
    expect(res.status).toBe(404)
    expect(res.body.message).toMatch(/recentInvoices/)
  })
})

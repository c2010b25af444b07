import type { Database } from '../../db/database'
import type { CrmActivity, CrmCards } from '../../../src/core/api/contract/demo/dashboards'
import { INVOICE_STATUSES, type StoredInvoice } from '../../../src/core/api/contract/demo/invoice'
import { DEMO_USER_PLANS, type DemoUser, type DemoUserDetail } from '../../../src/core/api/contract/demo/users'
import type { Customer, Order } from '../../../src/core/api/contract/demo/ecommerce'
import { monthOf, monthsOf, round2, sumBy, trendOf } from './figures'

type CardComputers = { [K in keyof CrmCards]: (db: Database) => Promise<CrmCards[K]> }

const invoices = (db: Database) => db.all<StoredInvoice>('invoices')
/** What the client has paid of an invoice: its total less the open balance (a negative balance is an overpayment, counted as paid in full). */
const paidOf = (i: StoredInvoice) => round2(i.total - Math.max(0, i.balance))
const total = <T>(rows: readonly T[], value: (row: T) => number) => round2(rows.reduce((s, r) => s + value(r), 0))
const newestInvoicesFirst = (a: StoredInvoice, b: StoredInvoice) => b.issuedDate.localeCompare(a.issuedDate) || b.id - a.id
const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0)

/** Only the contract's fields: stored members also carry their detail extras (tasks, tax id …). */
const memberRow = ({ id, fullName, company, role, username, country, contact, email, currentPlan, status, avatar }: DemoUserDetail): DemoUser => ({
  id, fullName, company, role, username, country, contact, email, currentPlan, status, avatar,
})

/** The CRM dashboard's cards: clients' invoices, the members (demo users), customers' spending and their orders. */
export const crmCards: CardComputers = {
  async kpis(db) {
    const all = await invoices(db)
    const months = monthsOf(all.map((i) => i.issuedDate))
    const last = months.at(-1) ?? ''
    const inMonth = (m: string | undefined) => all.filter((i) => monthOf(i.issuedDate) === m)
    const [cur, before] = [inMonth(last), inMonth(months.at(-2))]
    const open = all.filter((i) => i.balance > 0)
    const members = await db.all<DemoUserDetail>('demoUsers')
    return {
      invoiced: { value: total(cur, (i) => i.total), trend: trendOf(total(cur, (i) => i.total), total(before, (i) => i.total)) },
      collected: { value: total(cur, paidOf), trend: trendOf(total(cur, paidOf), total(before, paidOf)) },
      outstanding: { value: total(open, (i) => i.balance), invoices: open.length, pastDue: all.filter((i) => i.invoiceStatus === 'Past Due').length },
      members: { active: members.filter((m) => m.status === 'Active').length, total: members.length },
      lastMonth: last,
    }
  },
  async invoicing(db) {
    const all = await invoices(db)
    const invoiced = sumBy(all, (i) => monthOf(i.issuedDate), (i) => i.total)
    const collected = sumBy(all, (i) => monthOf(i.issuedDate), paidOf)
    return { months: [...invoiced.keys()].sort().map((month) => ({ month, invoiced: round2(invoiced.get(month) ?? 0), collected: round2(collected.get(month) ?? 0) })) }
  },
  async statuses(db) {
    const counts = sumBy(await invoices(db), (i) => i.invoiceStatus, () => 1)
    return { shares: INVOICE_STATUSES.map((label) => ({ label, value: counts.get(label) ?? 0 })) }
  },
  async collection(db) {
    const all = await invoices(db)
    const [invoiced, collected] = [total(all, (i) => i.total), total(all, paidOf)]
    return { percent: percentOf(collected, invoiced), collected, invoiced }
  },
  async countries(db) {
    const customers = await db.all<Customer>('customers')
    const all = customers.reduce((s, c) => s + c.totalSpent, 0)
    const by = new Map<string, Customer[]>()
    for (const c of customers) by.set(c.country, [...(by.get(c.country) ?? []), c])
    return {
      rows: [...by]
        .map(([country, cs]) => ({ country, code: cs[0].countryCode, flag: cs[0].countryFlag, customers: cs.length, spent: total(cs, (c) => c.totalSpent) }))
        .sort((a, b) => b.spent - a.spent || a.country.localeCompare(b.country))
        .map((r) => ({ ...r, percent: percentOf(r.spent, all) })),
    }
  },
  async plans(db) {
    const members = await db.all<DemoUserDetail>('demoUsers')
    const count = (plan: string, status: string) => members.filter((m) => m.currentPlan === plan && m.status === status).length
    return { rows: DEMO_USER_PLANS.map((plan) => ({ plan, active: count(plan, 'Active'), pending: count(plan, 'Pending'), inactive: count(plan, 'Inactive') })) }
  },
  async recentInvoices(db) {
    // Without the payment details and lines: the card shows the list fields only.
    const rows = [...(await invoices(db))].sort(newestInvoicesFirst).slice(0, 6)
    return { rows: rows.map(({ id, issuedDate, dueDate, client, service, total: t, avatar, invoiceStatus, balance }) => ({ id, issuedDate, dueDate, client, service, total: t, avatar, invoiceStatus, balance })) }
  },
  async members(db) {
    const members = [...(await db.all<DemoUserDetail>('demoUsers'))].sort((a, b) => b.id - a.id)
    return { rows: members.slice(0, 6).map(memberRow) }
  },
  async activity(db) {
    const billed: CrmActivity[] = [...(await invoices(db))]
      .sort(newestInvoicesFirst)
      .slice(0, 3)
      .map((i) => ({ kind: 'invoice', id: i.id, date: i.issuedDate, who: i.client.name, amount: i.total, status: i.invoiceStatus }))
    const ordered: CrmActivity[] = [...(await db.all<Order>('orders'))]
      .sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`) || b.id - a.id)
      .slice(0, 3)
      .map((o) => ({ kind: 'order', id: o.order, date: o.date, who: o.customer, amount: o.spent, status: o.status }))
    // Stable: on the same day an order (it carries a time) stays before an invoice.
    return { items: [...ordered, ...billed].sort((a, b) => b.date.localeCompare(a.date)) }
  },
}

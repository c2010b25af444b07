import * as v from 'valibot'
import type { RequestContext, Router } from '../server/router'
import { HttpError, ok, noContent, type HandlerResult } from '../server/http'
import { readListParams, runListQuery, type ListSpec } from '../server/list-query'
import { parseWith } from '../server/validate'
import {
  DateRangeSchema,
  InvoiceInputSchema,
  InvoicePaymentSchema,
  itemsTotal,
  type InvoiceInput,
  InvoiceSendSchema,
  type DateRange,
  type Invoice,
  type InvoiceClient,
  type InvoiceDetail,
  type InvoiceList,
  type StoredInvoice,
} from '../../src/core/api/contract/demo/invoice'

export const CLIENT_COUNT = 5
export const NOT_FOUND = 'No invoice found with this id'

const publicInvoice = ({ paymentDetails: _details, items: _items, note: _note, ...invoice }: StoredInvoice): Invoice => invoice
const detailOf = (i: StoredInvoice): InvoiceDetail => ({ invoice: publicInvoice(i), paymentDetails: i.paymentDetails, ...(i.items ? { items: i.items } : {}), ...(i.note !== undefined ? { note: i.note } : {}) })
const byId = (a: StoredInvoice, b: StoredInvoice) => a.id - b.id

/** GET /api/apps/invoice/clients — the clients of the first five invoices (by id). */
export async function listClients(ctx: RequestContext): Promise<HandlerResult> {
  const invoices = [...(await ctx.db.all<StoredInvoice>('invoices'))].sort(byId)
  const clients: InvoiceClient[] = invoices.slice(0, CLIENT_COUNT).map((i) => i.client)
  return ok(clients)
}

/** Reads `selectedDateRange` as JSON or as `selectedDateRange[start]` / `[end]`; a bad value is a 400. */
export function readDateRange(query: URLSearchParams): DateRange {
  const json = query.get('selectedDateRange')
  let raw: unknown = { start: query.get('selectedDateRange[start]') ?? undefined, end: query.get('selectedDateRange[end]') ?? undefined }
  if (json !== null && json.trim() !== '') {
    try {
      raw = JSON.parse(json)
    } catch {
      const why = 'Use JSON {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"} or selectedDateRange[start] / [end]'
      throw new HttpError(400, { message: `selectedDateRange: ${why}`, fields: { selectedDateRange: [why] } })
    }
  }
  return parseWith(v.object({ selectedDateRange: DateRangeSchema }), { selectedDateRange: raw }).selectedDateRange
}

const day = (s: string | null | undefined) => (s ? s.slice(0, 10) : undefined)

export const invoiceSorters: ListSpec<StoredInvoice>['sorters'] = {
  client: (i) => i.client.name,
  total: (i) => i.total,
  id: (i) => i.id,
  date: (i) => i.issuedDate,
  balance: (i) => i.balance,
}

/**
 * GET /api/apps/invoice — q on client name, client email or id; status (case-insensitive);
 * selectedDateRange on issuedDate (inclusive days). Without sortBy the newest invoice comes first.
 */
export async function listInvoices(ctx: RequestContext): Promise<HandlerResult> {
  const range = readDateRange(ctx.query)
  const start = day(range.start)
  const end = day(range.end)
  const status = ctx.query.get('status')?.toLowerCase()
  // Newest first (issued date, then id): the order the stable sort keeps for ties.
  const rows = [...(await ctx.db.all<StoredInvoice>('invoices'))].sort((a, b) => (a.issuedDate < b.issuedDate ? 1 : a.issuedDate > b.issuedDate ? -1 : b.id - a.id))
  const filters: Array<(i: StoredInvoice) => boolean> = []
  if (status) filters.push((i) => i.invoiceStatus.toLowerCase() === status)
  if (start) filters.push((i) => i.issuedDate.slice(0, 10) >= start)
  if (end) filters.push((i) => i.issuedDate.slice(0, 10) <= end)
  const result = runListQuery(rows, readListParams(ctx.query), {
    search: [(i) => i.client.name, (i) => i.client.companyEmail, (i) => i.id],
    filters,
    sorters: invoiceSorters,
  })
  const body: InvoiceList = { invoices: result.items.map(publicInvoice), totalInvoices: result.total }
  return ok(body)
}

/** GET /api/apps/invoice/:id — {invoice, paymentDetails}; 404 'No invoice found with this id'. */
export async function getInvoice(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  const invoice = Number.isInteger(id) ? await ctx.db.get<StoredInvoice>('invoices', id) : undefined
  if (!invoice) return { status: 404, body: NOT_FOUND }
  return ok(detailOf(invoice))
}

/** DELETE /api/apps/invoice/:id — 204, or 404 {error:'Something went wrong'} (spec §8). */
export async function deleteInvoice(ctx: RequestContext): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  const found =
    Number.isInteger(id) &&
    (await ctx.db.write(['invoices'], async (tx) => {
      if (!(await tx.get('invoices', id))) return false
      await tx.delete('invoices', id)
      return true
    }))
  return found ? noContent() : { status: 404, body: { error: 'Something went wrong' } }
}

/** Changes one stored invoice in a write transaction; 404 in the spec's words when it is not there. */
async function updateInvoice(ctx: RequestContext, change: (i: StoredInvoice) => StoredInvoice | HandlerResult): Promise<HandlerResult> {
  const id = Number(ctx.params.id)
  if (!Number.isInteger(id)) return { status: 404, body: NOT_FOUND }
  return ctx.db.write(['invoices'], async (tx) => {
    const stored = await tx.get<StoredInvoice>('invoices', id)
    if (!stored) return { status: 404, body: NOT_FOUND }
    const next = change(stored)
    if (!('client' in next)) return next
    await tx.put('invoices', next)
    return ok(detailOf(next))
  })
}

const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const cents = (n: number) => Math.round(n * 100) / 100

/**
 * POST /api/apps/invoice/:id/payments {amount, date, method, note?} (beyond the spec) — the amount
 * comes off the balance (never more than is owed: 400); the status becomes Paid or Partial Payment.
 */
export async function addPayment(ctx: RequestContext): Promise<HandlerResult> {
  const payment = parseWith(InvoicePaymentSchema, ctx.body ?? {})
  return updateInvoice(ctx, (inv) => {
    if (inv.balance <= 0) return { status: 400, body: { message: 'This invoice has nothing left to pay', fields: { amount: ['This invoice has nothing left to pay'] } } }
    if (cents(payment.amount) > inv.balance) {
      const why = `The amount is more than the balance (${usd(inv.balance)})`
      return { status: 400, body: { message: `amount: ${why}`, fields: { amount: [why] } } }
    }
    const balance = cents(inv.balance - payment.amount)
    return { ...inv, balance, invoiceStatus: balance === 0 ? 'Paid' : 'Partial Payment', paymentDetails: { ...inv.paymentDetails, totalDue: usd(balance) } }
  })
}

/** POST /api/apps/invoice/:id/send {to, subject, message} (beyond the spec) — a draft becomes Sent; others keep their status. */
export async function sendInvoice(ctx: RequestContext): Promise<HandlerResult> {
  parseWith(InvoiceSendSchema, ctx.body ?? {})
  return updateInvoice(ctx, (inv) => (inv.invoiceStatus === 'Draft' ? { ...inv, invoiceStatus: 'Sent' } : inv))
}

export const FIRST_ID = 4987
// Where clients of invoices made in the app pay: the issuer's own account (a demo bank).
const OUR_BANK = { bankName: 'Marunouchi Trust Bank', iban: 'JP12 0005 1234 5678 9012', swiftCode: 'MTBKJPJT' }

/** What an input makes of an invoice: lines, service (first line), total; the balance keeps what was paid. */
function applyInput(input: InvoiceInput, base: { paid: number; status: StoredInvoice['invoiceStatus'] }) {
  const total = itemsTotal(input.items)
  const balance = cents(total - base.paid)
  const invoiceStatus: StoredInvoice['invoiceStatus'] = base.paid > 0 ? (balance <= 0 ? 'Paid' : 'Partial Payment') : base.status
  return {
    client: input.client,
    issuedDate: input.issuedDate.slice(0, 10),
    dueDate: input.dueDate.slice(0, 10),
    items: input.items,
    note: input.note ?? '',
    service: input.items[0].description,
    total,
    balance,
    invoiceStatus,
  }
}

/** POST /api/apps/invoice (beyond the spec) — a new draft; ids continue from the highest (4987 upward). 201 {invoice, paymentDetails, items}. */
export async function createInvoice(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(InvoiceInputSchema, ctx.body ?? {})
  const made = await ctx.db.write(['invoices'], async (tx) => {
    const all = await tx.all<StoredInvoice>('invoices')
    const id = all.reduce((max, i) => Math.max(max, i.id), FIRST_ID - 1) + 1
    const fields = applyInput(input, { paid: 0, status: 'Draft' })
    const invoice: StoredInvoice = {
      id,
      avatar: '',
      ...fields,
      paymentDetails: { ...OUR_BANK, country: 'Japan', totalDue: usd(fields.balance) },
    }
    await tx.put('invoices', invoice)
    return invoice
  })
  return { status: 201, body: detailOf(made) }
}

/** PUT /api/apps/invoice/:id (beyond the spec) — replaces client, dates, lines and note; payments made so far stay paid. */
export async function updateInvoiceInput(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(InvoiceInputSchema, ctx.body ?? {})
  return updateInvoice(ctx, (inv) => {
    const fields = applyInput(input, { paid: cents(inv.total - inv.balance), status: inv.invoiceStatus })
    return { ...inv, ...fields, paymentDetails: { ...inv.paymentDetails, totalDue: usd(fields.balance) } }
  })
}

export function registerInvoice(router: Router): void {
  router.post('/api/apps/invoice', createInvoice)
  router.put('/api/apps/invoice/:id', updateInvoiceInput)
  router.post('/api/apps/invoice/:id/payments', addPayment)
  router.post('/api/apps/invoice/:id/send', sendInvoice)
  router.get('/api/apps/invoice', listInvoices)
  router.get('/api/apps/invoice/clients', listClients)
  router.get('/api/apps/invoice/:id', getInvoice)
  router.delete('/api/apps/invoice/:id', deleteInvoice)
}

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { call, openTestDb } from '../../support/demo-server'
import type { StoredInvoice } from '../../../../src/core/api/contract/demo/invoice'
import { checkListProperty, containsAny } from './demo-list-property'
import { fixture, ids } from './demo-fixture-records'

const invoices = fixture<StoredInvoice>('invoices')
const URL_ = '/api/apps/invoice'
const newestFirst = [...invoices].sort((a, b) => (a.issuedDate === b.issuedDate ? b.id - a.id : a.issuedDate < b.issuedDate ? 1 : -1))
const range = (start?: string, end?: string) => `selectedDateRange=${encodeURIComponent(JSON.stringify({ start, end }))}`
const within = (i: StoredInvoice, start?: string, end?: string) => (!start || i.issuedDate >= start) && (!end || i.issuedDate <= end)

describe('invoices fixture', () => {
  it('has 50 invoices from id 4987, every status and some negative balances', () => {
    expect(invoices).toHaveLength(50)
    expect(Math.min(...ids(invoices) as number[])).toBe(4987)
    expect(new Set(invoices.map((i) => i.invoiceStatus))).toEqual(new Set(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']))
    expect(invoices.some((i) => i.balance < 0)).toBe(true)
  })
})

describe('GET /api/apps/invoice/clients', () => {
  it('answers the clients of the first five invoices', async () => {
    const res = await call(await openTestDb(), 'GET', `${URL_}/clients`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual([...invoices].sort((a, b) => a.id - b.id).slice(0, 5).map((i) => i.client))
  })
})

describe('GET /api/apps/invoice', () => {
  it('answers {invoices, totalInvoices}, newest first by default, without the payment details', async () => {
    const res = await call(await openTestDb(), 'GET', URL_)
    expect(Object.keys(res.body).sort()).toEqual(['invoices', 'totalInvoices'])
    expect(res.body.totalInvoices).toBe(50)
    expect(ids(res.body.invoices)).toEqual(ids(newestFirst.slice(0, 10)))
    expect(res.body.invoices[0].paymentDetails).toBeUndefined()
  })

  it('searches client name, client email and id', async () => {
    const db = await openTestDb()
    const inv = invoices[6]
    for (const q of [inv.client.name.toLowerCase(), inv.client.companyEmail, String(inv.id)]) {
      const res = await call(db, 'GET', `${URL_}?itemsPerPage=-1&q=${encodeURIComponent(q)}`)
      expect(ids(res.body.invoices)).toContain(inv.id)
      expect(res.body.totalInvoices).toBe(invoices.filter((i) => containsAny(q, [i.client.name, i.client.companyEmail, i.id])).length)
    }
    // the company and service are not searched
    expect((await call(db, 'GET', `${URL_}?q=${encodeURIComponent('Software Development')}`)).body.totalInvoices).toBe(0)
  })

  it('filters by status, case-insensitively', async () => {
    const res = await call(await openTestDb(), 'GET', `${URL_}?status=past%20due&itemsPerPage=-1`)
    expect(res.body.totalInvoices).toBe(invoices.filter((i) => i.invoiceStatus === 'Past Due').length)
    expect(res.body.invoices.every((i: StoredInvoice) => i.invoiceStatus === 'Past Due')).toBe(true)
  })

  it('filters issuedDate by a date range given as JSON or as bracket keys, both ends inclusive', async () => {
    const db = await openTestDb()
    const sorted = [...invoices].map((i) => i.issuedDate).sort()
    const [start, end] = [sorted[10], sorted[30]]
    const expected = invoices.filter((i) => within(i, start, end))
    const json = await call(db, 'GET', `${URL_}?itemsPerPage=-1&${range(start, end)}`)
    expect(json.body.totalInvoices).toBe(expected.length)
    expect(new Set(ids(json.body.invoices))).toEqual(new Set(ids(expected)))
    const brackets = await call(db, 'GET', `${URL_}?itemsPerPage=-1&selectedDateRange%5Bstart%5D=${start}&selectedDateRange%5Bend%5D=${end}`)
    expect(brackets.body.totalInvoices).toBe(expected.length)
    const openEnded = await call(db, 'GET', `${URL_}?itemsPerPage=-1&${range(start)}`)
    expect(openEnded.body.totalInvoices).toBe(invoices.filter((i) => within(i, start)).length)
    // a one-day range (start = end) keeps that day's invoices
    const day = await call(db, 'GET', `${URL_}?itemsPerPage=-1&${range(start, start)}`)
    expect(day.body.totalInvoices).toBe(invoices.filter((i) => i.issuedDate === start).length)
    // ISO timestamps are read by their day
    const stamped = await call(db, 'GET', `${URL_}?itemsPerPage=-1&${range(`${start}T00:00:00.000Z`, `${end}T23:59:59.000Z`)}`)
    expect(stamped.body.totalInvoices).toBe(expected.length)
  })

  it('answers 400 naming selectedDateRange when it is malformed', async () => {
    const db = await openTestDb()
    for (const bad of ['selectedDateRange={oops', range('yesterday'), range('2026-02-30x'), 'selectedDateRange%5Bend%5D=31/12/2026']) {
      const res = await call(db, 'GET', `${URL_}?${bad}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toMatch(/^selectedDateRange/)
    }
  })

  it('sorts by balance, total, client and id', async () => {
    const db = await openTestDb()
    const balances = (await call(db, 'GET', `${URL_}?sortBy=balance&orderBy=asc&itemsPerPage=-1`)).body.invoices.map((i: StoredInvoice) => i.balance)
    expect(balances).toEqual([...balances].sort((a: number, b: number) => a - b))
    expect(balances[0]).toBeLessThan(0)
    const byId = (await call(db, 'GET', `${URL_}?sortBy=id&orderBy=asc&itemsPerPage=3`)).body.invoices
    expect(ids(byId)).toEqual([4987, 4988, 4989])
  })
})

describe('GET /api/apps/invoice/:id', () => {
  it('answers {invoice, paymentDetails}', async () => {
    const inv = invoices[2]
    const res = await call(await openTestDb(), 'GET', `${URL_}/${inv.id}`)
    const { paymentDetails, ...invoice } = inv
    expect(res).toEqual({ status: 200, body: { invoice, paymentDetails } })
    expect(Object.keys(paymentDetails).sort()).toEqual(['bankName', 'country', 'iban', 'swiftCode', 'totalDue'])
  })
  it("answers 404 'No invoice found with this id'", async () => {
    const db = await openTestDb()
    expect(await call(db, 'GET', `${URL_}/1`)).toEqual({ status: 404, body: 'No invoice found with this id' })
    expect(await call(db, 'GET', `${URL_}/abc`)).toEqual({ status: 404, body: 'No invoice found with this id' })
  })
})

describe('DELETE /api/apps/invoice/:id', () => {
  it("answers 204, then 404 {error:'Something went wrong'}", async () => {
    const db = await openTestDb()
    const id = invoices[0].id
    expect(await call(db, 'DELETE', `${URL_}/${id}`)).toEqual({ status: 204, body: undefined })
    expect((await call(db, 'GET', URL_)).body.totalInvoices).toBe(49)
    expect((await call(db, 'GET', `${URL_}/${id}`)).status).toBe(404)
    expect(await call(db, 'DELETE', `${URL_}/${id}`)).toEqual({ status: 404, body: { error: 'Something went wrong' } })
    expect(await call(db, 'DELETE', `${URL_}/x`)).toEqual({ status: 404, body: { error: 'Something went wrong' } })
  })
})

describe('invoice list property', () => {
  const days = [...new Set(invoices.map((i) => i.issuedDate))].sort()
  const day = fc.option(fc.constantFrom(...days, '2020-01-01', '2030-12-31'), { nil: undefined })
  it('holds for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: URL_,
      listKey: 'invoices',
      totalKey: 'totalInvoices',
      rows: invoices,
      words: ['50', invoices[3].client.name.split(' ')[0], '.test', 'zz'],
      extra: {
        status: fc.option(fc.constantFrom('Paid', 'draft', 'Partial Payment', 'Unknown', ''), { nil: undefined }),
        selectedDateRange: fc.option(fc.record({ start: day, end: day }).map((r) => JSON.stringify(r)), { nil: undefined }),
      },
      matches: (i, q) => {
        const r = q.selectedDateRange ? (JSON.parse(q.selectedDateRange) as { start?: string; end?: string }) : {}
        return (
          containsAny(q.q, [i.client.name, i.client.companyEmail, i.id]) &&
          (!q.status || i.invoiceStatus.toLowerCase() === q.status.toLowerCase()) &&
          within(i as StoredInvoice, r.start, r.end)
        )
      },
      sortKeys: { client: (i) => i.client.name, total: (i) => i.total, id: (i) => i.id, date: (i) => i.issuedDate, balance: (i) => i.balance },
    })
  })
})

describe('invoice date range input', () => {
  it('any selectedDateRange text answers 200 or a 400 naming the field, never a 500', async () => {
    const db = await openTestDb()
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.record({ start: fc.string(), end: fc.string() }).map((r) => JSON.stringify(r))), async (raw) => {
        const res = await call(db, 'GET', `${URL_}?selectedDateRange=${encodeURIComponent(raw)}`)
        expect([200, 400]).toContain(res.status)
        if (res.status === 400) expect(res.body.message).toMatch(/^selectedDateRange/)
      }),
      { numRuns: 100 },
    )
  })
})

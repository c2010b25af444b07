import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { StoredInvoice } from '../../../../src/core/api/contract/demo/invoice'
import { fixture } from './demo-fixture-records'

const invoices = fixture<StoredInvoice>('invoices')
const URL_ = '/api/apps/invoice'
const maxId = Math.max(...invoices.map((i) => i.id))
const client = invoices[0].client
const input = {
  client,
  issuedDate: '2026-11-20',
  dueDate: '2026-12-04',
  items: [
    { description: 'Card scanning set-up', cost: 1200.5, qty: 2 },
    { description: 'Training (hours)', cost: 80, qty: 3 },
  ],
  note: 'Thank you',
}

describe('POST /api/apps/invoice', () => {
  it('creates a draft with the next id, the lines, their total as total and balance, and keeps it', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', URL_, { body: input })
    expect(res.status).toBe(201)
    expect(res.body.invoice).toMatchObject({ id: maxId + 1, client, service: 'Card scanning set-up', total: 2641, balance: 2641, invoiceStatus: 'Draft', issuedDate: '2026-11-20', dueDate: '2026-12-04' })
    expect(res.body.items).toEqual(input.items)
    expect(res.body.paymentDetails.totalDue).toBe('$2,641.00')
    expect((await call(db, 'GET', `${URL_}/${maxId + 1}`)).body).toEqual(res.body)
    const list = await call(db, 'GET', `${URL_}?q=${maxId + 1}`)
    expect(list.body.invoices[0].items).toBeUndefined()
    expect((await call(db, 'POST', URL_, { body: input })).body.invoice.id).toBe(maxId + 2)
  })

  it('starts from 4987 when there are no invoices', async () => {
    const db = await openTestDb()
    for (const i of invoices) await call(db, 'DELETE', `${URL_}/${i.id}`)
    expect((await call(db, 'POST', URL_, { body: input })).body.invoice.id).toBe(4987)
  })

  it('answers 400 naming each bad field and stores nothing', async () => {
    const db = await openTestDb()
    const bad = [
      [{ ...input, items: [] }, 'items'],
      [{ ...input, items: [{ description: ' ', cost: 5, qty: 1 }] }, 'items.0.description'],
      [{ ...input, items: [{ description: 'x', cost: -1, qty: 1 }] }, 'items.0.cost'],
      [{ ...input, items: [{ description: 'x', cost: 1, qty: 1.5 }] }, 'items.0.qty'],
      [{ ...input, dueDate: '2026-11-01' }, 'dueDate'],
      [{ ...input, issuedDate: 'soon' }, 'issuedDate'],
      [{ ...input, client: { name: 'x' } }, 'client.address'],
    ] as const
    for (const [body, field] of bad) {
      const res = await call(db, 'POST', URL_, { body })
      expect(res.status, field).toBe(400)
      expect(Object.keys(res.body.fields), field).toContain(field)
    }
    expect((await call(db, 'GET', URL_)).body.totalInvoices).toBe(invoices.length)
  })
})

describe('PUT /api/apps/invoice/:id', () => {
  it('replaces client, dates and lines; what was already paid stays paid', async () => {
    const db = await openTestDb()
    const partly = invoices.find((i) => i.balance > 0 && i.balance < i.total)!
    const paid = Math.round((partly.total - partly.balance) * 100) / 100
    const res = await call(db, 'PUT', `${URL_}/${partly.id}`, { body: { ...input, items: [{ description: 'Only line', cost: paid + 10, qty: 1 }] } })
    expect(res.status).toBe(200)
    expect(res.body.invoice).toMatchObject({ id: partly.id, service: 'Only line', total: paid + 10, balance: 10, invoiceStatus: 'Partial Payment' })
    expect(res.body.paymentDetails.iban).toBe(partly.paymentDetails.iban)
    expect((await call(db, 'GET', `${URL_}/${partly.id}`)).body).toEqual(res.body)
  })

  it('404 for an unknown invoice, 400 for bad input (nothing changes)', async () => {
    const db = await openTestDb()
    expect(await call(db, 'PUT', `${URL_}/1`, { body: input })).toEqual({ status: 404, body: 'No invoice found with this id' })
    const inv = invoices[3]
    expect((await call(db, 'PUT', `${URL_}/${inv.id}`, { body: { ...input, items: [] } })).status).toBe(400)
    expect((await call(db, 'GET', `${URL_}/${inv.id}`)).body.invoice.total).toBe(inv.total)
  })
})

describe('POST /api/apps/invoice without a client', () => {
  it('is a 400 on client', async () => {
    const res = await call(await openTestDb(), 'POST', URL_, { body: { ...input, client: { ...client, name: '', companyEmail: '' } } })
    expect(res.status).toBe(400)
    expect(res.body.fields.client).toEqual(['Choose a client'])
  })
})

import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { StoredInvoice } from '../../../../src/core/api/contract/demo/invoice'
import { fixture } from './demo-fixture-records'

const invoices = fixture<StoredInvoice>('invoices')
const URL_ = '/api/apps/invoice'
const owing = invoices.find((i) => i.balance > 100)!
const settled = invoices.find((i) => i.balance <= 0)!
const draft = invoices.find((i) => i.invoiceStatus === 'Draft')!
const sent = invoices.find((i) => i.invoiceStatus === 'Paid')!
const payment = (amount: unknown) => ({ amount, date: '2026-11-20', method: 'Bank transfer' })
const mail = { to: 'client@example.org', subject: 'Your invoice', message: 'Hello' }

describe('POST /api/apps/invoice/:id/payments', () => {
  it('takes a part payment off the balance, marks it partly paid, and keeps it', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', `${URL_}/${owing.id}/payments`, { body: payment(50.5) })
    expect(res.status).toBe(200)
    expect(res.body.invoice.balance).toBe(Math.round((owing.balance - 50.5) * 100) / 100)
    expect(res.body.invoice.invoiceStatus).toBe('Partial Payment')
    expect(res.body.paymentDetails.iban).toBe(owing.paymentDetails.iban)
    expect((await call(db, 'GET', `${URL_}/${owing.id}`)).body).toEqual(res.body)
  })

  it('paying the whole balance marks it Paid with nothing due', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', `${URL_}/${owing.id}/payments`, { body: payment(owing.balance) })
    expect(res.body.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' })
    expect(res.body.paymentDetails.totalDue).toBe('$0.00')
  })

  it('refuses more than is owed, nothing owed, bad input and unknown ids, changing nothing', async () => {
    const db = await openTestDb()
    const tooMuch = await call(db, 'POST', `${URL_}/${owing.id}/payments`, { body: payment(owing.balance + 1) })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.fields.amount[0]).toMatch(/more than the balance/)
    expect((await call(db, 'POST', `${URL_}/${settled.id}/payments`, { body: payment(10) })).status).toBe(400)
    for (const body of [payment(0), payment(-5), payment('10'), { ...payment(5), method: 'Gold' }, { ...payment(5), date: '2026-13-45' }, {}]) {
      const res = await call(db, 'POST', `${URL_}/${owing.id}/payments`, { body })
      expect(res.status).toBe(400)
      expect(typeof res.body.message).toBe('string')
    }
    expect((await call(db, 'GET', `${URL_}/${owing.id}`)).body.invoice.balance).toBe(owing.balance)
    expect(await call(db, 'POST', `${URL_}/1/payments`, { body: payment(5) })).toEqual({ status: 404, body: 'No invoice found with this id' })
  })
})

describe('POST /api/apps/invoice/:id/send', () => {
  it('a draft becomes Sent; other statuses stay', async () => {
    const db = await openTestDb()
    expect((await call(db, 'POST', `${URL_}/${draft.id}/send`, { body: mail })).body.invoice.invoiceStatus).toBe('Sent')
    expect((await call(db, 'GET', `${URL_}/${draft.id}`)).body.invoice.invoiceStatus).toBe('Sent')
    expect((await call(db, 'POST', `${URL_}/${sent.id}/send`, { body: mail })).body.invoice.invoiceStatus).toBe('Paid')
  })

  it('needs a valid address and a subject', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', `${URL_}/${draft.id}/send`, { body: { ...mail, to: 'nope', subject: ' ' } })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.fields).sort()).toEqual(['subject', 'to'])
    expect((await call(db, 'GET', `${URL_}/${draft.id}`)).body.invoice.invoiceStatus).toBe('Draft')
    expect((await call(db, 'POST', `${URL_}/99999/send`, { body: mail })).status).toBe(404)
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { call, openTestDb, signIn } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import type { WizardSubmission } from '../../../../src/core/api/contract/demo/wizards'

const NOW = Date.parse('2026-03-02T09:30:00.000Z')

const deal = {
  dealType: 'percentage', discount: 15, region: 'kanto',
  title: 'Spring card-scanner sale', code: 'spring-26', description: '', categories: ['Office'], cartCondition: 'all', startDate: '2026-04-01', endDate: '2026-04-30',
  userType: 'all', maxUsers: 500, minCartAmount: 0, paymentMethod: 'any', dealStatus: 'active', limitPerCustomer: true,
  confirmed: true,
}
const address = { fullName: '山田 太郎', phone: '03-1234-5678', postalCode: '100-0001', prefecture: '東京都', city: '千代田区', address: '千代田1-1', deliverySpeed: 'express' }
const card = { paymentMethod: 'card', cardNumber: '4242 4242 4242 4242', cardName: 'TARO YAMADA', expiry: '12/30', cvv: '123' }

describe('wizard drafts and submissions', () => {
  let db: Database
  let token: string
  beforeEach(async () => {
    db = await openTestDb()
    token = await signIn(db, 'office@demo.com', 'office')
  })

  it('keeps a draft per user and key, returns null when there is none and after starting over', async () => {
    expect((await call(db, 'GET', '/api/wizards/drafts/create-deal', { token })).body).toEqual({ draft: null })
    const put = await call(db, 'PUT', '/api/wizards/drafts/create-deal', { token, now: NOW, body: { step: 'details', reached: 1, values: { title: 'Half done' } } })
    expect(put.status).toBe(200)
    const got = await call(db, 'GET', '/api/wizards/drafts/create-deal', { token })
    expect(got.body.draft).toEqual({ step: 'details', reached: 1, values: { title: 'Half done' }, updatedAt: new Date(NOW).toISOString() })
    // Another account does not see it; another key is another draft.
    const admin = await signIn(db, 'admin@demo.com', 'admin')
    expect((await call(db, 'GET', '/api/wizards/drafts/create-deal', { token: admin })).body.draft).toBeNull()
    expect((await call(db, 'GET', '/api/wizards/drafts/account-setup.icons', { token })).body.draft).toBeNull()
    expect((await call(db, 'DELETE', '/api/wizards/drafts/create-deal', { token })).status).toBe(200)
    expect((await call(db, 'GET', '/api/wizards/drafts/create-deal', { token })).body.draft).toBeNull()
  })

  it('refuses bad draft keys, bad bodies and oversized drafts with a readable 400, and anonymous calls with 401', async () => {
    expect((await call(db, 'GET', '/api/wizards/drafts/Bad%20Key', { token })).status).toBe(400)
    const bad = await call(db, 'PUT', '/api/wizards/drafts/create-deal', { token, body: { step: 'details', reached: -1, values: {} } })
    expect(bad.status).toBe(400)
    expect(bad.body.fields.reached).toBeDefined()
    const huge = await call(db, 'PUT', '/api/wizards/drafts/create-deal', { token, body: { step: 'details', reached: 1, values: { text: 'x'.repeat(30_000) } } })
    expect(huge.status).toBe(400)
    expect(huge.body.message).toContain('The draft is too large')
    expect((await call(db, 'GET', '/api/wizards/drafts/create-deal')).status).toBe(401)
  })

  it('submits a deal: every step is validated, the code upper-cased, the draft cleared', async () => {
    await call(db, 'PUT', '/api/wizards/drafts/create-deal', { token, body: { step: 'review', reached: 3, values: deal } })
    const res = await call<WizardSubmission>(db, 'POST', '/api/wizards/create-deal/submissions', { token, now: NOW, body: { values: deal, draftKey: 'create-deal' } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ id: 1, wizard: 'create-deal', reference: 'DL-000001', submittedAt: new Date(NOW).toISOString() })
    expect(res.body.values.code).toBe('SPRING-26')
    expect((await call(db, 'GET', '/api/wizards/drafts/create-deal', { token })).body.draft).toBeNull()
    const second = await call<WizardSubmission>(db, 'POST', '/api/wizards/create-deal/submissions', { token, body: { values: deal } })
    expect(second.body.reference).toBe('DL-000002')
  })

  it('answers 400 naming every bad field across steps, and 404 for an unknown wizard', async () => {
    const res = await call(db, 'POST', '/api/wizards/create-deal/submissions', { token, body: { values: { ...deal, discount: 95, endDate: '2026-03-01', confirmed: false } } })
    expect(res.status).toBe(400)
    expect(res.body.fields.discount).toEqual(['A percentage discount is from 1 to 90'])
    expect(res.body.fields.endDate).toEqual(['The end date cannot be before the start date'])
    expect(res.body.fields.confirmed).toEqual(['Tick the box to confirm'])
    expect((await call(db, 'POST', '/api/wizards/nope/submissions', { token, body: { values: {} } })).status).toBe(404)
    expect((await call(db, 'POST', '/api/wizards/create-deal/submissions', { token, body: { values: deal, extra: 1 } })).status).toBe(400)
  })

  it('prices a checkout from the product records, dates the delivery and keeps no card number', async () => {
    const values = { items: [{ productId: 1, qty: 2 }, { productId: 2, qty: 1 }], ...address, ...card }
    const res = await call<WizardSubmission>(db, 'POST', '/api/wizards/checkout/submissions', { token, now: NOW, body: { values } })
    expect(res.status).toBe(201)
    expect(res.body.order).toEqual({
      lines: [
        { productId: 1, name: 'Tempo Fitness Band', unitPrice: 1082.5, qty: 2, lineTotal: 2165 },
        { productId: 2, name: 'Party Quiz Game', unitPrice: 849.5, qty: 1, lineTotal: 849.5 },
      ],
      subtotal: 3014.5,
      delivery: 12,
      total: 3026.5,
      deliverBy: '2026-03-04',
    })
    expect(res.body.values).not.toHaveProperty('cardNumber')
    expect(res.body.values).not.toHaveProperty('cvv')
    expect(res.body.values.cardLast4).toBe('4242')
  })

  it('refuses an empty cart, an out-of-stock product and a wrong card only when paying by card', async () => {
    const empty = await call(db, 'POST', '/api/wizards/checkout/submissions', { token, body: { values: { items: [], ...address, ...card } } })
    expect(empty.body.fields.items).toEqual(['Add at least one product to the cart'])
    const soldOut = await call(db, 'POST', '/api/wizards/checkout/submissions', { token, body: { values: { items: [{ productId: 4, qty: 1 }], ...address, ...card } } })
    expect(soldOut.status).toBe(400)
    expect(soldOut.body.fields['items.0'][0]).toContain('out of stock')
    const wrongCard = await call(db, 'POST', '/api/wizards/checkout/submissions', { token, body: { values: { items: [{ productId: 1, qty: 1 }], ...address, ...card, cardNumber: '4242 4242 4242 4241' } } })
    expect(wrongCard.body.fields.cardNumber).toEqual(['Enter a valid card number'])
    const cod = await call(db, 'POST', '/api/wizards/checkout/submissions', { token, body: { values: { items: [{ productId: 1, qty: 1 }], ...address, paymentMethod: 'cod', cardNumber: '', cardName: '', expiry: '', cvv: '' } } })
    expect(cod.status).toBe(201)
  })
})

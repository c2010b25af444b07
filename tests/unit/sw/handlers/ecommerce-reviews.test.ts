import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { call, openTestDb } from '../../support/demo-server'
import { currencyValue, type Referral, type Review } from '../../../../src/core/api/contract/demo/ecommerce'
import { checkListProperty, containsAny } from './demo-list-property'
import { fixture, ids } from './demo-fixture-records'

const reviews = fixture<Review>('reviews')
const referrals = fixture<Referral>('referrals')
const REVIEWS = '/api/apps/ecommerce/reviews'
const REFERRALS = '/api/apps/ecommerce/referrals'
const reviewText = (r: Review) => [r.product, r.reviewer, r.email, r.head, r.para]

describe('reviews and referrals fixtures', () => {
  it('have 100 reviews (Published/Pending, rating 1–5) and 45 referrals (Paid/Unpaid/Rejected, currency text)', () => {
    expect(reviews).toHaveLength(100)
    expect(new Set(reviews.map((r) => r.status))).toEqual(new Set(['Published', 'Pending']))
    expect(new Set(reviews.map((r) => r.review))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(referrals).toHaveLength(45)
    expect(new Set(referrals.map((r) => r.status))).toEqual(new Set(['Paid', 'Unpaid', 'Rejected']))
    expect(referrals.every((r) => /^\$[\d,]+(\.\d+)?$/.test(r.earning) && /^\$/.test(r.value))).toBe(true)
  })
})

describe('GET /api/apps/ecommerce/reviews', () => {
  it('answers {reviews, total}; q looks at product, reviewer, email, head and para', async () => {
    const db = await openTestDb()
    expect((await call(db, 'GET', REVIEWS)).body.total).toBe(100)
    const r = reviews[10]
    for (const q of [r.product, r.reviewer.toUpperCase(), r.email, r.head, r.para.slice(5, 20)]) {
      const res = await call(db, 'GET', `${REVIEWS}?itemsPerPage=-1&q=${encodeURIComponent(q)}`)
      expect(ids(res.body.reviews)).toContain(r.id)
      expect(res.body.total).toBe(reviews.filter((x) => containsAny(q, reviewText(x))).length)
    }
  })

  it("filters by status; 'All' and no status mean every review", async () => {
    const db = await openTestDb()
    const pending = await call(db, 'GET', `${REVIEWS}?status=Pending&itemsPerPage=-1`)
    expect(pending.body.total).toBe(reviews.filter((r) => r.status === 'Pending').length)
    expect(pending.body.reviews.every((r: Review) => r.status === 'Pending')).toBe(true)
    expect((await call(db, 'GET', `${REVIEWS}?status=All`)).body.total).toBe(100)
    expect((await call(db, 'GET', `${REVIEWS}?status=`)).body.total).toBe(100)
  })

  it('sorts by date', async () => {
    const dates = (await call(await openTestDb(), 'GET', `${REVIEWS}?sortBy=date&orderBy=desc&itemsPerPage=-1`)).body.reviews.map((r: Review) => r.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('DELETE /api/apps/ecommerce/reviews/:id', () => {
  it('answers 204 then 404 with an empty body', async () => {
    const db = await openTestDb()
    expect(await call(db, 'DELETE', `${REVIEWS}/${reviews[0].id}`)).toEqual({ status: 204, body: undefined })
    expect((await call(db, 'GET', REVIEWS)).body.total).toBe(99)
    expect(await call(db, 'DELETE', `${REVIEWS}/${reviews[0].id}`)).toEqual({ status: 404, body: undefined })
    expect(await call(db, 'DELETE', `${REVIEWS}/12345`)).toEqual({ status: 404, body: undefined })
  })
})

describe('GET /api/apps/ecommerce/referrals', () => {
  it('answers {referrals, total} and sorts earning and value as money', async () => {
    const db = await openTestDb()
    const res = await call(db, 'GET', REFERRALS)
    expect(Object.keys(res.body).sort()).toEqual(['referrals', 'total'])
    expect(res.body.total).toBe(45)
    expect(res.body.referrals).toHaveLength(10)
    for (const sortBy of ['earning', 'value'] as const) {
      const values = (await call(db, 'GET', `${REFERRALS}?sortBy=${sortBy}&itemsPerPage=-1`)).body.referrals.map((r: Referral) => currencyValue(r[sortBy]))
      expect(values).toEqual([...values].sort((a: number, b: number) => a - b))
    }
    const byRef = (await call(db, 'GET', `${REFERRALS}?sortBy=referred-id&orderBy=desc&itemsPerPage=1`)).body.referrals[0]
    expect(byRef.referredId).toBe(Math.max(...referrals.map((r) => r.referredId)))
  })
})

describe('reviews and referrals list properties', () => {
  it('reviews hold for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: REVIEWS,
      listKey: 'reviews',
      totalKey: 'total',
      rows: reviews,
      words: ['great', reviews[1].reviewer.split(' ')[0], 'desk', 'arrived'],
      extra: { status: fc.option(fc.constantFrom('All', 'Published', 'Pending', 'Other', ''), { nil: undefined }) },
      matches: (r, q) => containsAny(q.q, reviewText(r as Review)) && (!q.status || q.status === 'All' || r.status === q.status),
      sortKeys: { product: (r) => r.product, reviewer: (r) => r.reviewer, date: (r) => r.date, status: (r) => r.status },
    })
  })
  it('referrals hold for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: REFERRALS,
      listKey: 'referrals',
      totalKey: 'total',
      rows: referrals,
      words: ['x'],
      // No search or filter on referrals (spec §7): every row always counts.
      matches: () => true,
      sortKeys: {
        users: (r) => r.user,
        'referred-id': (r) => r.referredId,
        earning: (r) => currencyValue(r.earning),
        value: (r) => currencyValue(r.value),
        status: (r) => r.status,
      },
    })
  })
})

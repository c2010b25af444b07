import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import type { FaqGroup, SalesRow } from '../../../../src/core/api/contract/demo/pages'

describe('GET /api/pages/datatable', () => {
  let db: Database
  let all: SalesRow[]
  beforeAll(async () => {
    db = await openTestDb()
    all = (await call(db, 'GET', '/api/pages/datatable')).body.salesRows
  })

  it('answers every sales row by default, with every payment and received status', async () => {
    const res = await call(db, 'GET', '/api/pages/datatable')
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(all.length)
    expect(all.length).toBeGreaterThan(10)
    expect(new Set(all.map((r) => r.payment.status))).toEqual(new Set(['Completed', 'Confirmed', 'Cancelled']))
    expect(new Set(all.map((r) => r.payment.receivedPaymentStatus))).toEqual(new Set(['Fully Paid', 'Partially Paid', 'Unpaid']))
    for (const r of all) {
      if (r.payment.receivedPaymentStatus === 'Fully Paid') expect(r.payment.paidAmount).toBe(r.payment.total)
      if (r.payment.receivedPaymentStatus === 'Unpaid') expect(r.payment.paidAmount).toBe(0)
    }
  })

  it('paginates, searches, filters and sorts through the shared list engine', async () => {
    const page = await call(db, 'GET', '/api/pages/datatable?page=2&itemsPerPage=10')
    expect(page.body.salesRows.map((r: SalesRow) => r.id)).toEqual(all.slice(10, 20).map((r) => r.id))
    const cancelled = await call(db, 'GET', '/api/pages/datatable?status=cancelled')
    expect(cancelled.body.total).toBe(all.filter((r) => r.payment.status === 'Cancelled').length)
    const byTotal = (await call(db, 'GET', '/api/pages/datatable?sortBy=total&orderBy=desc')).body.salesRows as SalesRow[]
    expect(byTotal.map((r) => r.payment.total)).toEqual(all.map((r) => r.payment.total).sort((a, b) => b - a))
  })

  it('property: total is the filtered count, pages never exceed their size, order holds, never a 500', async () => {
    const query = fc.record({
      q: fc.oneof(fc.constant(''), fc.string({ maxLength: 3 }), fc.constantFrom('sonora', 'CHAIR', 'li')),
      status: fc.constantFrom(undefined, 'Completed', 'confirmed', 'Cancelled', 'x'),
      receivedPaymentStatus: fc.constantFrom(undefined, 'Fully Paid', 'unpaid', 'Partially Paid'),
      page: fc.constantFrom(undefined, '1', '2', '5', 'z'),
      itemsPerPage: fc.constantFrom(undefined, '-1', '5', '10', '25', 'q'),
      sortBy: fc.constantFrom(undefined, 'total', 'date', 'product', 'bogus'),
      orderBy: fc.constantFrom(undefined, 'asc', 'desc'),
    })
    await fc.assert(
      fc.asyncProperty(query, async (qp) => {
        const params = new URLSearchParams()
        for (const [k, v] of Object.entries(qp)) if (v !== undefined) params.set(k, v)
        const res = await call(db, 'GET', `/api/pages/datatable?${params}`)
        expect(res.status).toBe(200)
        const n = qp.q.trim().toLowerCase()
        const expected = all.filter(
          (r) =>
            (!n || [r.product.name, r.product.brand, r.buyer.name].some((s) => s.toLowerCase().includes(n))) &&
            (!qp.status || r.payment.status.toLowerCase() === qp.status.toLowerCase()) &&
            (!qp.receivedPaymentStatus || r.payment.receivedPaymentStatus.toLowerCase() === qp.receivedPaymentStatus.toLowerCase()),
        )
        expect(res.body.total).toBe(expected.length)
        const size = qp.itemsPerPage && qp.itemsPerPage !== '-1' && qp.itemsPerPage !== 'q' ? Number(qp.itemsPerPage) : Infinity
        const rows = res.body.salesRows as SalesRow[]
        expect(rows.length).toBeLessThanOrEqual(size)
        const dir = qp.orderBy === 'desc' ? -1 : 1
        if (qp.sortBy === 'total') for (let i = 1; i < rows.length; i++) expect((rows[i].payment.total - rows[i - 1].payment.total) * dir).toBeGreaterThanOrEqual(0)
        if (qp.sortBy === 'date') for (let i = 1; i < rows.length; i++) expect(rows[i].date.localeCompare(rows[i - 1].date) * dir).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 120 },
    )
  })
})

describe('GET /api/pages/faq', () => {
  it('answers every group without q, and carries the sample facts', async () => {
    const res = await call(await openTestDb(), 'GET', '/api/pages/faq')
    expect(res.status).toBe(200)
    const text = JSON.stringify(res.body)
    for (const fact of ['$69', '$99', '48 hours', '72 hours', '15 days']) expect(text).toContain(fact)
  })

  it('keeps only groups with a matching question, holding only the matching questions', async () => {
    const db = await openTestDb()
    const all = (await call(db, 'GET', '/api/pages/faq')).body as FaqGroup[]
    const res = await call(db, 'GET', '/api/pages/faq?q=CANCEL')
    const groups = res.body as FaqGroup[]
    expect(groups.length).toBeGreaterThan(0)
    expect(groups.length).toBeLessThan(all.length)
    for (const g of groups) {
      expect(g.faqs.length).toBeGreaterThan(0)
      expect(g.faqs.every((f) => f.question.toLowerCase().includes('cancel'))).toBe(true)
    }
    expect((await call(db, 'GET', '/api/pages/faq?q=zebra')).body).toEqual([])
  })

  it('property: the answer is exactly the matching questions, in order, never a 500', async () => {
    const db = await openTestDb()
    const all = (await call(db, 'GET', '/api/pages/faq')).body as FaqGroup[]
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('how', 'DELIVERY', 'can i')), async (q) => {
        const res = await call(db, 'GET', `/api/pages/faq?q=${encodeURIComponent(q)}`)
        expect(res.status).toBe(200)
        const n = q.trim().toLowerCase()
        const expected = all.map((g) => ({ ...g, faqs: g.faqs.filter((f) => f.question.toLowerCase().includes(n)) })).filter((g) => g.faqs.length)
        expect(res.body).toEqual(expected)
      }),
      { numRuns: 60 },
    )
  })
})

describe('help centre and profile documents', () => {
  it('help-center answers {allArticles, popularArticles, keepLearning}; the article its data', async () => {
    const db = await openTestDb()
    const help = await call(db, 'GET', '/api/pages/help-center')
    expect(help.status).toBe(200)
    expect(Object.keys(help.body).sort()).toEqual(['allArticles', 'keepLearning', 'popularArticles'])
    expect(help.body.popularArticles[0]).toEqual({ slug: expect.any(String), title: expect.any(String), img: expect.any(String), subtitle: expect.any(String), titleJa: expect.any(String), subtitleJa: expect.any(String) })
    const article = await call(db, 'GET', '/api/pages/help-center/article')
    expect(article.status).toBe(200)
    expect(article.body).toMatchObject({ title: expect.any(String), lastUpdated: expect.any(String), articleList: expect.any(Array) })
  })

  it('profile answers each of the four tabs with 200; a missing or unknown tab is a 400 naming tab', async () => {
    const db = await openTestDb()
    for (const tab of ['profile', 'teams', 'projects', 'connections']) {
      const res = await call(db, 'GET', `/api/pages/profile?tab=${tab}`)
      expect(res.status, tab).toBe(200)
      expect(res.body, tab).toBeTruthy()
    }
    expect((await call(db, 'GET', '/api/pages/profile?tab=profile')).body.about[0]).toEqual({ property: expect.any(String), value: expect.any(String), icon: expect.any(String) })
    expect((await call(db, 'GET', '/api/pages/profile?tab=connections')).body[0]).toMatchObject({ name: expect.any(String), isConnected: expect.any(Boolean), chips: expect.any(Array) })
    for (const url of ['/api/pages/profile', '/api/pages/profile?tab=billing']) {
      const res = await call(db, 'GET', url)
      expect(res.status).toBe(400)
      expect(res.body.fields).toHaveProperty('tab')
    }
  })

  it('profile/header answers the header sample', async () => {
    const res = await call(await openTestDb(), 'GET', '/api/pages/profile/header')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['coverImg', 'designation', 'fullName', 'joiningDate', 'location', 'profileImg'])
  })

  it('every document endpoint is a 404 with an empty body when its document is missing', async () => {
    const db = await openTestDb(async () => undefined)
    for (const url of ['/api/pages/faq', '/api/pages/help-center', '/api/pages/help-center/article', '/api/pages/profile/header', '/api/pages/profile?tab=teams']) {
      expect(await call(db, 'GET', url), url).toEqual({ status: 404, body: undefined })
    }
  })
})

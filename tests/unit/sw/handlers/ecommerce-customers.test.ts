import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import { CUSTOMER_CONTACT, type Customer } from '../../../../src/core/api/contract/demo/ecommerce'
import { checkListProperty, containsAny } from './demo-list-property'
import { fixture, ids } from './demo-fixture-records'

const customers = fixture<Customer>('customers')
const URL_ = '/api/apps/ecommerce/customers'

describe('customers fixture', () => {
  it('has 100 customers with six-digit ids and the six sample countries with flags and codes', () => {
    expect(customers).toHaveLength(100)
    expect(customers.every((c) => /^\d{6}$/.test(String(c.customerId)))).toBe(true)
    expect(new Set(customers.map((c) => c.customerId)).size).toBe(100)
    expect(new Set(customers.map((c) => c.country))).toEqual(new Set(['Australia', 'United States', 'France', 'China', 'Brazil', 'India']))
    expect(customers.every((c) => c.countryFlag.endsWith(`${c.countryCode}.svg`))).toBe(true)
  })
})

describe('GET /api/apps/ecommerce/customers', () => {
  it('answers {customers, total}; q on customer, country or email', async () => {
    const db = await openTestDb()
    const all = await call(db, 'GET', URL_)
    expect(Object.keys(all.body).sort()).toEqual(['customers', 'total'])
    expect(all.body.total).toBe(100)
    const france = await call(db, 'GET', `${URL_}?q=france&itemsPerPage=-1`)
    expect(france.body.total).toBe(customers.filter((c) => containsAny('france', [c.customer, c.country, c.email])).length)
    expect(france.body.customers.every((c: Customer) => containsAny('france', [c.customer, c.country, c.email]))).toBe(true)
    const mail = await call(db, 'GET', `${URL_}?q=${encodeURIComponent(customers[9].email)}`)
    expect(ids(mail.body.customers)).toContain(customers[9].id)
  })

  it('sorts by orders, totalSpent and customerId as numbers', async () => {
    const db = await openTestDb()
    for (const [sortBy, field] of [['orders', 'order'], ['totalSpent', 'totalSpent'], ['customerId', 'customerId']] as const) {
      const values = (await call(db, 'GET', `${URL_}?sortBy=${sortBy}&orderBy=desc&itemsPerPage=-1`)).body.customers.map((c: Customer) => c[field])
      expect(values).toEqual([...values].sort((a: number, b: number) => b - a))
    }
  })
})

describe('GET /api/apps/ecommerce/customers/:customerId', () => {
  it('looks up by customerId and adds status Active and the fixed contact', async () => {
    const db = await openTestDb()
    const c = customers[4]
    const res = await call(db, 'GET', `${URL_}/${c.customerId}`)
    expect(res).toEqual({ status: 200, body: { ...c, status: 'Active', contact: CUSTOMER_CONTACT } })
    const other = await call(db, 'GET', `${URL_}/${customers[50].customerId}`)
    expect(other.body.contact).toBe(CUSTOMER_CONTACT)
    expect(other.body.status).toBe('Active')
  })
  it('answers 404 with an empty body when missing (the record id is not a customerId)', async () => {
    const db = await openTestDb()
    expect(await call(db, 'GET', `${URL_}/${customers[4].id}`)).toEqual({ status: 404, body: undefined })
    expect(await call(db, 'GET', `${URL_}/000000`)).toEqual({ status: 404, body: undefined })
  })
})

describe('customers list property', () => {
  it('holds for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: URL_,
      listKey: 'customers',
      totalKey: 'total',
      rows: customers,
      words: ['india', 'United', customers[2].customer.split(' ')[1], '.org'],
      matches: (c, q) => containsAny(q.q, [c.customer, c.country, c.email]),
      sortKeys: {
        customer: (c) => c.customer,
        country: (c) => c.country,
        customerId: (c) => c.customerId,
        orders: (c) => c.order,
        totalSpent: (c) => c.totalSpent,
      },
    })
  })
})

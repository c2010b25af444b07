import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Order } from '../../../../src/core/api/contract/demo/ecommerce'
import { checkListProperty, containsAny } from './demo-list-property'
import { fixture, ids } from './demo-fixture-records'

const orders = fixture<Order>('orders')
const URL_ = '/api/apps/ecommerce/orders'

describe('orders fixture', () => {
  it('has 100 orders with every status, payments 1–4, both methods and some empty avatars', () => {
    expect(orders).toHaveLength(100)
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched']))
    expect(new Set(orders.map((o) => o.payment))).toEqual(new Set([1, 2, 3, 4]))
    expect(new Set(orders.map((o) => o.method))).toEqual(new Set(['paypalLogo', 'mastercard']))
    expect(orders.some((o) => o.avatar === '')).toBe(true)
    expect(new Set(orders.map((o) => o.order)).size).toBe(100)
  })
})

describe('GET /api/apps/ecommerce/orders', () => {
  it('answers {orders, total} with 10 per page by default', async () => {
    const res = await call(await openTestDb(), 'GET', URL_)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(['orders', 'total'])
    expect(res.body.total).toBe(100)
    expect(res.body.orders).toHaveLength(10)
  })

  it('searches customer, email and order number', async () => {
    const db = await openTestDb()
    const o = orders[7]
    for (const q of [o.customer.toUpperCase(), o.email, String(o.order)]) {
      const res = await call(db, 'GET', `${URL_}?itemsPerPage=-1&q=${encodeURIComponent(q)}`)
      expect(ids(res.body.orders)).toContain(o.id)
      expect(res.body.total).toBe(orders.filter((x) => containsAny(q, [x.customer, x.email, x.order])).length)
    }
    // status is not searched
    expect((await call(db, 'GET', `${URL_}?q=Dispatched`)).body.total).toBe(0)
  })

  it('sorts by spent, date and customers', async () => {
    const db = await openTestDb()
    const spent = (await call(db, 'GET', `${URL_}?sortBy=spent&orderBy=desc&itemsPerPage=-1`)).body.orders.map((o: Order) => o.spent)
    expect(spent).toEqual([...spent].sort((a: number, b: number) => b - a))
    const dates = (await call(db, 'GET', `${URL_}?sortBy=date&itemsPerPage=-1`)).body.orders.map((o: Order) => `${o.date}T${o.time}`)
    expect(dates).toEqual([...dates].sort())
    const first = (await call(db, 'GET', `${URL_}?sortBy=customers&itemsPerPage=1`)).body.orders[0]
    expect(first.customer.toLowerCase()).toBe(orders.map((o) => o.customer.toLowerCase()).sort()[0])
  })
})

describe('GET /api/apps/ecommerce/orders/:order', () => {
  it('looks up by order NUMBER, not id', async () => {
    const db = await openTestDb()
    const o = orders[12]
    const res = await call(db, 'GET', `${URL_}/${o.order}`)
    expect(res).toEqual({ status: 200, body: o })
    // id 13 is not an order number: nothing found, 404 with an empty body
    expect(await call(db, 'GET', `${URL_}/${o.id}`)).toEqual({ status: 404, body: undefined })
    expect(await call(db, 'GET', `${URL_}/abc`)).toEqual({ status: 404, body: undefined })
  })
})

describe('DELETE /api/apps/ecommerce/orders/:id', () => {
  it('always answers 204: removes by id (or by order number), and an unknown id is still 204', async () => {
    const db = await openTestDb()
    expect(await call(db, 'DELETE', `${URL_}/${orders[0].id}`)).toEqual({ status: 204, body: undefined })
    expect(await call(db, 'DELETE', `${URL_}/${orders[1].order}`)).toEqual({ status: 204, body: undefined })
    expect(await call(db, 'DELETE', `${URL_}/999999`)).toEqual({ status: 204, body: undefined })
    expect(await call(db, 'DELETE', `${URL_}/nonsense`)).toEqual({ status: 204, body: undefined })
    const list = await call(db, 'GET', `${URL_}?itemsPerPage=-1`)
    expect(list.body.total).toBe(98)
    expect(ids(list.body.orders)).not.toContain(orders[0].id)
    expect(ids(list.body.orders)).not.toContain(orders[1].id)
    expect((await call(db, 'GET', `${URL_}/${orders[0].order}`)).status).toBe(404)
  })
})

describe('orders list property', () => {
  it('holds for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: URL_,
      listKey: 'orders',
      totalKey: 'total',
      rows: orders,
      words: [orders[0].customer.split(' ')[0], String(orders[3].order).slice(0, 2), '@', 'example'],
      matches: (o, q) => containsAny(q.q, [o.customer, o.email, o.order]),
      sortKeys: {
        order: (o) => o.order,
        customers: (o) => o.customer,
        date: (o) => `${o.date}T${o.time}`,
        status: (o) => o.status,
        spent: (o) => o.spent,
      },
    })
  })
})

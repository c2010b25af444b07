import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Order, Product } from '../../../src/core/api/contract/demo/ecommerce'
import { orderLines, orderTotals, shippingEvents } from '../../../src/features/ecommerce/order-details'
import { fixture } from '../sw/handlers/demo-fixture-records'

const products = fixture<Product>('products')
const orders = fixture<Order>('orders')

describe('order details derived from the demo order', () => {
  it('lines add up to the subtotal, and subtotal + shipping + tax is the order total, to the cent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...orders), (order) => {
        const totals = orderTotals(order)
        const lines = orderLines(order, products)
        expect(lines.length).toBeGreaterThan(0)
        expect(Math.round(lines.reduce((s, l) => s + l.amount, 0) * 100)).toBe(Math.round(totals.subtotal * 100))
        expect(Math.round((totals.subtotal + totals.shipping + totals.tax) * 100)).toBe(Math.round(order.spent * 100))
        expect(new Set(lines.map((l) => l.product.id)).size).toBe(lines.length)
      }),
    )
  })

  it('the same order shows the same lines every time', () => {
    const o = orders[3]
    expect(orderLines(o, products)).toEqual(orderLines(o, products))
  })

  it('shipping steps are done up to the order status, later ones are still to come', () => {
    const delivered = orders.find((o) => o.status === 'Delivered')!
    expect(shippingEvents(delivered).every((e) => e.done && e.at)).toBe(true)
    const dispatched = orders.find((o) => o.status === 'Dispatched')!
    expect(shippingEvents(dispatched).map((e) => e.done)).toEqual([true, true, false, false, false])
  })
})

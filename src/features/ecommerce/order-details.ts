import { currencyValue, type Order, type Product } from '@/core/api/contract/demo/ecommerce'

// The demo order record (spec §3) carries only its total. The detail page shows what a shop's order
// page shows, so lines, address and shipping steps are derived from it, the same every time for
// one order number: the lines' prices add up to the order's total exactly.

export type OrderLine = { product: Product; qty: number; unit: number; amount: number }
export type OrderTotals = { subtotal: number; shipping: number; tax: number; total: number }
export type OrderAddress = { street: string; city: string; postcode: string; country: string }

const TAX_RATE = 0.1
const SHIPPING = 12

/** A small deterministic generator from the order number (so a reload shows the same lines). */
function seeded(seed: number) {
  let s = seed % 2147483647 || 1
  return () => (s = (s * 48271) % 2147483647) / 2147483647
}

const cents = (n: number) => Math.round(n * 100) / 100

export function orderLines(order: Order, products: readonly Product[]): OrderLine[] {
  if (products.length === 0) return []
  const rnd = seeded(order.order)
  const count = 1 + Math.floor(rnd() * Math.min(3, products.length))
  const picked = new Map<number, Product>()
  while (picked.size < count) {
    const p = products[Math.floor(rnd() * products.length)]
    picked.set(p.id, p)
  }
  // Share the subtotal (total less shipping and tax) in proportion to the list prices.
  const { subtotal } = orderTotals(order)
  const chosen = [...picked.values()].map((product) => ({ product, qty: 1 + Math.floor(rnd() * 3) }))
  const weight = chosen.reduce((s, c) => s + c.qty * Math.max(currencyValue(c.product.price), 1), 0)
  let left = subtotal
  return chosen.map((c, i) => {
    const last = i === chosen.length - 1
    const amount = last ? cents(left) : cents((subtotal * c.qty * Math.max(currencyValue(c.product.price), 1)) / weight)
    left -= amount
    return { product: c.product, qty: c.qty, unit: cents(amount / c.qty), amount }
  })
}

/** Total = subtotal + flat shipping + tax on the subtotal. */
export function orderTotals(order: Order): OrderTotals {
  const shipping = order.spent > SHIPPING * 2 ? SHIPPING : 0
  const subtotal = cents((order.spent - shipping) / (1 + TAX_RATE))
  const tax = cents(order.spent - shipping - subtotal)
  return { subtotal, shipping, tax, total: order.spent }
}

const STREETS = ['12 Harbour Road', '48 Maple Avenue', '7 Station Street', '230 Riverside Drive', '3-5 Market Lane', '91 Hillcrest Way']
const CITIES: Array<[string, string, string]> = [
  ['Brighton', 'BN1 4GH', 'United Kingdom'],
  ['Lyon', '69002', 'France'],
  ['Osaka', '530-0001', 'Japan'],
  ['Austin', '78701', 'United States'],
  ['Melbourne', '3000', 'Australia'],
  ['Toronto', 'M5V 2T6', 'Canada'],
]

export function orderAddress(order: Order): OrderAddress {
  const rnd = seeded(order.order * 7 + 3)
  const [city, postcode, country] = CITIES[Math.floor(rnd() * CITIES.length)]
  return { street: STREETS[Math.floor(rnd() * STREETS.length)], city, postcode, country }
}

export type ShippingStep = 'placed' | 'dispatched' | 'out' | 'ready' | 'delivered'
export type ShippingEvent = { step: ShippingStep; done: boolean; at?: Date }

/** How far each status has got along the way (spec's statuses, in the order they happen). */
const REACHED: Record<Order['status'], ShippingStep> = { Dispatched: 'dispatched', 'Out for Delivery': 'out', 'Ready to Pickup': 'ready', Delivered: 'delivered' }
const STEPS: ShippingStep[] = ['placed', 'dispatched', 'out', 'ready', 'delivered']

/** The shipping activity: steps up to the order's status are done (with a time), the rest still to come. */
export function shippingEvents(order: Order): ShippingEvent[] {
  const reached = STEPS.indexOf(REACHED[order.status])
  const [y, m, d] = order.date.split('-').map(Number)
  const [hh, mm] = order.time.split(':').map(Number)
  const placed = new Date(y, m - 1, d, hh, mm)
  return STEPS.map((step, i) => ({ step, done: i <= reached, at: i <= reached ? new Date(placed.getTime() + i * 19 * 3600_000) : undefined }))
}


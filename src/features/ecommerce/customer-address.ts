import type { Customer } from '@/core/api/contract/demo/ecommerce'

// The demo customer record has a country but no street address (spec §3); this one is derived from
// the customer id, so it stays the same on every visit.
const STREETS = ['12 Harbour Road', '48 Maple Avenue', '7 Station Street', '230 Riverside Drive', '3-5 Market Lane', '91 Hillcrest Way']
const CITIES = ['Northgate', 'Riverton', 'Eastfield', 'Kingsport', 'Lakeside', 'Westbury']

export function customerAddress(c: Pick<Customer, 'customerId' | 'countryCode'>) {
  const n = c.customerId
  return {
    street: STREETS[n % STREETS.length],
    city: CITIES[Math.floor(n / 7) % CITIES.length],
    postcode: String(10000 + (n % 89999)),
    taxId: `${c.countryCode.toUpperCase()}${String(n).padStart(9, '0')}`,
  }
}

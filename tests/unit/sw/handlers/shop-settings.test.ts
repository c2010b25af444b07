import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../../sw/db/database'
import { DEFAULT_SHOP_SETTINGS } from '../../../../src/core/api/contract/demo/shop-settings'
import { call, openTestDb, signIn } from '../../support/demo-server'

let db: Database
let office: string
beforeEach(async () => {
  db = await openTestDb()
  office = await signIn(db, 'office@demo.com')
})

const get = () => call(db, 'GET', '/api/apps/ecommerce/settings', { token: office })
const put = (tab: string, body: unknown) => call(db, 'PUT', `/api/apps/ecommerce/settings/${tab}`, { token: office, body })

describe('shop settings', () => {
  it('start from the defaults and need a sign-in', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.body).toEqual(DEFAULT_SHOP_SETTINGS)
    expect((await call(db, 'GET', '/api/apps/ecommerce/settings')).status).toBe(401)
  })

  it('save one tab at a time and keep the others', async () => {
    const store = { ...DEFAULT_SHOP_SETTINGS.store, storeName: 'さくら文具店', invoiceNumber: 'T1234567890123' }
    const saved = await put('store', store)
    expect(saved.status).toBe(200)
    expect(saved.body.store.storeName).toBe('さくら文具店')
    const rates = [...DEFAULT_SHOP_SETTINGS.shipping.rates, { id: 'r9', zone: 'domestic', name: 'クール便', basis: 'weight', min: 0, max: 3, price: 1200 }]
    expect((await put('shipping', { rates })).status).toBe(200)
    const again = (await get()).body
    expect(again.store.invoiceNumber).toBe('T1234567890123')
    expect(again.shipping.rates).toHaveLength(4)
    expect(again.payments).toEqual(DEFAULT_SHOP_SETTINGS.payments)
  })

  it('refuse bad input with the field named, and keep what was saved', async () => {
    const bad = await put('store', { ...DEFAULT_SHOP_SETTINGS.store, postalCode: '1000005x', invoiceNumber: 'T12' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['invoiceNumber']))
    const off = { ...DEFAULT_SHOP_SETTINGS.payments, enabled: { card: false, bankTransfer: false, konbini: false, cod: false } }
    const none = await put('payments', off)
    expect(none.status).toBe(400)
    expect(none.body.fields.enabled).toEqual(['Keep at least one payment method on'])
    const upside = await put('shipping', { rates: [{ id: 'x', zone: 'domestic', name: 'x', basis: 'price', min: 500, max: 100, price: 0 }] })
    expect(upside.status).toBe(400)
    const twoDefaults = DEFAULT_SHOP_SETTINGS.locations.locations.map((l) => ({ ...l, isDefault: true }))
    expect((await put('locations', { locations: twoDefaults })).status).toBe(400)
    expect((await put('locations', { locations: [] })).status).toBe(400)
    expect((await put('nope', {})).status).toBe(404)
    expect((await get()).body).toEqual(DEFAULT_SHOP_SETTINGS)
  })

  it('a Japanese store needs a 〒 postal code; another country does not', async () => {
    expect((await put('store', { ...DEFAULT_SHOP_SETTINGS.store, postalCode: 'abc' })).body.fields.postalCode).toBeDefined()
    expect((await put('store', { ...DEFAULT_SHOP_SETTINGS.store, country: 'FR', postalCode: '75001' })).status).toBe(200)
  })
})

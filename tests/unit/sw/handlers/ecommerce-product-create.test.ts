import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Product } from '../../../../src/core/api/contract/demo/ecommerce'
import { fixture } from './demo-fixture-records'

const products = fixture<Product>('products')
const URL_ = '/api/apps/ecommerce/products'
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII='
const valid = {
  productName: '  Meishi Card Case  ',
  productBrand: 'Meishi Works',
  sku: 123456,
  barcode: '4901234567894',
  description: '<p>Holds <strong>50</strong> cards.</p>',
  images: [PIXEL],
  variants: [{ option: 'Colour', value: 'Navy' }],
  price: 1299.5,
  discountPrice: 999,
  qty: 40,
  stock: true,
  shipping: 'seller',
  category: 'Office',
  status: 'Published',
}

describe('POST /api/apps/ecommerce/products', () => {
  it('creates the product with the next id; it then appears in the list, searchable, with its price text and first image', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', URL_, { body: valid })
    expect(res.status).toBe(201)
    const maxId = Math.max(...products.map((p) => p.id))
    expect(res.body).toMatchObject({ id: maxId + 1, productName: 'Meishi Card Case', price: '$1,299.50', image: PIXEL, sku: 123456, variants: valid.variants, discountPrice: 999 })
    const list = await call(db, 'GET', `${URL_}?q=card%20case`)
    expect(list.body.total).toBe(1)
    expect(list.body.products[0].id).toBe(maxId + 1)
    // Newest first when unsorted.
    expect((await call(db, 'GET', URL_)).body.products[0].id).toBe(maxId + 1)
    const filtered = await call(db, 'GET', `${URL_}?category=Office&status=Published&stock=true&itemsPerPage=-1`)
    expect(filtered.body.products.map((p: Product) => p.id)).toContain(maxId + 1)
  })

  it('fills the optional fields and keeps an empty image when no file was given', async () => {
    const db = await openTestDb()
    const { barcode, description, images, variants, discountPrice, shipping, ...required } = valid
    void [barcode, description, images, variants, discountPrice, shipping]
    const res = await call(db, 'POST', URL_, { body: { ...required, sku: 7 } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ image: '', images: [], variants: [], barcode: '', description: '', discountPrice: null, shipping: 'company' })
  })

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    const db = await openTestDb()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, productName: '   ' }, 'productName'],
      [{ ...valid, price: 0 }, 'price'],
      [{ ...valid, price: '12' }, 'price'],
      [{ ...valid, qty: -1 }, 'qty'],
      [{ ...valid, qty: 1.5 }, 'qty'],
      [{ ...valid, category: 'Toys' }, 'category'],
      [{ ...valid, status: 'Draft' }, 'status'],
      [{ ...valid, barcode: '12ab' }, 'barcode'],
      [{ ...valid, images: ['https://example.com/x.png'] }, 'images.0'],
      [{ ...valid, images: [PIXEL, PIXEL, PIXEL, PIXEL, PIXEL] }, 'images'],
      [{ ...valid, variants: [{ option: 'Size', value: '' }] }, 'variants.0.value'],
      [{ ...valid, discountPrice: 1500 }, 'discountPrice'],
    ]
    for (const [body, field] of cases) {
      const res = await call(db, 'POST', URL_, { body })
      expect(res.status, field).toBe(400)
      expect(res.body.fields, field).toHaveProperty([field])
      expect(res.body.message, field).toMatch(new RegExp(`^${field.replace('.', '\\.')}`))
    }
    expect((await call(db, 'GET', URL_)).body.total).toBe(products.length)
    expect((await call(db, 'POST', URL_, { body: null })).status).toBe(400)
  })

  it('refuses an SKU another product has (400 on sku) and keeps the list as it was', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', URL_, { body: { ...valid, sku: products[0].sku } })
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('sku')
    expect((await call(db, 'GET', URL_)).body.total).toBe(products.length)
  })
})

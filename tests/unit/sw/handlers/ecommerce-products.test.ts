import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Database } from '../../../../sw/db/database'
import { call, diskFixtures, openTestDb } from '../../support/demo-server'
import { currencyValue, type Product } from '../../../../src/core/api/contract/demo/ecommerce'
import { checkListProperty, containsAny } from './demo-list-property'
import { fixture, ids } from './demo-fixture-records'

const products = fixture<Product>('products')
const URL_ = '/api/apps/ecommerce/products'
const byIdDesc = [...products].sort((a, b) => b.id - a.id)

describe('GET /api/apps/ecommerce/products', () => {
  it('serves about 50 products, reversed (newest id first), 10 per page by default, with the filtered total', async () => {
    const res = await call(await openTestDb(), 'GET', URL_)
    expect(res.status).toBe(200)
    expect(products.length).toBeGreaterThanOrEqual(45)
    expect(res.body.total).toBe(products.length)
    expect(ids(res.body.products)).toEqual(ids(byIdDesc.slice(0, 10)))
  })

  it('searches name or brand case-insensitively', async () => {
    const db = await openTestDb()
    const brand = products[0].productBrand
    const res = await call(db, 'GET', `${URL_}?itemsPerPage=-1&q=${encodeURIComponent(brand.toUpperCase())}`)
    const expected = products.filter((p) => `${p.productName}|${p.productBrand}`.toLowerCase().includes(brand.toLowerCase()))
    expect(res.body.total).toBe(expected.length)
    expect(new Set(ids(res.body.products))).toEqual(new Set(ids(expected)))
    const name = products[1].productName.slice(0, 5).toLowerCase()
    const byName = await call(db, 'GET', `${URL_}?itemsPerPage=-1&q=${encodeURIComponent(name)}`)
    expect(ids(byName.body.products)).toContain(products[1].id)
    // Search does not look at other fields (a sku is not a name).
    const sku = await call(db, 'GET', `${URL_}?q=${products[2].sku}`)
    expect(sku.body.total).toBe(products.filter((p) => `${p.productName}${p.productBrand}`.includes(String(products[2].sku))).length)
  })

  it('filters by stock (true/false), category and status; other stock values are ignored', async () => {
    const db = await openTestDb()
    const inStock = await call(db, 'GET', `${URL_}?stock=true&itemsPerPage=-1`)
    expect(inStock.body.total).toBe(products.filter((p) => p.stock).length)
    expect(inStock.body.products.every((p: Product) => p.stock)).toBe(true)
    const out = await call(db, 'GET', `${URL_}?stock=false&itemsPerPage=-1`)
    expect(out.body.total).toBe(products.filter((p) => !p.stock).length)
    expect((await call(db, 'GET', `${URL_}?stock=maybe`)).body.total).toBe(products.length)
    const both = await call(db, 'GET', `${URL_}?category=Shoes&status=Published&itemsPerPage=-1`)
    expect(both.body.total).toBe(products.filter((p) => p.category === 'Shoes' && p.status === 'Published').length)
    expect(both.body.products.every((p: Product) => p.category === 'Shoes' && p.status === 'Published')).toBe(true)
  })

  it('sorts by price as a number, not as text', async () => {
    const res = await call(await openTestDb(), 'GET', `${URL_}?sortBy=price&orderBy=asc&itemsPerPage=-1`)
    const prices = res.body.products.map((p: Product) => currencyValue(p.price))
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b))
    const desc = await call(await openTestDb(), 'GET', `${URL_}?sortBy=qty&orderBy=desc&itemsPerPage=-1`)
    expect(desc.body.products[0].qty).toBe(Math.max(...products.map((p) => p.qty)))
  })

  it('reverses before sorting: ties keep the newest id first', async () => {
    const res = await call(await openTestDb(), 'GET', `${URL_}?sortBy=category&orderBy=asc&itemsPerPage=-1`)
    const rows: Product[] = res.body.products
    for (let i = 1; i < rows.length; i++) {
      if (rows[i].category === rows[i - 1].category) expect(rows[i].id).toBeLessThan(rows[i - 1].id)
    }
  })

  it('paginates after filtering and sorting; -1 is every row; bad numbers fall back to defaults', async () => {
    const db = await openTestDb()
    const page2 = await call(db, 'GET', `${URL_}?page=2&itemsPerPage=5`)
    expect(ids(page2.body.products)).toEqual(ids(byIdDesc.slice(5, 10)))
    expect((await call(db, 'GET', `${URL_}?itemsPerPage=-1`)).body.products).toHaveLength(products.length)
    const junk = await call(db, 'GET', `${URL_}?page=abc&itemsPerPage=lots`)
    expect(ids(junk.body.products)).toEqual(ids(byIdDesc.slice(0, 10)))
    const beyond = await call(db, 'GET', `${URL_}?page=99`)
    expect(beyond.body).toEqual({ products: [], total: products.length })
  })
})

describe('DELETE /api/apps/ecommerce/products/:id', () => {
  it('answers 204, removes the product, then 404 with an empty body', async () => {
    const db = await openTestDb()
    const id = products[3].id
    const del = await call(db, 'DELETE', `${URL_}/${id}`)
    expect(del).toEqual({ status: 204, body: undefined })
    const list = await call(db, 'GET', `${URL_}?itemsPerPage=-1`)
    expect(list.body.total).toBe(products.length - 1)
    expect(ids(list.body.products)).not.toContain(id)
    expect(await call(db, 'DELETE', `${URL_}/${id}`)).toEqual({ status: 404, body: undefined })
    expect(await call(db, 'DELETE', `${URL_}/not-a-number`)).toEqual({ status: 404, body: undefined })
  })

  it('keeps the delete after the database is opened again (reload), even when seeding runs again', async () => {
    const name = `products-persist-${Math.random()}`
    const first = await Database.open(diskFixtures, name)
    expect((await call(first, 'DELETE', `${URL_}/${products[0].id}`)).status).toBe(204)
    first.close()
    const again = await Database.open(diskFixtures, name)
    const list = await call(again, 'GET', `${URL_}?itemsPerPage=-1`)
    expect(list.body.total).toBe(products.length - 1)
    expect(ids(list.body.products)).not.toContain(products[0].id)
    again.close()
  })
})

describe('products list property', () => {
  it('holds for any query', async () => {
    await checkListProperty(await openTestDb(), {
      url: URL_,
      listKey: 'products',
      totalKey: 'total',
      rows: products,
      words: [products[0].productName.slice(0, 4), products[5].productBrand, 'pro', 'ZZ'],
      extra: {
        stock: fc.option(fc.constantFrom('true', 'false', 'x'), { nil: undefined }),
        category: fc.option(fc.constantFrom('Electronics', 'Games', 'Shoes', 'Nope', ''), { nil: undefined }),
        status: fc.option(fc.constantFrom('Inactive', 'Published', 'Scheduled', ''), { nil: undefined }),
      },
      matches: (p, q) =>
        containsAny(q.q, [p.productName, p.productBrand]) &&
        (q.stock === 'true' ? p.stock : q.stock === 'false' ? !p.stock : true) &&
        (!q.category || p.category === q.category) &&
        (!q.status || p.status === q.status),
      sortKeys: {
        product: (p) => p.productName,
        category: (p) => p.category,
        status: (p) => p.status,
        price: (p) => currencyValue(p.price),
        qty: (p) => p.qty,
        sku: (p) => p.sku,
      },
    })
  })
})

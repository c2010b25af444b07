import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../../support/demo-server'
import type { Product } from '../../../../src/core/api/contract/demo/ecommerce'
import type { CategoryRow } from '../../../../src/core/api/contract/demo/categories'
import { fixture } from './demo-fixture-records'

const products = fixture<Product>('products')
const URL_ = '/api/apps/ecommerce/categories'
const names = (rows: CategoryRow[]) => rows.map((c) => c.name)

describe('GET /api/apps/ecommerce/categories', () => {
  it('starts with the six product categories, each with its product count', async () => {
    const res = await call(await openTestDb(), 'GET', `${URL_}?itemsPerPage=-1&sortBy=name`)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(6)
    expect(names(res.body.categories)).toEqual(['Accessories', 'Electronics', 'Games', 'Home Decor', 'Office', 'Shoes'])
    const office = res.body.categories.find((c: CategoryRow) => c.name === 'Office')
    expect(office).toMatchObject({ slug: 'office', parentId: null, parentName: null, status: 'Published', products: products.filter((p) => p.category === 'Office').length })
  })

  it('searches name, slug and description, and pages', async () => {
    const db = await openTestDb()
    expect(names((await call(db, 'GET', `${URL_}?q=home-decor`)).body.categories)).toEqual(['Home Decor'])
    expect(names((await call(db, 'GET', `${URL_}?q=lanyards`)).body.categories)).toEqual(['Accessories'])
    const page2 = await call(db, 'GET', `${URL_}?itemsPerPage=5&page=2&sortBy=name`)
    expect(page2.body).toMatchObject({ total: 6 })
    expect(names(page2.body.categories)).toEqual(['Shoes'])
  })
})

describe('writes', () => {
  it('adds a category under a parent with a slug made from the name; it is listed with its parent', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', URL_, { body: { name: 'Card Cases', parentId: 2, description: 'Leather and metal.' } })
    expect(res.status).toBe(201)
    expect(res.body.category).toMatchObject({ id: 7, name: 'Card Cases', slug: 'card-cases', parentId: 2, status: 'Published' })
    const listed = (await call(db, 'GET', `${URL_}?q=card-cases`)).body.categories[0]
    expect(listed).toMatchObject({ parentName: 'Accessories', products: 0 })
    // A Japanese name has no Latin letters: the slug falls back to the id.
    const ja = await call(db, 'POST', URL_, { body: { name: '名刺入れ' } })
    expect(ja.body.category.slug).toBe('category-8')
  })

  it('rejects a blank name, a bad slug, a taken name or slug, an unknown parent and a loop', async () => {
    const db = await openTestDb()
    expect((await call(db, 'POST', URL_, { body: { name: ' ' } })).body.fields.name).toEqual(['Enter a category name'])
    expect((await call(db, 'POST', URL_, { body: { name: 'X', slug: 'Bad Slug!' } })).body.fields.slug).toEqual(['Use lowercase letters, digits and single hyphens'])
    expect((await call(db, 'POST', URL_, { body: { name: 'office' } })).body.fields.name).toEqual(['A category with this name already exists'])
    expect((await call(db, 'POST', URL_, { body: { name: 'Desk', slug: 'office' } })).body.fields.slug).toEqual(['Another category uses this slug'])
    expect((await call(db, 'POST', URL_, { body: { name: 'Desk', parentId: 99 } })).body.fields.parentId).toEqual(['Choose a parent category'])
    const child = await call(db, 'POST', URL_, { body: { name: 'Pens', parentId: 4 } })
    const loop = await call(db, 'PUT', `${URL_}/4`, { body: { name: 'Office', parentId: child.body.category.id } })
    expect(loop.status).toBe(400)
    expect(loop.body.fields.parentId).toEqual(['A category cannot sit inside itself'])
    expect((await call(db, 'GET', `${URL_}?itemsPerPage=-1`)).body.total).toBe(7)
  })

  it('edits (200), answers 404 for an unknown id, and deleting a parent lifts its children to the top', async () => {
    const db = await openTestDb()
    const edited = await call(db, 'PUT', `${URL_}/6`, { body: { name: 'Games', status: 'Hidden', description: 'Off season.' } })
    expect(edited.status).toBe(200)
    expect(edited.body.category).toMatchObject({ id: 6, status: 'Hidden', slug: 'games' })
    expect((await call(db, 'PUT', `${URL_}/99`, { body: { name: 'Nope' } })).status).toBe(404)
    const child = await call(db, 'POST', URL_, { body: { name: 'Puzzles', parentId: 6 } })
    expect((await call(db, 'DELETE', `${URL_}/6`)).status).toBe(204)
    expect((await call(db, 'DELETE', `${URL_}/6`)).status).toBe(404)
    const rows = (await call(db, 'GET', `${URL_}?itemsPerPage=-1`)).body.categories as CategoryRow[]
    expect(rows.find((c) => c.id === child.body.category.id)).toMatchObject({ parentId: null, parentName: null })
    expect(names(rows)).not.toContain('Games')
  })
})

import { describe, expect, it } from 'vitest'
import { call, openTestDb } from '../support/demo-server'
import { Database } from '../../../sw/db/database'

const child = (title: string) => ({ url: '/x', icon: 'i', title })
const groups = {
  version: 1,
  records: [
    { id: 1, title: 'A', category: 'a', children: ['card 1', 'card 2', 'card 3', 'card 4', 'card 5', 'card 6', 'card 7'].map(child) },
    { id: 2, title: 'B', category: 'b', children: ['Cardx', 'other'].map(child) },
    { id: 3, title: 'C', category: 'c', children: ['nothing'].map(child) },
  ],
}
const open = () => Database.open(async (s) => (s === 'searchGroups' ? groups : undefined), `search-${Math.random()}`)

describe('GET /api/app-bar/search', () => {
  it('caps a single matching group at 5 children', async () => {
    const res = await call(await open(), 'GET', '/api/app-bar/search?q=card%20')
    expect(res.body.map((g: any) => g.title)).toEqual(['A'])
    expect(res.body[0].children.map((c: any) => c.title)).toEqual(['card 1', 'card 2', 'card 3', 'card 4', 'card 5'])
  })
  it('drops the first 3 children of large groups when several groups match (case-insensitive)', async () => {
    const res = await call(await open(), 'GET', '/api/app-bar/search?q=CARD')
    expect(res.body.map((g: any) => g.title)).toEqual(['A', 'B'])
    expect(res.body[0].children.map((c: any) => c.title)).toEqual(['card 4', 'card 5'])
    expect(res.body[1].children.map((c: any) => c.title)).toEqual(['Cardx'])
  })
  it('answers from the committed index', async () => {
    const res = await call(await openTestDb(), 'GET', '/api/app-bar/search?q=compan')
    expect(res.status).toBe(200)
    expect(res.body[0].children[0].url).toEqual({ name: 'apps-company-list' })
  })
})

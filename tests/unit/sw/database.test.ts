import { describe, expect, it } from 'vitest'
import { Database } from '../../../sw/db/database'
import type { Fixture, FixtureSource } from '../../../sw/db/fixtures'

const source = (fixtures: Record<string, Fixture>): FixtureSource => async (store) => fixtures[store]
let n = 0
const name = () => `db-test-${++n}-${Math.random()}`

describe('Database', () => {
  it('seeds a store on first use', async () => {
    const db = await Database.open(source({ products: { version: 1, records: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }] } }), name())
    expect((await db.all('products')).length).toBe(2)
    expect(await db.get('products', '2')).toEqual({ id: 2, name: 'b' })
  })

  it('never overwrites user changes or revives deleted records when fixtures get a new version', async () => {
    const dbName = name()
    const v1 = await Database.open(source({ products: { version: 1, records: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }] } }), dbName)
    await v1.put('products', { id: 1, name: 'edited' })
    await v1.delete('products', 2)
    v1.close()
    const v2 = await Database.open(source({ products: { version: 2, records: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }, { id: 3, name: 'c' }] } }), dbName)
    expect(await v2.all('products')).toEqual([{ id: 1, name: 'edited' }, { id: 3, name: 'c' }])
  })

  it('replaces a reference store (the search index) when its fixture gets a new version', async () => {
    const dbName = name()
    const v1 = await Database.open(source({ searchGroups: { version: 1, records: [{ id: 1, title: 'Old' }, { id: 2, title: 'Gone' }] } }), dbName)
    expect((await v1.all('searchGroups')).length).toBe(2)
    v1.close()
    const v2 = await Database.open(source({ searchGroups: { version: 2, records: [{ id: 1, title: 'New' }] } }), dbName)
    expect(await v2.all('searchGroups')).toEqual([{ id: 1, title: 'New' }])
    v2.close()
    // The same version again changes nothing.
    const again = await Database.open(source({ searchGroups: { version: 2, records: [{ id: 9, title: 'Ignored' }] } }), dbName)
    expect(await again.all('searchGroups')).toEqual([{ id: 1, title: 'New' }])
  })

  it('keeps writes after reopening (persistence)', async () => {
    const dbName = name()
    const a = await Database.open(source({}), dbName)
    await a.put('events', { id: 9, title: 'kept' })
    a.close()
    const b = await Database.open(source({}), dbName)
    expect(await b.get('events', 9)).toEqual({ id: 9, title: 'kept' })
  })

  it('writes all or nothing in one transaction', async () => {
    const db = await Database.open(source({}), name())
    await expect(
      db.write(['kanbanBoards', 'kanbanItems'], async (tx) => {
        await tx.put('kanbanBoards', { id: 1 })
        await tx.put('kanbanItems', { id: 1 })
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await db.all('kanbanBoards')).toEqual([])
    expect(await db.all('kanbanItems')).toEqual([])
  })

  it('gives the next numeric id', async () => {
    const db = await Database.open(source({ events: { version: 1, records: [{ id: 4 }, { id: 11 }] } }), name())
    expect(await db.nextId('events')).toBe(12)
  })
})

import { describe, expect, it } from 'vitest'
import { WriteConflict } from '../../../../sw/db/database'
import { openTestDb } from '../../support/demo-server'
import { records, company } from '../product/records-support'

/** #13 defect 2: the updated_at check and the write are one IndexedDB transaction. */
describe('concurrent saves', () => {
  it('never loses a change: of two PUTs sent at once with the same updated_at, one is 409 (10 rounds)', async () => {
    const { call, office } = await records()
    const made = await call('POST', '/v1/api/companies', office, company())
    expect(made.status).toBe(201)
    const id = made.body.id as number
    for (let round = 0; round < 10; round++) {
      const current = (await call('GET', `/v1/api/companies/${id}`, office)).body
      const { id: _id, created_at: _c, person_count: _p, ...fields } = current
      const address = `東京都港区芝公園${round}丁目`
      const note = `round ${round}`
      const [a, b] = await Promise.all([
        call('PUT', `/v1/api/companies/${id}`, office, { ...fields, address }),
        call('PUT', `/v1/api/companies/${id}`, office, { ...fields, note }),
      ])
      expect([a.status, b.status].sort(), `round ${round}`).toEqual([200, 409])
      const loser = a.status === 409 ? a : b
      expect(loser.body.message).toMatch(/changed by someone else/)
      const stored = (await call('GET', `/v1/api/companies/${id}`, office)).body
      // The winner's change is stored whole; the loser's is not half-applied.
      if (a.status === 200) expect([stored.address, stored.note]).toEqual([address, current.note])
      else expect([stored.address, stored.note]).toEqual([current.address, note])
      expect(loser.body.current.updated_at).toBe(stored.updated_at)
    }
  })

  it('two creates at once both get their own id', async () => {
    const { call, office } = await records()
    const [a, b] = await Promise.all([call('POST', '/v1/api/companies', office, company({ name: '株式会社A' })), call('POST', '/v1/api/companies', office, company({ name: '株式会社B' }))])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body.id).not.toBe(b.body.id)
    expect((await call('GET', `/v1/api/companies/${a.body.id}`, office)).body.name).toBe('株式会社A')
    expect((await call('GET', `/v1/api/companies/${b.body.id}`, office)).body.name).toBe('株式会社B')
  })

  it('a delete racing an update: either the update loses (409) or the delete does, never a silent overwrite', async () => {
    const { call, office } = await records()
    const made = (await call('POST', '/v1/api/companies', office, company())).body
    const { id, created_at: _c, person_count: _p, ...fields } = made
    const [put, del] = await Promise.all([call('PUT', `/v1/api/companies/${id}`, office, { ...fields, note: 'x' }), call('DELETE', `/v1/api/companies/${id}`, office)])
    const after = await call('GET', `/v1/api/companies/${id}`, office)
    if (del.status === 200) {
      expect(put.status).toBe(409)
      expect(after.status).toBe(404)
    } else {
      expect([put.status, del.status]).toEqual([200, 409])
      expect(after.body.note).toBe('x')
    }
  })

  it('the shared write API aborts the whole transaction when a guarded row changed', async () => {
    const db = await openTestDb(async () => undefined)
    await db.put('events', { id: 1, title: 'a', updated_at: '1' })
    const stale = { id: 1, title: 'a', updated_at: '0' }
    const attempt = db.write(['events', 'contacts'], async (tx) => {
      await tx.put('contacts', { id: 9 })
      await tx.put('events', { id: 1, title: 'b', updated_at: '2' }, { basedOn: stale })
    })
    await expect(attempt).rejects.toBeInstanceOf(WriteConflict)
    expect(await db.get('contacts', 9)).toBeUndefined()
    expect(await db.get<{ title: string }>('events', 1)).toMatchObject({ title: 'a' })
    await expect(db.write(['events'], (tx) => tx.put('events', { id: 1 }, { basedOn: null }))).rejects.toThrow(/same id/)
  })
})

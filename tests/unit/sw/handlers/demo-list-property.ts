// Property check shared by the demo list endpoints (engineer B's areas): for any query, the total
// is the filtered count, a page never exceeds its size, the sort order holds, and no call fails.
import { expect } from 'vitest'
import fc from 'fast-check'
import type { Database } from '../../../../sw/db/database'
import { call } from '../../support/demo-server'

type Row = Record<string, any>
type Query = Record<string, string | undefined>

export type ListEndpoint = {
  url: string
  /** Response keys of the page and the total. */
  listKey: string
  totalKey: string
  rows: readonly Row[]
  /** Independent model of the filters: does this row belong to the answer for this query? */
  matches: (row: Row, query: Query) => boolean
  /** sortBy -> the value the order is checked on. */
  sortKeys: Record<string, (row: Row) => string | number>
  /** Extra query parameters to vary (filters). */
  extra?: Record<string, fc.Arbitrary<string | undefined>>
  /** Words from the data, so searches often hit something. */
  words: string[]
  /** Identity of a row in the answer (default id). */
  idOf?: (row: Row) => unknown
  runs?: number
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).toLowerCase() < String(b).toLowerCase() ? -1 : String(a).toLowerCase() > String(b).toLowerCase() ? 1 : 0

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })

export async function checkListProperty(db: Database, e: ListEndpoint): Promise<void> {
  const idOf = e.idOf ?? ((r: Row) => r.id)
  const query = fc.record({
    q: maybe(fc.oneof(fc.constantFrom(...e.words), fc.string({ maxLength: 4 }))),
    page: maybe(fc.oneof(fc.integer({ min: -2, max: 15 }).map(String), fc.constantFrom('abc', '', '1.5'))),
    itemsPerPage: maybe(fc.oneof(fc.constantFrom('-1', '5', '10', 'abc', '0', ''), fc.integer({ min: 1, max: 120 }).map(String))),
    sortBy: maybe(fc.constantFrom(...Object.keys(e.sortKeys), 'nonsense')),
    orderBy: maybe(fc.constantFrom('asc', 'desc', 'sideways')),
    ...(e.extra ?? {}),
  })
  await fc.assert(
    fc.asyncProperty(query, async (q: Query) => {
      const params = new URLSearchParams()
      for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, v)
      const res = await call(db, 'GET', `${e.url}?${params}`)
      expect(res.status).toBe(200)
      const items: Row[] = res.body[e.listKey]
      const expected = e.rows.filter((r) => e.matches(r, q))
      expect(res.body[e.totalKey]).toBe(expected.length)
      // Every served row belongs to the filtered set, once.
      const allowed = new Set(expected.map(idOf))
      for (const item of items) expect(allowed.has(idOf(item))).toBe(true)
      expect(new Set(items.map(idOf)).size).toBe(items.length)
      const size = Number(q.itemsPerPage)
      const limit = q.itemsPerPage === '-1' ? expected.length : Number.isInteger(size) && size >= 1 ? size : 10
      expect(items.length).toBeLessThanOrEqual(limit)
      if (q.itemsPerPage === '-1') expect(items.length).toBe(expected.length)
      const key = q.sortBy ? e.sortKeys[q.sortBy] : undefined
      if (key) {
        const dir = q.orderBy === 'desc' ? -1 : 1
        for (let i = 1; i < items.length; i++) expect(compare(key(items[i - 1]), key(items[i])) * dir).toBeLessThanOrEqual(0)
      }
    }),
    { numRuns: e.runs ?? 60 },
  )
}

/** Case-insensitive "contains" over some fields, as the model of `q`. */
export const containsAny = (q: string | undefined, values: unknown[]) => {
  const needle = (q ?? '').trim().toLowerCase()
  return !needle || values.some((v) => String(v).toLowerCase().includes(needle))
}

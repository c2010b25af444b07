import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readListParams, runListQuery, type ListParams } from '../../../sw/server/list-query'

type Row = { id: number; name: string; price: number; tag: string }
const rows: Row[] = Array.from({ length: 37 }, (_, i) => ({ id: i + 1, name: `Item ${String.fromCharCode(65 + (i % 26))}${i}`, price: (i * 7) % 50, tag: i % 3 ? 'a' : 'b' }))
const spec = {
  search: [(r: Row) => r.name],
  sorters: { name: (r: Row) => r.name, price: (r: Row) => r.price },
}

describe('readListParams', () => {
  it('uses the spec defaults: page 1, size 10, empty search', () => {
    expect(readListParams(new URLSearchParams())).toEqual({ q: '', page: 1, itemsPerPage: 10, sortBy: undefined, orderBy: 'asc' })
  })
  it('falls back to defaults for non-numeric page and itemsPerPage', () => {
    const p = readListParams(new URLSearchParams('page=abc&itemsPerPage=x1'))
    expect(p.page).toBe(1)
    expect(p.itemsPerPage).toBe(10)
  })
  it('keeps -1 (all rows) and rejects other non-positive sizes', () => {
    expect(readListParams(new URLSearchParams('itemsPerPage=-1')).itemsPerPage).toBe(-1)
    expect(readListParams(new URLSearchParams('itemsPerPage=0')).itemsPerPage).toBe(10)
    expect(readListParams(new URLSearchParams('page=-3')).page).toBe(1)
  })
})

describe('runListQuery', () => {
  it('paginates after filtering, with the filtered count as total', () => {
    const r = runListQuery(rows, { q: '', page: 2, itemsPerPage: 5, orderBy: 'asc' }, { ...spec, filters: [(x) => x.tag === 'b'] })
    expect(r.total).toBe(13)
    expect(r.items.map((x) => x.id)).toEqual([16, 19, 22, 25, 28])
    expect(r.totalPages).toBe(3)
  })
  it('searches case-insensitively', () => {
    const r = runListQuery(rows, { q: 'item a', page: 1, itemsPerPage: -1, orderBy: 'asc' }, spec)
    expect(r.items.map((x) => x.id)).toEqual([1, 27])
  })
  it('sorts both ways and keeps ties stable', () => {
    const asc = runListQuery(rows, { q: '', page: 1, itemsPerPage: -1, sortBy: 'price', orderBy: 'asc' }, spec).items
    const desc = runListQuery(rows, { q: '', page: 1, itemsPerPage: -1, sortBy: 'price', orderBy: 'desc' }, spec).items
    expect(asc.map((r) => r.price)).toEqual([...rows.map((r) => r.price)].sort((a, b) => a - b))
    expect(desc.map((r) => r.price)).toEqual([...rows.map((r) => r.price)].sort((a, b) => b - a))
  })

  it('holds its invariants for any query (property)', () => {
    const params = fc.record<ListParams>({
      q: fc.string({ maxLength: 3 }),
      page: fc.integer({ min: 1, max: 10 }),
      itemsPerPage: fc.constantFrom(-1, 5, 10, 20, 25, 50, 100),
      sortBy: fc.constantFrom(undefined, 'name', 'price', 'nope'),
      orderBy: fc.constantFrom('asc', 'desc'),
    })
    fc.assert(
      fc.property(params, (p) => {
        const r = runListQuery(rows, p, spec)
        const matching = rows.filter((x) => x.name.toLowerCase().includes(p.q.trim().toLowerCase()))
        expect(r.total).toBe(matching.length)
        if (p.itemsPerPage !== -1) expect(r.items.length).toBeLessThanOrEqual(p.itemsPerPage)
        if (p.sortBy === 'price') {
          for (let i = 1; i < r.items.length; i++) {
            const d = r.items[i].price - r.items[i - 1].price
            expect(p.orderBy === 'asc' ? d >= 0 : d <= 0).toBe(true)
          }
        }
      }),
    )
  })
})

describe('Japanese search and sort (one engine for every list)', () => {
  type P = { id: number; name: string; kana: string }
  const people: P[] = [
    { id: 1, name: '田中 結衣', kana: 'タナカ ユイ' },
    { id: 2, name: '山田 太郎', kana: 'やまだ たろう' },
    { id: 3, name: '池田 健', kana: 'イケダ ケン' },
    { id: 4, name: '田中結菜', kana: 'ﾀﾅｶ ﾕｲﾅ' },
    { id: 5, name: 'Ｓａｔｏ Ｈａｒｕｔｏ', kana: 'サトウ ハルト' },
    { id: 6, name: '長谷川 真由美', kana: 'ハセガワ マユミ' },
    { id: 7, name: '原 美穂', kana: 'ハラ ミホ' },
    { id: 8, name: '鈴木 ユーリ', kana: 'スズキ ユーリ' },
  ]
  const pspec = { search: [(r: P) => r.name, (r: P) => r.kana], sorters: { kana: (r: P) => r.kana, name: (r: P) => r.name } }
  const find = (q: string) => runListQuery(people, { q, page: 1, itemsPerPage: -1, orderBy: 'asc' }, pspec).items.map((r) => r.id)

  it.each([
    ['たなか', [1, 4]],
    ['タナカ', [1, 4]],
    ['ﾀﾅｶ', [1, 4]],
    ['田中　結衣', [1]],
    ['田中結', [1, 4]],
    ['田中 ゆい', [1, 4]],
    ['  tanaka  ', []],
    ['sato haruto', [5]],
    ['satoharuto', []],
    ['sato', [5]],
    ['ＳＡＴＯ', [5]],
    ['ゆーり', [8]],
    ['ﾕｰﾘ', [8]],
    ['やまだ', [2]],
    ['ヤマダ タロウ', [2]],
  ])('%s finds %j', (q, ids) => expect(find(q)).toEqual(ids))

  it('sorts readings in Japanese order, hiragana and katakana alike', () => {
    const sorted = runListQuery(people, { q: '', page: 1, itemsPerPage: -1, sortBy: 'kana', orderBy: 'asc' }, pspec).items.map((r) => r.kana)
    expect(sorted).toEqual(['イケダ ケン', 'サトウ ハルト', 'スズキ ユーリ', 'タナカ ユイ', 'ﾀﾅｶ ﾕｲﾅ', 'ハセガワ マユミ', 'ハラ ミホ', 'やまだ たろう'])
  })

  it('keeps code-point order for plain ASCII values (ids, e-mails, codes)', () => {
    const mails = ['b@x.jp', 'a.b@x.jp', 'a_b@x.jp', 'A2@x.jp', 'a10@x.jp'].map((name, id) => ({ id, name }))
    const sorted = runListQuery(mails, { q: '', page: 1, itemsPerPage: -1, sortBy: 'name', orderBy: 'asc' }, { sorters: { name: (r) => r.name } }).items.map((r) => r.name)
    expect(sorted).toEqual([...mails.map((m) => m.name)].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : x.toLowerCase() > y.toLowerCase() ? 1 : 0)))
  })
})

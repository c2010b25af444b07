import { describe, expect, it } from 'vitest'
import { person, records } from './records-support'

// Issue #20 items 2–3, on the seeded data: a Japanese office worker finds 田中 however it is typed,
// owners are found by their kanji as well as the romaji shown, and readings sort in kana order.

type Row = { id: number; full_name: string; full_name_kana: string }
const list = async (url: string) => {
  const { call, sales } = await records()
  return (await call('GET', url, sales)).body
}

describe('Japanese search on product lists', () => {
  it('finds the twelve 田中 in hiragana, katakana, half-width kana, kanji, with any space', async () => {
    const { call, sales, admin } = await records()
    const find = async (q: string) => (await call('GET', `/v1/api/persons?itemsPerPage=-1&q=${encodeURIComponent(q)}`, sales)).body.items as Row[]
    const tanaka = await find('タナカ')
    expect(tanaka).toHaveLength(12)
    const ids = tanaka.map((p) => p.id).sort()
    for (const q of ['たなか', 'ﾀﾅｶ', '田中', ' 田中 ']) expect((await find(q)).map((p) => p.id).sort(), q).toEqual(ids)
    const yuina = tanaka.find((p) => p.full_name === '田中 結菜')!
    for (const q of ['田中　結菜', '田中結菜', '田中結', 'たなか ゆいな', 'タナカユイナ', 'ﾀﾅｶ ﾕｲﾅ']) expect((await find(q)).map((p) => p.id), q).toContain(yuina.id)
    expect((await find('田中結')).every((p) => p.full_name.replace(/\s/g, '').startsWith('田中結'))).toBe(true)
    // The same engine answers the users list: 田中 結衣 is office@demo.com.
    const users = (await call('GET', `/v1/api/users?itemsPerPage=-1&q=${encodeURIComponent('田中結衣')}`, admin)).body.items
    expect(users.map((u: { email: string }) => u.email)).toEqual(['office@demo.com'])
  })

  it('finds processes by the owner or uploader in kanji, kana and the romaji other languages show', async () => {
    const ids = async (q: string) => (await list(`/v1/api/processes?itemsPerPage=-1&q=${encodeURIComponent(q)}`)).items.map((p: { id: number }) => p.id)
    const byKanji = await list(`/v1/api/processes?itemsPerPage=-1&q=${encodeURIComponent('鈴木')}`)
    expect(byKanji.total).toBeGreaterThan(0)
    for (const q of ['Suzuki', 'ren suzuki', 'すずき', 'スズキ レン']) expect(await ids(q), q).toEqual(byKanji.items.map((p: { id: number }) => p.id))
    // Stored as the user writes the name, with the reading the romaji is derived from.
    expect(byKanji.items.every((p: { owner: string; uploader: string; uploader_kana: string }) => (p.owner === '鈴木 蓮' || p.uploader === '鈴木 蓮') && p.uploader_kana !== '')).toBe(true)
    expect((await list(`/v1/api/processes?itemsPerPage=-1&q=${encodeURIComponent('Haruto Sato')}`)).items.every((p: { owner: string; owner_kana: string }) => p.owner === '佐藤 陽翔' && p.owner_kana === 'サトウ ハルト')).toBe(true)
  })

  it('finds persons and users by the romaji of their reading, in either order', async () => {
    const { call, admin } = await records()
    const persons = (await list(`/v1/api/persons?itemsPerPage=-1&q=${encodeURIComponent('Yuina Tanaka')}`)).items as Array<{ full_name: string }>
    expect(persons.length).toBeGreaterThan(0)
    expect(persons.every((p) => p.full_name === '田中 結菜')).toBe(true)
    expect((await list(`/v1/api/persons?itemsPerPage=-1&q=${encodeURIComponent('tanaka yuina')}`)).total).toBe(persons.length)
    const users = (await call('GET', `/v1/api/users?itemsPerPage=-1&q=${encodeURIComponent('Yui Tanaka')}`, admin)).body.items
    expect(users.map((u: { email: string }) => u.email)).toEqual(['office@demo.com'])
  })
})

describe('Reading sort', () => {
  it('sorts a reading typed in hiragana among the katakana ones (イケダ before やまだ)', async () => {
    const { call, office } = await records()
    const made = await call('POST', '/v1/api/persons', office, person({ full_name: '山田 太郎', full_name_kana: 'やまだ たろう', email: 'yamada.taro@example.jp' }))
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const all = (await call('GET', '/v1/api/persons?itemsPerPage=-1&sortBy=full_name_kana&orderBy=asc', office)).body.items as Row[]
    const readings = all.map((p) => p.full_name_kana)
    const at = (kana: string) => readings.findIndex((r) => r.startsWith(kana))
    expect(at('やまだ')).toBeGreaterThan(at('イケダ'))
    // Every neighbour pair is in Japanese order once kana are folded.
    const fold = (s: string) => s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    const collator = new Intl.Collator('ja')
    for (let i = 1; i < readings.length; i++) expect(collator.compare(fold(readings[i - 1]), fold(readings[i])), `${readings[i - 1]} / ${readings[i]}`).toBeLessThanOrEqual(0)
  })
})

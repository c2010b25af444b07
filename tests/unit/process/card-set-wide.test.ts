import { describe, expect, it } from 'vitest'
import { blockBox, buildWideCardSet, buildWideDraw, KINDS, WIDE_DRAWS, type WideDrawName, wideColumnLength } from '../../../bench/card-set-wide.mjs'
import { buildCardSet } from '../../../bench/card-set.mjs'
import { buildFresh2CardSet, buildFreshCardSet, buildTuningDraw, TUNING_DRAWS } from '../../../bench/card-set-fresh.mjs'
import { expectLaidOut } from './card-blocks-laid-out'

// The OCR bench's third card set, "wide" (issue 19): two fixed draws, every kind in each, and an
// `expect` that holds what the card prints in the conventions written at the top of card-set-wide.mjs.
const squash = (s: string) => s.replace(/\s+/g, '')
const KANJI_DIGITS = '〇一二三四五六七八九'
/** Printed text as the record spells it: NFKC (full-width digits, （株） ㈱ ㈲ become (株) (有)), forms spelt out. */
const spelt = (s: string) => s.normalize('NFKC').replace(/\(株\)/g, '株式会社').replace(/\(有\)/g, '有限会社')
const phoneDigits = (s: string) =>
  spelt(s)
    .replace(/[〇一二三四五六七八九]/g, (c) => String(KANJI_DIGITS.indexOf(c)))
    .replace(/\+81[-\s]?/g, '0')
    .replace(/\D/g, '')
// Every layout of bench/card-layout-wide.mjs: the three horizontal ones and the two vertical endings.
const LAYOUTS = ['corner', 'two-column', 'address-first', 'vertical-wide-foot', 'vertical-wide-sideways']

describe('wide card set', () => {
  const wide = buildWideCardSet()
  const later = Object.fromEntries((Object.keys(WIDE_DRAWS) as WideDrawName[]).map((name) => [name, buildWideDraw(name)]))
  const draws = { wide, ...later }
  const both = Object.values(draws).flat()

  it('is deterministic in every draw', () => {
    expect(JSON.stringify(buildWideCardSet())).toBe(JSON.stringify(wide))
    for (const [name, cards] of Object.entries(later)) expect(JSON.stringify(buildWideDraw(name as WideDrawName))).toBe(JSON.stringify(cards))
  })

  it('draws 8 cards of every kind in each draw, under ids and splits of its own', () => {
    for (const cards of Object.values(draws)) {
      for (const kind of KINDS) expect(cards.filter((c) => c.kind === kind).length, kind).toBe(8)
      expect(cards.length).toBe(KINDS.length * 8)
    }
    expect(new Set(both.map((c) => c.id)).size).toBe(both.length)
    for (const c of wide) {
      expect(c.id).toMatch(new RegExp(`^wide-${c.kind}-[0-7]$`))
      expect(c.split).toBe('wide-held')
    }
    const earlier = new Set(wide.map((c) => JSON.stringify(c.expect)))
    for (const [name, cards] of Object.entries(later)) {
      expect(cards.filter((c) => !c.id.startsWith(`${name}-`) || c.split !== `${name}-held`).map((c) => c.id)).toEqual([])
      // No card of a draw repeats one of a draw before it.
      expect(cards.filter((c) => earlier.has(JSON.stringify(c.expect))).map((c) => c.id)).toEqual([])
      for (const c of cards) earlier.add(JSON.stringify(c.expect))
    }
  })

  it('sets the vertical kind vertically and uses every layout in each draw', () => {
    for (const cards of Object.values(draws)) {
      expect(cards.filter((c) => c.kind === 'vertical' && !c.vertical).map((c) => c.id)).toEqual([])
      expect(new Set(cards.map((c) => c.layout))).toEqual(new Set(LAYOUTS))
      for (const c of cards) expect(c.vertical, c.id).toBe(c.layout.startsWith('vertical-'))
    }
  })

  it('shares surnames with the earlier sets only where asked: 田中, 鈴木, 渡辺 with the first, none with fresh', () => {
    const family = (c: { expect: { full_name: string } }) => c.expect.full_name.split(' ')[0]
    const firstSet = new Set(buildCardSet().map(family))
    const freshCards = [buildFreshCardSet(), buildFresh2CardSet(), ...Object.keys(TUNING_DRAWS).map((n) => buildTuningDraw(n))].flat()
    const fresh = new Set(freshCards.map(family))
    const own = new Set(both.map(family))
    expect(new Set([...own].filter((f) => firstSet.has(f)))).toEqual(new Set(['田中', '鈴木', '渡辺']))
    expect([...own].filter((f) => fresh.has(f))).toEqual([])
  })

  it('expects what the card prints, in both draws', () => {
    for (const card of both) {
      const lines = card.blocks.map((b) => b.text ?? '')
      const inOne = (s: string) => lines.some((l) => squash(spelt(l)).includes(squash(s)))
      const all = squash(spelt(lines.join('')))
      const e = card.expect
      expect(e.full_name, card.id).toMatch(/^\S+ \S+$/)
      for (const part of e.full_name.split(' ')) expect(inOne(part), `${card.id}: ${part}`).toBe(true)
      if (e.full_name_kana) {
        expect(e.full_name_kana, card.id).toMatch(/^[\u3041-\u30ff]+ [\u3041-\u30ff]+$/)
        expect(inOne(e.full_name_kana), `${card.id}: ${e.full_name_kana}`).toBe(true)
      }
      expect(e.email, card.id).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/)
      expect(lines.some((l) => l.includes(e.email)), `${card.id}: ${e.email}`).toBe(true)
      // Domestic form with hyphens: 10 digits for a landline (三宅島's 04994-x-xxxx too), 11 for a mobile.
      expect(e.phone_number, card.id).toMatch(/^0\d{1,4}-\d{1,4}-\d{4}$/)
      expect([10, 11], card.id).toContain(e.phone_number.replace(/-/g, '').length)
      expect(lines.some((l) => phoneDigits(l).includes(e.phone_number.replace(/-/g, ''))), `${card.id}: ${e.phone_number}`).toBe(true)
      expect(e.company, card.id).not.toMatch(/[()（）㈱㈲]/)
      expect(inOne(e.company), `${card.id}: ${e.company}`).toBe(true)
      expect(inOne(e.position), `${card.id}: ${e.position}`).toBe(true)
      expect(e.address, card.id).not.toMatch(/〒|\d{3}-\d{4}/)
      expect(all, `${card.id}: ${e.address}`).toContain(squash(e.address))
    }
  })

  it('turns the half-width text of a vertical column sideways where the e-mail is printed in one', () => {
    for (const card of both.filter((c) => c.vertical)) {
      const mail = card.blocks.filter((b) => b.vertical && b.text?.includes(card.expect.email))
      for (const b of mail) expect(b.latin, card.id).toBe('sideways')
    }
  })

  it('prints nothing off the card (2 mm in from each edge; 55 × 91 mm for vertical cards) and nothing over anything else', () => {
    expectLaidOut(both, blockBox, (b, box, what) => {
      if (b.vertical) expect(box.bottom - box.top, what).toBeCloseTo(wideColumnLength(b), 6)
    })
  })
})

import { describe, expect, it } from 'vitest'
import { blockBox, buildFresh2CardSet, buildFreshCardSet, buildTuningDraw, KINDS, TUNING_DRAWS } from '../../../bench/card-set-fresh.mjs'
import { buildCardSet } from '../../../bench/card-set.mjs'
import { expectLaidOut } from './card-blocks-laid-out'

// The OCR bench's second, independently designed card set (issue 19): the same every run, every kind
// in both halves, and an `expect` that says what the card prints, in the first set's conventions.
const squash = (s: string) => s.replace(/\s+/g, '')
const KANJI_DIGITS = '〇一二三四五六七八九'
/** What the reader's text becomes once normalised: half-width (NFKC), (株) spelt out, kanji numerals as digits. */
const normalised = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/\(株\)/g, '株式会社')
    .replace(/\(有\)/g, '有限会社')
const digitsOf = (s: string) =>
  normalised(s)
    .replace(/[〇一二三四五六七八九]/g, (c) => String(KANJI_DIGITS.indexOf(c)))
    .replace(/\+81-?/, '0')
    .replace(/\D/g, '')

describe('fresh card set', () => {
  const cards = buildFreshCardSet()
  const second = buildFresh2CardSet()
  const printed = (card: (typeof cards)[number]) => card.blocks.map((b) => b.text ?? '')

  it('is deterministic', () => {
    expect(JSON.stringify(buildFreshCardSet())).toBe(JSON.stringify(cards))
  })

  it('has every kind, half of each held out, and every layout', () => {
    for (const kind of KINDS) {
      const own = cards.filter((c) => c.kind === kind)
      expect(own.length).toBe(8)
      expect(own.filter((c) => c.split === 'fresh-held').length).toBe(4)
    }
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length)
    expect(new Set(cards.map((c) => c.layout))).toEqual(new Set(['centred', 'logo-right', 'qr-foot', 'vertical-phone-columns', 'vertical-foot']))
    expect(cards.filter((c) => c.kind === 'vertical').every((c) => c.vertical)).toBe(true)
  })

  it('shares no surname with the first set (a rule cannot pass here by memory)', () => {
    const family = (name: string) => name.split(' ')[0]
    const first = new Set(buildCardSet().map((c) => family(c.expect.full_name)))
    expect(cards.filter((c) => first.has(family(c.expect.full_name))).map((c) => c.id)).toEqual([])
  })

  it('draws a second held-out split of the same design: every kind, all held, its own ids and cards', () => {
    expect(JSON.stringify(buildFresh2CardSet())).toBe(JSON.stringify(second))
    for (const kind of KINDS) expect(second.filter((c) => c.kind === kind).length).toBe(4)
    expect(second.every((c) => c.split === 'fresh2-held' && c.id.startsWith('fresh2-'))).toBe(true)
    const ids = new Set(cards.map((c) => c.id))
    expect(second.filter((c) => ids.has(c.id))).toEqual([])
    const printedFirst = new Set(cards.map((c) => JSON.stringify(c.expect)))
    expect(second.filter((c) => printedFirst.has(JSON.stringify(c.expect))).map((c) => c.id)).toEqual([])
  })

  it('draws each tuning split: every kind, their own ids and cards, none shared with the held draw', () => {
    const held = new Set(second.map((c) => JSON.stringify(c.expect)))
    for (const name of Object.keys(TUNING_DRAWS)) {
      const draw = buildTuningDraw(name)
      for (const kind of KINDS) expect(draw.filter((c) => c.kind === kind).length).toBe(8)
      expect(draw.every((c) => c.split === `${name}-tune` && c.id.startsWith(`${name}-`))).toBe(true)
      expect(draw.filter((c) => held.has(JSON.stringify(c.expect))).map((c) => c.id)).toEqual([])
    }
  })

  it('expects what the card prints', () => {
    for (const card of [...cards, ...second]) {
      const lines = printed(card)
      const all = squash(normalised(lines.join('')))
      const e = card.expect
      expect(e.full_name, card.id).toMatch(/^\S+ \S+$/)
      expect(e.email, card.id).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]{2,}$/)
      expect(e.phone_number, card.id).toMatch(/^0\d{1,3}-\d{2,4}-\d{4}$/)
      expect(lines.join('\n'), card.id).toContain(e.email)
      expect(lines.some((l) => digitsOf(l).includes(e.phone_number.replace(/-/g, ''))), `${card.id}: ${e.phone_number}`).toBe(true)
      for (const part of e.full_name.split(' ')) expect(all, card.id).toContain(part)
      if (e.full_name_kana) expect(all, card.id).toContain(squash(e.full_name_kana))
      expect(all, card.id).toContain(e.company)
      expect(all, card.id).toContain(e.position)
      expect(all, card.id).toContain(squash(e.address))
    }
  })

  it('prints every line at a size that can be printed (furigana ≥ 1.5 mm), so none is drawn at another line\'s size', () => {
    for (const card of [...cards, ...second]) for (const b of card.blocks) if (b.text) expect(b.size, `${card.id}: ${b.text}`).toBeGreaterThanOrEqual(1.5)
  })

  it('prints nothing off the card and nothing over anything else', () => {
    expectLaidOut([...cards, ...second], blockBox)
  })
})

import { describe, expect, it } from 'vitest'
import { buildCardSet, columnLength, KINDS, textWidth } from '../../../bench/card-set.mjs'

// The OCR bench's generated cards (issue 19): the same every run, every kind, a held-out quarter.
describe('generated card set', () => {
  const cards = buildCardSet()
  it('is deterministic', () => {
    expect(JSON.stringify(buildCardSet())).toBe(JSON.stringify(cards))
  })
  it('has every kind, a quarter of each held out', () => {
    for (const kind of KINDS) {
      const own = cards.filter((c) => c.kind === kind)
      expect(own.length).toBe(8)
      expect(own.filter((c) => c.split === 'held-out').length).toBe(2)
    }
  })
  it('expects what the card prints, and vertical cards are vertical', () => {
    for (const card of cards) {
      expect(card.expect.full_name).toMatch(/^\S+ \S+$/)
      expect(card.expect.email).toMatch(/^[a-z.-]+@[a-z.-]+$/)
      expect(card.expect.phone_number).toMatch(/^0\d{1,3}-\d{2,4}-\d{4}$/)
      const printed = card.blocks.map((b) => b.text ?? '').join('\n')
      expect(printed).toContain(card.expect.email)
      expect(printed).toContain(card.expect.phone_number)
    }
    expect(cards.filter((c) => c.kind === 'vertical').every((c) => c.vertical)).toBe(true)
  })
  it('prints nothing off the card (an e-mail under the edge cannot be read)', () => {
    for (const card of cards) {
      const [w, h] = card.vertical ? [55, 91] : [91, 55]
      for (const b of card.blocks.filter((b) => b.text)) {
        const text = b.text ?? ''
        const right = b.vertical ? b.x + b.size : b.x + textWidth(text, b.size)
        const bottom = b.vertical ? b.y + columnLength(text, b.size) : b.y + b.size
        expect(right, `${card.id}: ${text}`).toBeLessThanOrEqual(w - 2)
        expect(bottom, `${card.id}: ${text}`).toBeLessThanOrEqual(h - 2)
      }
    }
  })
})

import { describe, expect, it } from 'vitest'
import { cardTurn, isSureStrip, readsLatin, settleTurn, stripScore } from '../../../src/features/process/analysis/turn-probe'

describe('turn probe on strips of text', () => {
  it('settles a half-turn on a long confident strip or on Latin words, not on noise', () => {
    expect(isSureStrip({ text: '〒220-0012 神奈川県', confidence: 91 })).toBe(true)
    // An e-mail line reads less surely than kanji, but Latin across is only ever read upright.
    expect(isSureStrip({ text: 'Mail: makoto.s', confidence: 67 })).toBe(true)
    // Upside-down text comes back as short, unsure noise.
    expect(isSureStrip({ text: '46A-uejnzns⑨⑦o', confidence: 16 })).toBe(false)
    expect(isSureStrip({ text: '=', confidence: 82 })).toBe(false)
    expect(stripScore({ text: 'TE 20 5d EHX.', confidence: 28 })).toBe(0)
    expect(stripScore({ text: '株式会社いろは印刷', confidence: 92 })).toBeGreaterThan(6)
  })

  it('takes Latin words or an e-mail address for Latin, not a mark read as a lone @', () => {
    for (const text of ['Mail: makoto.s', 'a.sato@iroha.jp', 'TEL 03', 'k@x']) expect(readsLatin(text), text).toBe(true)
    expect(readsLatin('03-1234-5678')).toBe(false)
    expect(readsLatin('石川県金沢市本町 @')).toBe(false)
    expect(readsLatin('@ 株式会社ソラノワ')).toBe(false)
    // A column of kanji numerals lying on its side: 〇 read as O, ー as I.
    expect(readsLatin('〒九OOIOO〇一五沖縄県那覇市')).toBe(false)
    expect(readsLatin('携帯OOIO六九一1八七四三')).toBe(false)
    expect(readsLatin('TEL 〇三OOIl')).toBe(true)
  })

  it('maps the winning half-turn to the card turn: Latin means a horizontal card, kanji only a vertical one', () => {
    // Wide picture read upright with Latin: a horizontal card upright; read the other way: upside down.
    expect(cardTurn(false, 0, true)).toBe(0)
    expect(cardTurn(false, 180, true)).toBe(180)
    // Wide picture, kanji only, read the other way: a vertical card lying on its side.
    expect(cardTurn(false, 180, false)).toBe(270)
    // Tall picture, kanji only, its columns read lying back: a vertical card upright.
    expect(cardTurn(true, 180, false)).toBe(0)
    // Tall picture with Latin across once laid: a horizontal card on its side.
    expect(cardTurn(true, 0, true)).toBe(90)
    expect(cardTurn(true, 180, true)).toBe(270)
  })
})

describe('settling the turn from the strips', () => {
  const none = { 0: false, 180: false }
  it('says nothing when the strips read only a few stray glyphs either way', () => {
    // A vertical card's short columns laid landscape: "8", "® OF", "回" at 0, noise at 180.
    expect(settleTurn(true, { 0: 2.4, 180: 0.3 }, none)).toBeUndefined()
    expect(settleTurn(true, { 0: 8, 180: 0.3 }, none)).toEqual({ turn: 180, alternative: 90 })
    // A half-turn a sure strip decided stands however little it read.
    expect(settleTurn(true, { 0: 2.4, 180: 0 }, none, 0)?.turn).toBe(180)
  })

  it('leaves the other layout open when no strip read Latin words', () => {
    // Kanji only, tall picture read lying back: a vertical card upright, or a horizontal card on its side.
    expect(settleTurn(true, { 0: 0, 180: 12 }, none, 180)).toEqual({ turn: 0, alternative: 270 })
    // Latin words settle the layout.
    expect(settleTurn(false, { 0: 12, 180: 0 }, { 0: true, 180: false }, 0)).toEqual({ turn: 0, alternative: undefined })
  })
})

import { describe, expect, it } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'
import { rowsToReadWhole, tailKept, tailWorthReading, wholeRowWins, withTail } from '../../../src/features/process/analysis/cut-rows'

// A row read again whole (its ink went on past the engine's box) replaces the first reading only when
// it reads more, is about as sure, and keeps the kanji the first reading was sure of.
const words = (...ws: [string, number][]) => ws.map(([text, confidence]) => ({ text, confidence }))
const line = (text: string, confidence: number, ws?: [string, number][]): OcrLine => ({ text, confidence, words: ws && words(...ws) })

describe('a row read again whole', () => {
  it('does not give up the kanji the first reading was sure of', () => {
    const before = line('小野寺 晴美 :', 86, [['小野寺', 90], ['晴美', 88], [':', 40]])
    expect(wholeRowWins(before, line('小 野 F 晴 美 iii', 80), false)).toBe(false)
    expect(wholeRowWins(before, line('小野寺 晴美 おのでら はるみ', 84), false)).toBe(true)
  })

  it('still needs more text and about the same confidence, and a cut row needs most of its text', () => {
    const before = line('〒100-0005 東京都千代田', 90, [['〒100-0005', 90], ['東京都千代田', 92]])
    expect(wholeRowWins(before, line('〒100-0005 東京都千代田区丸の内1-2-3', 70), false)).toBe(false)
    expect(wholeRowWins(before, line('〒100-0005 東京都千代田区丸の内1-2-3', 80), false)).toBe(true)
    expect(wholeRowWins(before, line('東京都', 90), true)).toBe(false)
    expect(wholeRowWins(before, line('〒100-0005 東京都千代田区', 61), true)).toBe(true)
  })

  it('reads at most four rows again, but every row the engine read glyph by glyph', () => {
    const row = (pieces: number, extra = Infinity) => ({ group: Array.from({ length: pieces }, (_, i) => i), extra })
    const few = [row(1, 0.6), row(2), row(1, 3), row(2), row(3), row(2)]
    expect(rowsToReadWhole(few)).toEqual([row(2), row(2), row(3), row(2)])
    // The address, phone and e-mail rows of a card read as columns of one glyph each, and two cut rows.
    const glyphs = [row(2), row(2), row(11), row(25), row(11), row(1, 0.7)]
    expect(rowsToReadWhole(glyphs).map((c) => c.group.length)).toEqual([11, 25, 11, 2, 2, 1])
  })

  it('reads alone the given name past a family name\'s box when the whole row lost the family name', () => {
    const family: OcrLine = { text: '関\n', confidence: 92, box: { x0: 107, y0: 169, x1: 153, y1: 218 } }
    const row = line('By 翼', 71)
    expect(wholeRowWins(family, row, false)).toBe(false)
    expect(tailWorthReading(family, row)).toBe(true)
    const tail = line('| 翼', 83)
    expect(tailKept(tail)).toBe(true)
    const box = { x0: 107, y0: 169, x1: 258, y1: 218 }
    expect(withTail(family, tail, box)).toMatchObject({ text: '関 翼', confidence: 83, box })
    // Not for a longer line, not when the row found no new kanji, not for an unsure or non-kanji tail.
    expect(tailWorthReading(line('営業部 第二課', 90), line('営業部 第二課 取締役', 80))).toBe(false)
    expect(tailWorthReading(family, line('関 :', 60))).toBe(false)
    expect(tailKept(line('翼', 55))).toBe(false)
    expect(tailKept(line('Inc.', 90))).toBe(false)
  })
})

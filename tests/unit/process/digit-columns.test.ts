import { describe, expect, it } from 'vitest'
import { flatNumeral, glyphCells, numberOf, numeralOf } from '../../../src/features/process/analysis/digit-columns'

// A phone number in kanji numerals down a 縦書き column, read from its ink (issue 19).
describe('reading a column of kanji numerals from its ink', () => {
  it('tells 一 and the dash by their shape, and the other numerals by how much they look like each', () => {
    expect(numeralOf(20, 2, {})).toBe('一')
    expect(numeralOf(3, 16, {})).toBe('-')
    expect(numeralOf(20, 20, { 〇: 0.9, 六: 0.4 })).toBe('〇')
    // Too little like any, or as much like two: no numeral (a label's glyph).
    expect(numeralOf(20, 20, { 〇: 0.3, 六: 0.2 })).toBeUndefined()
    expect(numeralOf(20, 20, { 五: 0.7, 六: 0.66 })).toBeUndefined()
  })

  it('counts flat strokes: one, two or three of them, none taller than a stroke', () => {
    expect(flatNumeral([{ from: 0, to: 2 }], 20)).toBe('一')
    expect(
      flatNumeral(
        [
          { from: 0, to: 2 },
          { from: 12, to: 14 },
        ],
        20,
      ),
    ).toBe('二')
    expect(
      flatNumeral(
        [
          { from: 0, to: 2 },
          { from: 8, to: 10 },
          { from: 16, to: 18 },
        ],
        20,
      ),
    ).toBe('三')
    expect(flatNumeral([{ from: 0, to: 18 }], 20)).toBeUndefined()
  })

  it("puts each stroke in the glyph cell its middle falls in, at the square glyphs' pitch (一二 is not 二一)", () => {
    // Square glyphs at 0–20 and 66–86 (pitch 22 measured on 〇 七 side by side at 88–108, 110–130), and
    // between them the strokes of 一 (cell 1, middle 33) and 二 (cell 2, strokes at 49 and 59).
    const squares = [
      { from: 0, to: 20 },
      { from: 66, to: 86 },
      { from: 88, to: 108 },
      { from: 110, to: 130 },
    ]
    const runs = [squares[0], { from: 32, to: 34 }, { from: 48, to: 50 }, { from: 58, to: 60 }, ...squares.slice(1)]
    const cells = glyphCells(runs, squares, 20)!
    expect(cells.map((c) => c.length)).toEqual([1, 1, 2, 1, 1, 1])
    expect(cells.slice(1, 3).map((c) => flatNumeral(c, 20))).toEqual(['一', '二'])
    expect(glyphCells(runs, [squares[0]], 20)).toBeUndefined()
  })

  it('makes a phone number of the numerals only when they are one (10 or 11 digits from 0, in three groups)', () => {
    expect(numberOf([...'〇二七-一三二-八五一一'])).toBe('027-132-8511')
    expect(numberOf([...'〇七〇-五九二二-三三一二'])).toBe('070-5922-3312')
    expect(numberOf([...'二七-一三二-八五一一'])).toBeUndefined()
    expect(numberOf([...'〇二七一三二八五一一'])).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { endGlyphCuts, reach, textBand, transposed } from '../../../src/features/process/analysis/glyph-cuts'
import { nameEndRead } from '../../../src/features/process/analysis/circled-forms'

/** A row of square glyphs of ink (10 px) with 3 px gaps, in a band taller than the glyphs (a row shared with a taller block). */
function row(glyphs: number, { height = 30, top = 10, lead = 4 } = {}) {
  const width = lead + glyphs * 13 + 4
  const values = new Array(width * height).fill(245)
  for (let g = 0; g < glyphs; g++) for (let y = top; y < top + 10; y++) for (let x = lead + g * 13; x < lead + g * 13 + 10; x++) values[y * width + x] = 20
  return { width, height, values }
}

describe('the glyph at a line’s end, from its ink', () => {
  it('cuts the last glyph as high as the ink near the end, not as the row’s box', () => {
    const grey = row(4)
    const cuts = endGlyphCuts(grey, 'last')
    // The glyph spans x 43…53 and y 10…20: a cut at the gap before it holds it and nothing of its neighbour.
    expect(cuts).toContainEqual({ x0: 43, y0: 9, x1: 53, y1: 21 })
    for (const cut of cuts) expect(cut.x0).toBeGreaterThanOrEqual(40)
  })

  it('cuts the first glyph the same way, and a glyph further in when the end is skipped', () => {
    const grey = row(4)
    expect(endGlyphCuts(grey, 'first')).toContainEqual({ x0: 4, y0: 9, x1: 14, y1: 21 })
    const last = endGlyphCuts(grey, 'last').find((c) => c.x0 === 43)!
    expect(endGlyphCuts(grey, 'last', reach(last, grey.width, 'last'))).toContainEqual({ x0: 30, y0: 9, x1: 40, y1: 21 })
  })

  it('finds a column’s foot once the picture is turned, and nothing on blank paper', () => {
    const column = transposed(row(3))
    expect(endGlyphCuts(transposed(column), 'last')).toContainEqual({ x0: 30, y0: 9, x1: 40, y1: 21 })
    expect(endGlyphCuts({ width: 20, height: 10, values: new Array(200).fill(240) }, 'last')).toEqual([])
  })
})

describe('the band of the line’s own text', () => {
  it('picks the text’s rows when a logo square above it shares the box', () => {
    // Four glyphs at rows 30…40; a solid logo 20 px wide at rows 2…14 above the last two.
    const grey = row(4, { height: 44, top: 30 })
    for (let y = 2; y < 14; y++) for (let x = 30; x < 50; x++) grey.values[y * grey.width + x] = 40
    expect(textBand(grey)).toEqual({ y0: 30, y1: 40 })
    // Without the band, the cut would reach up into the logo.
    expect(endGlyphCuts(grey, 'last')[0].y0).toBeLessThan(14)
  })

  it('finds one band in a plain line; a thin rule or a sliver of a logo is never the band', () => {
    expect(textBand(row(4))).toBeUndefined()
    const ruled = row(4, { height: 30, top: 6 })
    for (let x = 0; x < ruled.width; x++) ruled.values[24 * ruled.width + x] = 20
    expect(textBand(ruled)).toEqual({ y0: 6, y1: 16 })
    const sliver = row(4, { height: 30, top: 14 })
    for (let y = 0; y < 3; y++) for (let x = 0; x < sliver.width; x++) sliver.values[y * sliver.width + x] = 60
    expect(textBand(sliver)).toEqual({ y0: 14, y1: 24 })
  })
})

describe('the name’s last glyph read with the mark', () => {
  it('keeps what looks like the glyph before the mark, when it looks more like it than like the name’s glyph before', () => {
    // 白鷺精工㈲ read 白鷺精工: the glyph before the mark is 工.
    expect(nameEndRead({ 工: 0.72, 精: 0.1 }, '工', '精')).toBe('工')
    // 紅葉堂㈱ read 紅葉堂内: 堂 and 内 were taken for one glyph.
    expect(nameEndRead({ 堂: 0.65, 内: 0.1, 葉: 0.2 }, '堂内', '葉'))
      .toBe('堂')
    // 東洋精機㈱ read 東洋精機内: the glyph before is 機, the name's own.
    expect(nameEndRead({ 内: 0.12, 機: 0.7 }, '内', '機')).toBe('')
    // ミドリ技研㈱ read ミドリ技研人牧: the mark's round side was read 人.
    expect(nameEndRead({ 人: 0.2, 牧: 0.1, 研: 0.6 }, '人牧', '研')).toBe('')
    expect(nameEndRead({ '(': 0.9 }, '(用', '工')).toBe('')
  })
})

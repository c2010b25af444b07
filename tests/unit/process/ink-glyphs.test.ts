import { describe, expect, it } from 'vitest'
import { flatStrokes, inkGlyphs, nameBreak } from '../../../src/features/process/analysis/ink-glyphs'

/** A row of ink glyphs (each [from, to) along the row, `top`…`top + high` across) on paper. */
function row(glyphs: [number, number][], { width = 200, height = 30, top = 5, high = 20 } = {}) {
  const values = new Array(width * height).fill(240)
  for (const [from, to] of glyphs) for (let y = top; y < top + high; y++) for (let x = from; x < to; x++) values[y * width + x] = 20
  return { width, height, values }
}

describe('a name’s glyphs from its ink', () => {
  it('cuts a row of square glyphs at the blank columns, as high as the ink', () => {
    const ink = inkGlyphs(
      row([
        [10, 30],
        [33, 53],
        [90, 110],
      ]),
    )
    expect(ink?.side).toBe(20)
    expect(ink?.glyphs.map((g) => [g.from, g.to])).toEqual([
      [10, 30],
      [33, 53],
      [90, 110],
    ])
  })

  it('keeps the strokes of one glyph together (小’s three) while they fit in one glyph', () => {
    // Three narrow strokes within 20 px, then a glyph of its own.
    const ink = inkGlyphs(
      row([
        [10, 14],
        [17, 22],
        [25, 30],
        [34, 54],
      ]),
    )
    expect(ink?.glyphs.map((g) => [g.from, g.to])).toEqual([
      [10, 30],
      [34, 54],
    ])
  })

  it('cuts a column along its height', () => {
    // The row above, turned: x and y swapped.
    const flat = row(
      [
        [10, 30],
        [60, 80],
      ],
      { width: 100, height: 30 },
    )
    const values = new Array(flat.values.length)
    for (let y = 0; y < flat.height; y++) for (let x = 0; x < flat.width; x++) values[x * flat.height + y] = flat.values[y * flat.width + x]
    const ink = inkGlyphs({ width: flat.height, height: flat.width, values }, true)
    expect(ink?.glyphs.map((g) => [g.from, g.to])).toEqual([
      [10, 30],
      [60, 80],
    ])
  })

  it('says how high each glyph’s own ink is (a flat rule is no glyph), and finds none on blank paper', () => {
    const flat = row([[10, 30]])
    for (let x = 50; x < 70; x++) flat.values[14 * flat.width + x] = 20
    expect(inkGlyphs(flat)?.glyphs.map((g) => g.height)).toEqual([20, 1])
    expect(inkGlyphs({ width: 10, height: 10, values: new Array(100).fill(240) })).toBeUndefined()
  })
})

describe('the gap between family and given name', () => {
  const at = (...spans: [number, number][]) => nameBreak({ side: 20, glyphs: spans.map(([from, to]) => ({ from, to })) })

  it('is the widest gap, when it is clearly wider than the others', () => {
    // 東海林 薫: glyphs 3 px apart, then 20.
    expect(at([0, 20], [23, 43], [46, 66], [86, 106])).toBe(3)
    // 辻 遥: one gap only.
    expect(at([0, 20], [40, 60])).toBe(1)
  })

  it('is not sure in a name set without a gap or letter-spaced', () => {
    expect(at([0, 20], [23, 43], [46, 66])).toBeUndefined()
    // 寺 島 佳 奈: every gap alike.
    expect(at([0, 20], [30, 50], [61, 81], [90, 110])).toBeUndefined()
  })
})

describe('a flat glyph’s strokes', () => {
  it('counts the bars stacked in a glyph (一 二 三)', () => {
    const glyph = (...bars: [number, number][]) => {
      const values = new Array(40 * 40).fill(240)
      for (const [y0, y1] of bars) for (let y = y0; y < y1; y++) for (let x = 4; x < 36; x++) values[y * 40 + x] = 20
      return { width: 40, height: 40, values }
    }
    expect(flatStrokes(glyph([18, 23]))).toBe(1)
    expect(flatStrokes(glyph([8, 13], [28, 34]))).toBe(2)
    expect(flatStrokes(glyph([5, 9], [17, 21], [30, 35]))).toBe(3)
    expect(flatStrokes({ width: 10, height: 10, values: new Array(100).fill(240) })).toBeUndefined()
    // Bars joined by a stroke down (a dense kanji read '='): no flat glyph.
    const joined = glyph([8, 13], [28, 34])
    for (let y = 8; y < 34; y++) joined.values[y * 40 + 20] = 20
    expect(flatStrokes(joined)).toBeUndefined()
  })
})

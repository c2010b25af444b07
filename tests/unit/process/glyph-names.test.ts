import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'
import { answers, reads, picture } from './fake-engine'

// Issue 19: a large name the engine read whole and lost ('緒方 部' for a letter-spaced 緒 方 啓 介 down
// a column, 'er AHI' for 熊谷 大和 whose box left out half of 熊) reads right glyph by glyph.

type Box = NonNullable<OcrLine['box']>
vi.mock('../../../src/features/process/analysis/card-image', async (original) => (await import('./fake-engine')).boxCrops(await original()))
vi.mock('../../../src/features/process/analysis/ocr-engine', async () => (await import('./fake-engine')).fakeEngine())
const { glyphBlocks, glyphSegments, joinGlyphs, readGlyphs, withContext } = await import('../../../src/features/process/analysis/glyph-names')

/** Ink per px along a line: each [start, end, dark px] stretch inked. */
const inkOf = (length: number, ...stretches: [number, number, number][]) => {
  const ink = new Uint16Array(length)
  for (const [a, b, n] of stretches) ink.fill(n, a, b)
  return ink
}


beforeEach(() => {
  answers.length = 0
  reads.length = 0
})

describe('the glyphs along a line, from its ink', () => {
  it('finds letter-spaced glyphs, a glyph of strokes apart as one, and close-set glyphs cut evenly', () => {
    // 緒 方 啓 介 down a column 60 px wide, 30–70 px apart.
    expect(glyphSegments(inkOf(500, [0, 60, 9], [100, 160, 9], [230, 290, 9], [330, 390, 9]), 60)).toEqual([
      { start: 0, end: 60 },
      { start: 100, end: 160 },
      { start: 230, end: 290 },
      { start: 330, end: 390 },
    ])
    // 小: three strokes with gaps inside one glyph; then 川 close after it.
    expect(glyphSegments(inkOf(200, [0, 12, 9], [20, 34, 30], [44, 50, 5], [62, 70, 20], [80, 88, 20], [100, 110, 20]), 50)).toEqual([
      { start: 0, end: 50 },
      { start: 62, end: 110 },
    ])
    // 前田 set touching: one run two glyphs long; a speck after it is no glyph.
    expect(glyphSegments(inkOf(200, [0, 100, 12], [150, 153, 2]), 50)).toEqual([
      { start: 0, end: 50 },
      { start: 50, end: 100 },
    ])
  })

  it('cuts blocks at a gap of more than two glyphs, a glyph as long as most are', () => {
    // 小 野 寺  晴 美, then the reading printed large further on (the line as tall as the reading).
    const glyphs = [
      { start: 0, end: 49 },
      { start: 63, end: 111 },
      { start: 126, end: 173 },
      { start: 229, end: 275 },
      { start: 289, end: 337 },
      { start: 439, end: 470 },
      { start: 473, end: 533 },
    ]
    expect(glyphBlocks(glyphs).map((b) => b.length)).toEqual([5, 2])
  })

  it('puts a space at the widest gap when it is clearly the widest, none between two glyphs', () => {
    const spaced = [
      { start: 0, end: 60 },
      { start: 100, end: 160 },
      { start: 230, end: 290 },
      { start: 330, end: 390 },
    ]
    expect(joinGlyphs(['緒', '方', '啓', '介'], spaced)).toBe('緒方 啓介')
    const even = spaced.map((_, k) => ({ start: k * 80, end: k * 80 + 60 }))
    expect(joinGlyphs(['緒', '方', '啓', '介'], even)).toBe('緒方啓介')
    expect(joinGlyphs(['大', '和'], spaced.slice(0, 2))).toBe('大和')
  })

  it('takes the block read whole where it reads one glyph otherwise: it had the neighbours as context', () => {
    expect(withContext(['態', '谷', '大', '和'], '熊谷 大和')).toEqual(['熊', '谷', '大', '和'])
    // Two glyphs otherwise, or another count: the whole reading merged or misread glyphs.
    expect(withContext(['緒', '方', '啓', '介'], '緒方 前を')).toEqual(['緒', '方', '啓', '介'])
    expect(withContext(['緒', '方', '啓', '介'], '緒方 部')).toEqual(['緒', '方', '啓', '介'])
  })
})

describe('a large name read glyph by glyph', () => {
  // Four glyphs 40 px high, letter-spaced along a row; the line's box left out the first one's left half.
  const glyphs = [0, 1, 2, 3].map((k) => ({ x0: 100 + k * 60 + (k >= 2 ? 30 : 0), y0: 50, x1: 140 + k * 60 + (k >= 2 ? 30 : 0), y1: 90 }))
  const card = picture(600, 200, glyphs)
  const line: OcrLine = { text: 'er AHI', confidence: 64, box: { x0: 120, y0: 50, x1: 370, y1: 90 } }
  const glyphAt = (k: number, text: string, confidence: number) => ({ match: (b: Box) => b.x0 === glyphs[k].x0 && b.x1 === glyphs[k].x1, text, confidence })

  it('reads each glyph alone, the one the box cut taken whole, and keeps the confidence under the doubt bar', async () => {
    answers.push(glyphAt(0, '熊', 86), glyphAt(1, '谷', 89), glyphAt(2, '大', 96), glyphAt(3, '和', 66))
    const name = await readGlyphs(card, line, false)
    expect(name).toMatchObject({ text: '熊谷 大和', box: { x0: 100, y0: 50, x1: 350, y1: 90 } })
    expect(name!.confidence).toBeLessThan(85)
  })

  it('keeps the confidence of glyphs all read sure when the block read whole says the same', async () => {
    answers.push(glyphAt(0, '小', 91), glyphAt(1, '野', 93), glyphAt(2, '晴', 92), glyphAt(3, '美', 92))
    answers.push({ match: (b) => b.x0 === glyphs[0].x0 && b.x1 === glyphs[3].x1, text: '小野 晴美', confidence: 88 })
    expect(await readGlyphs(card, line, false)).toMatchObject({ text: '小野 晴美', confidence: 91 })
    // Read whole otherwise, the name read glyph by glyph is checked.
    answers[answers.length - 1].text = '小野 晴実'
    expect((await readGlyphs(card, line, false))!.confidence).toBeLessThan(85)
  })

  it('leaves the name out when a glyph read alone is a guess, or the glyphs are no name', async () => {
    answers.push(glyphAt(0, '所', 0), glyphAt(1, '用', 2), glyphAt(2, '優', 70), glyphAt(3, '子', 91))
    expect(await readGlyphs(card, line, false)).toBeUndefined()
    answers.length = 0
    answers.push(glyphAt(0, '株', 90), glyphAt(1, '式', 90), glyphAt(2, '会', 90), glyphAt(3, '社', 90))
    expect(await readGlyphs(card, line, false)).toBeUndefined()
  })

  it('reads a column glyph by glyph, top to bottom', async () => {
    const column = [0, 1, 2, 3].map((k) => ({ x0: 200, y0: 100 + k * 90 + (k >= 2 ? 40 : 0), x1: 260, y1: 160 + k * 90 + (k >= 2 ? 40 : 0) }))
    const tall = picture(500, 800, column)
    const texts = ['緒', '方', '啓', '介']
    for (const [k, g] of column.entries()) answers.push({ match: (b, vertical) => !vertical && b.y0 === g.y0 && b.y1 === g.y1, text: texts[k], confidence: 80 })
    answers.push({ match: (_, vertical) => vertical, text: '緒方 前を', confidence: 60 })
    const name = await readGlyphs(tall, { text: '緒方 部', confidence: 56, box: { x0: 200, y0: 100, x1: 260, y1: 530 } }, true)
    expect(name?.text).toBe('緒方 啓介')
  })
})

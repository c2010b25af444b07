import { describe, expect, it } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'
import { joinTightGlyphs } from '../../../src/features/process/analysis/tight-glyphs'

// Word boxes as the engine gave them on loosely spaced names (glyphs about 50 px high).
const word = (text: string, x0: number, x1: number, y0 = 165, y1 = 218) => ({ text, confidence: 90, box: { x0, y0, x1, y1 } })
const line = (text: string, words: ReturnType<typeof word>[]): OcrLine => ({
  text,
  confidence: 90,
  words,
  box: { x0: Math.min(...words.map((w) => w.box.x0)), y0: 165, x1: Math.max(...words.map((w) => w.box.x1)), y1: 218 },
})

describe('lone kanji set tight against a neighbour', () => {
  it('joins the one the engine cut off a family name, keeping the gap before the given name', () => {
    expect(joinTightGlyphs(line('佐々 木     里奈', [word('佐々', 68, 170), word('木', 178, 231), word('里奈', 289, 394)])).text).toBe('佐々木     里奈')
    const joined = joinTightGlyphs(line('係長   佐々 木 啓介\n', [word('係長', 317, 352), word('佐々', 384, 482), word('木', 491, 542), word('啓介', 556, 660)]))
    expect(joined.text).toBe('係長   佐々木 啓介\n')
    expect(joined.words?.map((w) => w.text)).toEqual(['係長', '佐々木', '啓介'])
    expect(joined.words?.[1].box).toEqual({ x0: 384, y0: 165, x1: 542, y1: 218 })
  })

  it('joins to the right when that side is tight (東海林 大 和)', () => {
    expect(joinTightGlyphs(line('東海林 大 和', [word('東海林', 60, 210), word('大', 250, 300), word('和', 304, 354)])).text).toBe('東海林 大和')
  })

  it('drops a mark read over a glyph', () => {
    expect(joinTightGlyphs(line('佐々 木     里奈 =', [word('佐々', 68, 170), word('木', 178, 231), word('里奈', 289, 394), word('=', 345, 391, 170, 210)])).text).toBe('佐々木     里奈')
  })

  it('leaves a name whose parts are set apart, a one-glyph given name, and glyphs as close on both sides', () => {
    const apart = line('堀 英里子', [word('堀', 60, 110), word('英里子', 140, 290)])
    expect(joinTightGlyphs(apart)).toBe(apart)
    const oneGlyph = line('高橋 翼', [word('高橋', 60, 160), word('翼', 165, 215)])
    expect(joinTightGlyphs(oneGlyph)).toBe(oneGlyph)
    const even = line('山 田 花子', [word('山', 60, 110), word('田', 115, 165), word('花子', 170, 270)])
    expect(joinTightGlyphs(even)).toBe(even)
  })

  it('leaves a line whose text does not spell its words', () => {
    const reread = line('佐々木 里奈', [word('佐々', 68, 170), word('本', 178, 231), word('里奈', 289, 394)])
    expect(joinTightGlyphs(reread)).toBe(reread)
  })
})

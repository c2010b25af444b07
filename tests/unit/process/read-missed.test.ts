import { describe, expect, it } from 'vitest'
import { largestFirst, readsAgain, readsAsWord } from '../../../src/features/process/analysis/read-missed'

// Issue 19: rows the page layout missed are read a second time without Latin letters (主任 read as
// "FF"); on desk photos most missed rows are the desk's edge or the card's shadow, read as noise.

describe('missed rows read a second time', () => {
  it('reads again Japanese read as letters, a large line, an unsure reading', () => {
    expect(readsAgain({ text: 'FF', confidence: 62 }, false)).toBe(true)
    expect(readsAgain({ text: '山田 太郎', confidence: 85 }, true)).toBe(true)
    expect(readsAgain({ text: '営業部 主任', confidence: 70 }, false)).toBe(true)
    // Bold Japanese taken for Latin: a large row read as letters and signs only, even at no confidence.
    expect(readsAgain({ text: '27 a — 3 — {i> Hj (fi)', confidence: 34 }, true)).toBe(true)
  })

  it('not a sure Japanese line, nor noise read under 40', () => {
    expect(readsAgain({ text: '営業部 主任', confidence: 92 }, false)).toBe(false)
    expect(readsAgain({ text: '———————e', confidence: 0 }, false)).toBe(false)
    expect(readsAgain({ text: '27 a — 3 — {i> Hj (fi)', confidence: 34 }, false)).toBe(false)
    expect(readsAgain({ text: 'mm 科す JS ププニーング 販)', confidence: 24 }, true)).toBe(false)
  })
})

describe('a short missed row read right at no confidence', () => {
  const row = { x0: 71, y0: 95, x1: 111, y1: 114 }
  it('is read again as one word: a title alone on its row (院長 at 0 as a line, 94 as a word)', () => {
    expect(readsAsWord({ text: '院長', confidence: 0 }, row, false)).toBe(true)
    expect(readsAsWord({ text: '所長', confidence: 12 }, { x0: 0, y0: 0, x1: 20, y1: 40 }, true)).toBe(true)
  })

  it('not a sure reading, a long row, letters or marks (the noise of a desk photo)', () => {
    expect(readsAsWord({ text: '院長', confidence: 90 }, row, false)).toBe(false)
    expect(readsAsWord({ text: '院長', confidence: 0 }, { x0: 0, y0: 95, x1: 300, y1: 114 }, false)).toBe(false)
    expect(readsAsWord({ text: 'FF', confidence: 0 }, row, false)).toBe(false)
    expect(readsAsWord({ text: '[にニュャ', confidence: 20 }, row, false)).toBe(false)
    expect(readsAsWord({ text: '営業部主任です', confidence: 20 }, row, false)).toBe(false)
  })
})

describe('which missed rows are read', () => {
  it('reads the largest (the name) when more rows were missed than are read, in their order', () => {
    const rows = [{ h: 20, y: 1 }, { h: 19, y: 2 }, { h: 15, y: 3 }, { h: 53, y: 4 }]
    expect(largestFirst(rows, (r) => r.h).map((r) => r.y)).toEqual([1, 2, 4])
  })
})

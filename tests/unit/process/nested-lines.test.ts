import { describe, expect, it } from 'vitest'
import { withoutNestedRereads } from '../../../src/features/process/analysis/nested-lines'

// Issue 19: a piece of a row read again apart (wide9 upside-down-3) repeats the row's name.
const line = (text: string, confidence: number, box: { x0: number; y0: number; x1: number; y1: number }) => ({ text, confidence, box })

describe('lines read twice from the same ink', () => {
  it('drop the less sure piece inside the row that shares its kanji', () => {
    const row = line('松田 悠斗', 87, { x0: 45, y0: 229, x1: 264, y1: 279 })
    const piece = line('松田 窓', 74, { x0: 64, y0: 250, x1: 212, y1: 279 })
    const reading = line('マツダユウト', 100, { x0: 46, y0: 292, x1: 156, y1: 309 })
    expect(withoutNestedRereads([row, piece, reading])).toEqual([row, reading])
  })

  it('keep other print inside a row’s box, a surer piece, and lines apart', () => {
    const row = line('株式会社みなと測量 営業部', 90, { x0: 0, y0: 0, x1: 400, y1: 40 })
    expect(withoutNestedRereads([row, line('営業部', 95, { x0: 300, y0: 5, x1: 390, y1: 35 })])).toHaveLength(2)
    expect(withoutNestedRereads([row, line('TEL 03', 50, { x0: 300, y0: 5, x1: 390, y1: 35 })])).toHaveLength(2)
    expect(withoutNestedRereads([row, line('みなと測量', 80, { x0: 100, y0: 60, x1: 300, y1: 90 })])).toHaveLength(2)
    // An address read twice keeps both: the piece may be the better reading.
    const address = line('静岡県浜松市中央区堆冶町100-1 協和第一ビル', 90, { x0: 0, y0: 0, x1: 400, y1: 40 })
    expect(withoutNestedRereads([address, line('静岡県浜松市中央区鍛冶町100-1', 80, { x0: 10, y0: 5, x1: 300, y1: 35 })])).toHaveLength(2)
  })
})

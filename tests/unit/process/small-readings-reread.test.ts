import { describe, expect, it, vi } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'

// The crops are their boxes with the height they are enlarged to; the engine answers by both.
type Crop = { x0: number; y0: number; x1: number; y1: number; height: number }
const answer = vi.hoisted(() => ({ fn: (_: Crop): { text: string; confidence: number } => ({ text: '', confidence: 0 }) }))
vi.mock('../../../src/features/process/analysis/card-image', async (original) => ({ ...(await original<object>()), cropBox: (_: unknown, box: object, height: number) => ({ ...box, height }) }))
vi.mock('../../../src/features/process/analysis/ocr-engine', () => ({ readLine: (crop: Crop) => Promise.resolve({ ...answer.fn(crop), words: [] }) }))
const { readSmallReadings } = await import('../../../src/features/process/analysis/small-readings')

const word = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number) => ({ text, confidence, box: { x0, y0, x1, y1 } })
const picture = { width: 800, height: 500 } as HTMLCanvasElement
const other: OcrLine = { text: 'OGATA Yuichiro', confidence: 88, box: { x0: 49, y0: 142, x1: 161, y1: 156 } }

describe('small print on a name row read at its own scale', () => {
  const row: OcrLine = { text: 'w= 緒方雄一郎', confidence: 85, box: { x0: 49, y0: 71, x1: 296, y1: 109 }, again: 'w= 縮方雄一郎', words: [word('w=', 68, 49, 87, 82, 102), word('緒方', 86, 117, 71, 201, 109), word('雄一', 93, 200, 71, 274, 109), word('郎', 92, 280, 74, 296, 109)] }

  it('cuts a title printed small before the name into a line of its own', async () => {
    // Read up to the name's first glyph, not into it.
    answer.fn = (c) => (c.x1 < 117 ? { text: '係長', confidence: 95 } : { text: '', confidence: 0 })
    const lines = await readSmallReadings(picture, [row, other])
    expect(lines.map((l) => l.text)).toEqual(['係長', '緒方雄一郎', 'OGATA Yuichiro'])
    // The name's own words' confidence; its reading again, less the noise, still disputes a glyph.
    expect(Math.round(lines[1].confidence)).toBe(90)
    expect(lines[1]).toMatchObject({ again: '縮方雄一郎', box: { x0: 117 } })
  })

  it('keeps the row when the small print reads as no title nor reading', async () => {
    answer.fn = () => ({ text: '総務', confidence: 95 })
    expect(await readSmallReadings(picture, [row, other])).toEqual([row, other])
  })

  it('reads the small print again at a second height when the first gives nothing', async () => {
    const name: OcrLine = { text: '真鍋 絵美 <=', confidence: 61, box: { x0: 70, y0: 97, x1: 451, y1: 150 }, words: [word('真鍋', 90, 70, 97, 174, 150), word('絵美', 85, 190, 97, 297, 150), word('<=', 8, 344, 123, 451, 141)] }
    answer.fn = (c) => (c.height === 40 ? { text: 'マナベ エミ', confidence: 85 } : { text: 'ススでの', confidence: 55 })
    const lines = await readSmallReadings(picture, [name])
    expect(lines.map((l) => l.text)).toEqual(['真鍋 絵美 マナベ エミ'])
  })
})

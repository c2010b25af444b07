import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'
import { answers, reads, picture } from './fake-engine'

// Issue 19: a card whose lines give no kanji name has its large unsure lines read glyph by glyph
// (glyph-names.ts); the first that reads as a name takes the line's place.

vi.mock('../../../src/features/process/analysis/card-image', async (original) => (await import('./fake-engine')).boxCrops(await original()))
vi.mock('../../../src/features/process/analysis/ocr-engine', async () => (await import('./fake-engine')).fakeEngine())
const { mayBeLostName, rereadMarkedNames } = await import('../../../src/features/process/analysis/marked-names')

// 緒 方 啓 介 letter-spaced down a column 60 px wide; the engine read the column '緒方 部'.
const glyphs = [0, 1, 2, 3].map((k) => ({ x0: 200, y0: 100 + k * 90 + (k >= 2 ? 40 : 0), x1: 260, y1: 160 + k * 90 + (k >= 2 ? 40 : 0) }))
const column = (text: string, x0: number, y1: number, confidence = 92): OcrLine => ({ text, confidence, box: { x0, y0: 100, x1: x0 + 20, y1 } })
const name: OcrLine = { text: '緒方 部', confidence: 56, box: { x0: 200, y0: 100, x1: 260, y1: 530 }, words: [{ text: '緒方', confidence: 60 }, { text: '部', confidence: 53 }] }
const card = (named: OcrLine) => [column('クローバー企画(有)', 420, 330), column('常務執行役員', 380, 270), named, column('中央二丁目五番八号', 140, 330), column('本町センタービル五階', 110, 350), column('電話 082-823-2564', 80, 440)]

beforeEach(() => {
  answers.length = 0
  reads.length = 0
  for (const [k, g] of glyphs.entries()) answers.push({ match: (b) => b.y0 === g.y0 && b.y1 === g.y1 && b.x1 - b.x0 < 80, text: '緒方啓介'[k], confidence: 80 })
})

describe('a name lost on a card read glyph by glyph', () => {
  it('replaces the large unsure line by its glyphs read alone when the card gives no kanji name', async () => {
    const lines = await rereadMarkedNames(picture(500, 800, glyphs), card(name))
    expect(lines[2]).toMatchObject({ text: '緒方 啓介' })
    expect(lines[2].confidence).toBeLessThan(85)
    expect(lines.map((l) => l.text)).toHaveLength(card(name).length)
  })

  it('reads nothing glyph by glyph when the card gives a kanji name', async () => {
    const read = { ...name, text: '緒方 啓介', confidence: 90, words: [] }
    expect(await rereadMarkedNames(picture(500, 800, glyphs), card(read))).toEqual(card(read))
    expect(reads).toEqual([])
  })

  it('takes only unsure lines that may be a name: no company, title, contact, reading or name in letters', () => {
    expect(mayBeLostName(name)).toBe(true)
    expect(mayBeLostName({ text: 'er AHI', confidence: 64 })).toBe(true)
    expect(mayBeLostName({ ...name, confidence: 90, words: [{ text: '緒方', confidence: 90 }] })).toBe(false)
    for (const text of ['クローバー企画人', '株式会社 北辰工業', '常務執行役員', '営業部 部長 山田', 'TEL 082-823-2564', 'Haruka TSUJI', 'マエダ ユウコ', 'info@example.jp']) {
      expect(mayBeLostName({ text, confidence: 50 })).toBe(false)
    }
  })
})

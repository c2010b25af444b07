import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'

// A crop is its box and the height it was scaled to; the engine answers by that height.
type Box = NonNullable<OcrLine['box']>
type Crop = { box: Box; height: number }
const answers = new Map<number, { text: string; confidence: number }>()
const reads: { height: number; noLatin?: boolean; vertical?: boolean }[] = []
vi.mock('../../../src/features/process/analysis/card-image', async (original) => ({
  ...(await original<typeof import('../../../src/features/process/analysis/card-image')>()),
  cropBox: (_: unknown, box: Box, height: number): Crop => ({ box, height }),
}))
vi.mock('../../../src/features/process/analysis/ocr-engine', () => ({
  readLine: (crop: Crop, options: { noLatin?: boolean; vertical?: boolean }) => {
    reads.push({ height: Math.round(crop.height), ...options })
    return Promise.resolve({ text: '', confidence: 0, words: [], ...answers.get(Math.round(crop.height)) })
  },
}))
const { glyphRoom, keepsGlyphs, readAsKanji, sureKanji, surestKanji, voteAtSizes, votedGlyphs } = await import('../../../src/features/process/analysis/kanji-sizes')

const picture = {} as HTMLCanvasElement
const line = (text: string, confidence: number): OcrLine => ({ text, confidence })

beforeEach(() => {
  answers.clear()
  reads.length = 0
})

describe('glyphs a line box holds', () => {
  it('counts a line by its height and a column by its width', () => {
    expect(glyphRoom({ x0: 0, y0: 0, x1: 320, y1: 57 }, false)).toBeCloseTo(5.6, 1)
    expect(glyphRoom({ x0: 215, y0: 154, x1: 275, y1: 412 }, true)).toBeCloseTo(4.3, 1)
  })

  it('keeps a reading in kana and kanji with most of the glyphs, not one in letters or one that lost half', () => {
    expect(keepsGlyphs('蓮見 沙織', 5.6)).toBe(true)
    expect(keepsGlyphs('ER 沙織', 5.6)).toBe(false)
    // 康平 alone for a row that holds 理事長 齋藤 康平.
    expect(keepsGlyphs('康平', 7.4)).toBe(false)
    // Ten kana made up in a box that holds six and a half (キムラ アケミ).
    expect(keepsGlyphs('シィニコアバケーここ', 6.5)).toBe(false)
    expect(keepsGlyphs('キムラ アケミ', 6.5)).toBe(true)
  })

  it('keeps only readings with the kanji the engine was sure of', () => {
    const readings = [line('ンツン 三流人瑞生化学', 48), line('医療法人瑞穂化学', 40)]
    expect(surestKanji(readings, 8, ['医療法人瑞穂化学'])?.text).toBe('医療法人瑞穂化学')
    expect(surestKanji(readings.slice(0, 1), 8, ['医療法人瑞穂化学'])).toBeUndefined()
  })

  it('takes the surest such reading, under the office check bar', () => {
    const best = surestKanji([line('1 1)', 80), line('白鷺精工衝', 44), line('白鷺精工商', 46)], 4.9)
    expect(best).toMatchObject({ text: '白鷺精工商', confidence: 46 })
    expect(surestKanji([line('蓮見 沙織', 92)], 5.6)?.confidence).toBeLessThan(85)
    expect(surestKanji([line('FIER TH)', 58)], 4.9)).toBeUndefined()
  })
})

describe('bold kanji read again at other sizes', () => {
  it('takes the kanji of the words read sure', () => {
    const words = [
      { text: 'G', confidence: 60 },
      { text: '医療法人瑞穂化学', confidence: 93 },
      { text: '沙織', confidence: 70 },
    ]
    expect(sureKanji({ text: 'G 医療法人瑞穂化学 沙織', confidence: 91, words }, 85)).toEqual(['医療法人瑞穂化学'])
  })

  it('reads a line at each size without Latin letters and takes the surest', async () => {
    answers.set(32, { text: '蓮見 沙織', confidence: 92 })
    answers.set(40, { text: '1 1)', confidence: 70 })
    answers.set(56, { text: '蓮見 沙織', confidence: 66 })
    const got = await readAsKanji(picture, { text: 'ER 沙織', confidence: 89, box: { x0: 219, y0: 119, x1: 538, y1: 176 } }, false)
    expect(got).toMatchObject({ text: '蓮見 沙織', confidence: 84 })
    expect(reads.map((r) => [r.height, r.noLatin, r.vertical])).toEqual([
      [32, true, false],
      [40, true, false],
      [56, true, false],
    ])
  })

  it('scales a column by its width', async () => {
    const column = { x0: 215, y0: 154, x1: 275, y1: 412 }
    answers.set(Math.round((32 * 258) / 60), { text: '蓮見啓介', confidence: 69 })
    expect(await readAsKanji(picture, { text: 'FIRES', confidence: 35, box: column }, true)).toMatchObject({ text: '蓮見啓介', confidence: 69 })
    expect(reads.every((r) => r.vertical && r.noLatin)).toBe(true)
  })
})

describe('glyphs voted on across sizes', () => {
  it('takes each glyph as most readings have it, keeping the line spaces', () => {
    expect(votedGlyphs('近藤一朗', ['近藤一郎', '近藤一郎'])).toBe('近藤一郎')
    expect(votedGlyphs('銘木 浩二', ['鈴木浩二', '鈴木 浩ニ'])).toBe('鈴木 浩二')
  })

  it('says nothing when the readings differ in length, hold letters, or leave a glyph without a majority', () => {
    expect(votedGlyphs('辻 硬', ['件信', '辻本'])).toBeUndefined()
    expect(votedGlyphs('辻 硬', ['2', '辻 本'])).toBeUndefined()
    expect(votedGlyphs('前田優子', ['閑用優子', '前用優子'])).toBe('前用優子')
    expect(votedGlyphs('鷺尾 董', ['藩尾 薫', '落尾 薫'])).toBeUndefined()
    expect(votedGlyphs('近藤 BF', ['近藤 一郎', '近藤 一郎'])).toBeUndefined()
  })

  it('says nothing when the vote gives back the line', () => {
    expect(votedGlyphs('山崎 康平', ['山崎康平', '山﨑 康平'])).toBeUndefined()
  })
})

describe('voting at sizes', () => {
  const name = { text: '近藤一朗', confidence: 78, box: { x0: 0, y0: 0, x1: 240, y1: 60 } }

  it('reads the second size only when the first could change the line', async () => {
    answers.set(32, { text: '近藤一朗', confidence: 70 })
    answers.set(40, { text: '近藤一郎', confidence: 70 })
    expect(await voteAtSizes(picture, name, false)).toBeUndefined()
    expect(reads.map((r) => r.height)).toEqual([32])
    answers.set(32, { text: '近藤一郎', confidence: 70 })
    expect(await voteAtSizes(picture, name, false)).toBe('近藤一郎')
    expect(reads.map((r) => r.height)).toEqual([32, 32, 40])
  })
})

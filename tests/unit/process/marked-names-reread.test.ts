import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'
import { answers, reads } from './fake-engine'

// The crops are the boxes themselves; the engine answers by box, as a card would.
vi.mock('../../../src/features/process/analysis/card-image', async (original) => (await import('./fake-engine')).boxCrops(await original()))
vi.mock('../../../src/features/process/analysis/ocr-engine', async () => (await import('./fake-engine')).fakeEngine())
const { rereadMarkedNames } = await import('../../../src/features/process/analysis/marked-names')

const w = (text: string, confidence: number, x0: number, x1: number, y0: number, h: number) => ({ text, confidence, box: { x0, y0, x1, y1: y0 + h } })
const small = (text: string, y0: number): OcrLine => ({ text, confidence: 95, box: { x0: 70, y0, x1: 300, y1: y0 + 18 } })
const card = (...name: OcrLine[]) => [small('株式会社 北辰工業', 160), ...name, small('〒102-0083 千代田区麹町4-8-1', 198), small('TEL 054.360.7138', 260)]
const picture = {} as HTMLCanvasElement

beforeEach(() => {
  answers.length = 0
  reads.length = 0
})

describe('large names read again alone', () => {
  it('reads the large span of a row with a title and a reading again, and cuts the row in three', async () => {
    const row: OcrLine = {
      text: '係長 =47 奈々  すがわら なな',
      confidence: 79,
      box: { x0: 69, y0: 64, x1: 544, y1: 126 },
      words: [w('係長', 94, 69, 110, 90, 18), w('=47', 0, 130, 230, 66, 58), w('奈々', 94, 245, 330, 70, 50), w('すがわら', 95, 380, 500, 95, 18), w('なな', 95, 505, 544, 95, 18)],
    }
    answers.push({ match: (b) => b.x0 === 120 && b.x1 === 355, text: '菅原 奈々', confidence: 85 })
    const lines = await rereadMarkedNames(picture, card(row))
    expect(lines.map((l) => l.text)).toEqual(['株式会社 北辰工業', '係長', '菅原 奈々', 'すがわら なな', '〒102-0083 千代田区麹町4-8-1', 'TEL 054.360.7138'])
    // The name keeps the confidence of the glyph it was made to choose: the office checks it.
    expect(lines[2].confidence).toBe(0)
  })

  it('reads a large span again when its given name is one kana, a kanji misread', async () => {
    const row: OcrLine = {
      text: '総務部 総務課 主任  二階 堂 で',
      confidence: 83,
      box: { x0: 111, y0: 169, x1: 555, y1: 219 },
      words: [w('総務部', 95, 111, 181, 190, 21), w('総務課', 92, 184, 254, 190, 21), w('主任', 96, 259, 299, 190, 21), w('二階', 76, 338, 439, 170, 49), w('堂', 54, 463, 490, 169, 48), w('で', 63, 506, 555, 170, 49)],
    }
    answers.push({ match: (b) => b.x0 === 319, text: '二階堂 葵', confidence: 70 })
    const lines = await rereadMarkedNames(picture, card(row))
    expect(lines.slice(1, 3).map((l) => l.text)).toEqual(['総務部 総務課 主任', '二階堂 葵'])
    // Read again as it was, the span is not taken for a name: the row stays whole.
    answers[0].text = '二階堂 で'
    expect((await rereadMarkedNames(picture, card(row)))[1]).toEqual(row)
  })

  it('never takes a row with a mark read again for a name when the row is no name', async () => {
    const row: OcrLine = {
      text: 'エンジニアリング本部 係長 海 マー  英 里 ¥',
      confidence: 85,
      box: { x0: 69, y0: 65, x1: 707, y1: 126 },
      words: [w('エンジニアリング本部', 96, 69, 302, 90, 22), w('係長', 89, 320, 356, 91, 21), w('海', 82, 388, 432, 68, 46), w('マー', 43, 447, 497, 65, 61), w('英', 92, 543, 588, 69, 45), w('里', 77, 603, 647, 70, 42), w('¥', 70, 663, 707, 71, 44)],
    }
    // The span read again is no name; the mark alone reads 子, but the row with it is a title and more.
    answers.push({ match: (b) => b.x0 === 663, text: '子', confidence: 80 })
    expect((await rereadMarkedNames(picture, card(row)))[1]).toEqual(row)
  })

  it('leaves a row that reads as a name alone, whatever its word boxes say', async () => {
    const row: OcrLine = { text: '齋藤千尋', confidence: 87, box: { x0: 68, y0: 108, x1: 284, y1: 188 }, words: [w('齋藤', 94, 68, 201, 104, 115), w('千尋', 79, 200, 284, 137, 51)] }
    expect(await rereadMarkedNames(picture, card(row))).toEqual(card(row))
    expect(reads).toEqual([])
  })

  it('reads a lone mark on its own box when the whole line read again drops its glyph', async () => {
    const row: OcrLine = { text: '宇佐美 ®', confidence: 61, box: { x0: 89, y0: 124, x1: 375, y1: 240 }, words: [w('宇佐美', 80, 89, 296, 128, 90), w('®', 24, 326, 375, 167, 51)] }
    answers.push({ match: (b) => b.x0 === 89, text: '宇佐美', confidence: 29 }, { match: (b) => b.x0 === 326, text: '葵', confidence: 62 })
    const lines = await rereadMarkedNames(picture, card(row))
    expect(lines[1]).toMatchObject({ text: '宇佐美 葵', confidence: 61 })
  })
})

describe('the small text and the letters around a large name', () => {
  it('reads a small title misread as letters beside the name again, without Latin', async () => {
    const row: OcrLine = { text: 'we BH 晴美', confidence: 68, box: { x0: 85, y0: 128, x1: 418, y1: 180 }, words: [w('we', 75, 85, 130, 151, 21), w('BH', 39, 153, 253, 129, 50), w('晴美', 90, 315, 418, 128, 52)] }
    answers.push({ match: (b) => b.x0 === 142, text: '濱口 晴美', confidence: 86 }, { match: (b) => b.x0 === 85, text: '所長', confidence: 90 })
    const lines = await rereadMarkedNames(picture, card(row))
    expect(lines.slice(1, 3).map((l) => l.text)).toEqual(['所長', '濱口 晴美'])
  })

  it('leaves a company printed large with its legal form small whole, and a name read right beside text it is no title nor reading of', async () => {
    const company: OcrLine = { text: '三協テクノ (株)', confidence: 90, box: { x0: 70, y0: 60, x1: 330, y1: 110 }, words: [w('三協テクノ', 90, 70, 260, 60, 50), w('(株)', 90, 270, 330, 80, 20)] }
    expect((await rereadMarkedNames(picture, card(company)))[1]).toEqual(company)
    const named: OcrLine = { text: '蓮見 沙織 sales@x', confidence: 90, box: { x0: 70, y0: 60, x1: 400, y1: 110 }, words: [w('蓮見', 90, 70, 160, 60, 50), w('沙織', 90, 180, 270, 60, 50), w('sales@x', 90, 300, 400, 85, 20)] }
    expect((await rereadMarkedNames(picture, card(named)))[1]).toEqual(named)
    // Beside a title, it is cut apart.
    const titled = { ...named, text: '代表取締役社長 蓮見 沙織', words: [w('代表取締役社長', 90, 70, 160, 85, 20), w('蓮見', 90, 180, 270, 60, 50), w('沙織', 90, 300, 400, 60, 50)] }
    expect((await rereadMarkedNames(picture, card(titled))).slice(1, 3).map((l) => l.text)).toEqual(['代表取締役社長', '蓮見 沙織'])
    expect(reads).toEqual([])
  })


  it('reads a large span read all as letters again when the name’s romaji is beside it, and leaves a logo of letters alone', async () => {
    const row: OcrLine = {
      text: 'HERE    KITO Susumu',
      confidence: 75,
      box: { x0: 69, y0: 60, x1: 520, y1: 122 },
      words: [w('HERE', 62, 69, 240, 60, 62), w('KITO', 93, 300, 380, 96, 20), w('Susumu', 92, 390, 520, 96, 20)],
    }
    answers.push({ match: (b) => b.x0 < 100 && b.x1 < 300, text: '鬼頭 進', confidence: 70 })
    const lines = await rereadMarkedNames(picture, card(row))
    expect(lines.map((l) => l.text)).toContain('鬼頭 進')
    expect(lines.map((l) => l.text)).toContain('KITO Susumu')
    // Letters beside it that are no romaji name: a logo's, left as read.
    answers.length = 0
    const logo: OcrLine = { ...row, text: 'HERE    TOKYO 2030', words: [w('HERE', 62, 69, 240, 60, 62), w('TOKYO', 93, 300, 380, 96, 20), w('2030', 92, 390, 520, 96, 20)] }
    answers.push({ match: (b) => b.x0 < 100 && b.x1 < 300, text: '鬼頭 進', confidence: 70 })
    expect((await rereadMarkedNames(picture, card(logo))).map((l) => l.text)).not.toContain('鬼頭 進')
  })
})

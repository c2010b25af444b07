import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'

// A crop is its box and the height it was scaled to (a line is read alone at 56 px, a column at 40 px
// wide); the engine answers by box, height and whether Latin letters were allowed.
type Box = NonNullable<OcrLine['box']>
type Crop = { box: Box; height: number }
type Answer = { box: Box; height?: number; noLatin?: boolean; text: string; confidence: number }
const answers: Answer[] = []
vi.mock('../../../src/features/process/analysis/card-image', async (original) => {
  const real = await original<typeof import('../../../src/features/process/analysis/card-image')>()
  return {
    ...real,
    cropLine: (_: unknown, box: Box, vertical = real.isColumnBox(box)): Crop => ({ box, height: vertical ? (40 * (box.y1 - box.y0)) / (box.x1 - box.x0) : 56 }),
    cropBox: (_: unknown, box: Box, height: number): Crop => ({ box, height }),
  }
})
vi.mock('../../../src/features/process/analysis/ocr-engine', async (original) => {
  const readLine = (crop: Crop, options: { noLatin?: boolean } = {}) => {
    const a = answers.find((x) => x.box === crop.box && (x.height === undefined || x.height === Math.round(crop.height)) && !!x.noLatin === !!options.noLatin)
    return Promise.resolve({ text: a?.text ?? '', confidence: a?.confidence ?? 0, words: [] })
  }
  return {
    ...(await original<typeof import('../../../src/features/process/analysis/ocr-engine')>()),
    readLine,
    readLineNoLatin: (crop: Crop, first: OcrLine) => (/[A-Za-z|]/.test(first.text) ? readLine(crop, { noLatin: true }) : Promise.resolve(first)),
  }
})
const { MIXED_MISREAD, lostTitle, rereadWeakLines } = await import('../../../src/features/process/analysis/read-card')

const picture = {} as HTMLCanvasElement
const small = (text: string, y0: number): OcrLine => ({ text, confidence: 95, box: { x0: 70, y0, x1: 400, y1: y0 + 20 } })
const horizontal = (...name: OcrLine[]) => [small('(株) ソラノワ', 40), ...name, small('品質保証部 課長補佐', 194), small('〒920-0853 石川県金沢市本町2-15-1', 271), small('携帯 080-3087-6744', 333)]
const column = (text: string, y0: number, x0: number): OcrLine => ({ text, confidence: 92, box: { x0, y0, x1: x0 + 20, y1: y0 + 300 } })
const vertical = (...name: OcrLine[]) => [
  column('経営企画室 取締役副社長', 111, 381),
  column('ハスミケイスケ', 175, 285),
  ...name,
  column('〒八六〇-〇八〇六熊本県熊本市中央区', 139, 171),
  column('四番一号', 138, 136),
]

beforeEach(() => {
  answers.length = 0
})

describe('weak lines read again', () => {
  it('takes a bold name read as letters from the size it reads right at, flagged for the office', async () => {
    const name: OcrLine = { text: 'ER 沙織', confidence: 89, box: { x0: 219, y0: 119, x1: 538, y1: 176 } }
    answers.push({ box: name.box!, height: 56, text: 'ER 沙織', confidence: 90 })
    answers.push({ box: name.box!, height: 56, noLatin: true, text: '蓮見 沙織', confidence: 66 })
    answers.push({ box: name.box!, height: 32, noLatin: true, text: '蓮見 沙織', confidence: 92 })
    const lines = await rereadWeakLines(picture, horizontal(name))
    // The letters read again, however sure, are no reading of the glyphs.
    expect(lines[1]).toMatchObject({ text: '蓮見 沙織', box: name.box })
    expect(lines[1].confidence).toBeLessThan(85)
  })

  it('reads a sure name line again when a mark before its capitals hides them (“RE 沙織)', async () => {
    const name: OcrLine = { text: '“RE 沙織', confidence: 77, box: { x0: 189, y0: 119, x1: 552, y1: 172 } }
    answers.push({ box: name.box!, height: 56, text: '“RE 沙織', confidence: 77 })
    answers.push({ box: name.box!, height: 56, noLatin: true, text: '二階堂 沙織', confidence: 90 })
    const lines = await rereadWeakLines(picture, horizontal(name))
    expect(lines[1]).toMatchObject({ text: '二階堂 沙織', confidence: 90, box: name.box })
  })

  it('still sees capitals after a mark as look-alike letters, not a plain line', () => {
    expect(MIXED_MISREAD.test('“RE 沙織')).toBe(true)
    expect(MIXED_MISREAD.test('w= SRE 聡')).toBe(true)
    expect(MIXED_MISREAD.test('二階堂 沙織')).toBe(false)
    expect(MIXED_MISREAD.test('E-mail 山田')).toBe(false)
  })

  it('reads again a short title alone on its row read surely as a letter or two (所長 as "ik" at 75)', async () => {
    const title: OcrLine = { text: 'ik', confidence: 75, box: { x0: 382, y0: 243, x1: 423, y1: 264 } }
    answers.push({ box: title.box!, text: 'ik', confidence: 75 })
    answers.push({ box: title.box!, noLatin: true, text: '所長', confidence: 92 })
    const lines = await rereadWeakLines(picture, [...horizontal(), title])
    expect(lines.at(-1)).toMatchObject({ text: '所長', confidence: 92, box: title.box })
  })

  it('takes a letter or two alone for a lost title only on a Japanese card, and no label', () => {
    expect(lostTitle('ik', true)).toBe(true)
    expect(lostTitle('FF', true)).toBe(true)
    expect(lostTitle('ik', false)).toBe(false)
    for (const text of ['TEL', 'Fax', 'URL', 'Mail', 'Sales', '03-1234-5678']) expect(lostTitle(text, true), text).toBe(false)
  })

  it('never lets letters read again replace kanji read before', async () => {
    const name: OcrLine = { text: '緒方 部', confidence: 56, box: { x0: 213, y0: 153, x1: 274, y1: 541 } }
    answers.push({ box: name.box!, text: 'ER 前を', confidence: 64 })
    const lines = await rereadWeakLines(picture, vertical(name))
    expect(lines[2].text).toBe('緒方 部')
  })

  it('reads a 縦書き column read as capitals again as kanji at other widths', async () => {
    const name: OcrLine = { text: 'FIRES', confidence: 35, box: { x0: 215, y0: 154, x1: 275, y1: 412 } }
    answers.push({ box: name.box!, text: '8m Rds', confidence: 25 })
    answers.push({ box: name.box!, height: Math.round((32 * 258) / 60), noLatin: true, text: '蓮見啓介', confidence: 69 })
    const lines = await rereadWeakLines(picture, vertical(name))
    expect(lines[2]).toMatchObject({ text: '蓮見啓介', confidence: 69 })
  })

  it('reads no piece of a column read twice as kanji', async () => {
    // '—  BE' is the engine's second look at part of the name column it read '石川 KE'.
    const name: OcrLine = { text: '石川 KE', confidence: 59, box: { x0: 232, y0: 82, x1: 293, y1: 368 } }
    const piece: OcrLine = { text: '—     BE', confidence: 31, box: { x0: 259, y0: 150, x1: 293, y1: 368 } }
    for (const height of [32, 40, 56]) answers.push({ box: piece.box!, height: Math.round((height * 218) / 34), noLatin: true, text: '中 レジ和赴', confidence: 40 })
    const lines = await rereadWeakLines(picture, vertical(piece, name))
    expect(lines[2].text).toBe('—     BE')
  })

  it('puts right a glyph of a fairly sure large line that the other sizes agree on, for the office to check', async () => {
    const name: OcrLine = { text: '近藤一朗', confidence: 78, box: { x0: 234, y0: 76, x1: 295, y1: 368 } }
    answers.push({ box: name.box!, text: '近藤 | &', confidence: 77 })
    for (const width of [32, 40]) answers.push({ box: name.box!, height: Math.round((width * 292) / 61), noLatin: true, text: '近藤一郎', confidence: 63 })
    const lines = await rereadWeakLines(picture, vertical(name))
    expect(lines[2]).toMatchObject({ text: '近藤一郎', box: name.box })
    expect(lines[2].confidence).toBeLessThan(85)
    // Read the same again alone, it is agreed and not voted on.
    answers[0].text = '近藤一朗'
    expect((await rereadWeakLines(picture, vertical(name)))[2]).toMatchObject({ text: '近藤一朗', agreed: true })
  })

  it('leaves a fairly sure large line to the second engine when it reads the card (confirm: false)', async () => {
    const name: OcrLine = { text: '近藤一朗', confidence: 78, box: { x0: 234, y0: 76, x1: 295, y1: 368 } }
    answers.push({ box: name.box!, text: '近藤一朗', confidence: 90 })
    expect((await rereadWeakLines(picture, vertical(name), { confirm: false }))[2]).toEqual(name)
    // A line tesseract doubts (under 75) is still read again.
    const weak: OcrLine = { ...name, confidence: 60 }
    expect((await rereadWeakLines(picture, vertical(weak), { confirm: false }))[2]).toMatchObject({ text: '近藤一朗', confidence: 90 })
  })

  it('votes on no line the office would not check: two sizes may share a misread', async () => {
    const company: OcrLine = { text: '合同会社丸山酒造', confidence: 89, words: [{ text: '合同会社丸山酒造', confidence: 78 }], box: { x0: 232, y0: 82, x1: 293, y1: 368 } }
    answers.push({ box: company.box!, text: '号周会社丸山酒造', confidence: 80 })
    for (const width of [32, 40]) answers.push({ box: company.box!, height: Math.round((width * 286) / 61), noLatin: true, text: '合周会社丸山酒造', confidence: 70 })
    expect((await rereadWeakLines(picture, vertical(company)))[2]).toMatchObject({ text: '合同会社丸山酒造', again: '号周会社丸山酒造' })
  })

  it('keeps a reading in letters that beats a line of letters on an English card', async () => {
    const english = [small('Hokushin Industries', 40), small('Sales Manager', 80)]
    const line: OcrLine = { text: 'KO TANAKA', confidence: 60, box: { x0: 70, y0: 120, x1: 400, y1: 160 } }
    answers.push({ box: line.box!, text: 'KO TANAKA', confidence: 80 })
    expect((await rereadWeakLines(picture, [...english, line]))[2]).toMatchObject({ text: 'KO TANAKA', confidence: 80 })
  })
})

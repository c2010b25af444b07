import { describe, expect, it } from 'vitest'
import { splitBlocks, splitLine } from '../../../src/features/process/analysis/split-blocks'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'

// Issue 19: two blocks printed on one row (a name and the company right of it, TEL and FAX) come back
// from the page layout as one line. Word boxes are made up: pixels of an 800 px wide card, the sizes
// the engine reports for such cards (a 40 px name, 20 px text, 14 px contact lines).

type W = [string, number, number, number, number]
const line = (text: string, words: W[], confidence = 90): OcrLine => {
  const ws = words.map(([t, x0, y0, x1, y1]) => ({ text: t, confidence, box: { x0, y0, x1, y1 } }))
  const box = { x0: Math.min(...ws.map((w) => w.box.x0)), y0: Math.min(...ws.map((w) => w.box.y0)), x1: Math.max(...ws.map((w) => w.box.x1)), y1: Math.max(...ws.map((w) => w.box.y1)) }
  return { text, confidence, box, words: ws }
}
const texts = (lines: OcrLine[]) => lines.map((l) => l.text)

describe('blocks sharing a printed row', () => {
  it('cuts a name from the company printed right of it', () => {
    const row = line('東海林    周平           三協テクノ株式会社', [
      ['東海林', 60, 100, 180, 140],
      ['周平', 220, 100, 300, 140],
      ['三協', 480, 110, 520, 130],
      ['テクノ', 521, 110, 580, 130],
      ['株式', 581, 110, 620, 130],
      ['会社', 621, 110, 660, 130],
    ])
    const blocks = splitLine(row)
    expect(texts(blocks)).toEqual(['東海林    周平', '三協テクノ株式会社'])
    expect(blocks[0].box).toEqual({ x0: 60, y0: 100, x1: 300, y1: 140 })
    expect(blocks[1].box).toEqual({ x0: 480, y0: 100, x1: 660, y1: 140 })
    expect(blocks[1].words?.map((w) => w.text)).toEqual(['三協', 'テクノ', '株式', '会社'])
  })

  it('keeps a family and given name printed far apart on a letter-spaced name, but not a company after a name', () => {
    // Read again alone, in the crop's pixels: 成瀬 and 慎之介 2.4 glyph heights apart, the small reading after them.
    const row = line('成瀬 慎之介 se', [
      ['成瀬', 7, 13, 131, 68],
      ['慎之', 263, 10, 388, 66],
      ['介', 363, 6, 410, 73],
      ['se', 480, 33, 664, 55],
    ])
    expect(texts(splitLine(row))).toEqual(['成瀬 慎之介 se'])
    const company = line('東海林 周平 三協 テクノ', [
      ['東海林', 60, 100, 180, 140],
      ['周平', 220, 100, 300, 140],
      ['三協', 400, 100, 480, 140],
      ['テクノ', 481, 100, 580, 140],
    ])
    expect(texts(splitLine(company))).toEqual(['東海林 周平', '三協 テクノ'])
  })

  it('keeps the gap between a large family and given name, and the letters of a spaced-out name', () => {
    const name = line('蓮見      沙織', [
      ['蓮見', 300, 100, 400, 150],
      ['沙織', 460, 100, 560, 150],
    ])
    expect(texts(splitLine(name))).toEqual(['蓮見      沙織'])
    const spaced = line('緒 方   武 史', [
      ['緒', 300, 100, 340, 140],
      ['方', 360, 100, 400, 140],
      ['武', 450, 100, 490, 140],
      ['史', 510, 100, 550, 140],
    ])
    expect(texts(splitLine(spaced))).toEqual(['緒 方   武 史'])
  })

  it('does not cut a large name at its own gap when a small title precedes it', () => {
    // Counting spaces cut here (6 between 蓮見 and 沙織): the gap is one letter of the name.
    const row = line('代表取締役社長  蓮見      沙織', [
      ['代表', 67, 119, 113, 141],
      ['取締', 118, 119, 169, 141],
      ['役', 170, 119, 195, 141],
      ['社長', 194, 120, 231, 141],
      ['蓮見', 255, 98, 361, 150],
      ['沙織', 420, 98, 527, 150],
    ])
    expect(texts(splitLine(row))).toEqual(['代表取締役社長  蓮見      沙織'])
  })

  it('measures a gap from the rightmost edge so far: the engine’s word boxes overlap', () => {
    // As the engine boxed a building line: 第's box runs over 二 and 中, 二's is its own.
    const building = line('第二中央ビル8階', [
      ['第', 111, 340, 193, 359],
      ['二', 138, 345, 150, 355],
      ['中', 196, 340, 210, 359],
      ['央ビル8階', 212, 340, 268, 359],
    ])
    expect(texts(splitLine(building))).toEqual(['第二中央ビル8階'])
  })

  it('does not trust a word box narrower than its letters (only its last glyph boxed)', () => {
    const address = line('T541-0041 大阪府大阪市中央区北浜1ー8ー16', [
      ['T541-0041', 70, 240, 235, 255],
      ['大阪府大阪市中央区', 248, 239, 429, 257],
      ['北浜', 432, 240, 474, 257],
      ['1ー8ー16', 561, 241, 571, 256],
    ])
    expect(texts(splitLine(address))).toEqual(['T541-0041 大阪府大阪市中央区北浜1ー8ー16'])
  })

  it('measures a gap between two flat glyphs (ー, 一: boxes 2 px high) by the line’s usual letters', () => {
    const address = line('中央4ー一1', [
      ['中央', 100, 300, 140, 320],
      ['4', 142, 300, 150, 320],
      ['ー', 152, 309, 162, 311],
      ['一', 174, 309, 186, 311],
      ['1', 190, 300, 196, 320],
    ])
    expect(texts(splitLine(address))).toEqual(['中央4ー一1'])
  })

  it('cuts TEL from FAX, never an e-mail or a labelled number', () => {
    const phones = line('TEL 03-1234-5678                FAX 03-1234-5679', [
      ['TEL', 60, 500, 90, 514],
      ['03-1234-5678', 96, 500, 200, 514],
      ['FAX', 320, 500, 350, 514],
      ['03-1234-5679', 356, 500, 460, 514],
    ])
    expect(texts(splitLine(phones))).toEqual(['TEL 03-1234-5678', 'FAX 03-1234-5679'])
    const mail = line('E-mail: taro.yamada@example.co.jp', [
      ['E-mail:', 60, 520, 120, 534],
      ['taro.yamada@example.co.jp', 126, 520, 330, 534],
    ])
    expect(texts(splitLine(mail))).toEqual(['E-mail: taro.yamada@example.co.jp'])
  })

  it('maps the blocks of a line read again alone (words in the crop’s pixels) onto the line’s box', () => {
    const reread: OcrLine = {
      ...line('山田 太郎        株式会社ミライ', [
        ['山田', 10, 8, 90, 48],
        ['太郎', 110, 8, 190, 48],
        ['株式会社', 390, 18, 470, 38],
        ['ミライ', 470, 18, 530, 38],
      ]),
      box: { x0: 100, y0: 200, x1: 360, y1: 220 },
    }
    const blocks = splitLine(reread)
    expect(texts(blocks)).toEqual(['山田 太郎', '株式会社ミライ'])
    expect(blocks[0].box).toEqual({ x0: 100, y0: 200, x1: 190, y1: 220 })
    expect(blocks[1].box).toEqual({ x0: 290, y0: 200, x1: 360, y1: 220 })
  })

  it('gives each block the mean confidence of its own words', () => {
    const row = line('佐藤 花子          合同会社サクラ', [
      ['佐藤', 60, 100, 140, 140],
      ['花子', 160, 100, 240, 140],
      ['合同', 500, 110, 540, 130],
      ['会社', 540, 110, 580, 130],
      ['サクラ', 580, 110, 640, 130],
    ])
    row.words![2].confidence = 40
    const [name, company] = splitLine(row)
    expect(name.confidence).toBe(90)
    expect(company.confidence).toBeCloseTo((40 + 90 + 90) / 3)
  })

  it('leaves columns, lines without word boxes and one-word lines alone', () => {
    const column: OcrLine = { text: '山田 太郎', confidence: 90, box: { x0: 700, y0: 60, x1: 740, y1: 400 }, words: [] }
    const plain: OcrLine = { text: '山田 太郎       株式会社ミライ', confidence: 90, box: { x0: 60, y0: 100, x1: 600, y1: 140 }, words: [{ text: '山田', confidence: 90 }] }
    expect(splitBlocks([column, plain])).toEqual([column, plain])
  })
})

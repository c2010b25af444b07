import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'

// The card is drawn as rectangles of ink; a crop is its box, and the engine answers a glyph's crop by
// where the glyph starts and by how it is asked (as one glyph or one word, at which size).
type Box = NonNullable<OcrLine['box']>
type Crop = { box: Box; height: number }
const inkBoxes: Box[] = []
const answers = new Map<number, string[]>()
const reads: { x0: number; single?: string; height: number }[] = []
vi.mock('../../../src/features/process/analysis/card-image', async (original) => ({
  ...(await original<typeof import('../../../src/features/process/analysis/card-image')>()),
  cropBox: (_: unknown, box: Box, height: number): Crop => ({ box, height }),
  cropLine: (_: unknown, box: Box): Crop => ({ box, height: 56 }),
}))
vi.mock('../../../src/features/process/analysis/glyph-match', () => ({
  greyAt: (_: unknown, r: Box) => {
    const [width, height] = [r.x1 - r.x0, r.y1 - r.y0]
    const values = new Array(width * height).fill(240)
    for (const b of inkBoxes)
      for (let y = Math.max(b.y0, r.y0); y < Math.min(b.y1, r.y1); y++) for (let x = Math.max(b.x0, r.x0); x < Math.min(b.x1, r.x1); x++) values[(y - r.y0) * width + (x - r.x0)] = 20
    return { width, height, values }
  },
}))
vi.mock('../../../src/features/process/analysis/ocr-engine', () => ({
  readLine: (crop: Crop, options: { single?: string }) => {
    reads.push({ x0: crop.box.x0, single: options.single, height: Math.round(crop.height) })
    const said = answers.get(crop.box.x0) ?? []
    return Promise.resolve({ text: said[(reads.filter((r) => r.x0 === crop.box.x0).length - 1) % Math.max(1, said.length)] ?? '', confidence: 30, words: [] })
  },
}))
const { asKanji, givenBeyond } = await import('../../../src/features/process/analysis/lost-glyphs')
const { nameApart, nameCluster, nameShaped, planGlyphs, rereadNameGlyphs, spellName, voteOpen, votedGlyph } = await import('../../../src/features/process/analysis/name-glyphs')

const picture = { width: 800, height: 500 } as HTMLCanvasElement
const w = (text: string, confidence: number, x0: number, x1: number, y0 = 120, h = 56) => ({ text, confidence, box: { x0, y0, x1, y1: y0 + h } })
const small = (text: string, y0: number): OcrLine => ({ text, confidence: 95, box: { x0: 70, y0, x1: 300, y1: y0 + 18 } })
const card = (name: OcrLine) => [small('株式会社 北辰工業', 60), name, small('〒102-0083 千代田区麹町4-8-1', 200), small('TEL 054.360.7138', 260)]
/** Glyphs of ink 56 px square on the name's row, at these x. */
const glyphsAt = (...xs: number[]) => inkBoxes.push(...xs.map((x) => ({ x0: x, y0: 120, x1: x + 56, y1: 176 })))

beforeEach(() => {
  inkBoxes.length = 0
  answers.clear()
  reads.length = 0
})

describe('a glyph voted on', () => {
  it('takes the glyph most readings agree on, empty readings saying nothing', () => {
    expect(votedGlyph(['遥', '', '遥', '遥', '', '遥'])).toBe('遥')
    expect(votedGlyph(['遥', '', '', '', '', '遥'])).toBe('遥')
  })

  it('takes none when other readings are as many as half of it, or when one alone said it', () => {
    expect(votedGlyph(['薫', '', '董', '董', '', '薫'])).toBeUndefined()
    expect(votedGlyph(['熊', '態', '態', '態', '熊', '熊'])).toBeUndefined()
    expect(votedGlyph(['遥', '', '', '', '', ''])).toBeUndefined()
    // Two glyphs for one is no vote for either (ニニ for 二).
    expect(votedGlyph(['ニニ', 'ニニ', 'ニニ'])).toBeUndefined()
  })

  it('stops early only when the readings to come could not overturn it', () => {
    expect(votedGlyph(['遥', '遥', '遥'], 3)).toBeUndefined()
    expect(votedGlyph(['遥', '遥', '遥', '遥'], 2)).toBe('遥')
    expect(voteOpen(['和貴', '店', '店'], 3)).toBe(true)
    expect(voteOpen(['和貴', '店', 'ロロ', 'ロロ'], 2)).toBe(false)
  })
})

describe('which lines and glyphs are read again', () => {
  it('takes lines shaped like a name, with a sign or a title read in them, not companies, contacts or katakana', () => {
    for (const text of ['辻 &', '菅原迄', '東海林 3', '緒方 部', '鷺尾 董']) expect(nameShaped(text)).toBe(true)
    for (const text of ['クローバー企画人', '紅葉堂㈱', '株式会社三つ星運輸', 'TEL 054.360.7138', '辻', 'Haruka TSUJI']) expect(nameShaped(text)).toBe(false)
    // Capitals alone are look-alikes of glyphs.
    expect(nameShaped('SRE 聡')).toBe(true)
  })

  it('takes signs and digits for a name beside small text cut off its row, never English or a company', () => {
    expect(nameShaped('[573')).toBe(false)
    for (const text of ['[573', 'H+ Jat 573']) expect(nameShaped(text, true)).toBe(true)
    for (const text of ['Sales Manager', '紅葉堂㈱', 'info@a.jp']) expect(nameShaped(text, true)).toBe(false)
  })

  it('counts a flat glyph (一) as a glyph of the name, not as small text', () => {
    const line: OcrLine = { text: '| 朗', confidence: 70, box: { x0: 300, y0: 120, x1: 420, y1: 176 } }
    const words = [
      { ...w('|', 30, 300, 356), start: 0, end: 1 },
      { ...w('朗', 92, 364, 420), start: 2, end: 3 },
    ]
    const glyphs = [
      { from: 300, to: 354, height: 8 },
      { from: 364, to: 420, height: 56 },
    ]
    expect(planGlyphs(line, words, { side: 56, glyphs }, false)?.map((g) => g.doubted)).toEqual([true, false])
    // Small text of a title's height is no glyph of it.
    expect(planGlyphs(line, words, { side: 56, glyphs: [{ ...glyphs[0], height: 22 }, glyphs[1]] }, false)).toBeUndefined()
  })

  it('cuts a title printed small off the name’s row, with the words read over it, keeping a word shared with the name', () => {
    // 所長 菅原 千尋 read 'mE IR 千尋': mE runs from the title into 菅.
    const row: OcrLine = { text: 'mE IR 千尋', confidence: 50, box: { x0: 68, y0: 127, x1: 432, y1: 179 } }
    const words = [
      { ...w('mE', 38, 68, 182, 127, 52), start: 0, end: 2 },
      { ...w('IR', 28, 204, 255, 127, 52), start: 3, end: 5 },
      { ...w('千尋', 83, 314, 432, 127, 52), start: 6, end: 8 },
    ]
    const glyphs = [{ from: 67, to: 113, height: 21 }, ...[138, 204, 314, 381].map((from) => ({ from, to: from + 50, height: 51 }))]
    const part = nameApart(row, words, { side: 52, glyphs }, false)
    expect(part.apart).toEqual([{ span: { from: 67, to: 113 }, head: true, far: false }])
    expect(part.line).toMatchObject({ text: 'mE IR 千尋', box: { x0: 138, x1: 432 } })
    // A title read sure, in words of its own, is kept as read.
    const sure = [{ ...w('所長', 92, 68, 113, 150, 25), start: 0, end: 2 }, { ...w('SRE', 40, 138, 255, 127, 52), start: 3, end: 6 }, { ...words[2], start: 7, end: 9 }]
    const titled = nameApart({ ...row, text: '所長 SRE 千尋' }, sure, { side: 52, glyphs }, false)
    expect(titled.apart[0]).toMatchObject({ own: { text: '所長', confidence: 92 }, sure: true })
    expect(titled.line.text).toBe('SRE 千尋')
    // A dot at the end is no text apart.
    expect(nameApart(row, words, { side: 52, glyphs: [...glyphs.slice(1), { from: 440, to: 446, height: 6 }] }, false).apart).toEqual([])
  })

  const ink = (...xs: number[]) => ({ side: 56, glyphs: xs.map((x) => ({ from: x, to: x + 56, height: 56 })) })

  it('doubts the glyph of a word read unsure or as a sign, one for one with the ink', () => {
    const line: OcrLine = { text: '辻 &', confidence: 75, box: { x0: 313, y0: 120, x1: 487, y1: 176 } }
    const plan = planGlyphs(
      line,
      [
        { ...w('辻', 91, 313, 380), start: 0, end: 1 },
        { ...w('&', 40, 430, 487), start: 2, end: 3 },
      ],
      ink(313, 431),
      false,
    )
    expect(plan?.map((g) => [g.own, g.doubted])).toEqual([
      ['辻', false],
      ['&', true],
    ])
  })

  it('doubts a word read as more glyphs than its ink, and takes in a glyph just past the box', () => {
    // 東海林 和則 for 東海林 薫, whose 薫 runs past the line's box.
    const line: OcrLine = { text: '東海林 和則', confidence: 68, box: { x0: 254, y0: 121, x1: 515, y1: 177 } }
    const words = [
      { ...w('東海', 93, 254, 369), start: 0, end: 2 },
      { ...w('林', 89, 372, 428), start: 2, end: 3 },
      { ...w('和則', 22, 484, 515), start: 4, end: 6 },
    ]
    const plan = planGlyphs(line, words, ink(254, 313, 372, 491), false)
    expect(plan?.map((g) => [g.own, g.doubted])).toEqual([
      ['東', false],
      ['海', false],
      ['林', false],
      [undefined, true],
    ])
  })

  it('reads nothing again when every word was read sure, or when the ink does not cut into glyphs', () => {
    const line: OcrLine = { text: '池田 隆', confidence: 92, box: { x0: 300, y0: 120, x1: 500, y1: 176 } }
    const words = [
      { ...w('池田', 92, 300, 420), start: 0, end: 2 },
      { ...w('隆', 92, 440, 500), start: 3, end: 4 },
    ]
    expect(planGlyphs(line, words, ink(300, 360, 444), false)).toBeUndefined()
    const unsure = [words[0], { ...words[1], confidence: 30 }]
    expect(planGlyphs(line, unsure, ink(300, 360, 444), false)).toBeDefined()
    // Two glyphs run together: a cut 100 px wide for glyphs 56 high.
    expect(
      planGlyphs(
        line,
        unsure,
        {
          side: 56,
          glyphs: [
            { from: 300, to: 400, height: 56 },
            { from: 444, to: 500, height: 56 },
          ],
        },
        false,
      ),
    ).toBeUndefined()
  })

  it('leaves a row that also holds small text (a title) and a line with more doubted glyphs than a misread name has', () => {
    // 支店長 小鳥遊: the title's glyphs are 20 px high among 54.
    const row: OcrLine = { text: '支店長 小鳥遊', confidence: 60, box: { x0: 70, y0: 72, x1: 431, y1: 124 } }
    const words = [
      { ...w('支店長', 92, 70, 165), start: 0, end: 3 },
      { ...w('小鳥遊', 40, 200, 371), start: 4, end: 7 },
    ]
    const glyphs = [{ from: 70, to: 125, height: 20 }, { from: 128, to: 165, height: 20 }, ...[200, 258, 316].map((from) => ({ from, to: from + 54, height: 54 }))]
    expect(planGlyphs(row, words, { side: 54, glyphs }, false)).toBeUndefined()
    const garbled: OcrLine = { text: 'wo ント当', confidence: 29, box: { x0: 300, y0: 120, x1: 530, y1: 176 } }
    const read = [
      { ...w('wo', 17, 300, 356), start: 0, end: 2 },
      { ...w('ント', 35, 360, 472), start: 3, end: 5 },
      { ...w('当', 35, 474, 530), start: 5, end: 6 },
    ]
    expect(planGlyphs(garbled, read, ink(300, 360, 416, 474), false)).toBeUndefined()
  })

  it('parts a name from a company set far off it on its row in smaller print, never a name from its given name', () => {
    const small = (g: { height: number }) => g.height < 30
    const big = (from: number) => ({ from, to: from + 50, height: 50 })
    // 熊谷 大和 ... 合同会社桐生テキスタイル: the company's glyphs are 20 high.
    const row = [big(77), big(144), big(254), big(320), ...[503, 530, 557, 584, 611].map((from) => ({ from, to: from + 22, height: 20 }))]
    expect(nameCluster(row, small)).toEqual([0, 3])
    // 二階堂   沙織 with a wide gap: no text of another size, so the whole row.
    expect(nameCluster([big(100), big(160), big(220), big(420), big(480)], small)).toEqual([0, 4])
  })

  it('cuts no small ink that a word read as kanji runs into: a piece of its glyph', () => {
    // 桑原 武史 on a tilted row: the rule under it cuts 史's ink into a small piece.
    const row: OcrLine = { text: '桑原 武史', confidence: 79, box: { x0: 107, y0: 130, x1: 390, y1: 213 } }
    const words = [
      { ...w('桑原', 90, 107, 250, 130, 83), start: 0, end: 2 },
      { ...w('武史', 80, 270, 390, 130, 83), start: 3, end: 5 },
    ]
    const glyphs = [...[107, 180, 270].map((from) => ({ from, to: from + 60, height: 70 })), { from: 340, to: 390, height: 30 }]
    expect(nameApart(row, words, { side: 83, glyphs }, false)).toMatchObject({ line: row, apart: [] })
  })

  it('takes no bar at the row’s end for a glyph, and plans a sure name again when a mark read over no glyph is to go', () => {
    // '| 桑原武史': the card's edge stripe, 13 px wide, read as '|'.
    const line: OcrLine = { text: '| 桑原 武史', confidence: 69, box: { x0: 18, y0: 155, x1: 299, y1: 209 } }
    const words = [
      { ...w('|', 96, 18, 32, 155, 54), start: 0, end: 1 },
      { ...w('桑原', 19, 70, 176, 155, 54), start: 2, end: 4 },
      { ...w('武史', 94, 194, 299, 155, 54), start: 5, end: 7 },
    ]
    const glyphs = [{ from: 18, to: 31, height: 54 }, ...[70, 125, 194, 248].map((from) => ({ from, to: from + 51, height: 52 }))]
    expect(planGlyphs(line, words, { side: 54, glyphs }, false)?.map((g) => [g.from, g.doubted])).toEqual([
      [70, true],
      [125, true],
      [194, false],
      [248, false],
    ])
    const sure = [
      { ...words[0], text: '”', confidence: 0, box: { ...words[0].box, x0: 180, x1: 190 } },
      { ...words[1], confidence: 90 },
      words[2],
    ]
    expect(planGlyphs({ ...line, text: '” 桑原 武史' }, sure, { side: 54, glyphs: glyphs.slice(1) }, false)?.every((g) => !g.doubted)).toBe(true)
    // Without the mark, a sure name is not planned, unless asked to (a row with its title cut off).
    expect(planGlyphs({ ...line, text: '桑原 武史' }, sure.slice(1), { side: 54, glyphs: glyphs.slice(1) }, false)).toBeUndefined()
    expect(planGlyphs({ ...line, text: '桑原 武史' }, sure.slice(1), { side: 54, glyphs: glyphs.slice(1) }, false, 3, true)).toBeDefined()
  })

  it('spells the name with the ink’s gap between family and given name', () => {
    const ink3 = {
      side: 56,
      glyphs: [
        { from: 0, to: 56 },
        { from: 60, to: 116 },
        { from: 180, to: 236 },
      ],
    }
    expect(spellName(['菅', '原', '遥'], ink3)).toBe('菅原 遥')
  })
})

describe('a name’s doubted glyph read alone', () => {
  it('replaces a glyph read as a sign by the glyph its readings agree on, under the office check bar', async () => {
    glyphsAt(313, 431)
    const name: OcrLine = { text: '辻 &', confidence: 75, box: { x0: 313, y0: 120, x1: 487, y1: 176 }, words: [w('辻', 91, 313, 369), w('&', 40, 431, 487)] }
    answers.set(431, ['遥'])
    const lines = await rereadNameGlyphs(picture, card(name))
    expect(lines[1]).toMatchObject({ text: '辻 遥', box: name.box })
    expect(lines[1].confidence).toBeLessThan(85)
    // Only the doubted glyph was read, and only until the vote was sure.
    expect(new Set(reads.map((r) => r.x0))).toEqual(new Set([431]))
    expect(reads.length).toBeLessThan(6)
  })

  it('keeps the line when the readings do not agree, or when what they spell is no name', async () => {
    glyphsAt(313, 431)
    const name: OcrLine = { text: '辻 &', confidence: 75, box: { x0: 313, y0: 120, x1: 487, y1: 176 }, words: [w('辻', 91, 313, 369), w('&', 40, 431, 487)] }
    answers.set(431, ['董', '薫', '', '董', '薫'])
    expect((await rereadNameGlyphs(picture, card(name)))[1]).toEqual(name)
    answers.set(431, ['長'])
    // 辻長 ends in a title: no name.
    expect((await rereadNameGlyphs(picture, card({ ...name, text: '部 &', words: [w('部', 91, 313, 369), w('&', 40, 431, 487)] })))[1].text).toBe('部 &')
  })

  it('reads a name whose row holds a title again glyph by glyph, the title apart, dropping the pieces read inside the row', async () => {
    inkBoxes.push({ x0: 68, y0: 157, x1: 113, y1: 177 }, ...[138, 204, 314, 381].map((x0) => ({ x0, y0: 127, x1: x0 + 50, y1: 179 })))
    const row: OcrLine = { text: 'mE IR 千尋', confidence: 50, box: { x0: 68, y0: 127, x1: 432, y1: 179 }, words: [w('mE', 38, 68, 182, 127, 52), w('IR', 28, 204, 255, 127, 52), w('千尋', 83, 314, 432, 127, 52)] }
    // The top strokes of 菅原 千尋 read as a line of their own.
    const piece: OcrLine = { text: 'コニー =', confidence: 83, box: { x0: 134, y0: 122, x1: 425, y1: 148 } }
    answers.set(138, ['菅'])
    answers.set(204, ['原'])
    answers.set(68, ['所長'])
    const lines = await rereadNameGlyphs(picture, [small('株式会社 北辰工業', 60), piece, row, small('〒102-0083 千代田区麹町4-8-1', 200)])
    expect(lines.map((l) => l.text)).toEqual(['株式会社 北辰工業', '所長', '菅原 千尋', '〒102-0083 千代田区麹町4-8-1'])
    expect(lines[2]).toMatchObject({ box: { x0: 138, y0: 127, x1: 432, y1: 179 } })
    expect(lines[2].confidence).toBeLessThan(85)
  })

  it('cuts a sure name off the title read before it, as sure as its words', async () => {
    inkBoxes.push({ x0: 49, y0: 94, x1: 82, y1: 109 }, ...[99, 140, 179].map((x0) => ({ x0, y0: 71, x1: x0 + 37, y1: 109 })))
    const row: OcrLine = { text: 'w= 緒方雄', confidence: 85, box: { x0: 49, y0: 71, x1: 216, y1: 109 }, words: [w('w=', 68, 49, 82, 71, 38), w('緒方', 86, 99, 176, 71, 38), w('雄', 93, 179, 216, 71, 38)] }
    answers.set(49, ['係長'])
    const lines = await rereadNameGlyphs(picture, card(row))
    expect(lines.slice(1, 3)).toMatchObject([
      { text: '係長', box: { x0: 49, x1: 82 } },
      { text: '緒方雄', confidence: 86, box: { x0: 99, x1: 216 } },
    ])
    // Only the title was read again.
    expect(reads.map((r) => r.x0)).toEqual([49])
  })

  it('leaves a row read right with its reading read sure beside it', async () => {
    inkBoxes.push(...[100, 160].map((x0) => ({ x0, y0: 120, x1: x0 + 56, y1: 176 })), { x0: 260, y0: 150, x1: 330, y1: 170 })
    const row: OcrLine = { text: '辻 茂 (つじ)', confidence: 92, box: { x0: 100, y0: 120, x1: 330, y1: 176 }, words: [w('辻', 92, 100, 156), w('茂', 92, 160, 216), w('(つじ)', 92, 260, 330, 150, 20)] }
    expect((await rereadNameGlyphs(picture, card(row)))[1]).toEqual(row)
    expect(reads).toEqual([])
  })

  it('parts a name read right from a company set far off it on its row', async () => {
    inkBoxes.push(...[100, 200].map((x0) => ({ x0, y0: 120, x1: x0 + 56, y1: 176 })), ...[450, 480, 510, 540].map((x0) => ({ x0, y0: 150, x1: x0 + 24, y1: 172 })))
    const row: OcrLine = { text: '辻 茂 (有) アルタイル', confidence: 89, box: { x0: 100, y0: 120, x1: 564, y1: 176 }, words: [w('辻', 92, 100, 156), w('茂', 92, 200, 256), w('(有)', 92, 450, 474, 150, 22), w('アルタイル', 92, 480, 564, 150, 22)] }
    const lines = await rereadNameGlyphs(picture, card(row))
    expect(lines.slice(1, 3)).toMatchObject([
      { text: '辻 茂', box: { x0: 100, x1: 256 } },
      { text: '(有) アルタイル', box: { x0: 450, x1: 564 } },
    ])
    expect(reads).toEqual([])
  })

  it('leaves small lines and names read sure alone, reading nothing', async () => {
    glyphsAt(313, 431)
    const name: OcrLine = { text: '辻 遥', confidence: 93, box: { x0: 313, y0: 120, x1: 487, y1: 176 }, words: [w('辻', 91, 313, 369), w('遥', 90, 431, 487)] }
    expect(await rereadNameGlyphs(picture, card(name))).toEqual(card(name))
    expect(reads).toEqual([])
  })
})

describe('a glyph or part of a name lost or read as a sign', () => {
  const at = (...xs: number[]) => xs.map((x) => ({ from: x, to: x + 50, height: 52 }))

  it('takes a given name set apart past a family name read alone, never ink running on or past a name read whole', () => {
    // 大河内 read alone, 翼 two glyphs off.
    const glyphs = at(53, 117, 181)
    givenBeyond(glyphs, { side: 52, glyphs: at(53, 117, 181, 345) }, '大河内')
    expect(glyphs.map((g) => g.from)).toEqual([53, 117, 181, 345])
    const two = at(69, 124)
    givenBeyond(two, { side: 52, glyphs: at(69, 124, 240, 295) }, '熊谷')
    expect(two.map((g) => g.from)).toEqual([69, 124, 240, 295])
    for (const [ink, text] of [
      [at(53, 117, 181, 420), '大河内'], // too far off: other text
      [at(53, 117, 181, 300, 355, 410, 465), '大河内'], // a row of text runs on
      [at(53, 117, 181, 300), '大河 内'], // a name read with its gap
    ] as const) {
      const glyphs = at(53, 117, 181)
      givenBeyond(glyphs, { side: 52, glyphs: [...ink] }, text)
      expect(glyphs).toHaveLength(3)
    }
  })

  it('reads the given name lost past a family name, taking in a part of it read as a line of its own', async () => {
    glyphsAt(100, 160, 300, 360)
    const family: OcrLine = { text: '熊谷', confidence: 83, box: { x0: 100, y0: 120, x1: 216, y1: 176 }, words: [w('熊谷', 83, 100, 216)] }
    const part: OcrLine = { text: '晴', confidence: 92, box: { x0: 300, y0: 120, x1: 356, y1: 176 } }
    answers.set(300, ['晴'])
    answers.set(360, ['美'])
    const lines = await rereadNameGlyphs(picture, [...card(family), part])
    expect(lines.map((l) => l.text)).toEqual(['株式会社 北辰工業', '熊谷 晴美', '〒102-0083 千代田区麹町4-8-1', 'TEL 054.360.7138'])
    expect(lines[1].box).toMatchObject({ x0: 100, x1: 416 })
    // No vote on it: the family name is kept as read.
    answers.set(360, ['董', '薫', '', '董', '薫'])
    expect((await rereadNameGlyphs(picture, card(family)))[1]).toEqual(family)
  })

  it('keeps a kanji the line read where its glyph alone reads as a kana', async () => {
    glyphsAt(313, 372, 431)
    const name: OcrLine = { text: '成瀬葵', confidence: 70, box: { x0: 313, y0: 120, x1: 487, y1: 176 }, words: [w('成瀬', 91, 313, 428), w('葵', 40, 431, 487)] }
    answers.set(431, ['で'])
    expect((await rereadNameGlyphs(picture, card(name)))[1].text).toBe('成瀬葵')
  })

  it('reads a flat kanji read as a bar by its strokes, and look-alike katakana in a kanji name as kanji', async () => {
    expect(nameShaped('ー階堂康平')).toBe(true)
    expect(nameShaped('ゲーム')).toBe(false)
    expect(asKanji('ニ')).toBe('二')
    expect(asKanji('ー')).toBe('一')
    // 二: two bars stacked.
    inkBoxes.push({ x0: 100, y0: 128, x1: 150, y1: 136 }, { x0: 96, y0: 160, x1: 154, y1: 170 })
    glyphsAt(160, 220)
    const name: OcrLine = { text: 'ー階堂', confidence: 87, box: { x0: 96, y0: 120, x1: 276, y1: 176 }, words: [w('ー', 68, 96, 154), w('階堂', 92, 160, 276)] }
    answers.set(96, ['—'])
    expect((await rereadNameGlyphs(picture, card(name)))[1].text).toBe('二階堂')
  })
})

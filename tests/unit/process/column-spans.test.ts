import { describe, expect, it } from 'vitest'
import { cutColumnAtName, dropFragments } from '../../../src/features/process/analysis/column-spans'
import { splitBlocks } from '../../../src/features/process/analysis/split-blocks'
import { wordsInText } from '../../../src/features/process/analysis/placed-words'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'

// Issue 19: a 縦書き column that prints the title, the large name and its reading, read as one line.
// Word boxes are made up, in the pixels of the column read alone (x across the column, y down it), as
// the engine gives them: small text 14 px wide, the name 40 px.

type W = [string, number, number, number, number, number?]
const column = (text: string, words: W[], box = { x0: 336, y0: 71, x1: 388, y1: 722 }): OcrLine => ({
  text,
  confidence: 86,
  box,
  words: words.map(([t, x0, y0, x1, y1, confidence = 92]) => ({ text: t, confidence, box: { x0, y0, x1, y1 } })),
})
const texts = (lines: OcrLine[]) => lines.map((l) => l.text)

const titleNameReading = column('まま アカウントマネージャー 辻  康平 つじこうへい', [
  ['まま', 38, 225, 46, 233, 33],
  ['アカ', 17, 8, 30, 38],
  ['ウン', 16, 44, 30, 75],
  ['トマ', 15, 84, 30, 112],
  ['ネー', 15, 117, 30, 147],
  ['ジャ', 14, 152, 29, 182],
  ['ー', 20, 188, 22, 202],
  ['辻', 7, 221, 46, 260, 86],
  ['康平', 5, 305, 45, 387],
  ['つじ', 11, 406, 25, 435],
  ['こうへい', 11, 446, 25, 508, 78],
])

describe('a column cut at its large name', () => {
  it('cuts the title and the reading from the name, dropping a stroke of the name read as kana', () => {
    const parts = cutColumnAtName(titleNameReading)
    expect(texts(parts)).toEqual(['アカウントマネージャー', '辻  康平', 'つじこうへい'])
    // Each part keeps the column's width and its own stretch of it, in order down the column.
    expect(parts.every((p) => p.box!.x0 === 336 && p.box!.x1 === 388)).toBe(true)
    expect(parts[0].box!.y1).toBeLessThanOrEqual(parts[1].box!.y0)
    expect(parts[1].box!.y1).toBeLessThanOrEqual(parts[2].box!.y0)
    expect(parts[1].words?.map((w) => w.text)).toEqual(['辻', '康平'])
  })

  it('gives the field rules the name, its reading and the title', () => {
    const text = splitBlocks([titleNameReading]).map((l) => l.text).join('\n')
    const { fields } = extractFields(`${text}\n桐生テキスタイル株式会社\nE-mail : kohei.tsuji@kiryu-textile.net`)
    expect(fields.full_name).toBe('辻 康平')
    expect(fields.full_name_kana).toBe('つじこうへい')
    expect(fields.position).toBe('アカウントマネージャー')
  })

  it('leaves a column of one size, a large span that is no name, or a name beside other text alone', () => {
    const address = column('埼玉県さいたま市大宮区', [
      ['埼玉', 5, 0, 45, 80],
      ['県', 5, 85, 45, 120],
      ['さいたま', 5, 125, 45, 280],
      ['市大宮区', 5, 285, 45, 440],
    ])
    expect(cutColumnAtName(address)).toEqual([address])
    const company = column('桐生テキスタイル (株)', [
      ['桐生', 5, 0, 45, 80],
      ['テキスタイル', 5, 85, 45, 300],
      ['(株)', 12, 310, 26, 350],
    ])
    expect(cutColumnAtName(company)).toEqual([company])
    const nameAndStreet = column('辻 康平 本町一丁目', [
      ['辻', 5, 0, 45, 40],
      ['康平', 5, 80, 45, 160],
      ['本町', 11, 200, 25, 230],
      ['一丁目', 11, 235, 25, 280],
    ])
    expect(cutColumnAtName(nameAndStreet)).toEqual([nameAndStreet])
  })

  it('leaves rows across alone (name-spans.ts cuts those)', () => {
    const row = column('係長 菅原 奈々', [
      ['係長', 0, 10, 40, 24],
      ['菅原', 60, 0, 140, 40],
      ['奈々', 160, 0, 240, 40],
    ], { x0: 60, y0: 100, x1: 300, y1: 140 })
    expect(cutColumnAtName(row)).toEqual([row])
  })
})

describe('a stroke of a large glyph read again as a word', () => {
  it('is dropped when unsure and boxed inside a word four times its size, not otherwise', () => {
    const words = wordsInText(titleNameReading)!
    expect(dropFragments(words).map((w) => w.text)).not.toContain('まま')
    const sure = wordsInText({ ...titleNameReading, words: titleNameReading.words!.map((w) => (w.text === 'まま' ? { ...w, confidence: 90 } : w)) })!
    expect(dropFragments(sure).map((w) => w.text)).toContain('まま')
  })
})

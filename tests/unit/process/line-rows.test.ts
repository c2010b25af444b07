import { describe, expect, it } from 'vitest'
import { oneLine } from '../../../src/features/process/analysis/ocr-engine'
import { joinPieces, replaceRows, rowPieces } from '../../../src/features/process/analysis/line-rows'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'

// Issue 19: the page layout cuts one printed line in pieces and lists them apart. Boxes are the
// engine's own (pixels of an 800 px wide card), taken from bench readings.

const line = (text: string, [x0, y0, x1, y1]: number[], confidence = 92): OcrLine => ({ text, confidence, box: { x0, y0, x1, y1 } })

describe('pieces of one printed row', () => {
  it('finds an address cut in two with the phone line listed between the pieces', () => {
    const lines = [
      line('田中 修', [66, 199, 251, 243]),
      line('〒060-0001 北海道札幌市中央', [79, 306, 357, 326]),
      line('Tel: 075-852-2792', [77, 338, 267, 359]),
      line('区北一条西2-1', [362, 307, 512, 327]),
    ]
    const groups = rowPieces(lines)
    expect(groups).toEqual([[1, 3]])
    const row = joinPieces(lines, groups[0])
    expect(row.text).toBe('〒060-0001 北海道札幌市中央区北一条西2-1')
    expect(row.box).toEqual({ x0: 79, y0: 306, x1: 512, y1: 327 })
    expect(replaceRows(lines, groups, [row]).map((l) => l.text)).toEqual(['田中 修', '〒060-0001 北海道札幌市中央区北一条西2-1', 'Tel: 075-852-2792'])
  })

  it('puts an e-mail read as one-letter pieces back together, left to right', () => {
    const lines = [
      line('T.03-5938-2715', [38, 550, 172, 565]),
      line('jp', [216, 607, 232, 627], 61),
      line('の', [203, 611, 215, 623]),
      line('る', [191, 607, 200, 622]),
      line('8', [180, 611, 189, 623]),
      line('6', [162, 607, 178, 622]),
      line('£', [129, 607, 149, 622]),
      line('fuj', [105, 607, 126, 627]),
      line('@', [88, 608, 104, 625]),
      line('mp', [70, 611, 86, 622], 39),
      line('&', [39, 607, 52, 623]),
    ]
    const groups = rowPieces(lines)
    expect(groups).toEqual([[10, 9, 8, 7, 6, 5, 4, 3, 2, 1]])
    expect(joinPieces(lines, groups[0]).confidence).toBe(39)
  })

  it('keeps a row read glyph by glyph, right to left, together across its flat dashes', () => {
    // "〒260－0013 千葉県千葉市中央区中央4－5－1" beside a QR square, as the engine listed it: columns
    // of one glyph each, right to left; the full-width dashes are boxes one or two pixels high.
    const glyphs: [string, number, number, number, number][] = [
      ['ー', 541, 258, 551, 272],
      ['|', 520, 265, 534, 266],
      ['5', 502, 259, 512, 273],
      ['1', 481, 265, 495, 267],
      ['4', 463, 259, 475, 273],
      ['央', 441, 257, 458, 275],
      ['中', 422, 257, 438, 275],
      ['区', 403, 259, 420, 276],
      ['央', 383, 258, 400, 275],
      ['中', 364, 258, 380, 276],
      ['市', 344, 258, 362, 276],
      ['葉', 325, 258, 342, 276],
      ['jin', 306, 259, 323, 276],
      ['県', 287, 259, 304, 277],
      ['葉', 267, 259, 284, 277],
      ['千', 248, 260, 265, 277],
      ['3', 227, 262, 238, 276],
      ['1', 208, 262, 219, 276],
      ['0', 189, 262, 199, 276],
      ['0', 169, 262, 180, 276],
      ['|', 148, 269, 163, 270],
      ['0', 131, 263, 141, 277],
      ['6', 112, 263, 122, 277],
      ['2', 92, 263, 103, 277],
      ['〒', 72, 263, 85, 277],
    ]
    const lines = glyphs.map(([text, ...box]) => line(text, box))
    const groups = rowPieces(lines)
    expect(groups).toEqual([lines.map((_, i) => i).reverse()])
    expect(joinPieces(lines, groups[0]).box).toEqual({ x0: 72, y0: 257, x1: 551, y1: 277 })
    // Without the dashes the row falls apart at each of them.
    const noDashes = lines.filter((l) => l.box!.y1 - l.box!.y0 > 3)
    expect(rowPieces(noDashes).length).toBeGreaterThan(1)
    // A flat piece read flat is a glyph of its own (一 of 一郎, ー), not a dash that joins what stands around it.
    expect(rowPieces([line('佐藤', [70, 100, 130, 130]), line('一', [150, 113, 178, 116]), line('さとう', [180, 108, 240, 126])])).toEqual([])
    // A rule under a title is no dash of it.
    expect(rowPieces([line('営業部', [70, 100, 130, 118]), line('—', [70, 124, 400, 126])])).toEqual([])
  })

  it('leaves vertical columns, a second column of text and a reading beside the name apart', () => {
    const columns = [line('株式会社富士見食品', [339, 63, 369, 347]), line('営業部代表取締役', [297, 63, 320, 279]), line('こんどう いちろう', [264, 66, 281, 227])]
    expect(rowPieces(columns)).toEqual([])
    const farApart = [line('TEL 03-1234-5678', [60, 300, 260, 318]), line('www.example.co.jp', [520, 300, 740, 318])]
    expect(rowPieces(farApart)).toEqual([])
    const nameAndReading = [line('中村 亮', [70, 180, 300, 250]), line('なかむら りょう', [330, 215, 470, 240])]
    expect(rowPieces(nameAndReading)).toEqual([])
  })
})

describe('one line per crop', () => {
  it('joins a column the engine broke at the gap between family and given name', () => {
    expect(oneLine('石川\n大輔\n')).toBe('石川 大輔')
    expect(oneLine('  TEL 03-1234-5678 \n')).toBe('TEL 03-1234-5678')
  })
})

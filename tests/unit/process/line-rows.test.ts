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

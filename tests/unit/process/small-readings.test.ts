import { describe, expect, it } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'
import { isKanaReading, smallHead, smallNeighbour, smallTail, withoutTail } from '../../../src/features/process/analysis/small-readings'

// Boxes as read on cards with the reading printed small beside a large name (picture coordinates).
const word = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number) => ({ text, confidence, box: { x0, y0, x1, y1 } })
const line = (text: string, confidence: number, box: [number, number, number, number], words?: ReturnType<typeof word>[]): OcrLine => ({ text, confidence, box: { x0: box[0], y0: box[1], x1: box[2], y1: box[3] }, words })

describe('small print beside a large name', () => {
  const name = line('桑原 康平 coon', 44, [101, 153, 691, 213], [word('桑原', 60, 101, 154, 238, 213), word('康平', 39, 305, 153, 442, 213), word('coon', 32, 517, 184, 691, 204)])

  it('finds small unsure Latin words ending a large Japanese line', () => {
    expect(smallTail(name)).toMatchObject({ at: 2, box: { x0: 517, y0: 184, x1: 691, y1: 204 } })
    expect(withoutTail(name.text, name.words!.slice(2))).toBe('桑原 康平')
  })

  it('leaves letters the engine was sure of, letters as large as the name, and lines without Japanese', () => {
    const sure = line('桑原 康平 Ltd', 90, [101, 153, 691, 213], [word('桑原', 90, 101, 154, 238, 213), word('康平', 90, 305, 153, 442, 213), word('Ltd', 92, 517, 184, 691, 204)])
    expect(smallTail(sure)).toBeUndefined()
    const large = line('桑原 KO', 50, [101, 153, 600, 213], [word('桑原', 60, 101, 154, 238, 213), word('KO', 30, 300, 155, 420, 212)])
    expect(smallTail(large)).toBeUndefined()
    expect(smallTail(line('Takeshi HASEBE xx', 40, [100, 150, 600, 180], [word('Takeshi', 90, 100, 150, 300, 180), word('HASEBE', 90, 310, 150, 500, 180), word('xx', 20, 520, 160, 560, 170)]))).toBeUndefined()
  })

  it('finds a separate line of small unsure letters just right of the name on its row', () => {
    const lines = [line('理事長', 52, [67, 69, 288, 121]), line('東海林大和', 34, [348, 69, 597, 121], [word('東海', 71, 0, 8, 278, 65)]), line('Lovee', 6, [628, 69, 749, 121], [word('Lovee', 6, 628, 91, 749, 107)]), line('合同会社紅葉堂', 93, [67, 156, 296, 187])]
    expect(smallNeighbour(lines[1], lines)).toBe(2)
    // Not for a line far away, nor one printed as large as the name.
    expect(smallNeighbour(lines[1], [lines[1], line('Lovee', 6, [900, 69, 1000, 121], [word('Lovee', 6, 900, 91, 1000, 107)])])).toBeUndefined()
    expect(smallNeighbour(lines[1], [lines[1], line('Lovee', 6, [628, 69, 749, 121], [word('Lovee', 6, 628, 70, 749, 120)])])).toBeUndefined()
  })

  it('finds the tail of a line read again alone, whose words are in its crop\'s coordinates', () => {
    // 真鍋 絵美 マナベ エミ: the row read again alone, its words boxed in the crop.
    const again = line('真鍋 絵美 <=', 61, [70, 97, 451, 150], [word('真鍋', 90, 8, 9, 118, 64), word('絵美', 85, 135, 9, 248, 65), word('<=', 8, 297, 36, 410, 55)])
    expect(smallTail(again)).toMatchObject({ at: 2, box: { x0: 344, y0: 123, x1: 451, y1: 141 } })
  })

  it('keeps only kana readings', () => {
    expect(isKanaReading('くわばら こうへい')).toBe(true)
    expect(isKanaReading('ハセベ')).toBe(true)
    expect(isKanaReading('の')).toBe(false)
    expect(isKanaReading('桑原')).toBe(false)
  })
})

describe('small print before a large name', () => {
  it('finds signs or a letter or two printed small before a name', () => {
    const row = line('w= 緒方雄一郎', 85, [49, 71, 296, 109], [word('w=', 68, 49, 87, 82, 102), word('緒方', 86, 117, 71, 201, 109), word('雄一', 93, 200, 71, 274, 109), word('郎', 92, 280, 74, 296, 109)])
    expect(smallHead(row)).toMatchObject({ to: 1, box: { x0: 49, y0: 87, x1: 82, y1: 102 } })
  })

  it('finds them before a name whose large glyphs were misread as letters', () => {
    const row = line('w= SRE 聡', 64, [49, 71, 296, 109], [word('w=', 68, 49, 87, 82, 102), word('SRE', 30, 117, 71, 230, 109), word('聡', 92, 250, 71, 296, 109)])
    expect(smallHead(row)).toMatchObject({ to: 1 })
  })

  it('leaves marks as large as the name, words, and rows that are no name', () => {
    expect(smallHead(line('| 桑原武史', 69, [18, 155, 299, 209], [word('|', 96, 18, 155, 40, 209), word('桑原', 19, 81, 155, 172, 209), word('武史', 94, 209, 155, 299, 209)]))).toBeUndefined()
    expect(smallHead(line('Dept 緒方雄一郎', 85, [49, 71, 296, 109], [word('Dept', 90, 49, 87, 82, 102), word('緒方', 86, 117, 71, 201, 109), word('雄一郎', 93, 200, 71, 296, 109)]))).toBeUndefined()
    expect(smallHead(line('= 東京都千代田区麹町4-8-1', 85, [49, 71, 296, 109], [word('=', 40, 49, 87, 82, 102), word('東京都千代田区麹町4-8-1', 86, 117, 71, 296, 109)]))).toBeUndefined()
    expect(smallHead(line('= 営業部', 85, [49, 71, 296, 109], [word('=', 40, 49, 87, 82, 102), word('営業部', 86, 117, 71, 296, 109)]))).toBeUndefined()
  })
})

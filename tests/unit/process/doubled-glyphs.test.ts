import { describe, expect, it } from 'vitest'
import { undoubleColumn } from '../../../src/features/process/analysis/doubled-glyphs'
import type { FirstGlyph } from '../../../src/features/process/analysis/merge-readings'

// A 縦書き column's glyph read as two by tesseract's vertical model, as read on generated cards (issue 19).
const glyphs = (text: string, confidence: number[]): FirstGlyph[] => [...text].map((c, i) => ({ text: c, confidence: confidence[i], space: false }))
const text = (g: readonly FirstGlyph[]) => g.map((x) => x.text).join('')

describe('a glyph of a column read as two', () => {
  it('drops the voiced kana the other engine did not read (the mark of ビ read as ピ)', () => {
    const read = glyphs('第三北浜ビピルニ〇一号室', [93, 92, 92, 89, 70, 88, 88, 91, 67, 58, 96, 96])
    expect(text(undoubleColumn(read, 11, [...'第三北浜ビル二O戸弓室']))).toBe('第三北浜ビルニ〇一号室')
  })

  it('drops the less sure of two voiced kana when the other engine read neither (アーベバン)', () => {
    const read = glyphs('アーベバン桜木ビル十二階', [91, 91, 83, 95, 95, 94, 94, 89, 89, 85, 75, 75])
    expect(text(undoubleColumn(read, 11, [...'アIパン桜木ビル十二階']))).toBe('アーバン桜木ビル十二階')
  })

  it('drops the Latin O read beside 〇', () => {
    const read = glyphs('第三北浜ビルニO〇一号室', [93, 92, 93, 92, 66, 93, 90, 37, 84, 57, 96, 96])
    expect(text(undoubleColumn(read, 11, [...'第三北浜ビル二O言ラ室']))).toBe('第三北浜ビルニ〇一号室')
  })

  it('drops both glyphs of a column read with two doubled', () => {
    const read = glyphs('第三北浜ビピルニO〇一号室', [93, 92, 92, 89, 70, 88, 88, 91, 37, 67, 58, 96, 96])
    expect(text(undoubleColumn(read, 11, [...'第三北浜ビル二O戸弓室']))).toBe('第三北浜ビルニ〇一号室')
  })

  it('keeps every glyph when the ink holds as many, or when no pair or two pairs look doubled', () => {
    const baby = glyphs('ベビーカー', [90, 90, 90, 90, 90])
    expect(text(undoubleColumn(baby, 5))).toBe('ベビーカー')
    expect(text(undoubleColumn(glyphs('本町センタービル五階', Array(10).fill(80)), 9))).toBe('本町センタービル五階')
    expect(text(undoubleColumn(glyphs('ビピルバベ', [80, 80, 80, 80, 80]), 4))).toBe('ビピルバベ')
  })
})

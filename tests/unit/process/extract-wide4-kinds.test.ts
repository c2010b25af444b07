import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { droppedEnd, droppedStart, inkedBand } from '../../../src/features/process/analysis/dropped-glyphs'
import { garbledRow } from '../../../src/features/process/analysis/turned-columns'

// Issue 19, the wide design's fourth draw (bench/card-set-wide.mjs wide4): kinds of failure its first,
// unseen run showed. Texts are invented, shaped like engine output.

const card = (rows: string[]) => extractFields(['筑紫建設株式会社', ...rows, '〒904-0495 沖縄県国頭郡恩納村字恩納6091番地', 'makita.y2@example.co.jp'].join('\n')).fields

describe('a given name in hiragana with its reading beside it', () => {
  it('tells the given name from the reading, its gaps read anywhere', () => {
    const r = card(['チーム長', '蒔田 ゆか り まきた ゆかり'])
    expect([r.full_name, r.full_name_kana]).toEqual(['蒔田 ゆかり', 'まきた ゆかり'])
    const s = card(['チーム長', '松本 さくら まつもと さくら'])
    expect([s.full_name, s.full_name_kana]).toEqual(['松本 さくら', 'まつもと さくら'])
  })

  it('leaves a hiragana given name alone when no reading follows', () => {
    const r = card(['チーム長', '松本 さくら'])
    expect([r.full_name, r.full_name_kana]).toEqual(['松本 さくら', ''])
  })
})

describe('a mark before the name', () => {
  it('drops a lone kana read from a mark before the family name past a gap', () => {
    const r = card(['リテール営業部', '主幹', 'ブ 大西 ひか り Hikari ONISHI', 'オオニシ ヒカリ'])
    expect([r.full_name, r.full_name_kana]).toEqual(['大西 ひかり', 'オオニシ ヒカリ'])
  })
})

describe('companies', () => {
  const top = (rows: string[]) => extractFields([...rows, '部長', '嶋田 悟', 'E-mail shimada_satoru@example.jp'].join('\n')).fields

  it('cuts the address off a company’s row from its 〒 on, however the code was read', () => {
    const a = top(['回 司法書士法人 中央リーガルオフィス    〒780-0870高知県高知市本町4ー2ー15'])
    expect([a.company, a.address]).toEqual(['司法書士法人中央リーガルオフィス', '高知県高知市本町4-2-15'])
    expect(top(['株式会社アトリエ・ムーン 〒0.- 埼玉県川越市新富町1-22']).company).toBe('株式会社アトリエ・ムーン')
  })

  it('reads ㈱ read as a bare 株 before a name in kana, and as (#) after a Latin name behind a logo’s marks', () => {
    expect(top(['株ひまわり介護', '安心・安全・確実']).company).toBe('株式会社ひまわり介護')
    expect(top(['(a | Sora Digital(#)', '執行役員COO']).company).toBe('Sora Digital株式会社')
    // Words that start with 株 stay as they are.
    expect(top(['株主総会事務局']).company).toBe('')
  })

  it('drops a square logo read as 回 glued before the legal form the name starts with', () => {
    expect(top(['回一般財団法人 地域産業振興財団']).company).toBe('一般財団法人地域産業振興財団')
    // Not a 回 of the name itself.
    expect(top(['回転寿司みさき株式会社']).company).toBe('回転寿司みさき株式会社')
  })
})

describe('glyphs of a large name the page dropped before its romaji', () => {
  // Ink glyphs along a gap or before a word: where each stands and how high its ink is (the name's are 40 high).
  const glyph = (from: number, to: number, height: number) => ({ from, to, height })

  it('ends at the last glyph of the name’s size in the gap, past the smaller romaji nothing', () => {
    expect(droppedEnd([glyph(4, 40, 38), glyph(70, 108, 40), glyph(112, 150, 39)], 40)).toBe(150)
    // Only a mark or small print in the gap: nothing was dropped.
    expect(droppedEnd([glyph(10, 14, 6), glyph(30, 60, 16)], 40)).toBeUndefined()
  })

  it('starts at a glyph of its size right before the first word read, not one a wide gap away', () => {
    // 知 stands just before the word read for 念 (the stretch is 80 long and ends at the word).
    expect(droppedStart([glyph(38, 76, 40)], 40, 80)).toBe(38)
    expect(droppedStart([glyph(0, 20, 40)], 40, 80)).toBe(80)
    expect(droppedStart([glyph(40, 76, 12)], 40, 80)).toBe(80)
  })

  it('grows a box cut through the glyphs’ tops to their ink', () => {
    // A 10-wide picture, ink on rows 3 to 12 (one blank row at 7 inside a glyph), paper elsewhere.
    const values = Array.from({ length: 10 * 20 }, (_, i) => {
      const y = Math.floor(i / 10)
      return y >= 3 && y <= 12 && y !== 7 ? 0 : 255
    })
    expect(inkedBand({ width: 10, height: 20, values }, 10)).toEqual({ y0: 3, y1: 13 })
  })
})

describe('a name column of a 縦書き card read on its side', () => {
  const row = (text: string, confidence: number) => ({ text, confidence })

  it('is a large row read as letters and signs, unsure: read again upright', () => {
    expect(garbledRow(row('Hd &', 20))).toBe(true)
    expect(garbledRow(row('TS', 6))).toBe(true)
    expect(garbledRow(row('東 mp', 48))).toBe(true)
  })

  it('is not a row read surely, with kana or kanji, or a contact', () => {
    expect(garbledRow(row('畠山 翔', 55))).toBe(false)
    expect(garbledRow(row('Sota OKUBO', 92))).toBe(false)
    expect(garbledRow(row('E. kokubun.r2@sanwa-its.co.jp', 41))).toBe(false)
    expect(garbledRow(row('NKKトSK_042-691-4432', 52))).toBe(false)
  })
})

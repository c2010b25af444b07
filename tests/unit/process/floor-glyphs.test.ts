import { describe, expect, it } from 'vitest'
import { floorCandidate, isFloorGlyph } from '../../../src/features/process/analysis/floor-glyphs'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

// Issue 19: 階 after a building's floor read as a digit or a B ('明和ビル 98' for 明和ビル9階).

describe('a floor whose 階 was read as a digit', () => {
  it('takes the last digit after a building and one or two digits as one that may be 階', () => {
    expect(floorCandidate('明和ビル 98')).toBe('8')
    expect(floorCandidate('〒700-0907 岡山県倉敷市中央1丁目6番8号フォレストテラス 108')).toBe('8')
    expect(floorCandidate('パークサイドタワー 100')).toBe('0')
    for (const line of ['明和ビル 9階', '明和ビル 902号室', '明和ビル 8', '新町2丁目4番11号', 'TEL 03-1234-5678', 'パークサイドタワー 1008'])
      expect(floorCandidate(line), line).toBeUndefined()
  })

  it('takes 階 only when its ink is clearly closer than the digit’s', () => {
    expect(isFloorGlyph({ 階: 0.61, '8': 0.22 }, '8')).toBe(true)
    expect(isFloorGlyph({ 階: 0.4, '8': 0.33 }, '8')).toBe(false)
    expect(isFloorGlyph({ 階: 0.2, '8': -0.1 }, '8')).toBe(false)
    expect(isFloorGlyph({}, '8')).toBe(false)
  })

  it('reads a B after a building’s floor number as 階', () => {
    const address = (line: string) => extractFields(`株式会社ミナト物産\n山田 太郎\n${line}\nTEL 0848-78-2398`).fields.address
    expect(address('〒722-0035 広島県尾道市土堂一丁目10番12号 セントラルスクエア 4B')).toMatch(/セントラルスクエア ?4階$/)
  })
})

describe('a Kyoto street read with a look-alike', () => {
  it('reads 鳥丸通 in Kyoto as 烏丸通, and 鳥丸 elsewhere as read', () => {
    const address = (line: string) => extractFields(`株式会社ミナト物産\n山田 太郎\n${line}\nTEL 075-211-2552`).fields.address
    expect(address('〒600-8413 京都府京都市下京区鳥丸通四条下る水銀屋町620')).toBe('京都府京都市下京区烏丸通四条下る水銀屋町620')
    expect(address('〒862-0950 熊本県熊本市中央区鳥丸通1-2')).toBe('熊本県熊本市中央区鳥丸通1-2')
  })
})

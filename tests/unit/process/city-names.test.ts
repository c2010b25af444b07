import { describe, expect, it } from 'vitest'
import { fixCity, placeCorrected } from '../../../src/features/process/analysis/city-names'
import { tidyAddress } from '../../../src/features/process/analysis/extract-address'
import { doubtReasons } from '../../../src/features/process/analysis/field-confidence'

// Issue 19: a city or prefecture one kanji off on a small or blurred card, put right by each other.
describe('prefecture and city put right by each other', () => {
  it('puts right a city one kanji off exactly one city of its prefecture', () => {
    for (const read of ['那器', '那奉', '那府', '那双', '那苗']) expect(fixCity(`沖縄県${read}市久茂地3-1-1`)).toBe('沖縄県那覇市久茂地3-1-1')
    expect(fixCity('〒900-0015 沖縄県那器市久茂地3-1-1')).toBe('〒900-0015 沖縄県那覇市久茂地3-1-1')
  })

  it('settles a prefecture one kanji off two (有川: 石川 or 香川) by the city after it', () => {
    expect(fixCity('有川県金沢市本町2-15-1')).toBe('石川県金沢市本町2-15-1')
    expect(fixCity('有川県高松市1-1')).toBe('香川県高松市1-1')
    expect(fixCity('有川県松本市1-1')).toBe('有川県松本市1-1')
  })

  it('puts right a prefecture whose 県 was read as other glyphs before one of its cities, and a city with a glyph read twice', () => {
    expect(fixCity('埼玉上時さいたま市大宮区桜木町1-7-5')).toBe('埼玉県さいたま市大宮区桜木町1-7-5')
    expect(fixCity('埼玉県さいたまま市大宮区桜木町1-7-5')).toBe('埼玉県さいたま市大宮区桜木町1-7-5')
    expect(fixCity('沖縄県那覇覇市久茂地3-1-1')).toBe('沖縄県那覇市久茂地3-1-1')
    // Not before a town it does not know.
    expect(fixCity('埼玉上時日高市1-1')).toBe('埼玉上時日高市1-1')
  })

  it('leaves a city it knows, one it does not know that is near none or several, and cities of one kanji', () => {
    expect(fixCity('大阪府大東市1-2')).toBe('大阪府大東市1-2')
    expect(fixCity('愛知県豊山町1-2')).toBe('愛知県豊山町1-2')
    // 豊X市: 豊田 and 豊橋 (and 豊川) are each one off.
    expect(fixCity('愛知県豊丘市1-2')).toBe('愛知県豊丘市1-2')
    expect(fixCity('三重県洋市1-2')).toBe('三重県洋市1-2')
    expect(fixCity('渋谷区渋谷2-21-1')).toBe('渋谷区渋谷2-21-1')
  })

  it('runs on every address, and a place put right is flagged for the office', () => {
    expect(tidyAddress('沖縄県那双市久茂地三丁目一番一号')).toBe('沖縄県那覇市久茂地三丁目一番一号')
    expect(placeCorrected('沖縄県那覇市久茂地3-1-1', ['〒900-0015', '沖縄県那器市久茂地3-1-1'])).toBe(true)
    expect(placeCorrected('沖縄県那覇市久茂地3-1-1', ['沖縄県那覇', '市久茂地3-1-1'])).toBe(false)
    const lines = [{ text: '沖縄県那器市久茂地3-1-1', confidence: 95 }]
    expect(doubtReasons('address', '沖縄県那覇市久茂地3-1-1', {}, lines)).toContain('place-corrected')
  })
})

describe('a town as small print reads it', () => {
  it('reads 帳 or 候 before a street number after a city or ward as 町', () => {
    expect(tidyAddress('埼玉県さいたま市大宮区桜木帳1-7-5')).toBe('埼玉県さいたま市大宮区桜木町1-7-5')
    expect(tidyAddress('埼玉県さいたま市大宮区桜木候一丁目七番五号')).toBe('埼玉県さいたま市大宮区桜木町一丁目七番五号')
    expect(tidyAddress('東京都千代田区丸の内手帳ビル1F')).toBe('東京都千代田区丸の内手帳ビル1F')
  })
})

describe('building, floor and room as small print reads them', () => {
  it('reads ピル and ビピル as ビル, and joins a floor or room number a space cut', () => {
    expect(tidyAddress('群馬県高崎市栄町3ー2 3 アーバン桜木ピル1 2階')).toBe('群馬県高崎市栄町3-23 アーバン桜木ビル12階')
    expect(tidyAddress('大阪市中央区北浜1-8-16 第3北浜ビル 20 1 号室')).toBe('大阪市中央区北浜1-8-16 第3北浜ビル 201号室')
    expect(tidyAddress('沖縄県那覇市久茂地三丁目一番一号第三北浜ビピル二〇一号室')).toBe('沖縄県那覇市久茂地三丁目一番一号第三北浜ビル二〇一号室')
  })

  it('joins a block number in letter-spaced digits read with a space inside', () => {
    expect(tidyAddress('静岡県静岡市葵区紺屋町1 1ー1')).toBe('静岡県静岡市葵区紺屋町11-1')
  })

  it('keeps a block number apart from a floor after it', () => {
    expect(tidyAddress('群馬県高崎市栄町3-2 3F')).toBe('群馬県高崎市栄町3-2 3F')
  })
})

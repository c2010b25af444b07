import { describe, expect, it } from 'vitest'
import { findPostal, tidyAddress } from '../../../src/features/process/analysis/extract-address'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

// Postal codes and addresses as OCR returns them from letter-spaced and 縦書き cards (issue 19).
describe('postal code', () => {
  it('reads a letter-spaced code whose last four digits came back with a space inside', () => {
    expect(findPostal('T860-080 6 熊本県熊本市中央区花畑町4-1')).toEqual({ postal: '860-0806', rest: '熊本県熊本市中央区花畑町4-1' })
  })

  it('does not take a phone number after a T label for a code', () => {
    expect(findPostal('T 048-646-3961')).toBeUndefined()
  })

  it('reads a code without its 〒 whose dash came back as quotes or a comma, when the prefecture follows', () => {
    expect(findPostal("330','0854埼玉県さいたま市大宮区桜木町一丁目七番五号")).toEqual({ postal: '330-0854', rest: '埼玉県さいたま市大宮区桜木町一丁目七番五号' })
    expect(findPostal('541,0041大阪府大阪市中央区')?.postal).toBe('541-0041')
    // Not without a prefecture: a number in a line of figures is no code.
    expect(findPostal('123,4567 円')).toBeUndefined()
  })
})

describe('a code in kanji numerals before a city, the prefecture left out', () => {
  it('reads the code and starts the address at the city', () => {
    expect(findPostal('〒五四一IOO四一大阪市中央区北浜')).toEqual({ postal: '541-0041', rest: '大阪市中央区北浜' })
    expect(tidyAddress('〒五四一IOO四一大阪市中央区北浜')).toBe('大阪市中央区北浜')
    // 八 read twice, first as 和.
    expect(findPostal('〒 一〇二IOO和八三千代田区麹町')?.postal).toBe('102-0083')
  })

  it('joins it to the street column below it', () => {
    expect(extractFields('熊谷 美穂\n〒五四一IOO四一大阪市中央区北浜\nー丁目八番十六号\n携帯 070-4154-3159').fields.address).toBe('大阪市中央区北浜一丁目八番十六号')
  })
})

describe('address text', () => {
  it('drops a kanji-numeral code read without its 〒 before the prefecture', () => {
    expect(tidyAddress('r-_OニIOO和八三東京都千代田区麹町, 四丁目八番一号')).toBe('東京都千代田区麹町四丁目八番一号')
    expect(tidyAddress('ーー〇二ニIOO和八三東京都千代田区')).toBe('東京都千代田区')
  })

  it('keeps a town before the prefecture-less rest and words that are not a code', () => {
    expect(tidyAddress('本町センタービル 東京都千代田区')).toBe('本町センタービル東京都千代田区')
  })

  it('drops a bar read between two kanji of a town', () => {
    expect(tidyAddress('千葉県千葉市中央|区中央4-5-1')).toBe('千葉県千葉市中央区中央4-5-1')
  })

  it('reads dots and kana between the numbers of a street as dashes', () => {
    expect(tidyAddress('埼玉県さいたま市大宮区桜木町1.7.5')).toBe('埼玉県さいたま市大宮区桜木町1-7-5')
    expect(tidyAddress('熊本県熊本市中央区花畑町4.1')).toBe('熊本県熊本市中央区花畑町4-1')
    expect(tidyAddress('埼玉県さいたま市大宮区桜木町1ニー7ー5')).toBe('埼玉県さいたま市大宮区桜木町1-7-5')
    // An English address keeps its dots.
    expect(tidyAddress('1.5 Marunouchi, Chiyoda-ku')).toBe('1.5 Marunouchi, Chiyoda-ku')
  })

  it("reads the kanji after a building's floor number as 階, and keeps a room number", () => {
    expect(tidyAddress('群馬県高崎市栄町3-23 アーバン桜木ビル12摩')).toBe('群馬県高崎市栄町3-23 アーバン桜木ビル12階')
    expect(tidyAddress('東京都千代田区麹町4-8-1 NKビル3号')).toBe('東京都千代田区麹町4-8-1 NKビル3号')
  })

  it('puts right a prefecture with one kanji misread, only when one prefecture is that near', () => {
    expect(tidyAddress('本葉県千葉市中央区中央4-5-1')).toBe('千葉県千葉市中央区中央4-5-1')
    // 宮埼: 宮城 or 宮崎, left as read; unless the city after it says which (city-names.ts).
    expect(tidyAddress('宮埼県日南市中央通1-1')).toBe('宮埼県日南市中央通1-1')
    expect(tidyAddress('宮埼県宮崎市橘通東1-1')).toBe('宮崎県宮崎市橘通東1-1')
    expect(tidyAddress('長野県松本市中央2-5-8')).toBe('長野県松本市中央2-5-8')
  })
})

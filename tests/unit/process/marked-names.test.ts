import { describe, expect, it } from 'vitest'
import { acceptNameReading, isMarkedName } from '../../../src/features/process/analysis/marked-names'

describe('names with a kanji read as a sign', () => {
  it('finds a lone mark or digit beside a short kanji run', () => {
    for (const line of ['# 拓也', '清水 2', '中村 =         なかむら りょう', '® 陽子']) expect(isMarkedName(line), line).toBe(true)
    // No given name is one kana: a lone kana after a family name is a kanji misread.
    expect(isMarkedName('二階堂 で')).toBe(true)
    expect(isMarkedName('松本 さくら')).toBe(false)
  })

  it('leaves logos before a company, phones, postal codes, e-mails and plain names alone', () => {
    for (const line of ['® 一般社団法人スズラン薬品', '@ 合同会社富士見食品', 'TEL 03-1234-5678', '〒100-0005 東京都千代田区丸の内1-2-3', 'B 03-1794-5823', '山田 太郎', 'Q 栄光電子人内', 'mail: a@b.jp']) {
      expect(isMarkedName(line), line).toBe(false)
    }
  })

  it('takes the reading again only when it is all Japanese, keeps the kanji read before and has a glyph for the sign', () => {
    expect(acceptNameReading('# 拓也', '森 拓也')).toBe(true)
    expect(acceptNameReading('清水 2', '清水 修')).toBe(true)
    expect(acceptNameReading('中村 =         なかむら りょう', '中村 亮 なかむら りょう')).toBe(true)
    // Nothing where the sign was, the kanji read before lost, or a sign again: the line stays.
    expect(acceptNameReading('# 拓也', '拓也')).toBe(false)
    expect(acceptNameReading('清水 2', '浩水 修')).toBe(false)
    expect(acceptNameReading('清水 2', '清水 ?')).toBe(false)
    // A kanji where the lone kana was, not the kana again.
    expect(acceptNameReading('二階堂 で', '二階堂 葵')).toBe(true)
    expect(acceptNameReading('二階堂 で', '二階堂 で')).toBe(false)
  })
})

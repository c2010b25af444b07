import { describe, expect, it } from 'vitest'
import { undoubleAgainst } from '../../../src/features/process/analysis/company-kana'
import { findCompany, repairLegalForm } from '../../../src/features/process/analysis/card-company'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

describe('a kana read twice in the company', () => {
  it('is read once where the e-mail domain or web address spells the name so', () => {
    expect(undoubleAgainst('株式会社ハルルカゼ', ['harukaze.com'])).toBe('株式会社ハルカゼ')
    expect(undoubleAgainst('コハクク電機株式会社', ['www.kohaku-denki.jp'])).toBe('コハク電機株式会社')
    expect(extractFields(['株式会社ハルルカゼ', '小林 明美', 'a.kobayashi@harukaze.com'].join('\n')).fields.company).toBe('株式会社ハルカゼ')
  })

  it('stays as read when the domain spells it as read, spells something else, or is English', () => {
    expect(undoubleAgainst('株式会社ココロ', ['kokoro.jp'])).toBe('株式会社ココロ')
    expect(undoubleAgainst('株式会社ハルルカゼ', ['harurukaze.jp'])).toBe('株式会社ハルルカゼ')
    expect(undoubleAgainst('株式会社ハルルカゼ', ['bluesky-soft.co.jp'])).toBe('株式会社ハルルカゼ')
  })
})

describe('a legal form misread at its start', () => {
  it('is repaired though the shorter form it ends in was read whole', () => {
    expect(repairLegalForm('ー般社団法人朝日製作所')).toBe('一般社団法人朝日製作所')
    expect(findCompany('ーー般社団法人朝日製作所')).toBe('一般社団法人朝日製作所')
    // A form read whole and no longer form near: as read.
    expect(repairLegalForm('社団法人日本協会')).toBe('社団法人日本協会')
    expect(repairLegalForm('株式会社一般企画')).toBe('株式会社一般企画')
  })
})

describe('two lines with a legal form', () => {
  it('takes the clean name over one with letters glued to kana or brackets (a logo read as text)', () => {
    const text = ['経営企画室 支店長', 'woント㈲'.normalize('NFKC'), 'ユニバーサルリンク (株)', '〒102-0083 東京都千代田区麹町4-8-1'].join('\n')
    expect(extractFields(text).fields.company).toBe('ユニバーサルリンク株式会社')
    // Two clean ones: the first, as before.
    expect(extractFields(['株式会社アオバ', '青葉物流株式会社', '山田 太郎'].join('\n')).fields.company).toBe('株式会社アオバ')
  })

  it("drops a logo read as a lone glyph before a bracketed or circled form, and the circle's bracket read as ー", () => {
    expect(findCompany('の (有) ユニバーサルリンク')).toBe('有限会社ユニバーサルリンク')
    expect(findCompany('〇 医療法人清和会')).toBe('医療法人清和会')
    // Set apart only: a name may start with a kanji before its form.
    expect(findCompany('青葉 株式会社')).toBe('青葉株式会社')
    expect(extractFields(['(有ー千代田プランニング', '品質保証部', '蓮見薫'].join('\n')).fields.company).toBe('有限会社千代田プランニング')
  })

  it('reads ㈱ read as 人 glued before a name of kanji and katakana, and leaves words that start with 人', () => {
    const card = (top: string) => extractFields([top, '大河内 啓介', 'Email: okochi-k@minato-nw.net'].join('\n')).fields.company
    expect(card('人湊ネットワークス')).toBe('株式会社湊ネットワークス')
    expect(card('人事部')).toBe('')
    expect(card('人材センター')).toBe('')
    // A gap in the line: the name itself was misread, and nothing is made of it.
    expect(card('人等 葵去ロジスティクス')).toBe('')
  })
})

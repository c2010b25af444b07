import { describe, expect, it } from 'vitest'
import { isReading, readingOfEmail, spelledAsReading, unbracketReading } from '../../../src/features/process/analysis/name-reading'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

// Issue 19: kana the engine reads from a rule, a mark or small print it cannot make out is taken for the
// name's reading; a reading printed without its gap is not taken at all. Texts are invented, shaped
// like engine output.

describe('kana spelt as a reading', () => {
  it.each(['なかむら りょう', 'テラシマ ヤマト', 'しょうじ かおる', 'ハスミケイスケ', 'きょうこ', 'チョウ・リュウ'])('%s is', (kana) => {
    expect(spelledAsReading(kana)).toBe(true)
    expect(isReading(kana)).toBe(true)
  })

  it.each([
    ['ーーー', 'a rule'],
    ['でなすさなフフ', 'both scripts'],
    ['っつるゃるで だいすけ', 'a small kana first'],
    ['たなかゃる', 'ゃ after no i-row kana'],
    ['んどう', 'ん first'],
  ])('%s is not (%s)', (kana) => {
    expect(isReading(kana)).toBe(false)
  })
})

describe('a reading printed without its gap', () => {
  it('is the person’s when it starts or ends with a name of the e-mail', () => {
    expect(readingOfEmail('ハスミケイスケ', 'khasumi@tokyo.shirasagi-seiko.com')).toBe(true)
    expect(readingOfEmail('しょうじかおる', 'kaoru.shoji@machiken.org')).toBe(true)
    expect(readingOfEmail('ハスミケイスケ', 'info@shirasagi-seiko.com')).toBe(false)
    expect(readingOfEmail('シラサギセイコウ', 'khasumi@shirasagi-seiko.com')).toBe(false)
  })
})

describe('the reading the field rules take', () => {
  it('passes over a rule read as ー beside the name for the reading on its other side', () => {
    const { fields } = extractFields('合同会社アオバ物流\n経理課 プロデューサー\nーーー\n中村 亮\nなかむら りょう\nTEL 06-7822-9456')
    expect(fields.full_name).toBe('中村 亮')
    expect(fields.full_name_kana).toBe('なかむら りょう')
  })

  it('ranks no line above the name for a rule read as kana beside it', () => {
    // 放任 (a misread 主任) passes as a name; beside a real reading it would be taken first.
    expect(extractFields('株式会社サクラ商事\nーーー\n放任\n山田 太郎\nTEL 03-1234-5678').fields.full_name).toBe('山田 太郎')
  })

  it('takes no kana of both scripts or misspelt for a reading', () => {
    expect(extractFields('品質保証部\n係長\nでなすさなフフ\n寺島 大和\nYamato TERASHIMA').fields.full_name_kana).toBe('')
    expect(extractFields('営業企画室 主任\nっつるゃるで だいすけ\n中 W/E\n石川 大輔\nTEL 092-543-3835').fields.full_name_kana).toBe('')
  })

  it('keeps a reading without its gap where the name was lost, when the e-mail holds the name', () => {
    const text = '経営企画室 取締役副社長\nハスミケイスケ\nFIRES\n〒860-0806 熊本県熊本市中央区花畑町\nMail khasumi@tokyo.shirasagi-seiko.com'
    expect(extractFields(text).fields.full_name_kana).toBe('ハスミケイスケ')
    expect(extractFields(text.replace('khasumi', 'info')).fields.full_name_kana).toBe('')
  })

  it('takes a reading printed in brackets beside or under the name, with one of its brackets lost too', () => {
    const card = (reading: string) => extractFields(`カスタマーサクセス部\n課長補佐\n大河内 遥\n${reading}\n有限会社灯台舎\nTel.076-738-9812`).fields
    expect(card('(おおこうち はるか)').full_name_kana).toBe('おおこうち はるか')
    expect(card('（おおこうち はるか）').full_name_kana).toBe('おおこうち はるか')
    expect(card('(おおこうち はるか').full_name_kana).toBe('おおこうち はるか')
    expect(unbracketReading('(株)')).toBe('(株)')
    expect(unbracketReading('(有) 灯台舎')).toBe('(有) 灯台舎')
    expect(unbracketReading('(ーーー)')).toBe('(ーーー)')
  })
})

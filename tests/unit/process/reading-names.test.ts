import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { nameByReading, nameOfReading, nameSpellings } from '../../../src/features/process/analysis/reading-names'
import { doubtReasons } from '../../../src/features/process/analysis/field-confidence'

// Issue 19: name kanji the engines cannot read (颯, 紬, 蒔…) are put right from the reading the card
// prints in kana or romaji, when a few names spelt so are nearly always written one way.

const card = (...rows: string[]) => extractFields(['株式会社ミナト物産', ...rows, '〒840-0826 佐賀県佐賀市白山2丁目1-12', 'TEL. 0952-24-6604'].join('\n')).fields

describe('a name put right by its reading', () => {
  it('takes a glyph read for 颯 before 太 as 颯 when the reading or the e-mail says sota', () => {
    expect(card('横山 旋太', 'よこやま そうた').full_name).toBe('横山 颯太')
    expect(card('飯田 意太', 'E-mail iida_sota@hinoki-design.com').full_name).toBe('飯田 颯太')
    // Read without its gap, with the reading printed without one too.
    expect(card('工藤九太', 'くどうそうた').full_name).toBe('工藤 颯太')
  })

  it('leaves another spelling of the same reading, and a reading that is not the same, as read', () => {
    expect(card('木村 宗太', 'きむら そうた').full_name).toBe('木村 宗太')
    // shota is no sota, though foldRomaji folds sh to s.
    expect(card('木村 翔太', 'きむら しょうた', 'Mail: shota@mizuho-kagaku.com').full_name).toBe('木村 翔太')
    // No reading on the card: the name stays as read.
    expect(card('中山 細').full_name).toBe('中山 細')
  })

  it('puts a family name whose first glyph was lost back whole', () => {
    expect(card('田 達也', 'まきたたつや').full_name).toBe('蒔田 達也')
    expect(card('賀洋平', 'こが ようへい').full_name).toBe('古賀 洋平')
    expect(card('能田 学', 'E. manabu.kumada@nasuno-farm.biz').full_name).toBe('熊田 学')
  })

  it('uses a reading for one part only: hiiragi is the family name of 柊 圭', () => {
    expect(nameOfReading('柊 圭', nameSpellings('ひいらぎ けい', [], ''))).toBe('柊 圭')
    expect(nameOfReading('柊圭', nameSpellings('ひいらぎけい', [], ''))).toBe('柊圭')
    expect(nameOfReading('谷口細', nameSpellings('', ['Tsumugi TANIGUCHI'], ''))).toBe('谷口 紬')
    // The romaji on the name's own row, its family name in capitals: 柊 is the family name here, not the given one.
    expect(card('枚理恵 HIIRAGI Rie').full_name).toBe('柊 理恵')
    expect(nameOfReading('枚理恵', nameSpellings('', [], 'hiiragi@example.jp'))).toBe('枚理恵')
  })

  it('takes 演 for 濵 but leaves 濱 and 浜, which the engine reads, as read', () => {
    const hamada = nameSpellings('', [], 'saya.hamada@hosho-print.co.jp')
    expect(nameOfReading('演田沙耶', hamada)).toBe('濵田 沙耶')
    expect(nameOfReading('濱田 沙耶', hamada)).toBe('濱田 沙耶')
    expect(nameOfReading('浜田 沙耶', hamada)).toBe('浜田 沙耶')
  })

  it('has the office check a glyph put in from the reading', () => {
    const lines = [{ text: '横山 旋太', confidence: 95 }, { text: 'よこやま そうた', confidence: 95 }]
    expect(nameByReading('横山 颯太', lines.map((l) => l.text))).toBe(true)
    expect(doubtReasons('full_name', '横山 颯太', { full_name_kana: 'よこやま そうた' }, lines)).toContain('by-reading')
    expect(doubtReasons('full_name', '横山 宗太', {}, [{ text: '横山 宗太', confidence: 95 }])).not.toContain('by-reading')
  })
})

import { describe, expect, it } from 'vitest'
import { displayName, initialsOf, nameSearchText, romajiName, secondaryName } from '@/core/api/contract/names/display-name'
import { kanaToRomaji } from '@/core/api/contract/names/romaji'

describe('kanaToRomaji (passport Hepburn)', () => {
  it.each([
    ['サトウ ハルト', 'Sato Haruto'],
    ['すずき れん', 'Suzuki Ren'],
    ['カトウ ショウタ', 'Kato Shota'],
    ['イノウエ ユウト', 'Inoue Yuto'],
    ['オオワダ', 'Owada'],
    ['ハットリ マッチャ', 'Hattori Matcha'],
    ['ジュンイチ', 'Junichi'],
    ['ﾀﾅｶ　ﾕｲ', 'Tanaka Yui'],
    ['チヒロ リョウ キョウコ', 'Chihiro Ryo Kyoko'],
  ])('%s → %s', (kana, romaji) => {
    expect(kanaToRomaji(kana)).toBe(romaji)
  })
})

describe('displayName', () => {
  const person = { full_name: '佐藤 陽翔', full_name_kana: 'サトウ ハルト' }
  const user = { last_name: '田中', first_name: '結衣', last_name_kana: 'タナカ', first_name_kana: 'ユイ' }

  it('shows kanji family name first in Japanese', () => {
    expect(displayName(person, 'ja')).toBe('佐藤 陽翔')
    expect(displayName(user, 'ja')).toBe('田中 結衣')
  })

  it('shows romaji given name first in every other language', () => {
    for (const locale of ['en', 'fr', 'ar']) {
      expect(displayName(person, locale)).toBe('Haruto Sato')
      expect(displayName(user, locale)).toBe('Yui Tanaka')
    }
  })

  it('keeps the written name when there is no reading, and Latin names as they are', () => {
    expect(displayName({ full_name: '山口 葵', full_name_kana: '' }, 'en')).toBe('山口 葵')
    expect(displayName({ last_name: '山口', first_name: '葵' }, 'fr')).toBe('山口 葵')
    expect(displayName({ full_name: 'Emily Clarke', full_name_kana: '' }, 'ja')).toBe('Emily Clarke')
    expect(displayName({ full_name: 'Emily Clarke', full_name_kana: 'エミリー クラーク' }, 'en')).toBe('Emily Clarke')
    expect(romajiName({ name: '佐藤', kana: 'サトウ' })).toBe('Sato')
  })

  it('gives the other form as the secondary line, never a repeat', () => {
    expect(secondaryName(person, 'ja')).toBe('サトウ ハルト')
    expect(secondaryName(person, 'en')).toBe('佐藤 陽翔')
    expect(secondaryName({ full_name: '山口 葵', full_name_kana: '' }, 'en')).toBe('')
    expect(secondaryName({ full_name: 'Emily Clarke', full_name_kana: '' }, 'en')).toBe('')
  })
})

describe('initialsOf (from the shown name)', () => {
  it('takes the first kanji of the family name in Japanese', () => {
    expect(initialsOf('佐藤 陽翔')).toBe('佐')
    expect(initialsOf('佐藤')).toBe('佐')
    expect(initialsOf('長谷川真由美')).toBe('長')
  })
  it('takes first and last initials in Latin script', () => {
    expect(initialsOf('Haruto Sato')).toBe('HS')
    expect(initialsOf('madonna')).toBe('M')
    expect(initialsOf('  ')).toBe('')
  })
})

describe('nameSearchText', () => {
  it('holds kanji, reading and romaji in both orders', () => {
    const text = nameSearchText({ last_name: '鈴木', first_name: '蓮', last_name_kana: 'スズキ', first_name_kana: 'レン' })
    for (const part of ['鈴木 蓮', 'スズキ レン', 'Suzuki Ren', 'Ren Suzuki']) expect(text).toContain(part)
  })
})

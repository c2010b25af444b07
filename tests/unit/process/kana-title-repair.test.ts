import { describe, expect, it } from 'vitest'
import { repairKanaTitle } from '../../../src/features/process/analysis/kana-title'
import { findRole, isKanaLine } from '../../../src/features/process/analysis/card-roles'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

describe('katakana titles the engine slipped on', () => {
  it('puts right a title one slip from a title of title words', () => {
    expect(repairKanaTitle('シニアプアマネージャー')).toBe('シニアマネージャー')
    expect(repairKanaTitle('ブロダクトマネージャー')).toBe('プロダクトマネージャー')
    // A kana blurred in and the last long vowel lost.
    expect(repairKanaTitle('チーブフデザイナ')).toBe('チーフデザイナー')
    expect(repairKanaTitle('アカウントマネージャー')).toBe('アカウントマネージャー')
  })

  it('puts right kana read as others: one in a title, two in one of ten kana or more, when one title is nearest', () => {
    expect(repairKanaTitle('アカウメトマポージャー')).toBe('アカウントマネージャー')
    expect(repairKanaTitle('シニアマネーシャー')).toBe('シニアマネージャー')
    expect(repairKanaTitle('マネージヤー')).toBe('マネージャー')
    // Readings of names are no title however their kana are read.
    for (const reading of ['スガワラカオル', 'タカナシサクフラフ', 'ヤマダタロウ', 'サトウハナコ', 'ニカイドウエリコ']) expect(repairKanaTitle(reading), reading).toBeUndefined()
    // Two kana off in a short title is too far.
    expect(repairKanaTitle('マポージヤー')).toBeUndefined()
    expect(extractFields(['総務部 総務課', 'アカウメトマポージャー', '五十嵐 翼', 'IGARASHI Tsubasa'].join('\n')).fields.position).toBe('アカウントマネージャー')
  })

  it('puts right two slips apart in a title of ten kana or more: kana doubled or blurred in, a sound mark mistaken', () => {
    expect(repairKanaTitle('アカガウントママネージャー')).toBe('アカウントマネージャー')
    expect(repairKanaTitle('アァカゥウントマネージャー')).toBe('アカウントマネージャー')
    expect(repairKanaTitle('アカウッンドマネージャー')).toBe('アカウントマネージャー')
    // Not in a short one.
    expect(repairKanaTitle('マネネジャャー')).toBeUndefined()
  })

  it('leaves words with a kana read as another and a slip besides, readings and short words', () => {
    expect(repairKanaTitle('プロダンドマネネージャー')).toBeUndefined()
    expect(repairKanaTitle('ヤマザキコウヘイ')).toBeUndefined()
    expect(repairKanaTitle('リーダ')).toBeUndefined()
  })

  it('takes the title at a line’s end as the position, and a title line for no reading', () => {
    expect(findRole('営業企画室 チーブフデザイナ')).toEqual({ department: '営業企画室', position: 'チーフデザイナー' })
    expect(isKanaLine('シニアプアマネージャー')).toBe(false)
    expect(extractFields(['株式会社テスト', 'シニアプアマネージャー', '山田 太郎', 'TEL 03-1234-5678'].join('\n')).fields.position).toBe('シニアマネージャー')
  })
})

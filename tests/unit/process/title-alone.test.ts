import { describe, expect, it } from 'vitest'
import { findRole } from '../../../src/features/process/analysis/card-roles'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

// Issue 19: a title alone on its line with one glyph misread (宥護師長, 推教授, 日場長) was taken for a
// name with a short title glued on, or for the name itself, and the card had no title.

const card = (title: string) => extractFields(['合同会社すずかけ設計', title, '藤井 ゆかり', '〒380-0823 長野県長野市南千歳1丁目3-7', 'Tel 026-201-9312'].join('\n')).fields

describe('a title alone on its line, one glyph misread', () => {
  it('is the one title it is a glyph off', () => {
    expect(findRole('宥護師長')).toEqual({ position: '看護師長' })
    expect(findRole('推教授')).toEqual({ position: '准教授' })
    expect(card('日場長').position).toBe('工場長')
    expect(card('日場長').full_name).toBe('藤井 ゆかり')
  })

  it('leaves a unit, a line a glyph off several titles, and a two-glyph word as they are', () => {
    expect(findRole('事務局')).toEqual({ department: '事務局' })
    expect(findRole('副X長')).toBeUndefined()
    expect(findRole('主香')).toBeUndefined()
  })

  it('drops a speck read as a full stop after a title, and puts a capital read small before a katakana one in capitals', () => {
    expect(findRole('フィールドエンジニア.')).toEqual({ position: 'フィールドエンジニア' })
    expect(card('pRプランナー').position).toBe('PRプランナー')
  })
})

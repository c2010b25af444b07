import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { stripNameNoise } from '../../../src/features/process/analysis/name-noise'

// Small print on a name's row (a title before it, the reading beside it) read at the name's scale comes
// out as signs or a letter or two stuck to the name. Texts are invented, shaped like engine output.

describe('stripNameNoise', () => {
  it('takes signs and a letter or two off the ends of a name line', () => {
    expect(stripNameNoise('w= 高木雄一郎')).toBe('高木雄一郎')
    expect(stripNameNoise('we 村井 七海')).toBe('村井 七海')
    expect(stripNameNoise('| 柏木俊彦')).toBe('柏木俊彦')
    expect(stripNameNoise('野口 恵美 <=')).toBe('野口 恵美')
    expect(stripNameNoise('勅使河原” 俊之介')).toBe('勅使河原 俊之介')
    expect(stripNameNoise('= 高木 さくら')).toBe('高木 さくら')
  })

  it('keeps a sign beside a short run, which may be a misread glyph of the name', () => {
    expect(stripNameNoise('辻 &')).toBe('辻 &')
    expect(stripNameNoise('小松原 &')).toBe('小松原 &')
  })

  it('leaves lines that are no name shape, or hold digits or words', () => {
    expect(stripNameNoise('TEL 03-1234-5678')).toBe('TEL 03-1234-5678')
    expect(stripNameNoise('= 営業部 第二課 主任')).toBe('= 営業部 第二課 主任')
    expect(stripNameNoise('5F 高木ビル')).toBe('5F 高木ビル')
    expect(stripNameNoise('Bob 高木雄一郎')).toBe('Bob 高木雄一郎')
    expect(stripNameNoise('高木 雄一郎')).toBe('高木 雄一郎')
  })
})

describe('a kanji name with noise on its row', () => {
  it('is the name, not the romaji line under it', () => {
    const card = (name: string) => extractFields(`第二営業部\n${name}\nたかぎ ゆういちろう\nTAKAGI Yuichiro\n有限会社青葉ロジ\ny.takagi@aoba-logi.co.jp`).fields
    expect(card('w= 高木雄一郎').full_name).toBe('高木雄一郎')
    expect(card('= 高木雄一郎').full_name).toBe('高木雄一郎')
    expect(card('高木 雄一郎 <=').full_name).toBe('高木 雄一郎')
    expect(card('高木” 雄一郎').full_name).toBe('高木 雄一郎')
    expect(card('we 高木 雄一郎').full_name_kana).toBe('たかぎ ゆういちろう')
  })

  it('is found with a title before the noise', () => {
    expect(extractFields('株式会社青葉\n係長 w= 高木 雄一郎\nTAKAGI Yuichiro').fields).toMatchObject({ full_name: '高木 雄一郎', position: '係長' })
  })

  it('is found where no romaji line stands in for it', () => {
    expect(extractFields('総務部 総務課\n= 高木沙織\n青葉合同会社\nsaori@aoba.co.jp').fields.full_name).toBe('高木沙織')
  })
})

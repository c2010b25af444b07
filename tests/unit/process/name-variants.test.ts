import { describe, expect, it } from 'vitest'
import { nameVariantSwaps, swapGlyph, variantsOf } from '../../../src/features/process/card/name-variants'

describe('old and variant forms of name kanji', () => {
  it('offers each form a character of the name has, once, both ways', () => {
    expect(nameVariantSwaps('山崎 康平')).toEqual([
      { from: '崎', to: '﨑' },
      { from: '崎', to: '嵜' },
    ])
    expect(nameVariantSwaps('髙橋 翼')).toEqual([{ from: '髙', to: '高' }])
    expect(nameVariantSwaps('渡辺 浜子')).toEqual([
      { from: '辺', to: '邊' },
      { from: '辺', to: '邉' },
      { from: '浜', to: '濱' },
    ])
    expect(nameVariantSwaps('田中 太郎')).toEqual([])
  })

  it('knows the variant forms surnames are printed in (舘野 for 館野, 北條 for 北条, 曾根 for 曽根)', () => {
    expect(variantsOf('館')).toEqual(['舘'])
    expect(variantsOf('舘')).toEqual(['館'])
    expect(nameVariantSwaps('北条 曽根')).toEqual([
      { from: '条', to: '條' },
      { from: '曽', to: '曾' },
    ])
  })

  it('keeps forms outside the basic plane whole (𠮷 is two UTF-16 units)', () => {
    expect(variantsOf('吉')).toEqual(['𠮷'])
    expect(swapGlyph('吉田 吉男', '吉', '𠮷')).toBe('𠮷田 𠮷男')
    expect(nameVariantSwaps('𠮷田')).toEqual([{ from: '𠮷', to: '吉' }])
  })

  it('keeps every form through the NFKC normalisation the server applies', () => {
    for (const { from, to } of nameVariantSwaps('崎高吉辺斉斎沢浜島桜広国竜恵真徳富桑清達槙瀬渕栄穂黒礼秋館条曽桧峰蔵亀磯')) {
      expect(to.normalize('NFKC'), `${from} → ${to}`).toBe(to)
    }
  })
})

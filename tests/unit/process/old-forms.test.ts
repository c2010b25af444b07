import { describe, expect, it } from 'vitest'
import { chooseOldForm, formCandidates, withGlyph } from '../../../src/features/process/analysis/old-forms'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

// Names printed in an old form (山﨑, 髙橋) read as the common one: the glyph's ink decides.
describe('old and variant forms of a name’s kanji', () => {
  it('takes the short kana-and-kanji lines with a glyph that has other forms, near an end', () => {
    expect(formCandidates('山崎 康平').at).toEqual([1])
    expect(formCandidates('高橋 翼').at).toEqual([0])
    expect(formCandidates('営業部 髙橋 翼').at).toEqual([3])
    expect(formCandidates('渡辺 恵').at).toEqual([1, 2])
    // Addresses, digits, letters, long lines and names without such glyphs are left.
    for (const text of ['群馬県高崎市栄町3-23', 'Tsubasa TAKAHASHI', '鈴木 一郎', '群馬県前橋市大手町一丁目一番地の高崎']) expect(formCandidates(text).at, text).toEqual([])
  })

  it('swaps the form only when another clearly looks more like the glyph, and says when the judge is sure', () => {
    // Scores measured on the tune cards: 﨑 printed in Mincho and Gothic, 髙, a common 高 and 清.
    expect(chooseOldForm({ 崎: 0.61, 﨑: 0.77, 嵜: 0.05 }, '崎')).toEqual({ form: '﨑', sure: true })
    expect(chooseOldForm({ 崎: 0.65, 﨑: 0.73, 嵜: 0.05 }, '崎')).toEqual({ form: '﨑', sure: false })
    expect(chooseOldForm({ 高: 0.67, 髙: 0.79 }, '高')).toEqual({ form: '髙', sure: true })
    expect(chooseOldForm({ 高: 0.77, 髙: 0.718 }, '高')).toEqual({ form: '高', sure: true })
    expect(chooseOldForm({ 清: 0.74, 淸: 0.68 }, '清')).toEqual({ form: '清', sure: true })
    // Too close to call (another font than the templates): kept, not sure.
    expect(chooseOldForm({ 黒: 0.7, 黑: 0.72 }, '黒')).toEqual({ form: '黒', sure: false })
    // The cut missed the glyph (it looks like none of the forms): nothing is judged.
    expect(chooseOldForm({ 齋: 0.15, 斎: 0.3, 斉: 0.1 }, '齋')).toEqual({ form: '齋', sure: false })
    expect(chooseOldForm({}, '崎')).toEqual({ form: '崎', sure: false })
  })

  it('writes the form in the line’s text and in the word that holds the glyph, and the name field takes it', () => {
    const line = { text: '山崎 康平', confidence: 93, words: [{ text: '山崎', confidence: 93 }, { text: '康平', confidence: 93 }] }
    const swapped = withGlyph(line, 1, '﨑')
    expect(swapped.text).toBe('山﨑 康平')
    expect(swapped.words?.map((w) => w.text)).toEqual(['山﨑', '康平'])
    const titled = withGlyph({ text: '営業部 高橋 翼', confidence: 90, words: [{ text: '営業部', confidence: 90 }, { text: '高橋', confidence: 90 }, { text: '翼', confidence: 90 }] }, 3, '髙')
    expect(titled.words?.map((w) => w.text)).toEqual(['営業部', '髙橋', '翼'])
    expect(extractFields(['株式会社白鷺精工', '営業部', withGlyph({ text: '高橋 翼', confidence: 90 }, 0, '髙').text, 'TEL 03-1234-5678'].join('\n')).fields).toMatchObject({ full_name: '髙橋 翼' })
  })
})

import { describe, expect, it } from 'vitest'
import { chooseForm, circledCandidate, FORM_CONFIDENCE, leadMarkCandidates, withForm } from '../../../src/features/process/analysis/circled-forms'
import { correlation, inkBounds } from '../../../src/features/process/analysis/glyph-match'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

describe('㈱ and ㈲ read as another kanji', () => {
  it('takes a name of kana or kanji ending in one kanji, or a bracket and one, as a line that may end in a mark', () => {
    expect(circledCandidate({ text: '白鷺精工導' })).toEqual({ stem: '白鷺精工', read: '導' })
    expect(circledCandidate({ text: 'アルタイル牧' })).toEqual({ stem: 'アルタイル', read: '牧' })
    expect(circledCandidate({ text: '白鷺精工(用' })).toEqual({ stem: '白鷺精工', read: '(用' })
    expect(circledCandidate({ text: 'カエデ 伯' })).toEqual({ stem: 'カエデ', read: '伯' })
    // The mark's right side read as a closing bracket (㈲ as 人)).
    expect(circledCandidate({ text: '錦織製作所人)' })).toEqual({ stem: '錦織製作所', read: '人)' })
    // A logo before the name read as a digit or letter is no part of it (nor a digit of an address).
    expect(circledCandidate({ text: '0 紅葉堂内' })).toEqual({ stem: '紅葉堂', read: '内' })
    expect(circledCandidate({ text: 'Q 村人社東洋精機' })).toEqual({ stem: '村人社東洋精', read: '機' })
    expect(circledCandidate({ text: '0 1丁目8番' })).toBeUndefined()
  })

  it('leaves lines with a legal form, digits, a street in kanji numerals, a lone kanji after a space-separated name, or Latin alone', () => {
    for (const line of ['株式会社三つ星運輸', '(株)東洋精機', '医療法人瑞穂化学', '第二中央ビル8階', '北浜一丁目八番十六号', '高橋 昌平', 'Satoshi SHOJI', '平'])
      expect(circledCandidate({ text: line }), line).toBeUndefined()
  })

  it('chooses a mark only when it clearly looks more like the glyph than the kanji read there', () => {
    // Scores as measured on cards: the marks against the glyph, and the kanji the engine read.
    expect(chooseForm({ '㈱': 0.83, '㈲': 0.42, 伯: 0.02 }, '伯')).toBe('㈱')
    expect(chooseForm({ '㈱': 0.39, '㈲': 0.62, 導: -0.01 }, '導')).toBe('㈲')
    expect(chooseForm({ '㈱': 0.37, '㈲': 0.79, 用: -0.15 }, '(用')).toBe('㈲')
    // Judged against the kanji read, not the bracket read after it.
    expect(chooseForm({ '㈱': 0.3, '㈲': 0.5, 人: 0.45 }, '人)')).toBeUndefined()
    expect(chooseForm({ '㈱': 0.3, '㈲': 0.5, 人: 0.1 }, '人)')).toBe('㈲')
    // A plain kanji cut from the end of a line: no mark looks like it enough, or the kanji looks as much.
    expect(chooseForm({ '㈱': 0.04, '㈲': 0.2, 階: 0.04 }, '階')).toBeUndefined()
    expect(chooseForm({ '㈱': 0.24, '㈲': 0.32, 内: 0.2 }, '内')).toBeUndefined()
    expect(chooseForm({}, '内')).toBeUndefined()
  })

  it('puts the mark in the line’s text and last word, under the office check’s bar, and the fields read it as the legal form', () => {
    const line = { text: '白鷺精工(用', confidence: 91, agreed: true, box: { x0: 0, y0: 0, x1: 200, y1: 40 }, words: [{ text: '白鷺精工(用', confidence: 91 }] }
    const marked = withForm(line, '(用', '㈲')
    expect(marked.text).toBe('白鷺精工㈲')
    expect(marked.words?.[0].text).toBe('白鷺精工㈲')
    expect(marked.confidence).toBe(FORM_CONFIDENCE)
    expect(marked.agreed).toBe(false)
    expect(withForm({ ...line, text: '錦織製作所人)', words: [{ text: '錦織製作所人)', confidence: 95 }] }, '人)', '㈲')).toMatchObject({ text: '錦織製作所㈲', words: [{ text: '錦織製作所㈲' }] })
    expect(extractFields(['山田 太郎', marked.text, 'TEL 03-1234-5678'].join('\n')).fields.company).toBe('白鷺精工有限会社')
    expect(extractFields(['山田 太郎', withForm({ ...line, text: 'アルタイル牧' }, '牧', '㈱').text].join('\n')).fields.company).toBe('アルタイル株式会社')
    // The mark left out by the engine is put after the name; a glyph read with it is replaced alone.
    expect(withForm({ ...line, text: '白鷺精工', words: [{ text: '白鷺精工', confidence: 91 }] }, '', '㈲')).toMatchObject({ text: '白鷺精工㈲', words: [{ text: '白鷺精工' }, { text: '㈲' }] })
    expect(withForm({ ...line, text: '紅葉堂内', words: [{ text: '紅葉堂内', confidence: 91 }] }, '内', '㈱').text).toBe('紅葉堂㈱')
  })
})

describe('glyph shapes', () => {
  it('finds the ink inside a cut, or none on blank paper', () => {
    const values = new Array(100).fill(250)
    for (const i of [23, 24, 33, 34, 45]) values[i] = 10
    expect(inkBounds({ width: 10, height: 10, values })).toEqual({ x0: 3, y0: 2, x1: 6, y1: 5 })
    expect(inkBounds({ width: 10, height: 10, values: new Array(100).fill(240) })).toBeUndefined()
  })

  it('correlates equal shapes at 1, opposite ones at −1, and a flat one at 0', () => {
    const ring = [1, 1, 1, 1, 0, 1, 1, 1, 1]
    const dot = [0, 0, 0, 0, 1, 0, 0, 0, 0]
    expect(correlation(ring, ring)).toBeCloseTo(1)
    expect(correlation(ring, dot)).toBeCloseTo(-1)
    expect(correlation(ring, new Array(9).fill(0))).toBe(0)
  })
})

describe('a mark read as two glyphs', () => {
  const column = { x0: 394, y0: 79, x1: 436, y1: 301 }
  const words = [
    { text: 'ミドリ技研', confidence: 90, box: { x0: 394, y0: 79, x1: 436, y1: 262 } },
    { text: '人', confidence: 39, box: { x0: 394, y0: 261, x1: 436, y1: 278 } },
    { text: '牧', confidence: 84, box: { x0: 394, y0: 277, x1: 436, y1: 301 } },
  ]

  it('takes the two for one glyph when their boxes together are no longer than a glyph', () => {
    expect(circledCandidate({ text: 'ミドリ技研人牧', box: column, words })).toEqual({ stem: 'ミドリ技研', read: '人牧' })
    // Each a glyph long: two glyphs, and the name keeps its last kanji.
    const apart = [words[0], { ...words[1], box: { x0: 394, y0: 230, x1: 436, y1: 270 } }, { ...words[2], box: { x0: 394, y0: 272, x1: 436, y1: 312 } }]
    expect(circledCandidate({ text: 'ミドリ技研人牧', box: column, words: apart })).toEqual({ stem: 'ミドリ技研人', read: '牧' })
  })

  it('without word boxes, by the glyphs the row has room for', () => {
    // Seven glyphs read, room for six: the 人 is the mark's round side.
    expect(circledCandidate({ text: '栄光電子人内', box: { x0: 0, y0: 0, x1: 200, y1: 40 } })).toEqual({ stem: '栄光電子', read: '人内' })
    expect(circledCandidate({ text: '栄光電子人内', box: { x0: 0, y0: 0, x1: 240, y1: 40 } })).toEqual({ stem: '栄光電子人', read: '内' })
  })

  it('puts one mark word where the two were', () => {
    const marked = withForm({ text: 'ミドリ技研人牧', confidence: 88, box: column, words }, '人牧', '㈱')
    expect(marked.text).toBe('ミドリ技研㈱')
    expect(marked.words).toEqual([words[0], { text: '㈱', confidence: 39, box: { x0: 394, y0: 261, x1: 436, y1: 301 } }])
  })
})

describe('a mark before the name, judged on its ink', () => {
  const kinds = (line: string) => leadMarkCandidates(line).map(({ kind, lead, rest, judged }) => ({ kind, lead, rest, judged }))

  it('looks past a logo read as a glyph set apart for a mark lost before the name', () => {
    expect(kinds('口 大黒屋商店')).toEqual([
      { kind: 'lead', lead: '口', rest: '大黒屋商店', judged: '口' },
      { kind: 'logo', lead: '口 ', rest: '大黒屋商店', judged: '大' },
    ])
    expect(kinds('8 オーロラ電装')).toEqual([{ kind: 'logo', lead: '8 ', rest: 'オーロラ電装', judged: 'オ' }])
  })

  it('judges a capital, or a sign and a capital, glued before a Latin name in capitals', () => {
    expect(kinds('WQUBIT FORGE')).toEqual([{ kind: 'glued', lead: 'W', rest: 'QUBIT FORGE', judged: 'W' }])
    expect(kinds('#RHINOKT  Design')).toEqual([{ kind: 'glued', lead: '#R', rest: 'HINOKT  Design', judged: 'R' }])
  })

  it('looks past no name’s or title’s first glyph, and at no form or street', () => {
    // A lone kanji before a gap is judged as ever (the mark read as a kanji), the glyph past it is not.
    expect(kinds('林 大輔').map((k) => k.kind)).toEqual(['lead'])
    for (const line of ['顧問 小笠原亜希子', '株式会社 大黒屋商店', '8 1丁目8番', 'Kenji SATO', 'ARC']) expect(kinds(line), line).toEqual([])
  })
})

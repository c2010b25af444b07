import { describe, expect, it } from 'vitest'
import { circledCandidate, readCircledForms, withForm } from '../../../src/features/process/analysis/circled-forms'
import { spellLatinAsDomain, tidyLatinCompany } from '../../../src/features/process/analysis/company-latin'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { undoubleVoiced } from '../../../src/features/process/analysis/company-kana'
import { keepMarks } from '../../../src/features/process/analysis/second-reading'

// Issue 19: a company printed as a logo with ㈱ or ㈲ beside its name, the mark read as a bracket or a
// letter ('BLUE MAPLE)', '伊吹工務店L', '(H)KOTOBUKI WORKS'), had no legal form, so no company at all.

describe('a logo company whose mark was read as a bracket or a letter', () => {
  it('takes a Latin name ending in a bracket, a bracketed letter or sign, or 株, as a line that may end in a mark', () => {
    expect(circledCandidate({ text: 'BLUE MAPLE)' })).toEqual({ stem: 'BLUE MAPLE', read: ')', latin: true })
    expect(circledCandidate({ text: '[in] iLINK(#)' })).toEqual({ stem: 'iLINK', read: '(#)', latin: true })
    expect(circledCandidate({ text: '回 KizuNA PARTNERS (i)' })).toEqual({ stem: 'KizuNA PARTNERS', read: '(i)', latin: true })
    expect(circledCandidate({ text: 'KIZUNA PARTNERS (i株' })).toEqual({ stem: 'KIZUNA PARTNERS', read: '(i株', latin: true })
    // A kana or kanji name with the mark read as one Latin letter.
    expect(circledCandidate({ text: '伊吹工務店L' })).toEqual({ stem: '伊吹工務店', read: 'L', latin: true })
  })

  it('leaves Latin lines that end in a word, a bracketed word or digits', () => {
    for (const line of ['Satoshi SHOJI', 'Manager (Sales)', 'Tel (03)', 'Head of Sales', 'ISO 9001'])
      expect(circledCandidate({ text: line }), line).toBeUndefined()
  })

  it('puts the mark in place of the bracket or letter read for it', () => {
    const line = { text: 'BLUE MAPLE)', confidence: 90, box: { x0: 0, y0: 0, x1: 300, y1: 40 }, words: [{ text: 'BLUE', confidence: 92 }, { text: 'MAPLE)', confidence: 88 }] }
    expect(withForm(line, ')', '㈲').text).toBe('BLUE MAPLE㈲')
    expect(withForm(line, ')', '㈲').words?.map((w) => w.text)).toEqual(['BLUE', 'MAPLE㈲'])
    expect(extractFields('BLUE MAPLE㈲\n代表社員\n瀬戸口 優太\nE-mail : setoguchi.y5@bluemaple.jp').fields.company).toBe('BLUE MAPLE有限会社')
  })

  it('judges only the lines it is asked to (those the second engine read anew)', () => {
    const lines = [{ text: '伊吹工務店L', confidence: 81, box: { x0: 0, y0: 0, x1: 300, y1: 60 } }]
    expect(readCircledForms(undefined as never, lines, () => false)).toEqual(lines)
  })
})

describe('a logo company tidied', () => {
  it('leaves out a logo read before the name as a dot, a kanji or a bracketed letter or two', () => {
    expect(tidyLatinCompany('・四季彩ガーデン株式会社')).toBe('四季彩ガーデン株式会社')
    expect(tidyLatinCompany('回 KIZUNA PARTNERS株式会社')).toBe('KIZUNA PARTNERS株式会社')
    expect(tidyLatinCompany('[in] iLINK株式会社')).toBe('iLINK株式会社')
    // A kanji before a kanji name past a gap may be its own (a branch, a prefix): only before Latin.
    expect(tidyLatinCompany('株式会社 日の出水産')).toBe('株式会社 日の出水産')
  })

  it('puts a word of capitals read partly in lower case in capitals, not a name in camel or title case', () => {
    expect(tidyLatinCompany('KotoBUki WORKS株式会社')).toBe('KOTOBUKI WORKS株式会社')
    expect(tidyLatinCompany('KizuNA PARTNERS株式会社')).toBe('KIZUNA PARTNERS株式会社')
    expect(tidyLatinCompany('株式会社NEXViA')).toBe('株式会社NEXVIA')
    expect(tidyLatinCompany('合資会社ORBITEc')).toBe('合資会社ORBITEC')
    for (const name of ['株式会社iLINK', 'HINOKI Design有限会社', 'Sora Digital株式会社', 'McBride Japan株式会社', 'Axis one有限会社'])
      expect(tidyLatinCompany(name), name).toBe(name)
  })

  it('completes a name from a host label only when no label spells it whole', () => {
    expect(spellLatinAsDomain('iLINK株式会社', ['a.info@ilinkjp.net', 'info@ilink-jp.net'])).toBe('iLINK株式会社')
    expect(spellLatinAsDomain('Sora Digita株式会社', ['jin@soradigital.biz'])).toBe('Sora Digital株式会社')
  })

  it('spells the name as the host of an address whose local part was misread out of the alphabet', () => {
    const r = extractFields('回 合資会社 ORBTEc\n石井 純一\nE-mail ishii.jé@orbitec.co.jp')
    expect(r.fields.company).toBe('合資会社ORBITEC')
  })
})

describe('a フ, ブ or プ of a loanword read twice', () => {
  it('is read once, as the domain spells it', () => {
    expect(undoubleVoiced('株式会社メディカルプブリッジ', ['medibridge.co.jp', ''])).toBe('株式会社メディカルブリッジ')
    expect(undoubleVoiced('テラスケーブプ株式会社', ['terrascape.co.jp', ''])).toBe('テラスケープ株式会社')
    expect(undoubleVoiced('ププルーオーシャン物流株式会社', ['blueocean-logi.com', ''])).toBe('ブルーオーシャン物流株式会社')
    // フ twice before a small vowel spells no word, whatever the domain.
    expect(undoubleVoiced('有限会社グリーンフフィールド', ['', ''])).toBe('有限会社グリーンフィールド')
  })

  it('stays as read where the domain leaves it open or spells the pair', () => {
    expect(undoubleVoiced('ププルーオーシャン物流株式会社', ['', ''])).toBe('ププルーオーシャン物流株式会社')
    expect(undoubleVoiced('株式会社プブリッジ', ['pub-bridge.jp', ''])).toBe('株式会社プブリッジ')
    expect(undoubleVoiced('ププ商会株式会社', ['pupu.co.jp', ''])).toBe('ププ商会株式会社')
    expect(undoubleVoiced('株式会社ドトール', ['doutor.co.jp', ''])).toBe('株式会社ドトール')
  })
})

describe('a mark judged on the ink, then the line read again by the second engine', () => {
  it('keeps the mark the second reading left out, at the end or the start', () => {
    expect(keepMarks('x 那須野牧場㈲', '図 那須野牧場')).toBe('図 那須野牧場㈲')
    expect(keepMarks('㈱黒屋商店', '大黒屋商店')).toBe('㈱大黒屋商店')
    expect(keepMarks('白鷺精工㈱', '白鷺精工㈱')).toBe('白鷺精工㈱')
    expect(keepMarks('副部長 弥', '副部長')).toBe('副部長')
  })

  it('drops a logo glyph set apart before a name ending in a bracketed form', () => {
    const company = (line: string) => extractFields(`${line}\n営業部 部長\n松井 萌\nE-mail : info@nasuno-farm.co.jp`).fields.company
    expect(company('図 那須野牧場㈲')).toBe('那須野牧場有限会社')
    expect(company('円 朝霧食品㈲')).toBe('朝霧食品有限会社')
  })

  it('judges again no mark at the end of a title', () => {
    const line = { text: '副部長 弥', confidence: 95, box: { x0: 0, y0: 0, x1: 30, y1: 600 } }
    expect(readCircledForms(undefined as never, [line], () => true)).toEqual([line])
  })
})

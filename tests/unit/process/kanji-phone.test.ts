import { describe, expect, it } from 'vitest'
import { kanjiPhone, spacedPhones, spacedReadings } from '../../../src/features/process/analysis/kanji-phone'
import { doubtReasons } from '../../../src/features/process/analysis/field-confidence'
import { findPhones, parsePhone } from '../../../src/features/process/analysis/extract-contacts'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'

// Issue 19: phone numbers of vertical (縦書き) cards printed in kanji numerals, as the engine reads a
// column of them: the dash a vertical stroke (1, I, l, |, !), 一 sometimes ー, 〇 sometimes O or O〇.
// Texts are invented, shaped like engine output.

describe('phone numbers in kanji numerals down a column', () => {
  it.each([
    ['〇五四1IO〇八六1一六〇五', '054-086-1605'], // the dash read as 1, I and a stray O
    ['〇三ー七二四四l七六九五', '03-7244-7695'],
    ['〇八二1ー〇三七|四六五四', '082-037-4654'],
    ['〇七六IO七八I四四八八', '076-078-4488'], // here the O after the dash is the 〇
    ['〇八ニーO〇五五!六四六八', '082-055-6468'], // 〇 read twice (O〇), 二 as katakana ニ
    ['〇ニ六三ー七二ー四九七五', '0263-72-4975'], // a four-digit area code, ー as the dash
    ['〇九〇1!八七九九1五一ニー', '090-8799-5121'], // the last 一 read as ー
    ['〇八二ー六一五!三二七五', '082-615-3275'],
    ['〇三-一二三四-五六七八', '03-1234-5678'],
  ])('%s → %s', (text, number) => {
    expect(kanjiPhone(text)).toBe(number)
  })

  it('reads a glyph before the first numeral as 〇 (every number starts with 0)', () => {
    expect(kanjiPhone('て七〇1九五一八!九九九五')).toBe('070-9518-9995')
    expect(kanjiPhone('CO五四1四八八!六八六七')).toBe('054-488-6867')
  })

  it('prefers the usual three-digit area code when two readings make a number', () => {
    // ーー: one is the dash and one the digit 一; 076-167-… and 0761-67-… are both numbers.
    expect(kanjiPhone('ひ七ホーー六七!六三七一')).toBe('076-167-6371')
  })

  it('splits a mobile number whose second dash was lost as mobiles are (3-4-4)', () => {
    expect(kanjiPhone('〇七〇1二九五一八八四七')).toBe('070-2951-8847')
  })

  it('leaves addresses, postal codes and numbers with a lost digit alone', () => {
    expect(kanjiPhone('三宮町一丁目九番一号')).toBeUndefined()
    expect(kanjiPhone('〒三刀OIO八一一長野県松本市')).toBeUndefined()
    expect(kanjiPhone('〇九六1四七ニー六五六')).toBeUndefined()
  })

  it('reads 回 as 四 and drops the 和 a doubled 八 is read as', () => {
    expect(findPhones('電話(〇六ー五七回二ー〇三〇一')).toEqual([{ kind: 'tel', number: '06-5742-0301' }])
    expect(findPhones('電話〇九八1四和八四1六四三八')).toEqual([{ kind: 'tel', number: '098-484-6438' }])
    expect(findPhones('電話(〇三I九一九一1l四七〇和八')).toEqual([{ kind: 'tel', number: '03-9191-4708' }])
    expect(findPhones('ファクス〇和八二1八九〇!九三五八')).toEqual([{ kind: 'fax', number: '082-890-9358' }])
  })

  it('reads a katakana look-alike doubled as one numeral when only so the number has its usual area code', () => {
    expect(kanjiPhone('〇八ニニー一六四1二六〇一')).toBe('082-164-2601')
    // 〇二二: Sendai's area code, kept.
    expect(kanjiPhone('〇ニニー二三四ー五六七八')).toBe('022-234-5678')
  })

  it('finds the number after an address on the same line', () => {
    expect(kanjiPhone('三宮町一丁目九番一号 〇三-一二三四-五六七八')).toBe('03-1234-5678')
  })

  it('types the number by its label, and a shared label gives the phone and the fax', () => {
    expect(findPhones('電話〇五四1IO〇八六1一六〇五')).toEqual([{ kind: 'tel', number: '054-086-1605' }])
    expect(findPhones('ファクスCO五四1四八八!六八六七')).toEqual([{ kind: 'fax', number: '054-488-6867' }])
    expect(findPhones('携帯て七〇1九五一八!九九九五')).toEqual([{ kind: 'mobile', number: '070-9518-9995' }])
    expect(findPhones('電話・ファクス〇六1九〇九〇1七八六四')).toEqual([
      { kind: 'tel', number: '06-9090-7864' },
      { kind: 'fax', number: '06-9090-7864' },
    ])
  })
})

describe('dashes misread in Latin-digit numbers', () => {
  it('takes 一 between digits for the dash', () => {
    expect(findPhones('携帯:070一0790一3360')).toEqual([{ kind: 'mobile', number: '070-0790-3360' }])
  })

  it('joins a group a space cut in two', () => {
    expect(findPhones('Tel09 6一001ー9347 Fax096一56 9一5529')).toEqual([
      { kind: 'tel', number: '096-001-9347' },
      { kind: 'fax', number: '096-569-5529' },
    ])
  })

  it("drops the 1 a column's dash left beside an apostrophe when a landline has eleven digits", () => {
    expect(parsePhone("082'1823'2564")).toBe('082-823-2564')
    expect(parsePhone("090'1823'2564")).toBe('090-1823-2564')
    expect(parsePhone('03-1234-5678')).toBe('03-1234-5678')
  })
})

describe('letter-spaced full-width digits, read one glyph apart', () => {
  it('takes a bar for the dash and a 1 for the digit or the dash, as makes a number with the usual area code', () => {
    expect(spacedPhones('0 4 8 1 1 0 3 | 1 5 3 7')).toEqual(['048-103-1537'])
    expect(spacedPhones('0 9 0 | 8 5 9 1 1 0 1 3 1')).toEqual(['090-8591-0131'])
    expect(findPhones('T@マ 0 4 8 1 1 0 3 | 1 5 3 7 デュ 5x 0 4 8 | 8 1 の | 4 2 4 0')).toEqual([{ kind: 'tel', number: '048-103-1537' }])
  })

  it('says when a 1 was taken for the dash, and the office checks that number', () => {
    expect(spacedReadings('0 4 8 1 1 0 3 | 1 5 3 7')).toEqual([{ number: '048-103-1537', oneAsDash: true }])
    expect(spacedReadings('0 4 8 | 2 0 3 | 2 5 3 7')).toEqual([{ number: '048-203-2537', oneAsDash: false }])
    const lines = [{ text: 'TEL 0 4 8 1 1 0 3 | 1 5 3 7', confidence: 95 }]
    expect(doubtReasons('phone_number', '048-103-1537', {}, lines)).toContain('spaced-dash')
    expect(doubtReasons('phone_number', '048-203-2537', {}, [{ text: 'TEL 0 4 8 | 2 0 3 | 2 5 3 7', confidence: 95 }])).not.toContain('spaced-dash')
  })

  it('leaves runs that make no number, and digits not spaced out', () => {
    expect(spacedPhones('1 2 3 4 5 6 7 8 9 0')).toEqual([])
    expect(spacedPhones('048-103-1537')).toEqual([])
  })

  it('never gives an eleven-digit landline: a dash read as a digit leaves no number', () => {
    expect(parsePhone('0 4 8 1 1 0 3 | 1 5 3')).toBeUndefined()
    expect(parsePhone('04811031537')).toBeUndefined()
    expect(parsePhone('09018231537')).toBe('090-1823-1537')
  })
})

describe('shared labels and brackets misread', () => {
  it('reads a brace for a bracket and = for the ・ of a shared label', () => {
    expect(findPhones('TEL = FAX 054{208)3253')).toEqual([
      { kind: 'tel', number: '054-208-3253' },
      { kind: 'fax', number: '054-208-3253' },
    ])
  })
})

describe('labels and dashes misread around Latin digits', () => {
  it('takes TEI for TEL, so the number after it is the phone, not the mobile', () => {
    expect(findPhones('TEI.(096) 032-9227 + FAX (096) 116-3449')).toEqual([
      { kind: 'tel', number: '096-032-9227' },
      { kind: 'fax', number: '096-116-3449' },
    ])
  })

  it('drops a lone kana the engine read beside a dash', () => {
    expect(findPhones('TEL/FAX 05 4キー957一2936')[0]).toEqual({ kind: 'tel', number: '054-957-2936' })
  })
})

describe('a label read into the number, and a phone number lost', () => {
  it('reads a shared TEL + FAX label whose T was lost (EL + FAX) as the phone, so the mobile is not taken for it', () => {
    expect(extractFields('濱口翼\nEL + FAX 03.5418.8804\nMOBILE 070.6675.2579').fields.phone_number).toBe('03-5418-8804')
    // Tel/Fax with its l and slash read as one U.
    expect(extractFields('齋藤 聡\nTeUFax 0 43一682一8886\nMail ssaito@mail.jma-assoc.or.jp').fields.phone_number).toBe('043-682-8886')
  })

  it('drops a look-alike glued before the 0 of the area code (no number starts 00)', () => {
    expect(findPhones('TO048一924ー3417')).toEqual([{ kind: 'tel', number: '048-924-3417' }])
  })

  it('does not take the mobile for the phone when the phone label stood before digits that read as no number', () => {
    const r = extractFields("蓮見さくら\n電話 ごいら- 204'8985\n携帯080'8776'0494\nmail : shasumi@shirasagi-seiko.com")
    expect(r.fields.phone_number).toBe('')
    expect(r.fields.mobile_number).toBe('080-8776-0494')
    // A card with only a mobile keeps it as its phone.
    expect(extractFields('蓮見さくら\n携帯080-8776-0494').fields.phone_number).toBe('080-8776-0494')
    // Zeros read as letters (o, O) are digits the phone lost too; a label alone before a word is no lost number.
    expect(extractFields('二階堂周平\n電話 oo- ooomさ-さのm寺\n携帯070\'7607\'2867').fields.phone_number).toBe('')
    expect(extractFields('二階堂周平\nTEL お問い合わせ\n携帯070-7607-2867').fields.phone_number).toBe('070-7607-2867')
  })
})

import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { findCircledKabu, findCompany } from '../../../src/features/process/analysis/card-company'
import { alignPlace } from '../../../src/features/process/analysis/align-place'
import { companyAsDomainSpells } from '../../../src/features/process/analysis/company-latin'
import { nameOfReading, nameSpellings } from '../../../src/features/process/analysis/reading-names'

// Issue 19, the wide design's seventh draw (bench/card-set-wide.mjs wide7): kinds of failure its first,
// unseen run showed. Texts are invented, shaped like engine output.

const card = (rows: string[], company = '合資会社八雲商会') =>
  extractFields([company, ...rows, '〒840-0826', '佐賀県佐賀市白山2丁目1-12', 'TEL. 0952-24-6604'].join('\n')).fields
const address = (line: string) => extractFields(['株式会社みなと測量', '山本 圭', line, 'TEL 03-1234-5678'].join('\n')).fields.address

describe('names', () => {
  it('reads 一 of a family name before its ノ, read as a long-vowel mark', () => {
    expect(card(['専務理事', 'ーノ瀬節子']).full_name.replace(/ /g, '')).toBe('一ノ瀬節子')
    // A katakana word that starts with ー is no name, before or after.
    expect(card(['専務理事', 'ーノ']).full_name).toBe('')
  })

  it('joins a kanji name and a katakana given name read with gaps anywhere', () => {
    expect(card(['課長', '能 登カ ンナ Kanna NOTO']).full_name).toBe('能登 カンナ')
    expect(card(['課長', '能登 カンナ']).full_name).toBe('能登 カンナ')
  })

  it('takes the name read whole on the next line over one that lost a glyph at either end', () => {
    expect(card(['頭 悠', '鬼頭悠真']).full_name).toBe('鬼頭悠真')
  })

  it('leaves out the column a bar sets apart after the name', () => {
    expect(card(['部長', '東 恵子 | ttのs/wojp', 'Keiko AZUMA']).full_name).toBe('東 恵子')
  })

  it('splits off a reading in brackets whose closing bracket was lost', () => {
    const r = card(['主査', '千葉由紀 (ちばゆき'])
    expect([r.full_name.replace(/ /g, ''), r.full_name_kana.replace(/ /g, '')]).toEqual(['千葉由紀', 'ちばゆき'])
  })

  it('puts back the first glyph of a known given name the reading spells', () => {
    expect(nameOfReading('喜屋武 太', nameSpellings('', [], 'sota.kyan@jinaikai.or.jp'))).toBe('喜屋武 颯太')
    // Without the reading nothing says which 太 it was.
    expect(nameOfReading('喜屋武 太', nameSpellings('', [], 'kyan@jinaikai.or.jp'))).toBe('喜屋武 太')
  })
})

describe('companies', () => {
  it('reads (株) before a Latin name whose brackets became one sign', () => {
    expect(findCircledKabu('株®MIRAIZ')).toBe('株式会社MIRAIZ')
    expect(findCircledKabu('株 KIZUNA PARTNERS')).toBe('株式会社KIZUNA PARTNERS')
    // …or its circle as a square set apart, before a name of two words; cased as the English line spells it.
    expect(findCircledKabu('株回 sora Digital')).toBe('株式会社sora Digital')
    expect(extractFields(['株回 sora Digital', 'Sora Digital Inc.', '教授', '森 一郎', 'mori@soradigital.net'].join('\n')).fields.company).toBe('株式会社Sora Digital')
    // Too short a name, or lower-case letters glued to a kanji, are not one.
    expect(findCircledKabu('株®AB')).toBeUndefined()
    expect(findCircledKabu('株較mraz')).toBeUndefined()
  })

  it('takes the company read whole over the same one read cut off at its end', () => {
    expect(extractFields(['会同会社北海デ', '合同会社 北海デイリーサービス', '千葉 由紀', 'chibay@hokkai-ds.co.jp'].join('\n')).fields.company).toBe('合同会社北海デイリーサービス')
  })

  it('reads a 千 that starts the name read as 〒', () => {
    expect(findCompany('〒石鉄工所株式会社')).toBe('千石鉄工所株式会社')
  })

  it('leaves out a logo read as a kana and a circle, or a lone kana set apart before a Latin name', () => {
    expect(findCompany('の〇ノヴァリンク株式会社')).toBe('ノヴァリンク株式会社')
    expect(findCompany('の Brightone 株式会社')).toBe('Brightone株式会社')
    expect(findCompany('〇〇ノヴァリンク株式会社')).toBe('〇〇ノヴァリンク株式会社')
  })

  it('leaves out a capital glued before a Latin name that the card’s host does not spell', () => {
    expect(companyAsDomainSpells('株式会社HKOTOBUKI WORKS', 'office@kotobuki-works.net', '', [])).toBe('株式会社KOTOBUKI WORKS')
    // A name the host spells whole keeps its first letter.
    expect(companyAsDomainSpells('株式会社HKOTOBUKI WORKS', 'office@hkotobuki.net', '', [])).toBe('株式会社HKOTOBUKI WORKS')
  })

  it('reads a mark read as a glyph after the form or its first glyph again, and IT read as Iト', () => {
    expect(findCompany('KIZUNA PARTNERS株株式会社')).toBe('KIZUNA PARTNERS株式会社')
    expect(findCompany('株式会社株信州アルプス観光')).toBe('株式会社信州アルプス観光')
    expect(findCompany('有限会社人八雲商会')).toBe('有限会社八雲商会')
    expect(findCircledKabu('(有人八雲商会')).toBe('有限会社八雲商会')
    expect(companyAsDomainSpells(findCompany('回 KizuNA PARTNERS株(株)')!, '', '', [])).toBe('KIZUNA PARTNERS株式会社')
    expect(findCompany('(株)株信州アルプス観光')).toBe('株式会社信州アルプス観光')
    expect(findCompany('有限会社三和Iトソリューションズ')).toBe('有限会社三和ITソリューションズ')
    // Words that start so stay.
    expect(findCompany('株式会社人材センター')).toBe('株式会社人材センター')
    expect(findCompany('株式会社株主サービス')).toBe('株式会社株主サービス')
  })

  it('leaves out a lone kanji between a katakana name the host spells and its form, and capitalises a first word read small', () => {
    expect(companyAsDomainSpells('タカラブネ画有限会社', 'iwasaki@takarabune.biz', '', [])).toBe('タカラブネ有限会社')
    // A kanji the host does not leave out is the name's.
    expect(companyAsDomainSpells('タカラブネ堂有限会社', 'iwasaki@takarabunedo.biz', '', [])).toBe('タカラブネ堂有限会社')
    expect(companyAsDomainSpells('合同会社studio KAZE', 'info@kaze.jp', '', [])).toBe('合同会社Studio KAZE')
    expect(companyAsDomainSpells('株式会社iLINK', 'info@ilink.jp', '', [])).toBe('株式会社iLINK')
  })

  it('puts a voicing mark right where the domain spells the katakana name', () => {
    expect(companyAsDomainSpells('株式会社ヤマプキ', 'info@yamabuki.jp', '', [])).toBe('株式会社ヤマブキ')
    expect(companyAsDomainSpells('株式会社ヤマプキ', 'info@example.jp', '', [])).toBe('株式会社ヤマプキ')
  })

  it('reads ㈱ read twice, as 株 and a look-alike, before a katakana name', () => {
    expect(findCircledKabu('株 物リーフデザイン')).toBe('株式会社リーフデザイン')
  })
})

describe('e-mail domains', () => {
  const email = (rows: string[]) => extractFields(['株式会社みなと測量', '山本 圭', ...rows].join('\n')).fields.email
  it('reads a second-level .jp whose p was lost, or whose dot was read as a gap', () => {
    expect(email(['mizutanik@ komorebi.or.j D'])).toBe('mizutanik@komorebi.or.jp')
    expect(email(['E. wadam@yamashiro-sokuryo.ce jp'])).toBe('wadam@yamashiro-sokuryo.co.jp')
  })

  it('keeps the address read whole over one read with a gap where it has none', () => {
    expect(email(['回 otsukak@trinitas.co.jp', 'E-mail otsu kak@trinitas.co.j P'])).toBe('otsukak@trinitas.co.jp')
  })

  it('takes the web site’s ending for a domain that lost a glyph of its own, where they share the name', () => {
    expect(email(['E. susumu.takayama@ilink-jp.cop', 'https://www.ilink-jp.co.jp'])).toBe('susumu.takayama@ilink-jp.co.jp')
    expect(email(['E. susumu.takayama@ilink-jp.cop', 'https://www.other.co.jp'])).not.toBe('susumu.takayama@other.co.jp')
  })
})

describe('addresses', () => {
  it('puts back the thin 一 a 丁目 lost, and 丁目 read as one 日 between numbers', () => {
    expect(address('富山県富山市桜町丁目三番四号')).toBe('富山県富山市桜町一丁目三番四号')
    expect(address('埼玉県さいたま市浦和区高砂3日15-1')).toBe('埼玉県さいたま市浦和区高砂3丁目15-1')
    // A numeral before it stays as read.
    expect(address('富山県富山市桜町二丁目三番四号')).toBe('富山県富山市桜町二丁目三番四号')
  })

  it('takes a code alone on its line, its 〒 read as a letter, for the postal code', () => {
    const r = extractFields(['オーロラ電装株式会社', '乙部 圭', '宮崎県宮崎市橋通東三丁目一番十一号', 'I 880-0805', '携帯 080-5554-4245'].join('\n')).fields
    expect([r.postal_code, r.mobile_number]).toEqual(['880-0805', '080-5554-4245'])
  })

  it('keeps a prefecture read by its last glyph alone when the code’s place puts the city right', () => {
    expect(alignPlace('県山口市中央5-7-3 日栄ビル 11階', { prefecture: '山口県', city: '山口市', town: '中央' })).toBe('山口県山口市中央5-7-3 日栄ビル 11階')
  })

  it('takes a town the postal table writes in full-width digits as printed in digits or kanji', () => {
    const ichijo = { prefecture: '北海道', city: '旭川市', town: '１条通' }
    expect(alignPlace('北海道旭川市一条通八丁目108番', ichijo)).toBe('北海道旭川市一条通八丁目108番')
    expect(alignPlace('北海道旭川市1条通8丁目108', ichijo)).toBe('北海道旭川市1条通8丁目108')
    expect(alignPlace('北海道旭川市一条道八丁目108番', ichijo)).toBe('北海道旭川市一条通八丁目108番')
  })

  it('reads a building’s small ュ after a kana that takes none, a ュ read twice, ブプラザ, and 大字 read as 大学', () => {
    expect(address('広島県尾道市土堂1丁目10-12 ソレイュ12階')).toBe('広島県尾道市土堂1丁目10-12 ソレイユ12階')
    expect(address('山口県山口市中央5-7-3 ソレイュユ6階')).toBe('山口県山口市中央5-7-3 ソレイユ6階')
    expect(address('群馬県前橋市本町2-12-1 ステーションブプラザ1F')).toBe('群馬県前橋市本町2-12-1 ステーションプラザ1F')
    expect(address('群馬県吾妻郡草津町大学草津468番地2')).toBe('群馬県吾妻郡草津町大字草津468番地2')
    expect(address('東京都渋谷区神宮前1-2-3 キャッスル3階')).toBe('東京都渋谷区神宮前1-2-3 キャッスル3階')
  })

  it('reads 号 misread as 呈 after a number', () => {
    expect(address('和歌山県和歌山市七番丁23 協和第一ビル1009呈室')).toBe('和歌山県和歌山市七番丁23 協和第一ビル1009号室')
    expect(address('愛知県名古屋市中区錦三丁目15番15呈')).toBe('愛知県名古屋市中区錦三丁目15番15号')
  })
})

import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { findCircledKabu, findCompany } from '../../../src/features/process/analysis/card-company'
import { companyAsDomainSpells } from '../../../src/features/process/analysis/company-latin'
import { kanaGivenWithReading } from '../../../src/features/process/analysis/kana-given-reading'
import { doubtfulFields } from '../../../src/features/process/analysis/field-confidence'

// Issue 19, the wide design's ninth draw (bench/card-set-wide.mjs wide9): kinds of failure its first,
// unseen run showed. Texts are invented, shaped like engine output.

describe('companies', () => {
  it('takes no sign or gap before a form for a misread glyph of a longer form', () => {
    expect(findCompany('? 協同組合 北陸金属加工センター')).toBe('協同組合北陸金属加工センター')
    expect(findCompany('ー般社団法人日本木工協会')).toBe('一般社団法人日本木工協会')
    // A gap where the form's first glyph stands, past a mark, is that glyph lost.
    expect(findCompany('© 般社団法人日本木工協会')).toBe('一般社団法人日本木工協会')
  })

  it('reads a form read with a gap inside it, and leaves out a letter glued before it', () => {
    expect(findCompany('O医 療法人博愛会')).toBe('医療法人博愛会')
    // The gap is only closed inside the form: the logo before it stays apart and is left out.
    expect(findCompany('回 協同 組合北陸金属加工センター')).toBe('協同組合北陸金属加工センター')
  })

  it('reads ㈱ read as 株 and as itself after a kanji name once', () => {
    expect(findCompany('シンフォニア企画株(株)')).toBe('シンフォニア企画株式会社')
    expect(findCompany('有有限会社八雲商会')).toBe('有限会社八雲商会')
  })

  it('leaves out a kana and a bracket read from a logo before the form', () => {
    expect(findCompany('の) 有限会社ルミナステック')).toBe('有限会社ルミナステック')
  })

  it('reads 工 ending a name read as a Latin T', () => {
    expect(findCompany('回 合資会社ポラリス建T')).toBe('合資会社ポラリス建工')
    // A Latin name's own T stays.
    expect(findCompany('合同会社 T-PLUS')).toBe('合同会社T-PLUS')
    expect(findCompany('株式会社 NEXT LINE')).toBe('株式会社NEXT LINE')
  })

  it('reads ㈲ read as 有 glued before a katakana name, logo marks before it', () => {
    expect(findCircledKabu('回 8 有カナリア通信')).toBe('有限会社カナリア通信')
    // A name that starts with 有 in kanji is no mark.
    expect(findCircledKabu('有田焼窯元')).toBeUndefined()
  })

  it('takes the Japanese name with its ㈲ over the English one on a bilingual card', () => {
    const f = extractFields(['回 8 有カナリア通信', 'Canaria Telecom Inc.', '代表取締役会長', '邊見 雅人', 'E. hemmi@canaria-tel.co.jp'].join('\n')).fields
    expect(f.company).toBe('有限会社カナリア通信')
  })

  it('spells a word of capitals that lost its first letter, or gained a last one, as its host', () => {
    expect(companyAsDomainSpells('株式会社RCUS', 'a-oikawa@arcus-jp.biz', '', [])).toBe('株式会社ARCUS')
    expect(companyAsDomainSpells('TRINITASH株式会社', 'harada@trinitas.co.jp', 'www.trinitas.co.jp', [])).toBe('TRINITAS株式会社')
    // Not a word after a letter and a hyphen (T-PLUS at tplus.jp), nor one the host spells as read.
    expect(companyAsDomainSpells('合同会社T-PLUS', 'a@tplus.jp', '', [])).toBe('合同会社T-PLUS')
    expect(companyAsDomainSpells('株式会社ARCUS', 'a@arcus.jp', '', [])).toBe('株式会社ARCUS')
    expect(companyAsDomainSpells('KIZUNAH株式会社', 'a@kizunah.jp', '', [])).toBe('KIZUNAH株式会社')
  })

  it('puts right a voicing mark misread in a hiragana name its host spells', () => {
    expect(companyAsDomainSpells('社会福祉法人ごもれび会', 'a@komorebi.or.jp', '', [])).toBe('社会福祉法人こもれび会')
    expect(companyAsDomainSpells('社会福祉法人こもれび会', 'a@komorebi.or.jp', '', [])).toBe('社会福祉法人こもれび会')
  })

  it('keeps a name printed before the company on its row apart from a logo before a form read with a gap', () => {
    const f = extractFields(['回 協同 組合北陸金属加エセンター', '副店長', '〒192-0083 東京都八王子市旭町9-1', 'E-mail kawamurak@hokuriku-kinzoku.or.jp'].join('\n')).fields
    expect(f.full_name).toBe('')
    expect(f.company).toBe('協同組合北陸金属加工センター')
  })
})

const address = (line: string) => extractFields(['株式会社みなと測量', '山本 圭', line, 'TEL 03-1234-5678'].join('\n')).fields.address

describe('addresses', () => {
  it('reads a street’s last 1 read as a square bracket', () => {
    expect(address('〒430-0933 静岡県浜松市中央区鍛冶町100番地] グランフォート13F')).toBe('静岡県浜松市中央区鍛冶町100番地1 グランフォート13F')
    expect(address('〒869-2501 熊本県阿蘇郡小国町大字宮原1567-]1')).toBe('熊本県阿蘇郡小国町大字宮原1567-1')
  })

  it('reads a 1 read as a bracket after 丁目 or 番地, 階 read as 際, 号 as 弓', () => {
    expect(address('〒880-0805 宮崎県宮崎市橘通東3丁目]1番11号 日栄ビル 5階')).toBe('宮崎県宮崎市橘通東3丁目1番11号日栄ビル 5階')
    expect(address('〒949-6101 新潟県南魚沼郡湯沢町大字湯沢2431番地』')).toBe('新潟県南魚沼郡湯沢町大字湯沢2431番地1')
    expect(address('〒401-0301 山梨県南都留郡富士河口湖町船津3641番地 アーバンネット12際')).toBe('山梨県南都留郡富士河口湖町船津3641番地アーバンネット12階')
    expect(address('〒802-0001 福岡県北九州市小倉北区浅野三丁目8番1弓')).toBe('福岡県北九州市小倉北区浅野三丁目8番1号')
  })

  it('leaves out three marks before the prefecture and a comma before the building', () => {
    expect(address('〒371-0023 MM) 群馬県前橋市本町二丁目12番1号, リバーサイドビル6F')).toBe('群馬県前橋市本町二丁目12番1号リバーサイドビル6F')
  })

  it('reads a room’s kanji numerals read with a gap inside, after ビル read as ビピル', () => {
    expect(address('〒250-0011 神奈川県小田原市栄町一丁目五番九号 日栄ビルー ー〇五号室')).toBe('神奈川県小田原市栄町一丁目五番九号日栄ビル一一〇五号室')
    expect(address('〒870-0021 大分県大分市中央町1丁目2番7号山京ビピルーーO〇一号室')).toBe('大分県大分市中央町1丁目2番7号山京ビル一一〇一号室')
  })

  it('reads a building’s ユ read twice, once as コ or ス', () => {
    expect(address('〒500-8001 岐阜県岐阜市神田町6-12 ソレイコユ5F')).toBe('岐阜県岐阜市神田町6-12 ソレイユ5F')
    expect(address('〒040-0011 北海道函館市若松町14-7 ソレイスユ 14階')).toBe('北海道函館市若松町14-7 ソレイユ 14階')
  })
})

describe('a given name in kana with its reading beside it, no brackets', () => {
  const card = (row: string) => {
    const f = extractFields(['宝生印刷株式会社', '教授', row, 'TEL 025-441-7126', 'E-mail kawamura@hosho-print.com'].join('\n')).fields
    return [f.full_name, f.full_name_kana]
  }

  it('takes the reading in the other script, a glyph it gained at its end left out', () => {
    expect(card('川村カンナ かわむら かんなり')).toEqual(['川村 カンナ', 'かわむら かんな'])
  })

  it('puts back the reading’s lost glyph from the given name, its gap read a glyph off', () => {
    expect(card('酒井つばきサカイバ キy')).toEqual(['酒井 つばき', 'サカイ ツバキ'])
  })

  it('completes a one-kana given name from the reading past a sign', () => {
    expect(card('榎本ケ > エノモト ケン')).toEqual(['榎本 ケン', 'エノモト ケン'])
  })

  it('leaves names without a reading beside them, and given names read with gaps, as they are', () => {
    for (const row of ['松本 さくら', '新井 し のぶ', '能登 カンナ', '鈴木 さ くら']) expect(kanaGivenWithReading(row)).toBeUndefined()
    // A reading too short for the family name is none.
    expect(kanaGivenWithReading('長谷川カンナ か かんな')).toBeUndefined()
  })
})

describe('company marks and doubts', () => {
  it('leaves out a circle read as 円 glued before the form, and a small vowel read twice past a gap', () => {
    expect(findCompany('円一般財団法人地域産業振興財団')).toBe('一般財団法人地域産業振興財団')
    expect(findCompany('オ ォーロラ電装 株式会社')).toBe('オーロラ電装株式会社')
  })

  it('flags a company read as its legal form alone', () => {
    const text = ['@', '株式会社', '監査役', '芹沢 悟', 'TEL 045-755-4156', 'Mail: serizawas@miraiz.jp'].join('\n')
    const { fields } = extractFields(text)
    expect(fields.company).toBe('株式会社')
    expect(doubtfulFields(fields, text.split('\n').map((line) => ({ text: line, confidence: 95 })))).toContain('company')
  })
})

describe('titles', () => {
  it('reads a title with a gap read inside it', () => {
    const f = extractFields(['株式会社ひまわり介護', '看護部', 'グルー プ長', '水谷 克己', 'mizutani@himawari-kaigo.net'].join('\n')).fields
    expect([f.position, f.full_name]).toEqual(['グループ長', '水谷 克己'])
    // A unit and its title past a gap stay two words.
    expect(extractFields(['株式会社ひまわり介護', '営業部 部長', '水谷 克己'].join('\n')).fields.position).toBe('部長')
  })
})

describe('a given name’s lost 一', () => {
  const name = (rows: string[]) => extractFields(['合同会社ネクストレイル', '理事', ...rows, 'E. info@nextrail.com'].join('\n')).fields.full_name
  it('is put back where the romaji or the reading ends in ichi', () => {
    expect(name(['金城 純', 'Junichi KINJO'])).toBe('金城 純一')
    expect(name(['金城 健', 'きんじょう けんいち'])).toBe('金城 健一')
  })
  it('is not added to a name read whole, nor where the romaji says nothing', () => {
    expect(name(['金城 純一', 'Junichi KINJO'])).toBe('金城 純一')
    expect(name(['金城 純', 'Jun KINJO'])).toBe('金城 純')
    expect(name(['金城 一', 'Ichi KINJO'])).toBe('金城 一')
  })
})

describe('e-mail labels and specks', () => {
  const email = (line: string) => extractFields(['株式会社みなと測量', '山本 圭', line].join('\n')).fields.email
  it('leaves out a one-letter label before an address with a capital or a speck in it, its E read as L, or glued on at the line’s start', () => {
    expect(email('E. katsura.yZ@nasuno-farm.co. jp')).toBe('katsura.yz@nasuno-farm.co.jp')
    expect(email('L. domeki.t1@jinaikai.or.jp')).toBe('domeki.t1@jinaikai.or.jp')
    expect(email('E.y-murata@nexvia.biz')).toBe('y-murata@nexvia.biz')
    expect(email('E. onishi.k9%@ms-create.co. ip')).toBe('onishi.k9@ms-create.co.jp')
    // An initial the engine read apart stays.
    expect(email('e. sato@abc.jp')).toBe('e.sato@abc.jp')
  })
  it('leaves out an icon read as digits before the address', () => {
    expect(email('52 shinobu.amemiya@shofudo. co. jp')).toBe('shinobu.amemiya@shofudo.co.jp')
  })
})

describe('a name cut over two rows', () => {
  const card = (rows: string[]) => {
    const f = extractFields(['HINOKI Design株式会社', 'スーパーバイザー', ...rows, 'M. 070(5779)5361', 'E. ishiiy@hinoki-design.co.jp'].join('\n')).fields
    return [f.full_name, f.full_name_kana.replace(/ /g, '')]
  }
  it('joins the family name above and the given name with its reading below', () => {
    expect(card(['石井', '豊 いしいゅたか'])).toEqual(['石井 豊', 'いしいゆたか'])
  })
  it('joins no title, nor a reading too short for the name', () => {
    expect(card(['部長', '豊 いしいゆたか'])[0]).not.toBe('部長 豊')
    expect(card(['石井', '豊 ゆたか'])[0]).not.toBe('石井 豊')
  })
  it('reads a small ゅ after a kana it never follows as the large one', () => {
    expect(card(['千田 百合子', 'チダ ュリコ'])).toEqual(['千田 百合子', 'チダユリコ'])
  })
})

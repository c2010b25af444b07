import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { doubtfulFields } from '../../../src/features/process/analysis/field-confidence'
import { findEmail, findPhones } from '../../../src/features/process/analysis/extract-contacts'
import { findPostal, tidyAddress } from '../../../src/features/process/analysis/extract-address'
import { findRole } from '../../../src/features/process/analysis/card-roles'
import { findCircledKabu, findCompany } from '../../../src/features/process/analysis/card-company'

// Issue 19, second card set: kinds of failure independently made cards showed in the extraction rules.
// Texts are invented, shaped like engine output.

describe('phone numbers', () => {
  it('takes the number of a shared TEL/FAX label for the phone, not only the fax', () => {
    for (const label of ['TEL/FAX', 'TEL・FAX', 'Tel/Fax', 'TelFax']) {
      expect(findPhones(`${label} 06-2327-5181`)).toEqual([
        { kind: 'tel', number: '06-2327-5181' },
        { kind: 'fax', number: '06-2327-5181' },
      ])
    }
    const r = extractFields('株式会社サクラ商事\n山田 太郎\nTEL/FAX 054-507-2107\n携帯 070-9224-2826\ntaro@sakura.jp')
    expect(r.fields).toMatchObject({ phone_number: '054-507-2107', mobile_number: '070-9224-2826' })
    // A TEL and a FAX each with a number stay apart.
    expect(findPhones('TEL 03-1234-5678 / FAX 03-1234-5679')).toEqual([
      { kind: 'tel', number: '03-1234-5678' },
      { kind: 'fax', number: '03-1234-5679' },
    ])
  })

  it('stores every printed form in domestic form with hyphens', () => {
    for (const printed of ['03(1234)5678', '(03) 1234-5678', '03.1234.5678', '+81-3-1234-5678', '０３－１２３４－５６７８'.normalize('NFKC')]) {
      expect(findPhones(`TEL ${printed}`)).toEqual([{ kind: 'tel', number: '03-1234-5678' }])
    }
  })

  it('does not read the | between TEL and FAX as a last digit', () => {
    expect(findPhones('TEL : 076(951)1936 | Fax.076(107)3664')).toEqual([
      { kind: 'tel', number: '076-951-1936' },
      { kind: 'fax', number: '076-107-3664' },
    ])
  })

  it('reads the apostrophes a vertical card turns its dashes into', () => {
    expect(findPhones("電話098'572'9929")).toEqual([{ kind: 'tel', number: '098-572-9929' }])
    // …or a comma and a dot.
    expect(findPhones("電話 054,.682'2478")).toEqual([{ kind: 'tel', number: '054-682-2478' }])
  })

  it('splits two numbers run together when the label between them was lost', () => {
    expect(findPhones('代表 03-0805-8930 03-9589-4026')[0]).toEqual({ kind: 'tel', number: '03-0805-8930' })
  })
})

describe('positions', () => {
  it('keeps a rank printed onto a title (常務 + 執行役員)', () => {
    expect(findRole('常務執行役員')).toEqual({ position: '常務執行役員', department: undefined })
    expect(findRole('営業部 専務執行役員')).toEqual({ position: '専務執行役員', department: '営業部' })
    // A word before the title that is no title stays what it was.
    expect(findRole('営業部長')).toEqual({ department: '営業部', position: '部長' })
  })

  it('keeps a title whole when it mixes scripts', () => {
    expect(findRole('経営企画室 代表取締役CEO')).toEqual({ position: '代表取締役CEO', department: '経営企画室' })
    // A capitalised word printed onto a katakana title, and a rank printed onto the unit before a title (縦書き, no gap).
    expect(findRole('品質保証部 Webディレクター')).toEqual({ position: 'Webディレクター', department: '品質保証部' })
    expect(findRole('エンジニアリング本部常務執行役員')).toEqual({ position: '常務執行役員', department: 'エンジニアリング本部' })
    expect(findRole('東日本支社 営業課 取締役CTO')).toEqual({ position: '取締役CTO', department: '東日本支社 営業課' })
    expect(findRole('UXデザイナー')).toEqual({ position: 'UXデザイナー', department: undefined })
  })

  it('takes the title and the name printed on one row', () => {
    const r = extractFields('営業部 第二課 支店長 緒 方 武 史\n〒330-0854 埼玉県さいたま市大宮区桜木町1丁目7番5号\nmail : togata@momijido.co.jp')
    expect(r.fields).toMatchObject({ full_name: '緒方武史', position: '支店長', department: '営業部 第二課' })
    const k = extractFields('品質保証部\nアカウントマネージャー 辻  康平 つじ こうへい\nE-mail: kohei.tsuji@kiryu.net')
    expect(k.fields).toMatchObject({ full_name: '辻 康平', full_name_kana: 'つじ こうへい', position: 'アカウントマネージャー' })
    // The name misread: the title is still the title.
    expect(extractFields('係長 =47 奈々  すがわら なな\nmail : sugawara.nana@clover.com').fields.position).toBe('係長')
  })

  it('joins a short title read one glyph per line down a vertical card', () => {
    const r = extractFields('灯台舎㈱\nエンジニアリング本部\n\n主\n\n任\n小鳥遊茂\n\n電話098\'754\'9754\nMail shigeru.takanashi@todaisha.net')
    expect(r.fields).toMatchObject({ position: '主任', full_name: '小鳥遊茂', department: 'エンジニアリング本部' })
    // Lone glyphs that spell no title stay noise.
    expect(extractFields('回\n口\n山田 太郎\ntaro@sakura.jp').fields).toMatchObject({ position: '', full_name: '山田 太郎' })
  })

  it('parts a title read with no gap before the name', () => {
    const k = extractFields('事業開発室\nツジ タケシ\nアカウントマネージャー辻武史\n三協テクノ合同会社\nMail t.tsuji10@sankyo-techno.jp')
    expect(k.fields).toMatchObject({ full_name: '辻武史', position: 'アカウントマネージャー' })
    const s = extractFields('主任鷲尾 慎之介\nわしお しんのすけ\nshinnosuke.washio@sankyo.jp')
    expect(s.fields).toMatchObject({ full_name: '鷲尾 慎之介', position: '主任' })
    // One title of several words is no name: 代表取締役社長 stays a title.
    expect(extractFields('代表取締役社長\n山田 太郎\ntaro@sakura.jp').fields).toMatchObject({ full_name: '山田 太郎', position: '代表取締役社長' })
    // A long title read one glyph off (縛 for 締) before the name is still that title.
    const w = extractFields('エンジニアリング本部\n代表取縛役社長桑原 雄一郎\nくわばら ゆういちろう\n医療法人清和会\nMail ykuwabara@seiwakai.or.jp')
    expect(w.fields).toMatchObject({ full_name: '桑原 雄一郎', position: '代表取締役社長', company: '医療法人清和会' })
    // A short one is not: 主佳 is no 主任.
    expect(extractFields('主佳鷲尾 慎之介\nshinnosuke.washio@sankyo.jp').fields.position).toBe('')
  })

  it('parts a department and a title read with no gap between them, and the name after', () => {
    const i = extractFields('経営企画室主任 五十嵐 啓介\nいがらし けいすけ\nKeisuke IGARASHI\n(有) 三協テクノ\n〒541-0041')
    expect(i.fields).toMatchObject({ full_name: '五十嵐 啓介', position: '主任', department: '経営企画室' })
    // A mark before the row, and the title glued to the name too.
    const t = extractFields('| カスタマーサクセス部課長補佐辻 薫\nTSUJI Kaoru\n合同会社ユニバーサルリンク\n〒730-0011 広島県広島市中区基町6-78')
    expect(t.fields).toMatchObject({ position: '課長補佐', department: 'カスタマーサクセス部' })
    // Two kanji are a family and a given name: stored with their gap.
    expect(t.fields.full_name).toBe('辻 薫')
    expect(extractFields('課長補佐 辻 薫\nkaoru.tsuji@ulink.co.jp').fields).toMatchObject({ full_name: '辻 薫', position: '課長補佐' })
    // A department with a title and no name is no name line.
    expect(extractFields('営業部課長\n山田 太郎\ntaro@sakura.jp').fields).toMatchObject({ full_name: '山田 太郎' })
  })
})

describe('company names', () => {
  it('reads ㈲ misread as a bracket and a kanji, and ㈱ printed before the name', () => {
    expect(findCircledKabu('白鷺精工(用')).toBe('白鷺精工有限会社')
    expect(findCircledKabu('紅葉堂(有')).toBe('紅葉堂有限会社')
    expect(findCircledKabu('(栓アルタイル')).toBe('株式会社アルタイル')
    expect(findCircledKabu('(有白鷺精工')).toBe('有限会社白鷺精工')
    // Its closing bracket read as a letter on a desk photo.
    expect(findCircledKabu('(株W桐生テキスタイル')).toBe('株式会社桐生テキスタイル')
    expect(findCircledKabu('クローバー企画俳')).toBe('クローバー企画株式会社')
    expect(findCircledKabu('(本社')).toBeUndefined()
    // Its circle lost, read as the 株 inside it, before a katakana name; not before kanji (株木建設 is a name).
    expect(findCircledKabu('株アルタイル')).toBe('株式会社アルタイル')
    expect(findCircledKabu('株木建設')).toBeUndefined()
    expect(findCircledKabu('株主')).toBeUndefined()
  })

  it('looks for a misread ㈱ down to the first contact or address line, not on a name', () => {
    const text = '品質保証部\n辻 康平\n机生テキスタイル伯\n〒330-0854 埼玉県さいたま市大宮区桜木町1-7-5\nE-mail: kohei.tsuji@kiryu.net'
    expect(extractFields(text).fields).toMatchObject({ company: '机生テキスタイル株式会社', full_name: '辻 康平' })
    // A name whose one-kanji given name looks like the mark stays the name.
    expect(extractFields('営業部\n主任\n高橋 牧\nTEL 03-1234-5678').fields).toMatchObject({ company: '', full_name: '高橋 牧' })
  })

  it('drops a square logo read as 回 after the name', () => {
    expect(findCompany('株式会社クローバー企画 回')).toBe('株式会社クローバー企画')
  })

  it("leaves out a romaji name printed on the company's row, not a Latin company name", () => {
    expect(findCompany('Shinnosuke HORI ソラノワ (株)')).toBe('ソラノワ株式会社')
    expect(findCompany('Hokushin Industries 株式会社')).toBe('Hokushin Industries株式会社')
  })

  it("takes a kanji name printed on the company's row apart from the company", () => {
    const r = extractFields('東海林    周平           三協テクノ株式会社\n〒100-0005 東京都千代田区丸の内1-2-3\nTEL 03-1234-5678')
    expect(r.fields).toMatchObject({ company: '三協テクノ株式会社', full_name: '東海林 周平' })
    // A company named after its founder keeps the name.
    expect(extractFields('山田 商店 株式会社\n佐藤 健一\nTEL 03-1234-5678').fields).toMatchObject({ company: '山田商店株式会社', full_name: '佐藤 健一' })
  })

  it('reads a misread ㈱ after a name printed on the same row', () => {
    const r = extractFields('経営企画室\nUXデザイナー\n齋藤 晴美             千代田プランニング賠\nSAITO Harumi\nT260-0013 千葉県千葉市中央区中央4-5-1\nmail : h.saito@chiyoda-plan.co.jp')
    expect(r.fields).toMatchObject({ company: '千代田プランニング株式会社', full_name: '齋藤 晴美', position: 'UXデザイナー' })
  })

  it('knows the professional corporations', () => {
    expect(findCompany('税理士法人 みどり会計')).toBe('税理士法人みどり会計')
    expect(findCompany('弁護士法人 さくら総合法律事務所')).toBe('弁護士法人さくら総合法律事務所')
    expect(findCompany('有限責任 あずさ監査法人')).toBe('有限責任あずさ監査法人')
  })
})

describe('addresses', () => {
  it('keeps the long vowels of a building on the postal line', () => {
    expect(findPostal('〒420-0852 静岡県静岡市葵区紺屋町11-1 NKタワー18F')).toEqual({ postal: '420-0852', rest: '静岡県静岡市葵区紺屋町11-1 NKタワー18F' })
  })

  it('reads full-width dashes the engine took for 一 or ー between digits', () => {
    expect(tidyAddress('広島県広島市中区基町6一78')).toBe('広島県広島市中区基町6-78')
    expect(tidyAddress('東京都千代田区麹町4ー8ー1')).toBe('東京都千代田区麹町4-8-1')
    // On a small photo as kana that look like a stroke, or as a dot, when the street's other numbers have their dash.
    expect(tidyAddress('東京都千代田区麹町4オー8-1')).toBe('東京都千代田区麹町4-8-1')
    expect(tidyAddress('東京都渋谷区渋谷2クーク21-1 第3北浜ビル 201号室')).toBe('東京都渋谷区渋谷2-21-1 第3北浜ビル 201号室')
    expect(tidyAddress('大阪府大阪市中央区北浜1.8-16')).toBe('大阪府大阪市中央区北浜1-8-16')
    expect(tidyAddress('東京都港区芝5丁目1-2 オーク3ビル')).toBe('東京都港区芝5丁目1-2 オーク3ビル')
    expect(tidyAddress('沖縄県那覇市久茂地3ヨー1-1')).toBe('沖縄県那覇市久茂地3-1-1')
    // The block number itself read as a kana before the long vowel: ユ for 1, オ for 4.
    expect(tidyAddress('大阪府大阪市中央区北浜ユー8-16')).toBe('大阪府大阪市中央区北浜1-8-16')
    expect(tidyAddress('千葉県千葉市中央区中央オー5-1 第3北浜ビル 201号室')).toBe('千葉県千葉市中央区中央4-5-1 第3北浜ビル 201号室')
    // A katakana word before a number keeps its long vowel (センター, ユーカリ).
    expect(tidyAddress('東京都港区芝ユーカリ1-2')).toBe('東京都港区芝ユーカリ1-2')
    expect(findPostal('860一0806 熊本県熊本市中央区花畑町4ー1')?.postal).toBe('860-0806')
  })

  it('takes 〒 read as F or TO for the mark', () => {
    expect(findPostal('F260—-0013 千葉県千葉市中央区中央4ー5一1')?.postal).toBe('260-0013')
    expect(findPostal('TO900—0015 沖縄県那覇市久茂地3ー1ー1')?.postal).toBe('900-0015')
  })

  it("leaves a vertical card's postal code in kanji out of the address, with the street and building columns", () => {
    expect(findPostal('〒三七OIO八四一群馬県高崎市栄町')).toEqual({ postal: '370-0841', rest: '群馬県高崎市栄町' })
    const text = '〒三刀OIO八一一長野県松本市\n中央二丁目五番八号\n本町センタービル五階\n電話 082-823-2564'
    const { fields } = extractFields(text)
    // (Between two kanji the building's space is compacted away, as on any kanji address.)
    expect({ postal: fields.postal_code, address: fields.address.replace(/ /g, '') }).toEqual({ postal: '', address: '長野県松本市中央二丁目五番八号本町センタービル五階' })
    // A town without 町 or 区 at its end still takes the street column.
    expect(extractFields('〒ニ六OIOO一三千葉県千葉市中央区中央\n四丁目五番一号\n電話 048-317-8346').fields.address).toBe('千葉県千葉市中央区中央四丁目五番一号')
  })

  it('takes a floor in kanji numerals for the building column, not the 階 of a name', () => {
    const { fields } = extractFields('〒102-0083東京都千代田区\n麹町四丁目八番一号\n麹町スクエア三階\n寺島 茂')
    expect(fields.address.replace(/ /g, '')).toBe('東京都千代田区麹町四丁目八番一号麹町スクエア三階')
    expect(extractFields('〒541-0041 大阪府大阪市中央区北浜1-8-16\n二階堂 佳奈').fields).toMatchObject({ address: '大阪府大阪市中央区北浜1-8-16', full_name: '二階堂 佳奈' })
  })

  it('reads a code without its 〒 before a city when the card leaves out 大阪府 or 東京都', () => {
    expect(findPostal("541'0041 大阪市中央区")).toEqual({ postal: '541-0041', rest: '大阪市中央区' })
    expect(extractFields("541'0041 大阪市中央区\n北浜一丁目八番十六号\n電話096'101'0761").fields).toMatchObject({ postal_code: '541-0041', address: '大阪市中央区北浜一丁目八番十六号' })
    // A phone number is no code.
    expect(findPostal('090-1234-5678 大阪市')).toBeUndefined()
  })

  it('takes the building row the reading put apart from its street, by its floor', () => {
    const text = '(株) ユニバーサルリンク\n150-0002 渋谷区渋谷2丁目21番1号\n経営企画室 Webディレクター\n濱口里奈\nアーバン桜木ビル12階\nTel.0263.00.2530'
    expect(extractFields(text).fields).toMatchObject({ address: '渋谷区渋谷2丁目21番1号アーバン桜木ビル12階', department: '経営企画室', position: 'Webディレクター' })
    // Not a second address's building, nor a building that is no floor.
    expect(extractFields('150-0002 渋谷区渋谷2丁目21番1号\n山田 太郎\nビル管理部').fields.address).toBe('渋谷区渋谷2丁目21番1号')
  })

  it('takes the street column the reading put apart from its town, and flags the address for the office', () => {
    const text = 'rrニ六OOIOO一三千葉県千葉市中央区中央\n東日本支社営業課\n四丁目五番一号\n麹町スクエア三階\n携帯090-1833-3834'
    const { fields } = extractFields(text)
    expect({ address: fields.address.replace(/ /g, ''), department: fields.department }).toEqual({ address: '千葉県千葉市中央区中央四丁目五番一号麹町スクエア三階', department: '東日本支社営業課' })
    expect(doubtfulFields(fields, text.split('\n').map((line) => ({ text: line, confidence: 93 })))).toContain('address')
  })

  it("joins a town the engine broke over two columns, and a town column read without its prefecture nor its code's 〒", () => {
    const broken = extractFields('ーー〇ニニIOO和八三東京都千代\n田区\n麹町四丁目八番一号\n本町センタービル五階\nE-mail : kusami@shirasagi-seiko.co.jp')
    expect({ address: broken.fields.address.replace(/ /g, ''), department: broken.fields.department }).toEqual({ address: '東京都千代田区麹町四丁目八番一号本町センタービル五階', department: '' })
    const headless = extractFields('堀 さくら\nーー〇ニIOO八三千代田区麹町\n四丁目八番一号\nTEL/FAX 098(854)3809')
    expect(headless.fields.address).toBe('千代田区麹町四丁目八番一号')
    // A name column above a street column stays the name.
    expect(extractFields('山田 太郎\n中央二丁目五番八号').fields).toMatchObject({ full_name: '山田 太郎', address: '中央二丁目五番八号' })
  })
})

describe('a title cut between two boxes of its row', () => {
  it('gives its last glyph back to the title, not to the name after it', () => {
    const { fields } = extractFields('スガワラ ツバサ\n代表取締\n役菅原翼\nSUGAWARA Tsubasa\n葵システムズ㈲')
    expect(fields.position).toBe('代表取締役')
    expect(fields.full_name.replace(/\s/g, '')).toBe('菅原翼')
    // A whole title before the name is left as it is (代表取締役 + 社長… is not cut).
    expect(extractFields('代表取締役\n社長室 室長\n菅原 翼').fields.position).toBe('代表取締役')
  })
})

describe('the card head on one row, departments apart and then one glued to the title and the name', () => {
  it('takes the title, read one glyph off, and the name after it', () => {
    const { fields } = extractFields('東日本支社 営業課取精役副社長 菅 原 奈 々\n株式会社 アルタイル')
    expect(fields.position).toBe('取締役副社長')
    expect(fields.department).toBe('東日本支社 営業課')
    expect(fields.full_name.replace(/\s/g, '')).toBe('菅原奈々')
  })
})

describe("a building's name cut before its ビル down a column", () => {
  it('joins the two lines into the building', () => {
    const text = '辻 慎之介\n〒八六OIO八〇六熊本県熊本市中央区花畑町\n四番一号\n第三北浜\nビル二〇一号室\n電話〇八二ー一六四ー二六〇一'
    expect(extractFields(text).fields.address).toBe('熊本県熊本市中央区花畑町四番一号第三北浜ビル二〇一号室')
  })
})

describe('a name read twice', () => {
  it('takes the whole one when the other lost its last glyph or two (辻 康 beside 辻 康平)', () => {
    expect(extractFields('ト4\n辻 康平\n辻 康\nつじ こうへい').fields.full_name).toBe('辻 康平')
    expect(extractFields('辻 康\n辻 康平\nつじ こうへい').fields.full_name).toBe('辻 康平')
    // A name on its own stays as read; so does a longer line far from it.
    expect(extractFields('辻 康\nつじ こう').fields.full_name).toBe('辻 康')
    expect(extractFields('辻 康\nつじ こう\n営業部\nシニアマネージャー\n辻 康平').fields.full_name).toBe('辻 康')
  })
})

describe('the reading', () => {
  it('keeps the printed reading when the name fell back to romaji', () => {
    const r = extractFields('蒼天ロジスティクス株式会社\n辻 &\nつじ はるか\nHaruka TSUJI\n第一営業部 課長\nTEL 06(2051)0335')
    expect(r.fields).toMatchObject({ full_name: 'Haruka TSUJI', full_name_kana: 'つじ はるか' })
  })

  it('drops a small kana a mark left before the reading beside the name', () => {
    expect(extractFields('辻 康平 っつじ こうへい\nE-mail: kohei.tsuji@kiryu.net').fields).toMatchObject({ full_name: '辻 康平', full_name_kana: 'つじ こうへい' })
  })
})

describe('e-mail', () => {
  it('puts back the dot lost before jp', () => {
    expect(findEmail('mail : s.usami55@hidamari.orjp')).toBe('s.usami55@hidamari.or.jp')
    expect(findEmail('info@sakura.cojp')).toBe('info@sakura.co.jp')
    // A domain that is only the ending stays as it is.
    expect(findEmail('taro@orjp.com')).toBe('taro@orjp.com')
  })

  it('reads a domain whose dots came back as a dot and a space, or as a space', () => {
    expect(findEmail('Email: harumi. hori@sales. momijido.co jp')).toBe('harumi.hori@sales.momijido.co.jp')
    // A word after a finished domain stays apart.
    expect(findEmail('taro@sakura.co.jp Tel 03-1234-5678')).toBe('taro@sakura.co.jp')
  })
})

describe('names', () => {
  it('drops dots or a rule after the name, not a lone symbol that may be a misread kanji', () => {
    expect(extractFields('事業開発室 係長\n濱口さくら …\n携帯 070.2523.9163').fields.full_name).toBe('濱口さくら')
    expect(extractFields('営業課\n宇佐美 ®\n代表 043-079-7762').fields.full_name).toBe('')
  })

  it('drops a mark beside the name read as a letter or two and a bar', () => {
    expect(extractFields('第一営業部 常務執行役員\n成瀬 慎之介 Ek |\n北辰工業㈲').fields.full_name).toBe('成瀬 慎之介')
  })

  it('takes a name written with a compatibility kanji (山﨑, as the old-form judge writes it)', () => {
    expect(extractFields('営業部 係長\n山﨑 康平\n株式会社ソラノワ').fields.full_name).toBe('山﨑 康平')
  })

  it('takes no line holding 課 for a name (a misread unit and title, 給務部給務課理長)', () => {
    expect(extractFields('給務部給務課理長\n東海林大和\nの 合同会社紅葉堂').fields.full_name).toBe('東海林大和')
  })

  it('keeps a family name ending in 部 (阿部, 長谷部) as a name, and a unit ending in 部 as a unit', () => {
    expect(extractFields('株式会社 灯台舎\n長谷部 武史 はせべ たけし\nTakeshi HASEBE\n事業開発室\n課長').fields).toMatchObject({
      full_name: '長谷部 武史',
      full_name_kana: 'はせべ たけし',
      position: '課長',
    })
    expect(extractFields('取締役CTO 長谷部 佳奈\nHASEBE Kana\n桐生テキスタイル合同会社').fields).toMatchObject({ full_name: '長谷部 佳奈', position: '取締役CTO' })
    expect(extractFields('営業部 主任\n阿部 真\n株式会社テスト').fields).toMatchObject({ full_name: '阿部 真', department: '営業部', position: '主任' })
    // Units stay units: a business word, 本部, 第一部.
    expect(extractFields('技術部 山田\n佐藤 一郎').fields.full_name).toBe('佐藤 一郎')
    expect(extractFields('本部 佐藤\n鈴木 花子').fields.full_name).toBe('鈴木 花子')
    expect(extractFields('第一部 佐藤\n鈴木 花子').fields.full_name).toBe('鈴木 花子')
  })
})

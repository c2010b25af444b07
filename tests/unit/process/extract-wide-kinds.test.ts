import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { doubtfulFields } from '../../../src/features/process/analysis/field-confidence'

// Issue 19, third card set (bench/card-set-wide.mjs): kinds of failure its first, unseen run showed in
// the extraction rules. Texts are invented, shaped like engine output.

describe('names', () => {
  it('takes a name whose romaji is printed after it on its row', () => {
    for (const [row, name] of [
      ['原香織   HARA Kaori', '原 香織'],
      ['八木    純一 Junichi YAGI', '八木 純一'],
      ['林田 美月  Mizuki HAYASHIDA', '林田 美月'],
    ]) {
      const r = extractFields(`〒321-1431 栃木県日光市山内2281番地\n特定非営利活動法人森と川の学校\n統括部長\n${row}\nT. 0288-95-8229\nE. hara@morikawa-school.org`)
      expect(r.fields.full_name.replace(/\s/g, ''), row).toBe(name.replace(/\s/g, ''))
      expect(r.fields.position).toBe('統括部長')
    }
  })
})

describe('positions', () => {
  it('knows the titles companies compose around a unit, and is not put "right" into a listed one', () => {
    for (const title of ['統括部長', '所長代理', '室長代理', '副店長', '副所長', '担当部長', '看護師長', 'チーム長', '主幹', '参事']) {
      const r = extractFields(`株式会社ミナト物産\n営業部\n${title}\n山本 一郎\nTEL 03-1234-5678\nyamamoto@minato.co.jp`)
      expect(r.fields.position, title).toBe(title)
      expect(r.fields.full_name).toBe('山本 一郎')
    }
  })

  it('takes a katakana title beside the name for no reading of it', () => {
    const r = extractFields('合同会社ソラミチ\nスーパーバイザー\n小澤 哲也\nTEL 06-1234-5678')
    expect(r.fields).toMatchObject({ position: 'スーパーバイザー', full_name_kana: '' })
  })

  it('keeps a katakana title whole, with the katakana or letters printed onto it', () => {
    for (const title of ['アドバイザー', 'アナリスト', 'チーフプランナー', 'PRプランナー', 'ゼネラルマネージャー', 'Webマーケター', 'スーパーバイザー', 'DX推進リーダー', '副主任']) {
      const r = extractFields(`合同会社ソラミチ\n${title}\n佐藤 花子\nTEL 06-1234-5678\nsato@soramichi.jp`)
      expect(r.fields.position, title).toBe(title)
    }
  })
})

describe('companies', () => {
  it('knows co-operatives as legal forms', () => {
    const r = extractFields('協同組合 北陸金属加工センター\n営業部 課長\n中村 一郎\nTEL 076-123-4567\nnakamura@hokuriku.or.jp')
    expect(r.fields.company).toBe('協同組合北陸金属加工センター')
  })

  it('cuts the address and what a rule sets apart off the company’s row', () => {
    const r = extractFields('弁護士法人みなと総合法律事務所 963-8002 福島県郡山市駅前1丁目15-6\n弁護士\n佐藤 健\nTEL 024-123-4567\nsato@minato-law.jp')
    expect(r.fields).toMatchObject({ company: '弁護士法人みなと総合法律事務所', address: '福島県郡山市駅前1丁目15-6', postal_code: '963-8002' })
    expect(extractFields('有限会社QUBIT FORGE | 〒 160-0023 東京都新宿区西新宿6丁目14-1\n主任\n田中 翔\nTEL 03-1234-5678').fields).toMatchObject({ company: '有限会社QUBIT FORGE', address: '東京都新宿区西新宿6丁目14-1' })
  })

  it('reads ㈱ read as 株 glued before a longer name of kanji and katakana', () => {
    expect(extractFields('株信州アルプス観光\n〒401-0301 山梨県南都留郡富士河口湖町船津3641番地\n金子 誠\nPhone 0555-30-3994').fields.company).toBe('株式会社信州アルプス観光')
  })
})

describe('addresses', () => {
  it('puts slips of street numbers and building words right, and takes only the building from a row a rule cuts', () => {
    const address = (line: string, next = '') => extractFields(`株式会社ミナト\n主任\n永井 航\n${line}\n${next}\nTEL 0465-90-1492`).fields.address.replace(/\s/g, '')
    // Spaces aside (the bench does not count them either).
    expect(address('〒250-0011 神奈川県小田原市栄町1-.5-9 パークサイドタワー 8階')).toBe('神奈川県小田原市栄町1-5-9パークサイドタワー8階')
    expect(address('〒250-0011 神奈川県小田原市栄町一丁目5番9号 ソレイユ602吾室')).toBe('神奈川県小田原市栄町一丁目5番9号ソレイユ602号室')
    expect(address('〒680-0833 鳥取県鳥取市栄町706番地 ステーションブラザ1104号室')).toBe('鳥取県鳥取市栄町706番地ステーションプラザ1104号室')
    expect(address('〒870-0023 大分県大分市中央町1-2-7', 'リテール営業部 | リバーサイドビル11階')).toBe('大分県大分市中央町1-2-7リバーサイドビル11階')
  })

  it('reads kanji numerals read as their katakana look-alikes down a column', () => {
    const address = (line: string) => extractFields(`株式会社ミナト\n主任\n林田 清\n${line}\n電話 04994-2-1234`).fields.address.replace(/\s/g, '')
    expect(address('東京都三宅島三宅村神着ニニ二番地 朝陽会館十二階')).toBe('東京都三宅島三宅村神着二二二番地朝陽会館十二階')
    expect(address('大阪府吹田市豊津町九番四十号 クリスタルゲートー〇七号室')).toBe('大阪府吹田市豊津町九番四十号クリスタルゲート一〇七号室')
    // A street column with 十 read as a plus sign is the street, joined to its town.
    expect(extractFields('ルミナステック(株)\n専務理事\n上野 博之\n750-0006\n山口県下関市南部町\nニ+ー番十九号\n携帯 090-1730-3438').fields.address).toBe('山口県下関市南部町二十一番十九号')
    // A name that ends in its own long vowel keeps it.
    expect(address('大阪府吹田市豊津町九番四十号 本町センター三階')).toBe('大阪府吹田市豊津町九番四十号本町センター三階')
  })

  it('keeps an address ending in a street number above a phone line of its own', () => {
    const r = extractFields('有限会社宝生印刷\n所長代理\n浜田 沙耶\n京都府京都市下京区烏丸通四条下る水銀屋町620\n8 075(211)2552\nFAX 075(186)4153')
    expect(r.fields).toMatchObject({ address: '京都府京都市下京区烏丸通四条下る水銀屋町620', phone_number: '075-211-2552' })
  })
})

describe('phones', () => {
  it('reads a number whose mark before it was read as a digit glued on', () => {
    const r = extractFields('株式会社KIZUNA\n統括部長\n一条 伸也\n〒030-0801 青森県青森市新町2-4-11\n3017 359 8079\n室 017 407 1318')
    expect(r.fields.phone_number).toBe('017-359-8079')
  })
})

describe('small slips of the wide set', () => {
  it('keeps a short last word of a Latin company name, and puts a doubled form glyph right', () => {
    expect(extractFields('有限会社 AXIS ONE\n代表取締役会長\n槙野 久美子\nT. 0742-51-5549').fields.company).toBe('有限会社AXIS ONE')
    expect(extractFields('有有限会社嵯峨野織物\n主任\n中曽根 優太\nT. 075-123-4567').fields.company).toBe('有限会社嵯峨野織物')
  })

  it('drops a logo read as a lone kanji before the name, and a glyph read in both scripts', () => {
    expect(extractFields('皿 越後米穀合同会社\n常務理事\n服部 圭\nTel 0555-97-5433').fields.company).toBe('越後米穀合同会社')
    expect(extractFields('陸奥電カ力工事株式会社\n副店長\n佐藤 圭\nTel 017-123-4567').fields.company).toBe('陸奥電力工事株式会社')
    // A katakana name keeps its カ.
    expect(extractFields('カカオ工房株式会社\n店長\n佐藤 圭\nTel 017-123-4567').fields.company).toBe('カカオ工房株式会社')
  })

  it('reads (株) read with a dash for its closing bracket down a vertical card', () => {
    expect(extractFields('アトリエ・ムーン(株ー\n広報室 室長\n中島 愛\n大阪府大阪市北区大深町三番一号\n電話 06-1234-5678').fields.company).toBe('アトリエ・ムーン株式会社')
  })

  it('takes no qualification for a name', () => {
    for (const qualification of ['薬剤師', '二級建築土', '看護師']) {
      const r = extractFields(`株式会社ミナト\n${qualification}\n高田 清\nTEL 03-1234-5678`)
      expect(r.fields.full_name, qualification).toBe('高田 清')
    }
  })

  it('drops a rule read as a bar at the end of the address', () => {
    expect(extractFields('株式会社ミナト\n主任\n千田 智也\n〒732-0826 広島市南区松原町3-1 日栄ビル 6階 |\nTEL 082-123-4567').fields.address).toBe('広島市南区松原町3-1 日栄ビル 6階')
  })
})

describe('what is not the holder’s', () => {
  it('takes no group or related company for the company', () => {
    const r = extractFields('〒980-0811 宮城県仙台市青葉区一番町3-6-1\nMIRAIZ 有限会社\n課長\n小池 蓮\nT. 022-123-4567\nグループ会社・株式会社スカイゲートエステート')
    expect(r.fields.company).toBe('MIRAIZ有限会社')
    expect(extractFields('佐藤 一郎\nT. 022-123-4567\nグループ企業 株式会社伊吹工務店').fields.company).toBe('')
  })

  it('flags an e-mail whose domain ends in no top-level domain a card prints', () => {
    const r = extractFields('株式会社ヤマシロ測量\n主任\n和田 美月\nT. 042-123-4567\nE. wadam@yamashiro-sokuryo.ce')
    expect(doubtfulFields(r.fields, [])).toContain('email')
    const sure = extractFields('株式会社ヤマシロ測量\n主任\n和田 美月\nT. 042-123-4567\nE. wadam@yamashiro-sokuryo.co.jp')
    expect(doubtfulFields(sure.fields, [{ text: 'E. wadam@yamashiro-sokuryo.co.jp', confidence: 95 }])).not.toContain('email')
  })
})

import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { findRole } from '../../../src/features/process/analysis/card-roles'
import { findCircledKabu, findCompany, repairLegalForm } from '../../../src/features/process/analysis/card-company'
import { findEmail, findPhones } from '../../../src/features/process/analysis/extract-contacts'
import { findPostal, tidyAddress } from '../../../src/features/process/analysis/extract-address'
import { unifyTwinKana } from '../../../src/features/process/analysis/ocr-text'

// Issue 19: what OCR really returns for real-looking cards (logos merged into lines, near-miss legal
// forms, katakana titles, 〒 read as T, split e-mails…). Texts are invented, shaped like engine output.

describe('company lines with logo noise and near-miss legal forms', () => {
  it.each([
    ['BG 有限会社丸山酒造', '有限会社丸山酒造'],
    ['© 株式会社三つ星運輸', '株式会社三つ星運輸'],
    ['Oo ツバメ設計株式会社', 'ツバメ設計株式会社'],
    ['の有限会社栄光電子', '有限会社栄光電子'],
    ['2 富士見食品株式会社', '富士見食品株式会社'],
    ['析式会社東洋精機', '株式会社東洋精機'],
    ['株式会杜サクラ商事', '株式会社サクラ商事'],
    ['ー般社団法人丸山酒造', '一般社団法人丸山酒造'],
    // Both outer glyphs of a form of four misread, at the line's start or end.
    ['話療法入清和会', '医療法人清和会'],
    ['ツバメ設計林式会杜', 'ツバメ設計株式会社'],
    ['東洋精機㈱', '東洋精機株式会社'],
    ['医療法人 さくら会', '医療法人さくら会'],
    ['の 千代田プランニング㈱', '千代田プランニング株式会社'],
    ['図 社会福祉法人ひだまり会', '社会福祉法人ひだまり会'],
    // A square logo read as 回 before the name; a unit printed after the company on its row.
    ['回 蒼天ロジスティクス(株) 営業部', '蒼天ロジスティクス株式会社'],
    ['株式会社 服部', '株式会社服部'],
    // A name that starts with kana, or a kanji before the form with no gap, is the name's own.
    ['さくら会計株式会社', 'さくら会計株式会社'],
    ['新株式会社', '新株式会社'],
  ])('%s → %s', (line, company) => {
    expect(findCompany(line.normalize('NFKC'))).toBe(company)
  })

  it('reads a ㈱ the engine took for one look-alike kanji, on the top lines only', () => {
    expect(findCircledKabu('カエデ伯')).toBe('カエデ株式会社')
    expect(findCircledKabu('瑞穂化学伏')).toBe('瑞穂化学株式会社')
    expect(findCircledKabu('コハク電機(株')).toBe('コハク電機株式会社')
    expect(findCircledKabu('Q 栄光電子人内')).toBe('栄光電子株式会社')
    expect(findCircledKabu('信濃フーズX株)')).toBe('信濃フーズ株式会社')
    expect(findCircledKabu('信濃フーズ株)')).toBe('信濃フーズ株式会社')
    // ㈱ before the name, its 株 read as a digit, after a logo read as a letter.
    expect(findCircledKabu('O (9湊ネットワークス')).toBe('株式会社湊ネットワークス')
    expect(findCircledKabu('株式会社東洋精機')).toBeUndefined()
    expect(findCircledKabu('山田 太郎')).toBeUndefined()
    const r = extractFields('東洋精機移\n主任\n岡田 太郎\nTEL 092-828-6190\nt.okada@toyo-seiki.com')
    expect(r.fields).toMatchObject({ company: '東洋精機株式会社', full_name: '岡田 太郎' })
    // The Japanese name beats the English one on a bilingual card, even half read.
    expect(extractFields('栄光電子人内\nToyo Seiki Co., Ltd.\n総務課 主任\n高橋 昌平').fields.company).toBe('栄光電子株式会社')
    // Not below the top of the card, and not when a line has a legal form.
    expect(extractFields('株式会社サクラ商事\n営業部 部長\n山田 太郎\nカエデ伯').fields.company).toBe('株式会社サクラ商事')
    expect(extractFields('営業部 部長\n山田 太郎\nTEL 03-1234-5678\nカエデ伯').fields.company).toBe('')
  })

  it('takes a ㈱ before the name under the name, a logo letter before it, and an address read twice once', () => {
    const r = extractFields(
      '経営企画室\n鷲尾 慎之介\nO (9湊ネットワークス\nわしお しんのすけ\n係長\n〒900-0015 沖縄県那覇市久茂地3-1-1 アーバン桜木ビル12階\nT 900-0015 沖縄県那覇市久茂地3-1-1 アーバン桜木ビル12階\nTEL/FAX 048-308-8068\nwashio-s@mail.minato-nw.net',
    )
    expect(r.fields).toMatchObject({ company: '株式会社湊ネットワークス', full_name: '鷲尾 慎之介', address: '沖縄県那覇市久茂地3-1-1 アーバン桜木ビル12階' })
  })

  it('leaves lines without a legal form alone', () => {
    expect(repairLegalForm('営業部 部長')).toBe('営業部 部長')
    // A form's middle pair inside a line, or a line too short for a name beside a form, is no form.
    expect(repairLegalForm('理学療法士会')).toBe('理学療法士会')
    expect(repairLegalForm('話療法入')).toBe('話療法入')
    expect(repairLegalForm('北海道療法研究会')).toBe('北海道療法研究会')
    expect(findCompany('東京都千代田区丸の内1-2-3')).toBeUndefined()
  })
})

describe('positions, names and readings', () => {
  it('takes katakana titles as positions, not as the reading', () => {
    const r = extractFields('株式会社アオバ物流\nシニアコンサルタント\n佐藤 健一\nTEL 045-221-3344\nk.sato@aoba.co.jp')
    expect(r.fields.position).toBe('シニアコンサルタント')
    expect(r.fields.full_name_kana).toBe('')
    const m = extractFields('株式会社アオバ物流\n営業部 マネージャー\nさとう けんいち\n佐藤 健一\nTEL 045-221-3344')
    expect(m.fields).toMatchObject({ position: 'マネージャー', department: '営業部', full_name_kana: 'さとう けんいち' })
  })

  it('never takes an occupation or industry word for the name', () => {
    const r = extractFields('さくら総合法律事務所\n弁護士\n証券\n田中 陽子\nTEL 03-1234-5678')
    expect(r.fields.full_name).toBe('田中 陽子')
  })

  it('reads katakana ニ inside a kanji name as the kanji 二', () => {
    expect(extractFields('株式会社ミナト工業\n山本 健ニ\nTEL 045-000-1111').fields.full_name).toBe('山本 健二')
  })

  it('finds furigana printed beside the name or away from it', () => {
    expect(extractFields('合同会社アオバ物流\n中村 亮 なかむら りょう\nTEL 06-7822-9456').fields).toMatchObject({ full_name: '中村 亮', full_name_kana: 'なかむら りょう' })
    const far = extractFields('株式会社カエデ\nいのうえ りょう\n経理課 係長\n井上 亮\nTEL 092-444-5555')
    expect(far.fields).toMatchObject({ full_name: '井上 亮', full_name_kana: 'いのうえ りょう' })
  })

  it('finds a reading beside the name whose own gap OCR lost', () => {
    expect(extractFields('株式会社ツバメ設計\n取締役\n橋本 健二     はしもとけんじ\nTEL. 06-2308-5040').fields).toMatchObject({ full_name: '橋本 健二', full_name_kana: 'はしもとけんじ' })
    // A given name in hiragana is still a name, not a reading.
    expect(extractFields('株式会社カエデ\n松本 さくら\nTEL 03-1234-5678').fields).toMatchObject({ full_name: '松本 さくら', full_name_kana: '' })
  })

  it('finds the name before a reading in brackets read as letters (（ as c, ） as n or lost)', () => {
    const card = (line: string) => extractFields(`総務部 総務課\n課長補佐\n${line}\n一般社団法人みらい地域創生機構\nTEL 06.3213.9446`).fields
    expect(card('桑原英里子cくわばら えりこn')).toMatchObject({ full_name: '桑原英里子', full_name_kana: 'くわばら えりこ' })
    expect(card('辻 薫 C つじ かおる')).toMatchObject({ full_name: '辻 薫', full_name_kana: 'つじ かおる' })
    // A reading that lost kana (four for five kanji) is not kept; the name is.
    expect(card('桑原英里子cくわばりn')).toMatchObject({ full_name: '桑原英里子', full_name_kana: '' })
  })

  it('reads a long title one character off as that title, and leaves exact ones alone', () => {
    expect(findRole('人事部報行役員')).toEqual({ department: '人事部', position: '執行役員' })
    expect(findRole('営業部長')).toEqual({ department: '営業部', position: '部長' })
    // One of six or more beats the short title the misread left whole at its end, and keeps its rank.
    expect(findRole('営業部第二課 取締役部社長')).toEqual({ department: '営業部第二課', position: '取締役副社長' })
    expect(findRole('営業課取精役副社長')).toEqual({ department: '営業課', position: '取締役副社長' })
    expect(findRole('常務劫行役員')).toEqual({ position: '常務執行役員' })
    // Alone on its line it is the title, not a name of six kanji.
    expect(extractFields('カスタマーサクセス部\n常務劫行役員\n柳田 さくら\n730-0011 広島県広島市中区基町6-78').fields).toMatchObject({ position: '常務執行役員', full_name: '柳田 さくら' })
    expect(findRole('事業部長')).toEqual({ position: '事業部長' })
    expect(findRole('代表取締役社長')).toEqual({ position: '代表取締役社長' })
  })

  it('takes the name beside its reading over a misread title above it', () => {
    const r = extractFields('東洋精機株式会社\n放任\nおかだ たろう\n岡田 太郎\nTEL 092-828-6190')
    expect(r.fields).toMatchObject({ full_name: '岡田 太郎', full_name_kana: 'おかだ たろう' })
  })

  it('does not take a title that lost its last character for the name', () => {
    expect(extractFields('医療法人青空ソフト\n執行役\n青木 直樹     あおき なおき\nTEL. 052-828-4887').fields).toMatchObject({ full_name: '青木 直樹', full_name_kana: 'あおき なおき' })
  })

  it('joins a Latin name OCR split inside a word', () => {
    expect(extractFields('Northwind Analytics Inc.\nEmi ly Carter\nSenior Data Analyst\nTel 03-5210-7788').fields.full_name).toBe('Emily Carter')
  })

  it('drops lower-case noise after a kanji name', () => {
    expect(extractFields('(株)ハルカゼ\n吉田 真由美 ees\nmayumi@harukaze.co.jp').fields.full_name).toBe('吉田 真由美')
  })
})

describe('postal code and address', () => {
  it('reads a 〒 that OCR turned into T, and a dash read as an apostrophe', () => {
    expect(findPostal('T144-0041 東京都大田区羽田空港3-3-2')).toEqual({ postal: '144-0041', rest: '東京都大田区羽田空港3-3-2' })
    expect(findPostal("〒812'0011福岡県福岡市博多区")?.postal).toBe('812-0011')
  })

  it('reads a postal code whose dash came out as two marks', () => {
    expect(findPostal('〒220.-0012 神奈川県横浜市西区みなとみらい3-3-1')).toEqual({ postal: '220-0012', rest: '神奈川県横浜市西区みなとみらい3-3-1' })
    expect(findPostal("〒980,'0021宮城県仙台市青葉区")?.postal).toBe('980-0021')
    expect(findPostal("〒144',0041東京都大田区")?.postal).toBe('144-0041')
  })

  it('reads a floor whose 階 came out as a look-alike kanji', () => {
    expect(tidyAddress('長野県松本市中央2-5-8 アーバン桜木ビル12陀')).toBe('長野県松本市中央2-5-8 アーバン桜木ビル12階')
    expect(tidyAddress('渋谷区渋谷2-21-1 本町センタービル5楷')).toBe('渋谷区渋谷2-21-1 本町センタービル5階')
    expect(tidyAddress('埼玉県さいたま市大宮区桜木町1-7-5 アーバン桜木ビル12障')).toBe('埼玉県さいたま市大宮区桜木町1-7-5 アーバン桜木ビル12階')
    // 丁目 with its 目 read as 日, or its 丁 as a bracket; 大阪 with 阪 read as 版.
    expect(tidyAddress('埼玉県さいたま市大宮区桜木町1丁日7番5号')).toBe('埼玉県さいたま市大宮区桜木町1丁目7番5号')
    expect(tidyAddress('東京都千代田区麹町4 」目8番1号')).toBe('東京都千代田区麹町4丁目8番1号')
    expect(tidyAddress('東京都千代田区麹町4亅目8番1号')).toBe('東京都千代田区麹町4丁目8番1号')
    // 東京都 with 都 misread or 京都 lost before a ward; 区 read as メ; a dot before a dash.
    expect(tidyAddress('東京客渋谷区渋谷2-21-1')).toBe('東京都渋谷区渋谷2-21-1')
    expect(tidyAddress('東千代田区麹町4-8-1')).toBe('東京都千代田区麹町4-8-1')
    expect(tidyAddress('大阪府東大阪市荒本北1-4-1')).toBe('大阪府東大阪市荒本北1-4-1')
    expect(tidyAddress('広島県広島市中メ基町6-78')).toBe('広島県広島市中区基町6-78')
    expect(tidyAddress('石川県金沢市本町2.-15-1')).toBe('石川県金沢市本町2-15-1')
    expect(tidyAddress('大版府大版市中央区北浜1-8-16')).toBe('大阪府大阪市中央区北浜1-8-16')
    // A kanji after a number that is no floor stays (陀 in a town name is not at the end).
    expect(tidyAddress('奈良県宇陀市榛原1-2')).toBe('奈良県宇陀市榛原1-2')
  })

  it('drops a glyph or two of noise before the prefecture', () => {
    expect(tidyAddress('有愛知県名古屋市中区栄三丁目五番一号')).toBe('愛知県名古屋市中区栄三丁目五番一号')
    expect(tidyAddress('11 福岡県福岡市博多区博多駅前2-1-1')).toBe('福岡県福岡市博多区博多駅前2-1-1')
    expect(tidyAddress('神奈川県横浜市西区みなとみらい3-3-1')).toBe('神奈川県横浜市西区みなとみらい3-3-1')
    expect(tidyAddress('京都府京都市下京区烏丸通七条下ル')).toBe('京都府京都市下京区烏丸通七条下ル')
  })

  it('reads a 〒 that OCR turned into 7 before a prefecture, or before a city or ward when the card leaves the prefecture out', () => {
    expect(findPostal('7100-0005 東京都千代田区丸の内1-2-3')).toEqual({ postal: '100-0005', rest: '東京都千代田区丸の内1-2-3' })
    expect(findPostal('7102-0083 千代田区麹町4-8-1 NKタワー18F')).toEqual({ postal: '102-0083', rest: '千代田区麹町4-8-1 NKタワー18F' })
    // Four digits before the dash and no town after them: not a code.
    expect(findPostal('7102-0083 NKタワー18F')).toBeUndefined()
  })

  it('does not take a phone after T for a postal code', () => {
    expect(findPostal('T 090-1234-5678')).toBeUndefined()
  })

  it('keeps a lost 〒 out of the address', () => {
    expect(extractFields('株式会社カエデ\n井上 亮\nT 大阪府大阪市北区梅田2-4-9\nTEL 06-1234-5678').fields.address).toBe('大阪府大阪市北区梅田2-4-9')
  })

  it('joins the street column of a vertical card to its town', () => {
    const r = extractFields("有限会社栄光電子\n部長\nにしむら けんいち\n西村 健一\n〒650'0021兵庫県神戸市中央区\n三宮町一丁目九番一号\nTEL: 092-489-3514")
    expect(r.fields).toMatchObject({ postal_code: '650-0021', address: '兵庫県神戸市中央区三宮町一丁目九番一号' })
  })

  it('reads the kanji numerals of a street column read as katakana look-alikes (一 as ー, 二 as ニ)', () => {
    const r = extractFields("株式会社富士見食品\n近藤 一郎\n〒980'0021宮城県仙台市青葉区\n中央ーー丁目六番三十五号\nT. 03-5938-2715")
    expect(r.fields.address).toBe('宮城県仙台市青葉区中央一丁目六番三十五号')
    expect(tidyAddress('東京都港区芝ニ丁目五番一号')).toBe('東京都港区芝二丁目五番一号')
    // Kana words keep their long vowels and ニ.
    expect(tidyAddress('東京都千代田区紀尾井町4-1 ニューオータニ')).toBe('東京都千代田区紀尾井町4-1 ニューオータニ')
  })

  it('joins a street column to a town line that names a street but not its number (京都 …七条下ル)', () => {
    const r = extractFields('株式会社朝日製作所\n石川 大輔\n〒600-8216京都府京都市下京区烏丸通七条下ル\n東塩小路町七ニー\nTEL 092-543-3835')
    expect(r.fields.address).toBe('京都府京都市下京区烏丸通七条下ル東塩小路町七二一')
    // A town line with its number takes no second line for its street.
    expect(extractFields('株式会社カエデ\n〒460-0008 愛知県名古屋市中区栄三丁目五番一号\n中央二丁目\n清水 陽子\nTEL 06-8095-8090').fields.address).toBe('愛知県名古屋市中区栄三丁目五番一号')
  })
})

describe('phone labels read as digits', () => {
  it('reads the number after a T read as 7', () => {
    expect(findPhones('7 092-828-6190 FAX: 092-378-4827')).toEqual([
      { kind: 'tel', number: '092-828-6190' },
      { kind: 'fax', number: '092-378-4827' },
    ])
  })
})

describe('phone numbers of vertical cards', () => {
  it('reads a number printed in kanji numerals, and leaves a kanji street alone', () => {
    const r = extractFields('株式会社サクラ商事\n山田 太郎\n電話 〇三-一二三四-五六七八\nファクス 〇三-一二三四-五六七九\n千代田区丸の内一丁目二番三号')
    expect(r.fields).toMatchObject({ phone_number: '03-1234-5678', fax_number: '03-1234-5679' })
    expect(findPhones('丸の内一丁目二番三号')).toEqual([])
  })
})

describe('e-mail addresses OCR broke', () => {
  it('keeps the first part when the dot was read as a space', () => {
    expect(findEmail('naoki hashimoto@sakura-shoji.co.jp')).toBe('naoki.hashimoto@sakura-shoji.co.jp')
    expect(findEmail('E-mail: naoki hashimoto@sakura-shoji.co.jp')).toBe('naoki.hashimoto@sakura-shoji.co.jp')
  })

  it('does not glue a label or a title onto the address', () => {
    expect(findEmail('E-mail n.endo@mizuho.com')).toBe('n.endo@mizuho.com')
    expect(findEmail('E-mailn.endo@mizuho.com')).toBe('n.endo@mizuho.com')
    expect(findEmail('Designer grace@lumen-design.io')).toBe('grace@lumen-design.io')
    // The label's E read as F, apart or glued on.
    expect(findEmail('F-mail ogata.shinnosuke@soranowa.jp')).toBe('ogata.shinnosuke@soranowa.jp')
    expect(findEmail('F-mailk.ito@soranowa.jp')).toBe('k.ito@soranowa.jp')
  })

  it('reads a city heading the domain with its y read as v (tokvo) as the city; other labels keep their v', () => {
    expect(findEmail('E-mail : yuichiro.saito@tokvo.u-link.net')).toBe('yuichiro.saito@tokyo.u-link.net')
    expect(findEmail('taro@kvoto.aoba.jp')).toBe('taro@kyoto.aoba.jp')
    expect(findEmail('taro@vote.aoba.jp')).toBe('taro@vote.aoba.jp')
  })

  it('puts back a dot of the domain read as a space', () => {
    expect(findEmail('e-mail yuko.aoki@wakaba-kaikei jp')).toBe('yuko.aoki@wakaba-kaikei.jp')
    expect(findEmail('taro@aoba co jp')).toBe('taro@aoba.co.jp')
    expect(findEmail('taro@aoba.co jp')).toBe('taro@aoba.co.jp')
    // A finished domain keeps the word after it apart.
    expect(findEmail('taro@aoba.jp info')).toBe('taro@aoba.jp')
  })

  it('puts back the dots a small photo lost before the top-level domain', () => {
    expect(findEmail('E-mail c.onodera19@tokyo.ryokufukaiorjp')).toBe('c.onodera19@tokyo.ryokufukai.or.jp')
    expect(findEmail('kei@mail.sakura-shojicojp')).toBe('kei@mail.sakura-shoji.co.jp')
    expect(findEmail('a.hamaguchi16@tokyo.minato-nwcom')).toBe('a.hamaguchi16@tokyo.minato-nw.com')
    // Whole domains stay as they are.
    for (const email of ['taro@aoba.co.jp', 'taro@disco.jp', 'taro@gecojp.com', 'taro@minato-nw.com', 'taro@telecom.net']) expect(findEmail(email)).toBe(email)
  })

  it('joins a word the engine cut with a space, in the domain and in the local part', () => {
    expect(findEmail('da isuke@asah i-ss.com')).toBe('daisuke@asahi-ss.com')
    expect(findEmail('taro@sakura shoji.co.jp')).toBe('taro@sakurashoji.co.jp')
    // Never a word after a finished domain, nor a piece that ends in no domain.
    expect(findEmail('taro@aoba.jp sales.jp')).toBe('taro@aoba.jp')
    expect(findEmail('taro@aoba sales')).toBeUndefined()
    // An initial keeps its dot.
    expect(findEmail('n endo@mizuho.com')).toBe('n.endo@mizuho.com')
  })

  it('reads an initial read as a zero as the letter o', () => {
    expect(findEmail('E-mail: 0.ito@mitsuboshi-unyu.co.jp')).toBe('o.ito@mitsuboshi-unyu.co.jp')
    expect(findEmail('taro0.ito@mitsuboshi.jp')).toBe('taro0.ito@mitsuboshi.jp')
  })

  it('joins an address split over two lines at a separator', () => {
    expect(extractFields('株式会社サクラ商事\n山田 太郎\nnaoki.hashimoto@\nsakura-shoji.co.jp').fields.email).toBe('naoki.hashimoto@sakura-shoji.co.jp')
    expect(extractFields('株式会社サクラ商事\n山田 太郎\ntaro.yamada@sakura-\nshoji.co.jp').fields.email).toBe('taro.yamada@sakura-shoji.co.jp')
  })
})

describe('address pieces read apart', () => {
  it('never takes the end of an address (番九号) for the name', () => {
    const text = ['株式会社アオバ物流', '技術本部係長', '〒530-0001 大阪府大阪市北区梅田二丁目四', '番九号', '清水修', 'o.shimizu@aoba-butsuryu.com'].join('\n')
    expect(extractFields(text).fields.full_name).toBe('清水修')
  })
})

describe('a reading whose name was lost', () => {
  it('keeps the printed reading when the name line was misread, and invents no name', () => {
    const logo = extractFields('@ 合同会社富士見食品\n執行役員\nモリ タクヤ\n# 拓也\nE-mail: takuya@fujimi-foods.co.jp')
    expect(logo.fields).toMatchObject({ full_name: '', full_name_kana: 'モリ タクヤ' })
    expect(extractFields('(株)アオバ物流\n技術本部係長\nしみずおさむ\n清水 2\no.shimizu@aoba-butsuryu.com').fields).toMatchObject({ full_name: '', full_name_kana: 'しみずおさむ' })
    // A katakana word alone (a product, a title) is not a reading.
    expect(extractFields('株式会社サクラ商事\nプロデューサー\n# 拓也\ntaro@sakura.jp').fields.full_name_kana).toBe('')
  })
})

describe('the reading beside the name', () => {
  it('skips a kana line too short to be the reading (a mark read as kana) for the one past it', () => {
    const r = extractFields('@ 医療法人瑞穂化学\n開発部 チーフデザイナー\nエンドウナオキ\nにココ\n遠藤 直樹\nE-mail n.endo@mizuho-kagaku.com')
    expect(r.fields).toMatchObject({ full_name: '遠藤 直樹', full_name_kana: 'エンドウナオキ' })
    // Right beside the name, a reading of fitting length is still the one taken.
    expect(extractFields('株式会社サクラ商事\nやまだ たろう\n山田 太郎\ntaro@sakura.jp').fields.full_name_kana).toBe('やまだ たろう')
    // Not past a line that is something else, unless the e-mail holds the name it starts with (endo).
    expect(extractFields('株式会社サクラ商事\nエンドウナオキ\n開発部 部長\n遠藤 直樹\ninfo@sakura.jp').fields.full_name_kana).toBe('')
    expect(extractFields('株式会社サクラ商事\nエンドウナオキ\n開発部 部長\n遠藤 直樹\nn.endo@sakura.jp').fields.full_name_kana).toBe('エンドウナオキ')
  })
})

describe('kana that look the same in both scripts', () => {
  it('writes a twin kana in the line’s own script and reads a run of it in both scripts as one glyph', () => {
    expect(unifyTwinKana('マナベ シュウヘへヘイ')).toBe('マナベ シュウヘイ')
    expect(unifyTwinKana('マナべ シュウへイ')).toBe('マナベ シュウヘイ')
    expect(unifyTwinKana('わたなべ しゅうへい')).toBe('わたなべ しゅうへい')
    // A run in one script stays; so does a line mixing scripts otherwise, and a line with kanji.
    expect(unifyTwinKana('ヘヘ')).toBe('ヘヘ')
    expect(unifyTwinKana('マナべ しゅうへい')).toBe('マナべ しゅうへい')
    expect(unifyTwinKana('真鍋 シュウへイ')).toBe('真鍋 シュウへイ')
    expect(extractFields(['マナベ シュウヘへヘイ', '真鍋 周平', 'MANABE Shuhei'].join('\n')).fields.full_name_kana).toBe('マナベ シュウヘイ')
  })
})

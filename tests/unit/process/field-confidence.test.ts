import { describe, expect, it } from 'vitest'
import { doubtfulFields } from '../../../src/features/process/analysis/field-confidence'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { kanaMisreadAgainst } from '../../../src/features/process/analysis/kana-romaji'
import { isClearReading, readingScore, readsSideways } from '../../../src/features/process/analysis/read-card'

describe('doubtful fields', () => {
  const lines = [
    { text: '株式会社サクラ商事', confidence: 93 },
    { text: '山田 太郎', confidence: 58 },
    { text: 'TEL 03-1234-5678', confidence: 95 },
    { text: 'taro.yamada@sakura-shoji.co.jp', confidence: 91 },
    { text: '〒100-0005 東京都千代田区', confidence: 92 },
  ]
  it('flags a field read from a low-confidence line, and not the sure ones', () => {
    const fields = { full_name: '山田 太郎', company: '株式会社サクラ商事', phone_number: '03-1234-5678', email: 'taro.yamada@sakura-shoji.co.jp' }
    expect(doubtfulFields(fields, lines)).toEqual(['full_name'])
  })
  it('flags an address that stops at the town, and a field it cannot trace to any line', () => {
    expect(doubtfulFields({ address: '東京都千代田区', department: '営業企画部' }, lines)).toEqual(['department', 'address'])
  })
  it('flags an empty company or phone, which nearly every card prints (lost to a logo or a misread label), and no other empty field', () => {
    const read = extractFields(['山田 太郎', 'taro.yamada@sakura-shoji.co.jp'].join('\n')).fields
    expect(read.company).toBe('')
    expect(doubtfulFields(read, [{ text: '山田 太郎', confidence: 93 }, { text: 'taro.yamada@sakura-shoji.co.jp', confidence: 91 }])).toEqual(['phone_number', 'company'])
    // A card with both says nothing of its empty position, reading or website.
    const full = extractFields(lines.map((l) => l.text).join('\n')).fields
    expect(full.position).toBe('')
    expect(doubtfulFields(full, lines)).toEqual(['full_name', 'address'])
  })
})

describe('a name in letters on a Japanese card', () => {
  const lines = [
    { text: '株式会社ひだまり', confidence: 93 },
    { text: '辻 &', confidence: 90 },
    { text: 'Haruka TSUJI', confidence: 94 },
    { text: 'つじ はるか', confidence: 92 },
  ]
  it('flags the romaji name taken when the kanji name beside it was misread, and not a foreigner on an English card', () => {
    expect(doubtfulFields({ full_name: 'Haruka TSUJI', company: '株式会社ひだまり' }, lines)).toEqual(['full_name'])
    expect(doubtfulFields({ full_name: 'Haruka TSUJI', full_name_kana: 'つじ はるか' }, lines)).toEqual(['full_name'])
    expect(doubtfulFields({ full_name: 'Haruka TSUJI', company: 'Hidamari Inc.' }, [{ text: 'Hidamari Inc.', confidence: 93 }, lines[2]])).toEqual([])
  })
})

describe('a company in letters on a Japanese card', () => {
  const lines = [
    { text: 'Hokushin Industries Corporation', confidence: 93 },
    { text: '堀 英里子', confidence: 92 },
    { text: '〒730-0011 広島県広島市中区基町6-78', confidence: 91 },
  ]
  it('flags the English company taken when the Japanese one was lost, and not an English card', () => {
    expect(doubtfulFields({ company: 'Hokushin Industries Corporation', full_name: '堀 英里子' }, lines)).toEqual(['company'])
    expect(doubtfulFields({ company: 'Hokushin Industries Corporation', address: '広島県広島市中区基町6-78' }, lines)).toEqual(['company'])
    expect(doubtfulFields({ company: 'Hokushin Industries Corporation', full_name: 'Eriko HORI' }, [lines[0], { text: 'Eriko HORI', confidence: 94 }])).toEqual([])
  })
})

describe('doubtful fields from words and re-readings', () => {
  it('flags a field with one misread word in a sure line (a line is its words\' mean)', () => {
    const lines = [{ text: '〒600-8216 京都府京都市下京区人烏丸通721', confidence: 88, words: [{ text: '〒600-8216', confidence: 92 }, { text: '京都府京都市下京区', confidence: 95 }, { text: '人', confidence: 35 }, { text: '烏丸通721', confidence: 93 }] }]
    expect(doubtfulFields({ address: '京都府京都市下京区人烏丸通721' }, lines)).toEqual(['address'])
    expect(doubtfulFields({ address: '京都府京都市下京区人烏丸通721' }, [{ ...lines[0], words: undefined }])).toEqual([])
  })

  it('counts only the words of the value: not a logo mark before it, nor a legal form checked against its list', () => {
    const lines = [{ text: '® 一般社団法人スズラン薬品', confidence: 86, words: [{ text: '®', confidence: 25 }, { text: '一', confidence: 38 }, { text: '般', confidence: 92 }, { text: '社団法人', confidence: 96 }, { text: 'スズラン薬品', confidence: 94 }] }]
    expect(doubtfulFields({ company: '一般社団法人スズラン薬品' }, lines)).toEqual([])
  })

  it('holds a line a second reading confirmed to a lower bar', () => {
    const name = { text: '鈴木亮', confidence: 68, words: [{ text: '鈴木', confidence: 70 }, { text: '亮', confidence: 66 }] }
    expect(doubtfulFields({ full_name: '鈴木亮' }, [name])).toEqual(['full_name'])
    expect(doubtfulFields({ full_name: '鈴木亮' }, [{ ...name, agreed: true }])).toEqual([])
    expect(doubtfulFields({ full_name: '鈴木亮' }, [{ ...name, confidence: 52, agreed: true, words: [{ text: '鈴木', confidence: 54 }, { text: '亮', confidence: 50 }] }])).toEqual(['full_name'])
  })

  it('flags a sure line that a re-reading of it alone read otherwise', () => {
    const company = { text: '三つ是運輸株式会社', confidence: 87, words: [{ text: '三', confidence: 92 }, { text: 'つ', confidence: 67 }, { text: '是', confidence: 78 }, { text: '運輸', confidence: 94 }] }
    expect(doubtfulFields({ company: '三つ是運輸株式会社' }, [company])).toEqual([])
    expect(doubtfulFields({ company: '三つ是運輸株式会社' }, [{ ...company, again: '三つ星運輸株式会社' }])).toEqual(['company'])
    // Read otherwise only in a logo mark or a legal form the reader repairs: the value is not disputed.
    expect(doubtfulFields({ company: '一般社団法人北斗建設' }, [{ text: 'ー般社団法人北斗建設', confidence: 88, again: '一般社団法人北斗建設' }])).toEqual([])
    expect(doubtfulFields({ company: '一般社団法人北斗建設' }, [{ text: 'ー般社団法人北斗建設', confidence: 88, again: '析般社団法人北斗建設' }])).toEqual([])
    expect(doubtfulFields({ company: 'ツバメ設計株式会社' }, [{ text: 'O ツバメ設計株式会社', confidence: 86, again: 'Q ツバメ設計株式会社' }])).toEqual([])
    // Nor is a bold name read again as look-alike letters.
    expect(doubtfulFields({ full_name: '石川 和也' }, [{ text: '石川 和也', confidence: 87, again: '石川 Fit' }])).toEqual([])
    expect(doubtfulFields({ full_name: '遠藤 直樹' }, [{ text: '遠藤 直樹', confidence: 87, again: '遠膝 直樹' }])).toEqual(['full_name'])
  })
  it('flags a sure field whose kanji the ink disputes (寺鳥 for 寺島), and only the field that holds the glyph', () => {
    const name = { text: '寺鳥 里奈', confidence: 91, alike: '鳥' }
    expect(doubtfulFields({ full_name: '寺鳥 里奈' }, [name])).toEqual(['full_name'])
    expect(doubtfulFields({ full_name: '寺鳥 里奈' }, [{ ...name, alike: undefined }])).toEqual([])
    // The value lost the disputed glyph (a mark before the company): nothing of it is in doubt.
    const company = { text: '回 株式会社桐生テキスタイル', confidence: 90, alike: '回' }
    expect(doubtfulFields({ company: '株式会社桐生テキスタイル' }, [company])).toEqual([])
  })
})

describe('kana against the same word in romaji on the card', () => {
  const sure = (text: string) => ({ text, confidence: 93 })
  it('flags a company whose kana is one sound off its e-mail domain, however sure the engine was', () => {
    const fields = { company: '株式会社ハルルカゼ', email: 'taro@harukaze.com' }
    expect(doubtfulFields(fields, [sure('株式会社ハルルカゼ'), sure('taro@harukaze.com')])).toEqual(['company'])
    expect(doubtfulFields({ ...fields, company: '株式会社ハルカゼ' }, [sure('株式会社ハルカゼ'), sure('taro@harukaze.com')])).toEqual([])
  })

  it('says nothing when the domain is another word, or English', () => {
    for (const [kana, domain] of [['ソフトバンク', 'softbank'], ['ユニクロ', 'uniqlo'], ['ホーム', 'chuo-home'], ['キッコーマン', 'kikkoman'], ['シャープ', 'sharp'], ['ヤマト運輸', 'kuronekoyamato'], ['サクラインターナショナル', 'sakura'], ['ミドリ技研', 'aoba-butsuryu']]) {
      expect(kanaMisreadAgainst(kana, [`${domain}.co.jp`]), kana).toBe(false)
    }
    expect(kanaMisreadAgainst('トヨダ自動車', ['toyota.jp'])).toBe(true)
    expect(kanaMisreadAgainst('コマツツ', ['komatsu.co.jp'])).toBe(true)
  })

  it('checks the reading against the e-mail, which may hold one of its names', () => {
    expect(kanaMisreadAgainst('あおきまゆみ', ['mayumi'], { holdsMore: true })).toBe(false)
    expect(kanaMisreadAgainst('やまぐち まこと', ['yamaguchi-m'], { holdsMore: true })).toBe(false)
    expect(kanaMisreadAgainst('すずさ しょうへい', ['shohei.suzuki'], { holdsMore: true })).toBe(true)
    expect(doubtfulFields({ full_name_kana: 'すずさ しょうへい', email: 'shohei.suzuki@asahi-ss.co.jp' }, [sure('すずさ しょうへい'), sure('shohei.suzuki@asahi-ss.co.jp')])).toEqual(['full_name_kana'])
  })
})

describe('orientation scoring', () => {
  it('scores confident text far above upside-down noise', () => {
    const upright = [
      { text: '株式会社サクラ商事', confidence: 92 }, { text: '営業部 部長', confidence: 93 }, { text: '山田 太郎', confidence: 88 },
      { text: '〒100-0005 東京都千代田区丸の内1-2-3', confidence: 91 }, { text: 'TEL 03-1234-5678', confidence: 94 }, { text: 'taro@sakura.co.jp', confidence: 90 },
    ]
    const noise = [{ text: 'ʇ ɹ ∩ ~', confidence: 20 }, { text: 'Il .: |', confidence: 38 }, { text: 'ヨ 半 ε', confidence: 52 }]
    expect(readingScore(upright)).toBeGreaterThan(readingScore(noise) * 5)
    expect(isClearReading({ lines: upright, confidence: 91 })).toBe(true)
    expect(isClearReading({ lines: noise, confidence: 35 })).toBe(false)
  })

  it('tells a horizontal card on its side (Latin down a column) from a vertical card', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 })
    // Boxes of a horizontal card lying on its side, read as 縦書き: the e-mail runs down a column.
    const sideways = [{ text: '(株)東洋精機', confidence: 88, box: box(305, 50, 336, 213) }, { text: 'k.suzuki@toyo-seiki.com', confidence: 91, box: box(76, 48, 95, 254) }]
    expect(readsSideways(sideways)).toBe(true)
    // A real vertical card: Japanese down the columns, contacts across at the foot.
    const vertical = [{ text: '有限会社栄光電子', confidence: 93, box: box(398, 77, 432, 370) }, { text: 'nishimura-k@eiko-denshi.co.jp', confidence: 91, box: box(47, 711, 363, 736) }]
    expect(readsSideways(vertical)).toBe(false)
    // Its large kanji column (麹町スクエア三階) read as capitals, unsurely: still upright.
    expect(readsSideways([...vertical, { text: 'RE XA H NIE', confidence: 25, box: box(102, 136, 121, 317) }])).toBe(false)
  })
})

describe('doubtful e-mail addresses', () => {
  it('flags an address put together from pieces read apart, not one read whole', () => {
    const line = (text: string) => [{ text, confidence: 92 }]
    expect(doubtfulFields({ email: 'daisuke@asahi-ss.com' }, line('da isuke@asah i-ss.com'))).toEqual(['email'])
    expect(doubtfulFields({ email: 'naoki.hashimoto@sakura.jp' }, line('E-mail: naoki hashimoto@sakura.jp'))).toEqual(['email'])
    expect(doubtfulFields({ email: 'n.endo@mizuho.com' }, line('E-mail n.endo@mizuho.com'))).toEqual([])
    expect(doubtfulFields({ email: 'yuko.aoki@wakaba-kaikei.jp' }, line('e-mail yuko.aoki@wakaba-kaikei jp'))).toEqual([])
  })

  it('flags a local part no name starts so (the dot after an initial lost), however sure the engine was', () => {
    const line = (text: string) => [{ text, confidence: 92 }]
    expect(doubtfulFields({ email: 'rnakamura@aoba.co.jp' }, line('E-mail: rnakamura@aoba.co.jp'))).toEqual(['email'])
    for (const email of ['r.nakamura@aoba.co.jp', 'shota@aoba.co.jp', 'ryo@aoba.co.jp', 'tsubasa@aoba.co.jp', 'grace@lumen.io', 'steve@lumen.io', 'kyoko@aoba.jp', 'brian@lumen.io']) {
      expect(doubtfulFields({ email }, line(email))).toEqual([])
    }
  })

  it('flags a local part of one or two letters: the tail of a longer one cut off (ra@ for washio.sakura@)', () => {
    const line = (text: string) => [{ text, confidence: 93 }]
    expect(doubtfulFields({ email: 'ra@momijido.co.jp' }, line('ra@momijido.co.jp'))).toEqual(['email'])
    expect(doubtfulFields({ email: 'k@momijido.co.jp' }, line('k@momijido.co.jp'))).toEqual(['email'])
    expect(doubtfulFields({ email: 'sho@momijido.co.jp' }, line('sho@momijido.co.jp'))).toEqual([])
  })
})

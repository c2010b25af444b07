import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { fullerEmail } from '../../../src/features/process/analysis/email-evidence'
import { spellLatinAsDomain } from '../../../src/features/process/analysis/company-latin'
import { linesToAsk } from '../../../src/features/process/analysis/second-reading'
import { enlargeStrayKana } from '../../../src/features/process/analysis/name-reading'
import { revoiceAgainst } from '../../../src/features/process/analysis/kana-romaji'

// Issue 19, the wide design's fifth draw (bench/card-set-wide.mjs wide5): kinds of failure its first,
// unseen run showed. Texts are invented, shaped like engine output.

const card = (rows: string[], company = '合資会社八雲商会') =>
  extractFields([company, ...rows, '〒840-0826', '佐賀県佐賀市白山2丁目1-12', 'TEL. 0952-24-6604'].join('\n')).fields

describe('names', () => {
  it('keeps a family name with a small katakana between its kanji', () => {
    expect(card(['理事', '三ツ矢 百合子', 'ーー vd J目 ロコ']).full_name).toBe('三ツ矢 百合子')
    expect(card(['主任', '一ノ瀬 拓真']).full_name).toBe('一ノ瀬 拓真')
    // A katakana word is still no family name.
    expect(card(['主任', 'ツ矢 百合子']).full_name).toBe('')
  })

  it('takes a given name ending in 人 for a name, not for ㈱ read as 人 after a company', () => {
    const r = extractFields(['御手洗 直人', 'アドバイザー', 'E-mail mitarai@example.co.jp'].join('\n')).fields
    expect([r.full_name, r.company]).toEqual(['御手洗 直人', ''])
    // ㈱ read as 人 glued to the company's last glyph still is one.
    expect(extractFields(['カエデ人', '田中 一郎', 'tanaka@kaede.jp'].join('\n')).fields.company).toBe('カエデ株式会社')
  })

  it('drops a bar or a closing bracket read past a gap after the name', () => {
    const r = card(['アドバイザー', '御手洗 直人    (みたらい なおと)    |'])
    expect([r.full_name, r.full_name_kana]).toEqual(['御手洗 直人', 'みたらい なおと'])
    expect(card(['店長', '久保愛 』', 'クボ アイ']).full_name).toBe('久保愛')
  })

  it('takes the name from its reading glued to it, the reading left when its ends were lost', () => {
    const r = card(['執行役員COO', '岡崎達也ぉか ざきたつ |'])
    expect([r.full_name, r.full_name_kana]).toEqual(['岡崎達也', ''])
    // A given name in hiragana read with a gap is a name still.
    expect(card(['主任', '松本さ くら']).full_name).toBe('')
  })
})

describe('readings', () => {
  it('reads a small kana where no reading has one as the full one: at a word’s start, or read twice', () => {
    expect(enlargeStrayKana('オオノ ュキオ')).toBe('オオノ ユキオ')
    expect(enlargeStrayKana('ワタナベュュイ')).toBe('ワタナベユイ')
    // Small kana inside a word, and lines that are not kana alone, stay.
    expect(enlargeStrayKana('キョウコ ジュン')).toBe('キョウコ ジュン')
    expect(enlargeStrayKana('株式会社 ュ')).toBe('株式会社 ュ')
  })

  it('puts the gap after a head the e-mail spells, its mark set right or its given name kept whole', () => {
    expect(revoiceAgainst('くほさとる', ['s-kubo'])).toBe('くぼ さとる')
    // Not おざき with a glyph read twice: the given name's け stays.
    expect(revoiceAgainst('おざきけい', ['k-ozaki'])).toBe('おざき けい')
    // A reading that fits as read is left as it is.
    expect(revoiceAgainst('しみずおさむ', ['o.shimizu'])).toBeUndefined()
    // Where both names of the e-mail spell it with a glyph dropped, that glyph was the gap ('や' for it).
    expect(revoiceAgainst('いしいやゆきお', ['ishii_yukio'])).toBe('いしいゆきお')
  })

  it('gives the card its reading so', () => {
    const r = card(['室長代理', '久保 悟 (くほさとる)', 's-kubo@setouchi-kaiun.co.jp'])
    expect([r.full_name, r.full_name_kana]).toEqual(['久保 悟', 'くぼ さとる'])
    expect(card(['副所長', '大野幸雄', 'オオノ ュキオ', 'ohnoy@axisone.com']).full_name_kana).toBe('オオノ ユキオ')
  })
})

describe('e-mail', () => {
  it('takes the fuller of two readings of the card’s address at one domain', () => {
    expect(fullerEmail('fuji@bluemaple.net', ['fuji@bluemaple.net', 'fujii@bluemaple.net'])).toBe('fujii@bluemaple.net')
    expect(fullerEmail('mizutani@polaris.co.jp', ['mizutani@polaris.co.jp', 'yukari.mizutani@polaris.co.jp'])).toBe('yukari.mizutani@polaris.co.jp')
    // Another person's address, or one at another domain, is no fuller reading.
    expect(fullerEmail('sato@a.jp', ['sato@a.jp', 'satoshi.k@a.jp', 'sato1@b.jp'])).toBe('sato@a.jp')
    expect(fullerEmail('a-matsuda@seimeikai.or.jp', ['2.a-matsuda@seimeikai.or.jp'])).toBe('a-matsuda@seimeikai.or.jp')
  })

  it('joins no phone number before an address piece read on the next line', () => {
    const r = card(['TEL. 03-6477-9835', '.mizutani@polaris-kenko.co.jp', 'E-mail yukari.mizutani@polaris-kenko.co.jp'])
    expect(r.email).toBe('yukari.mizutani@polaris-kenko.co.jp')
  })
})

describe('companies', () => {
  const top = (rows: string[]) => extractFields([...rows, '部長', '嶋田 悟', 'E-mail shimada_satoru@example.jp'].join('\n')).fields

  it('completes a legal form cut at the card’s edge', () => {
    expect(top(['| T-PLUS 有限会']).company).toBe('T-PLUS有限会社')
  })

  it('drops marks read before the name: two glyphs set apart, a square logo read as 四 or 国', () => {
    expect(top(['の〇 ルミナステック 合同会社']).company).toBe('ルミナステック合同会社')
    expect(top(['四タカラブネ株']).company).toBe('タカラブネ株式会社')
    expect(top(['四 グリーンフィールド (株)  | 753-0074']).company).toBe('グリーンフィールド株式会社')
    expect(top(['国エス・ケイ・テクノ株式会社']).company).toBe('エス・ケイ・テクノ株式会社')
    expect(top(['四日市ケミカル株式会社']).company).toBe('四日市ケミカル株式会社')
    expect(top(['四季彩ガーデン株式会社']).company).toBe('四季彩ガーデン株式会社')
  })

  it('reads a vowel read again small beside itself once', () => {
    expect(top(['株式会社北海デイィリーサービス']).company).toBe('株式会社北海デイリーサービス')
    expect(top(['株式会社ウィンドテック']).company).toBe('株式会社ウィンドテック')
  })

  it('drops a closing bracket no bracket opened after the name, with a kana glued before it', () => {
    expect(top(['特定非営利活動法人 森と川の学校 し」 | _']).company).toBe('特定非営利活動法人森と川の学校')
    expect(top(['株式会社「さくら」']).company).toBe('株式会社「さくら」')
  })

  it('cuts the address off the company’s row when its 〒 was read as a 7', () => {
    const r = top(['常磐化成  (株)                           7862-0050 熊本県熊本市中央区水前寺六丁目18番1号'])
    expect([r.company, r.postal_code, r.address]).toEqual(['常磐化成株式会社', '862-0050', '熊本県熊本市中央区水前寺六丁目18番1号'])
  })
})

describe('a company’s Latin name spelt as its domain spells it', () => {
  it('puts right a misread capital or letters lost, the card’s case and gaps kept', () => {
    expect(spellLatinAsDomain('株式会社OUBIT FORGE', ['akiko.nakagawa@qubitforge.net', 'https://www.qubitforge.net'])).toBe('株式会社QUBIT FORGE')
    expect(spellLatinAsDomain('ZEPHYR BS株式会社', ['ayumi.hara@zephyrlabs.co.jp'])).toBe('ZEPHYR LABS株式会社')
    expect(spellLatinAsDomain('Sora Digitel株式会社', ['hirata@soradigital.jp'])).toBe('Sora Digital株式会社')
    // Its last letter lost, where a label of the host spells it whole; not a label glued on ('ilink-jp').
    expect(spellLatinAsDomain('Sora Digita株式会社', ['s-ichikawa@soradigital.net'])).toBe('Sora Digital株式会社')
    expect(spellLatinAsDomain('iLINK株式会社', ['susumu.takayama@ilink-jp.co.jp'])).toBe('iLINK株式会社')
  })

  it('leaves a name the domain does not spell, or spells already, as read', () => {
    expect(spellLatinAsDomain('有限会社AXIS ONE', ['ohnoy@axisone.com'])).toBe('有限会社AXIS ONE')
    expect(spellLatinAsDomain('Hokushin Industries 株式会社', ['sato@hokushin-ind.co.jp'])).toBe('Hokushin Industries 株式会社')
    expect(spellLatinAsDomain('株式会社ARCUS', ['info@example.co.jp'])).toBe('株式会社ARCUS')
  })

  it('is used for the card’s company', () => {
    const r = extractFields(['(株)OUBIT FORGE', '看護師長', '中川 亜希子', 'akiko.nakagawa@qubitforge.net'].join('\n')).fields
    expect(r.company).toBe('株式会社QUBIT FORGE')
  })
})

describe('addresses', () => {
  const address = (row: string) => extractFields(['株式会社テラスケープ', '参事', '古賀 綾香', row, 'koga.a1@terrascape.co.jp'].join('\n')).fields.address
  it('reads ビル whose voicing mark was read as a glyph, a room’s 〇 read twice, and 室 read as 宝 after its 号', () => {
    expect(address('福岡県福岡市博多区下川端町3-1 日栄ピビル 2階')).toBe('福岡県福岡市博多区下川端町3-1 日栄ビル 2階')
    expect(address('札幌市中央区大通西7丁目2番5号 明和ビル四O〇六号室')).toBe('札幌市中央区大通西7丁目2番5号明和ビル四〇六号室')
    expect(address('大阪府大阪市北区梅田3番1号 リバーサイドビル208号宝')).toBe('大阪府大阪市北区梅田3番1号リバーサイドビル208号室')
  })
})

describe('which lines the line recogniser reads again', () => {
  const line = (text: string, confidence: number, y0: number, height = 18) => ({ text, confidence, box: { x0: 60, y0, x1: 300, y1: y0 + height } })

  it('asks a small row tesseract made only Latin garble of, on a Japanese card', () => {
    const lines = [line('桜橋弁護士法人', 94, 50, 40), line('V—Fxvy=7', 0, 150), line('滋賀県大津市中央3-2-1', 88, 260), line('直通TEL 077(507)5341', 93, 300)]
    expect(linesToAsk(lines)).toContain(1)
    // Not a Latin line read surely (an English tagline).
    expect(linesToAsk([...lines.slice(0, 1), line('Design for Everyone', 91, 150), ...lines.slice(2)])).not.toContain(1)
  })
})

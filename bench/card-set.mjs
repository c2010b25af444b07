// A wide, deterministic set of invented business cards for the OCR bench (issue 19): horizontal and
// vertical (縦書き), Gothic and Mincho, bilingual, furigana above / beside / below, logos, TEL+FAX in
// many label styles, mobile-only, then photographed: small rotations, sideways, upside down, on a
// desk at an angle, low resolution, JPEG artefacts, uneven light. Every person, company, domain and
// address is made up. Pure data: bench/card-render.mjs draws it in a browser.
//
// Held-out split: every card whose index % 4 === 3 is "held-out" and must not be looked at while
// tuning extraction rules or thresholds; the bench reports it apart.

/** mulberry32: the same seed always gives the same set. */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SURNAMES = [
  ['山田', 'やまだ', 'yamada'], ['鈴木', 'すずき', 'suzuki'], ['佐藤', 'さとう', 'sato'], ['高橋', 'たかはし', 'takahashi'],
  ['田中', 'たなか', 'tanaka'], ['伊藤', 'いとう', 'ito'], ['渡辺', 'わたなべ', 'watanabe'], ['中村', 'なかむら', 'nakamura'],
  ['小林', 'こばやし', 'kobayashi'], ['加藤', 'かとう', 'kato'], ['吉田', 'よしだ', 'yoshida'], ['山本', 'やまもと', 'yamamoto'],
  ['松本', 'まつもと', 'matsumoto'], ['井上', 'いのうえ', 'inoue'], ['木村', 'きむら', 'kimura'], ['林', 'はやし', 'hayashi'],
  ['清水', 'しみず', 'shimizu'], ['山口', 'やまぐち', 'yamaguchi'], ['森', 'もり', 'mori'], ['池田', 'いけだ', 'ikeda'],
  ['橋本', 'はしもと', 'hashimoto'], ['石川', 'いしかわ', 'ishikawa'], ['前田', 'まえだ', 'maeda'], ['藤田', 'ふじた', 'fujita'],
  ['岡田', 'おかだ', 'okada'], ['長谷川', 'はせがわ', 'hasegawa'], ['村上', 'むらかみ', 'murakami'], ['近藤', 'こんどう', 'kondo'],
  ['坂本', 'さかもと', 'sakamoto'], ['遠藤', 'えんどう', 'endo'], ['青木', 'あおき', 'aoki'], ['西村', 'にしむら', 'nishimura'],
]
const GIVEN = [
  ['太郎', 'たろう', 'taro'], ['花子', 'はなこ', 'hanako'], ['健一', 'けんいち', 'kenichi'], ['誠', 'まこと', 'makoto'],
  ['美咲', 'みさき', 'misaki'], ['一郎', 'いちろう', 'ichiro'], ['翔太', 'しょうた', 'shota'], ['亮', 'りょう', 'ryo'],
  ['直樹', 'なおき', 'naoki'], ['由美', 'ゆみ', 'yumi'], ['大輔', 'だいすけ', 'daisuke'], ['浩二', 'こうじ', 'koji'],
  ['健二', 'けんじ', 'kenji'], ['陽子', 'ようこ', 'yoko'], ['拓也', 'たくや', 'takuya'], ['恵', 'めぐみ', 'megumi'],
  ['隆', 'たかし', 'takashi'], ['真由美', 'まゆみ', 'mayumi'], ['和也', 'かずや', 'kazuya'], ['智子', 'ともこ', 'tomoko'],
  ['修', 'おさむ', 'osamu'], ['優子', 'ゆうこ', 'yuko'], ['昌平', 'しょうへい', 'shohei'], ['明美', 'あけみ', 'akemi'],
]
const STEMS = [
  ['サクラ商事', 'sakura-shoji'], ['ミドリ技研', 'midori-giken'], ['アオバ物流', 'aoba-butsuryu'], ['ハルカゼ', 'harukaze'],
  ['いろは印刷', 'iroha-print'], ['コハク電機', 'kohaku-denki'], ['ツバメ設計', 'tsubame-sekkei'], ['カエデ', 'kaede'],
  ['東洋精機', 'toyo-seiki'], ['丸山酒造', 'maruyama-shuzo'], ['北斗建設', 'hokuto-kensetsu'], ['ミナト工業', 'minato-kogyo'],
  ['青空ソフト', 'aozora-soft'], ['富士見食品', 'fujimi-foods'], ['瑞穂化学', 'mizuho-kagaku'], ['ヒカリ通信', 'hikari-tsushin'],
  ['朝日製作所', 'asahi-ss'], ['若葉会計', 'wakaba-kaikei'], ['大和物産', 'yamato-bussan'], ['中央ホーム', 'chuo-home'],
  ['スズラン薬品', 'suzuran-yakuhin'], ['三つ星運輸', 'mitsuboshi-unyu'], ['栄光電子', 'eiko-denshi'], ['みなみ不動産', 'minami-fudosan'],
]
const EN_STEMS = ['Sakura Trading', 'Midori Giken', 'Aoba Logistics', 'Toyo Seiki', 'Hokuto Construction', 'Aozora Software', 'Fujimi Foods', 'Hikari Telecom']
/** [printed, expected]: the expected company is the long legal form, before or after the name. */
const LEGAL = [
  ['株式会社', 'prefix'], ['株式会社', 'suffix'], ['有限会社', 'prefix'], ['合同会社', 'prefix'], ['株式会社', 'prefix'],
  ['(株)', 'prefix-abbr'], ['㈱', 'suffix-abbr'], ['一般社団法人', 'prefix'], ['医療法人', 'prefix'], ['株式会社', 'suffix'],
]
const DEPTS = ['営業部', '開発部', '総務課', '経理課', '技術本部', '営業企画室', '海外事業部', '人事部', '設計部', '', '', '']
const POSITIONS_KANJI = ['部長', '課長', '係長', '主任', '代表取締役', '取締役', '執行役員', '室長', '代表取締役社長', '次長']
const POSITIONS_KANA = ['マネージャー', 'シニアコンサルタント', 'ディレクター', 'エンジニア', 'チーフデザイナー', 'プロデューサー']
const PLACES = [
  ['〒100-0005', '東京都千代田区丸の内1-2-3', '丸の内一丁目二番三号', '東京都千代田区'], ['〒530-0001', '大阪府大阪市北区梅田2-4-9', '梅田二丁目四番九号', '大阪府大阪市北区'],
  ['〒060-0001', '北海道札幌市中央区北一条西2-1', '北一条西二丁目一番', '北海道札幌市中央区'], ['〒220-0012', '神奈川県横浜市西区みなとみらい3-3-1', 'みなとみらい三丁目三番一号', '神奈川県横浜市西区'],
  ['〒460-0008', '愛知県名古屋市中区栄3-5-1', '栄三丁目五番一号', '愛知県名古屋市中区'], ['〒812-0011', '福岡県福岡市博多区博多駅前2-1-1', '博多駅前二丁目一番一号', '福岡県福岡市博多区'],
  ['〒144-0041', '東京都大田区羽田空港3-3-2', '羽田空港三丁目三番二号', '東京都大田区'], ['〒980-0021', '宮城県仙台市青葉区中央1-6-35', '中央一丁目六番三十五号', '宮城県仙台市青葉区'],
  ['〒650-0021', '兵庫県神戸市中央区三宮町1-9-1', '三宮町一丁目九番一号', '兵庫県神戸市中央区'], ['〒600-8216', '京都府京都市下京区烏丸通七条下ル東塩小路町721', '東塩小路町七二一', '京都府京都市下京区烏丸通七条下ル'],
]
const BUILDINGS = ['', '', 'サクラビル5F', '第二中央ビル8階', '', 'グランタワー21F']
const AREA = ['03', '06', '011', '045', '052', '092', '022', '078', '075', '048']
const TEL_LABELS = ['TEL', 'Tel.', 'TEL:', 'T', '電話', 'TEL.', '☎', 'Tel:', 'T.']
const FAX_LABELS = ['FAX', 'Fax.', 'FAX:', 'F', 'F.', 'Fax:']
const MOB_LABELS = ['携帯', 'Mobile', 'M.', '携帯電話', 'Mob.']
const MAIL_LABELS = ['', 'E-mail ', 'Mail: ', 'E-mail: ', 'e-mail ', '']

const pick = (r, list) => list[Math.floor(r() * list.length)]
const digits = (r, n) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('')
function phoneFor(r, area) {
  const local = area.length === 2 ? `${digits(r, 4)}-${digits(r, 4)}` : area.length === 3 ? `${digits(r, 3)}-${digits(r, 4)}` : `${digits(r, 2)}-${digits(r, 4)}`
  return `${area}-${local}`
}

/** The kinds the bench reports on; each gets the same number of cards. */
export const KINDS = ['clean', 'mincho', 'logo', 'bilingual', 'furigana-beside', 'katakana-title', 'vertical', 'rotated', 'sideways', 'upside-down', 'desk-photo', 'low-res-jpeg', 'uneven-light']

function person(r) {
  const [sk, sr, sl] = pick(r, SURNAMES)
  const [gk, gr, gl] = pick(r, GIVEN)
  return { name: `${sk} ${gk}`, kana: `${sr} ${gr}`, katakana: toKatakana(`${sr} ${gr}`), latinGiven: gl, latinFamily: sl }
}
const toKatakana = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
const cap = (s) => s[0].toUpperCase() + s.slice(1)

function company(r) {
  const [stem, domain] = pick(r, STEMS)
  const [form, where] = pick(r, LEGAL)
  const long = form === '(株)' || form === '㈱' ? '株式会社' : form
  const printed = where.startsWith('prefix') ? `${form}${stem}` : `${stem}${form}`
  const expected = where.startsWith('prefix') ? `${long}${stem}` : `${stem}${long}`
  return { printed, expected, domain: `${domain}.${pick(r, ['co.jp', 'co.jp', 'jp', 'com'])}` }
}

function emailFor(r, p, domain) {
  const style = Math.floor(r() * 4)
  const local = [`${p.latinGiven}.${p.latinFamily}`, `${p.latinGiven[0]}.${p.latinFamily}`, p.latinGiven, `${p.latinFamily}-${p.latinGiven[0]}`][style]
  return `${local}@${domain}`
}

/** One card: text blocks (in mm on a 91 × 55 card, or 55 × 91 when vertical) and the expected fields. */
function makeCard(r, kind, index) {
  const p = person(r)
  const c = company(r)
  const email = emailFor(r, p, c.domain)
  const area = pick(r, AREA)
  const mobileOnly = r() < 0.15
  const tel = mobileOnly ? `0${pick(r, ['90', '80', '70'])}-${digits(r, 4)}-${digits(r, 4)}` : phoneFor(r, area)
  const fax = !mobileOnly && r() < 0.6 ? phoneFor(r, area) : ''
  const [postal, address, kanjiStreet, cityPart] = pick(r, PLACES)
  const building = pick(r, BUILDINGS)
  const dept = pick(r, DEPTS)
  const katakanaTitle = kind === 'katakana-title' || r() < 0.12
  const position = katakanaTitle ? pick(r, POSITIONS_KANA) : pick(r, POSITIONS_KANJI)
  const font = kind === 'mincho' || r() < 0.25 ? 'mincho' : 'gothic'
  const expect = {
    full_name: p.name, full_name_kana: '', email, phone_number: tel, company: c.expected, position,
    address: building ? `${address} ${building}` : address,
  }
  const vertical = kind === 'vertical' || (['sideways', 'upside-down'].includes(kind) && r() < 0.35)
  const telLabel = mobileOnly ? pick(r, MOB_LABELS) : pick(r, TEL_LABELS)
  const faxLabel = pick(r, FAX_LABELS)
  const sep = (label) => (/[:.]$/.test(label) || label === '☎' ? ' ' : ' ')
  const contact = [`${telLabel}${sep(telLabel)}${tel}`, fax ? `${faxLabel}${sep(faxLabel)}${fax}` : ''].filter(Boolean)
  const mailLine = `${pick(r, MAIL_LABELS)}${email}`
  const blocks = []
  if (vertical) {
    // 縦書き: columns from the right; the street in kanji numerals; contacts stay horizontal at the foot.
    expect.address = `${cityPart}${kanjiStreet}`
    expect.full_name_kana = p.kana
    let x = 50 // the right edge of the next column
    const col = (text, size, weight = 400) => {
      x -= size
      blocks.push({ text, x, y: 7, size, weight, vertical: true })
      x -= size * 0.6
    }
    col(c.printed, 4.2, 700)
    col(dept ? `${dept} ${position}` : position, 3.4)
    col(p.kana, 2.6)
    col(p.name, 7.5, 700)
    col(`${postal} ${cityPart}`, 2.8)
    col(kanjiStreet, 2.8)
    let y = 74
    for (const line of [...contact, email]) {
      blocks.push({ text: line, x: 4, y, size: 2.6, weight: 400 })
      y += 4
    }
  } else {
    const furigana = kind === 'furigana-beside' ? 'beside' : pick(r, ['above', 'above', 'below', 'none', 'none', 'katakana-above'])
    const bilingual = kind === 'bilingual'
    let y = 9
    const line = (text, size, weight = 400, x = 7) => {
      blocks.push({ text, x, y, size, weight })
      y += size * 1.55
    }
    const logo = kind === 'logo' || r() < 0.2
    if (logo) blocks.push({ logo: pick(r, ['Q', 'BG', '◆', 'M']), x: 6, y: 4.5, size: 7 })
    line(c.printed, 4, 700, logo ? 16 : 7)
    if (bilingual) line(`${pick(r, EN_STEMS)} Co., Ltd.`, 2.6)
    line(dept ? `${dept} ${position}` : position, 3)
    const reading = furigana === 'katakana-above' ? p.katakana : p.kana
    if (furigana === 'above' || furigana === 'katakana-above') {
      line(reading, 2.4)
      expect.full_name_kana = reading
    }
    if (furigana === 'beside') {
      blocks.push({ text: p.name, x: 7, y, size: 6.5, weight: 700 })
      blocks.push({ text: p.kana, x: 42, y: y + 2.5, size: 2.6, weight: 400 })
      y += 6.5 * 1.5
      expect.full_name_kana = p.kana
    } else line(p.name, 6.5, 700)
    if (furigana === 'below') {
      line(p.kana, 2.4)
      expect.full_name_kana = p.kana
    }
    if (bilingual) line(`${cap(p.latinGiven)} ${p.latinFamily.toUpperCase()}`, 2.8)
    y += 1
    line(`${postal} ${address}`, 2.5)
    if (building) line(building, 2.5, 400, 11)
    line(contact.join('  '), 2.5)
    line(mailLine, 2.5)
  }
  const photo = {
    rotate: kind === 'rotated' ? (r() < 0.5 ? -1 : 1) * (3 + r() * 5) : kind === 'desk-photo' ? (r() - 0.5) * 8 : (r() - 0.5) * 1.2,
    quarter: kind === 'sideways' ? (r() < 0.5 ? 90 : 270) : kind === 'upside-down' ? 180 : 0,
    desk: kind === 'desk-photo' || kind === 'sideways' ? pick(r, ['#7a5a3c', '#3d4450', '#a89f91', '#5b6b4a']) : '',
    perspective: kind === 'desk-photo' ? 0.06 + r() * 0.08 : 0,
    scale: kind === 'low-res-jpeg' ? 0.42 + r() * 0.1 : 1,
    jpeg: kind === 'low-res-jpeg' ? 0.35 : kind === 'desk-photo' ? 0.7 : 0,
    light: kind === 'uneven-light' || kind === 'desk-photo' ? 0.35 + r() * 0.25 : 0,
    paper: pick(r, ['#fdfcf8', '#ffffff', '#f6f3ea', '#f9fbfd']),
    accent: pick(r, ['#2f6f4f', '#1d3f7a', '#8a2b2b', '#444444', '']),
  }
  return { id: `${kind}-${index}`, kind, font, vertical, blocks: fitToCard(blocks, vertical), photo, expect }
}

/** Width of a text in mm at `size`: CJK and full-width glyphs are square, Latin ones at most 0.6 em. */
export const textWidth = (text, size) => [...text].reduce((w, ch) => w + size * (/[\u3000-\u30FF\u3400-\u9FFF\uFF00-\uFFEF〒☎]/.test(ch) ? 1 : 0.6), 0)
/** Length of a vertical column in mm, as card-render.mjs sets it (a space is half a character). */
export const columnLength = (text, size) => [...text].reduce((h, ch) => h + size * (ch === ' ' ? 0.5 : 1.05), 0)

/**
 * Nothing may be printed off the card (a real card never is): long lines get a smaller size, a tall
 * horizontal layout closer lines, and vertical columns stop above the contact lines at the foot.
 */
function fitToCard(blocks, vertical) {
  const [W, H] = vertical ? [55, 91] : [91, 55]
  const out = blocks.map((b) => {
    if (!b.text) return b
    if (b.vertical) {
      const room = 71 - b.y
      const len = columnLength(b.text, b.size)
      return len > room ? { ...b, size: (b.size * room) / len } : b
    }
    const room = W - 3 - b.x
    const w = textWidth(b.text, b.size)
    return w > room ? { ...b, size: (b.size * room) / w } : b
  })
  if (vertical) return out
  const top = 9
  const bottom = Math.max(...out.filter((b) => b.text).map((b) => b.y + b.size))
  if (bottom <= H - 3) return out
  const k = (H - 3 - top) / (bottom - top)
  return out.map((b) => (b.text ? { ...b, y: top + (b.y - top) * k } : b))
}

/** The whole set: `perKind` cards of every kind, split into tuning and held-out. */
export function buildCardSet({ perKind = 8, seed = 19 } = {}) {
  const r = rng(seed)
  const cards = []
  for (let i = 0; i < perKind; i++) {
    for (const kind of KINDS) {
      const card = makeCard(r, kind, i)
      card.split = i % 4 === 3 ? 'held-out' : 'tuning'
      cards.push(card)
    }
  }
  return cards
}

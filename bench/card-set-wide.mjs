// A third, independently designed set of invented business cards for the OCR bench (issue 19), "wide":
// written without looking at the reader, with vocabularies far wider than the fresh set's
// (bench/card-words-wide.mjs: 168 surnames, 124 given names, 87 companies, 18 institutions, 93 places
// in all 47 prefectures) and layouts of its own (bench/card-layout-wide.mjs): the company large at the
// top left and the person right-aligned, two columns with marked numbers, the address line first with
// the romaji beside the name, and vertical cards with sideways half-width text and 縦中横 numbers. It
// shares only the 13 kinds (so the tables line up) and the photo effects of bench/card-render.mjs,
// drawn from its own ranges. Split: every card is "wide-held" (never tuned on).
//
// Conventions of `expect` (the fresh set's, written down again, with what this set adds):
// - full_name "family given"; full_name_kana only where a reading is printed, as printed (hiragana or
//   katakana), "family given"; a romaji name is not a reading.
// - email lower case, as printed (an info@ address is the card's e-mail).
// - phone_number the main phone in domestic form with hyphens: the first landline printed (代表 when a
//   代表 and a 直通 are both printed; 代表 is printed first), else the mobile; +81 3 … is 03-…; a
//   フリーダイヤル 0120 number printed after the TEL is not the phone.
// - company the long legal form (㈱ (株) （株） → 株式会社, (有) ㈲ → 有限会社) with no gap between form
//   and name; a space inside a Latin name is kept ("株式会社ZEPHYR LABS"); the グループ会社 line in small
//   print is not the company.
// - position the job title alone: no department, no qualification (一級建築士, 税理士, 宅地建物取引士 … are
//   printed on a line of their own near the name and are not part of it), no English title; a title
//   mixing scripts (執行役員COO) is kept whole. The slogan (キャッチコピー) is neither name nor position.
// - address without 〒 and postal code, the prefecture only where printed, the building after a space;
//   full-width digits made half-width; 丁目 in kanji numerals kept as printed ("三丁目12番5号"); on
//   vertical cards the street as printed: kanji numerals as printed, 縦中横 digits as half-width digits,
//   the building's floor in kanji as printed.
import { KINDS } from './card-set.mjs'
import * as W from './card-words-wide.mjs'
import { horizontalLayout, verticalLayout } from './card-layout-wide.mjs'

export { KINDS }
export { blockBox, wideColumnLength } from './card-layout-wide.mjs'

/** xorshift128+-like generator seeded by a hash: its own, so no draw lines up with the other sets. */
function rng(seed) {
  let a = (seed ^ 0x2545f491) >>> 0
  let b = Math.imul(seed, 0x9e3779b1) >>> 0 || 1
  return () => {
    let t = a ^ (a << 11)
    a = b
    b = (b ^ (b >>> 19) ^ (t ^ (t >>> 8))) >>> 0
    t = Math.imul(b ^ (b >>> 15), 0x2c1b3c6d)
    return ((t ^ (t >>> 12)) >>> 0) / 4294967296
  }
}

const pick = (r, list) => list[Math.floor(r() * list.length)]
const digits = (r, n) => Array.from({ length: n }, (_, i) => (i === 0 ? 1 + Math.floor(r() * 9) : Math.floor(r() * 10))).join('')
const toKatakana = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
const cap = (s) => s[0].toUpperCase() + s.slice(1)
const fullWidth = (s) => s.replace(/[0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/-/g, '－')
const KD = '〇一二三四五六七八九'
/** Digit by digit in kanji: 03-1234 → 〇三－一二三四. */
const kanjiDigits = (s) => s.replace(/[0-9]/g, (d) => KD[Number(d)]).replace(/-/g, '－')
/** A number in kanji as streets print it: 12 → 十二, 21 → 二十一; above 99 digit by digit (一二三〇). */
const kanjiNum = (n) => (n < 10 ? KD[n] : n < 100 ? `${n >= 20 ? KD[Math.floor(n / 10)] : ''}十${n % 10 ? KD[n % 10] : ''}` : kanjiDigits(String(n)))

/** A landline of the place: ten digits with the area code. */
function landline(r, area) {
  const rest = 10 - area.length
  const local = rest - 4
  return `${area}-${digits(r, local)}-${digits(r, 4)}`
}
function phoneFormat(r, bilingual) {
  const style = bilingual && r() < 0.7 ? pick(r, ['intl', 'intl-space']) : pick(r, ['plain', 'plain', 'plain', 'space', 'paren', 'dots', 'full'])
  return (n) => {
    const [a, b, c] = n.split('-')
    if (style === 'space') return `${a} ${b} ${c}`
    if (style === 'paren') return `${a}(${b})${c}`
    if (style === 'dots') return `${a}.${b}.${c}`
    if (style === 'full') return fullWidth(n)
    if (style === 'intl') return `+81-${a.slice(1)}-${b}-${c}`
    if (style === 'intl-space') return `+81 ${a.slice(1)} ${b} ${c}`
    return n
  }
}

function company(r) {
  if (r() < 0.22) {
    const [form, name, where, domain] = pick(r, W.INSTITUTIONS)
    const gap = where === 'before' && r() < 0.3 ? ' ' : ''
    return { printed: where === 'before' ? `${form}${gap}${name}` : `${name}${form}`, expected: where === 'before' ? `${form}${name}` : `${name}${form}`, domain, en: '', stem: name }
  }
  const [stem, dom, en] = pick(r, W.COMPANIES)
  const [form, where, long] = pick(r, W.LEGAL_FORMS)
  const latin = /^[A-Za-z]/.test(stem)
  const gap = (latin || r() < 0.2) && !/[()（）㈱㈲]/.test(form) ? ' ' : ''
  return {
    printed: where === 'before' ? `${form}${gap}${stem}` : `${stem}${gap}${form}`,
    expected: where === 'before' ? `${long}${stem}` : `${stem}${long}`,
    domain: `${dom}.${pick(r, W.TLDS)}`,
    en: `${en} ${pick(r, ['Co., Ltd.', 'Inc.', 'Corp.', 'LLC', 'K.K.'])}`,
    stem,
  }
}

function emailFor(r, p, domain) {
  if (r() < 0.08) return `${pick(r, ['info', 'contact', 'office'])}@${domain}`
  const local = pick(r, [`${p.fl}`, `${p.gl}.${p.fl}`, `${p.fl}_${p.gl}`, `${p.gl[0]}-${p.fl}`, `${p.fl}${p.gl[0]}`, `${p.fl}.${p.gl[0]}${Math.floor(r() * 9 + 1)}`])
  return `${local}@${domain}`
}

/** The street as printed, and as the record keeps it. */
function street(r, place, vertical) {
  const [a, b, c] = place.num
  const f = place.form
  if (vertical) {
    const small = place.num.every((n) => n < 100)
    const tcy = small && r() < 0.4
    const k = tcy ? String : kanjiNum
    const s =
      f === 'c3' ? `${k(a)}丁目${k(b)}番${k(c)}号` : f === 'c2' ? `${k(a)}丁目${k(b)}番` : f === 'g' ? `${k(a)}番${k(b)}号` : `${k(a)}番地${b ? k(b) : ''}`
    return { printed: s, expected: s, sideways: tcy }
  }
  const forms =
    f === 'c3' ? [`${a}-${b}-${c}`, `${a}-${b}-${c}`, `${a}丁目${b}-${c}`, `${a}丁目${b}番${c}号`, `${kanjiNum(a)}丁目${b}番${c}号`, `${a}-${b}-${c}` + '＊']
      : f === 'c2' ? [`${a}-${b}`, `${a}丁目${b}番`, `${a}丁目${b}`, `${kanjiNum(a)}丁目${b}番`]
        : f === 'g' ? [`${a}-${b}`, `${a}番${b}号`]
          : b ? [`${a}-${b}`, `${a}番地${b}`] : [`${a}`, `${a}番地`]
  let s = pick(r, forms)
  const wide = s.endsWith('＊')
  s = s.replace('＊', '')
  return { printed: wide ? fullWidth(s) : s, expected: s }
}

function building(r, vertical) {
  if (r() < 0.45) return { printed: '', expected: '' }
  const name = pick(r, W.BUILDINGS)
  const floor = 1 + Math.floor(r() * 14)
  const room = floor * 100 + 1 + Math.floor(r() * 9)
  const s = vertical ? pick(r, [`${name}${kanjiNum(floor)}階`, `${name}${kanjiDigits(String(room))}号室`]) : pick(r, [`${name}${floor}F`, `${name} ${floor}階`, `${name}${room}号室`, `${name}${floor}階`])
  return { printed: s, expected: s.replace(' ', '') }
}

function address(r, vertical) {
  const place = pick(r, W.PLACES)
  const dropPref = (place.pref === '東京都' && /区$/.test(place.city)) || (/市.+区$/.test(place.city) && r() < 0.25)
  const pref = dropPref && r() < 0.5 ? '' : place.pref
  const st = street(r, place, vertical)
  const bd = building(r, vertical)
  const postalMark = pick(r, ['〒', '〒', '〒', '〒 ', ''])
  const postal = `${postalMark}${place.postal}`
  const head = `${pref}${place.city}`
  return {
    place, postal, head, town: place.town, street: st, building: bd,
    expected: `${head}${place.town}${st.expected}${bd.expected ? ` ${bd.expected}` : ''}`,
  }
}

function photoFor(r, kind) {
  const tilt = (deg) => (r() - 0.5) * 2 * deg
  const desks = ['#5b4330', '#23272e', '#b9b2a6', '#3b4a57', '#7d6a52', '#9aa3a8']
  const sideDesk = r() < 0.6
  return {
    rotate: kind === 'rotated' ? (r() < 0.5 ? -1 : 1) * (1.5 + r() * 8.5) : kind === 'desk-photo' ? tilt(8) : ['sideways', 'upside-down'].includes(kind) ? tilt(3) : tilt(1.2),
    quarter: kind === 'sideways' ? (r() < 0.5 ? 90 : 270) : kind === 'upside-down' ? 180 : 0,
    desk: kind === 'desk-photo' || (kind === 'sideways' && sideDesk) || (kind === 'upside-down' && r() < 0.4) || (kind === 'rotated' && r() < 0.3) ? pick(r, desks) : '',
    perspective: kind === 'desk-photo' ? 0.05 + r() * 0.13 : kind === 'rotated' && r() < 0.3 ? 0.03 + r() * 0.04 : 0,
    scale: kind === 'low-res-jpeg' ? 0.3 + r() * 0.15 : kind === 'desk-photo' ? 0.65 + r() * 0.3 : 0.85 + r() * 0.15,
    jpeg: kind === 'low-res-jpeg' ? 0.25 + r() * 0.25 : kind === 'desk-photo' ? 0.55 + r() * 0.3 : r() < 0.3 ? 0.8 + r() * 0.15 : 0,
    light: kind === 'uneven-light' ? 0.35 + r() * 0.3 : kind === 'desk-photo' ? 0.1 + r() * 0.25 : r() < 0.2 ? r() * 0.12 : 0,
    lightFrom: pick(r, ['left', 'right', 'top', 'bottom']),
    paper: pick(r, ['#ffffff', '#ffffff', '#faf8f2', '#f4f6f8', '#fffaf0', '#f3f1ea']),
    accent: pick(r, ['', '', '', '#1b4f72', '#7a3b2e', '#2e6b4a', '#5a4a8a', '#222222']),
  }
}

function fontFor(r, kind) {
  if (kind === 'mincho') return pick(r, ['mincho', 'ipaex-mincho'])
  return pick(r, ['gothic', 'gothic', 'gothic', 'ipaex-gothic', 'ipaex-gothic', 'vl-gothic', 'mincho', 'ipaex-mincho'])
}

function makeCard(r, kind, index) {
  const [family, fr, fl] = pick(r, W.FAMILY)
  const [given, gr, gl] = pick(r, W.GIVEN)
  const p = { family, given, fl, gl }
  const c = company(r)
  const bilingual = kind === 'bilingual' || r() < 0.06
  const vertical = kind === 'vertical' || (['sideways', 'upside-down', 'rotated'].includes(kind) && r() < 0.3)
  const position = kind === 'katakana-title' ? pick(r, W.TITLES_KANA) : r() < 0.12 ? pick(r, W.TITLES_MIXED) : r() < 0.15 ? pick(r, W.TITLES_KANA) : pick(r, W.TITLES_KANJI)
  const furigana = kind === 'furigana-beside' ? pick(r, ['beside', 'beside', 'paren']) : vertical ? pick(r, ['beside', 'none', 'none']) : pick(r, ['above', 'below', 'none', 'none', 'none'])
  const kana = `${fr} ${gr}`
  const reading = r() < 0.35 ? toKatakana(kana) : kana
  const nameStyle = Math.floor(r() * 3)
  const printedName = nameStyle === 0 ? `${family}\u3000${given}` : nameStyle === 1 ? `${family} ${given}` : `${family}${given}`
  const romaji = r() < 0.5 ? `${cap(gl)} ${fl.toUpperCase()}` : `${fl.toUpperCase()} ${cap(gl)}`
  const addr = address(r, vertical)
  const email = emailFor(r, p, c.domain)
  const fmt = phoneFormat(r, bilingual)

  // Numbers: 代表 (and a 直通 now and then) of the place's area, FAX, mobile, a free dial.
  const mobileOnly = r() < 0.12
  const mobile = mobileOnly || r() < 0.3 ? `${pick(r, W.MOBILE_PREFIX)}-${digits(r, 4)}-${digits(r, 4)}` : ''
  const tel = mobileOnly ? '' : landline(r, addr.place.area)
  const direct = tel && r() < 0.25 ? landline(r, addr.place.area) : ''
  const fax = tel && r() < 0.6 ? landline(r, addr.place.area) : ''
  const free = tel && !vertical && r() < 0.1 ? `0120-${digits(r, 3)}-${digits(r, 3)}` : ''
  const tl = direct ? pick(r, ['代表', '代表 TEL', 'TEL(代表)']) : pick(r, ['TEL', 'Tel', 'TEL.', 'Phone', '電話'])
  const phones = [
    tel && [tl, 'T.', '☎', fmt(tel)],
    direct && [pick(r, ['直通', '直通TEL', 'Direct']), 'D.', '☎', fmt(direct)],
    fax && [pick(r, ['FAX', 'Fax', 'FAX.']), 'F.', '■ FAX', fmt(fax)],
    mobile && [pick(r, ['携帯', 'Mobile', 'Mob.']), 'M.', '●', fmt(mobile)],
    free && ['フリーダイヤル', 'FD.', '☎ フリーダイヤル', free],
  ].filter(Boolean)
  const contactLines = []
  const [t0, f0] = [phones.find((x) => x[1] === 'T.'), phones.find((x) => x[1] === 'F.')]
  const pairUp = t0 && f0 && r() < 0.5
  for (const ph of phones) {
    if (pairUp && ph === f0) continue
    contactLines.push(pairUp && ph === t0 ? `${t0[0]} ${t0[3]}\u3000${f0[0]} ${f0[3]}` : `${ph[0]} ${ph[3]}`)
  }
  const mailLabel = pick(r, ['E-mail ', 'Mail: ', 'E-mail：', ''])
  contactLines.push(`${mailLabel}${email}`)
  const markedLines = phones.map((ph) => `${ph[2]} ${ph[3]}`)
  markedLines.push(`${pick(r, W.MARKS.mail)} ${email}`)
  const labelledCells = [...phones.map((ph) => `${ph[1]} ${ph[3]}`), `E. ${email}`]
  const url = r() < 0.5 ? pick(r, [`https://www.${c.domain}`, `www.${c.domain}`, `https://${c.domain}/`, `URL https://www.${c.domain}`]) : ''

  const a = addr
  const line1 = `${a.head}${a.town}${a.street.printed}`
  const addressRows = pick(r, [
    [`${a.postal} ${line1}`, a.building.printed],
    [a.postal, line1, a.building.printed],
    [`${a.postal} ${line1}${a.building.printed ? ` ${a.building.printed}` : ''}`],
  ]).filter(Boolean)
  const grouped = r() < 0.2 ? pick(r, W.COMPANIES) : null
  const card = {
    c, p, bilingual, position, furigana, reading, printedName, romaji,
    dept: r() < 0.6 ? pick(r, W.DEPTS) : '',
    qualification: r() < 0.25 ? pick(r, W.QUALIFICATIONS) : '',
    slogan: r() < 0.3 ? pick(r, W.SLOGANS) : '',
    group: grouped ? `${pick(r, ['グループ会社：', 'グループ企業 ', '関連会社／'])}${pick(r, ['株式会社', '㈱'])}${grouped[0]}${pick(r, ['リース', 'サービス', 'エステート', ''])}` : '',
    logo: kind === 'logo' || r() < 0.2 ? pick(r, W.LOGO_MARKS) : '',
    logoShape: pick(r, ['square', 'circle']),
    englishTitle: pick(r, W.TITLES_EN),
    showRomaji: r() < 0.25,
    emailLine: `${pick(r, ['', '✉ ', 'E-mail '])}${email}`,
    addressRows, contactLines, markedLines, labelledCells, url,
  }
  let built
  if (vertical) {
    // Columns left of the name: postal code, address, building, phones; e-mail and URL sideways or across the foot.
    const sideways = r() < 0.55
    const kanjiPhones = !sideways && r() < 0.6
    const num = (n) => (kanjiPhones ? kanjiDigits(n) : n)
    const postal = sideways ? a.postal : `〒${kanjiDigits(a.place.postal)}`
    const cols = [{ text: postal, sideways }, { text: `${a.head}${a.town}`, sideways: false }, { text: a.street.printed, sideways: a.street.sideways }]
    if (a.building.printed) cols.push({ text: a.building.printed, sideways: false })
    if (tel) cols.push({ text: `電話 ${num(tel)}`, sideways: sideways || !kanjiPhones })
    if (fax) cols.push({ text: `ファクス ${num(fax)}`, sideways: sideways || !kanjiPhones })
    if (mobile) cols.push({ text: `携帯 ${num(mobile)}`, sideways: sideways || !kanjiPhones })
    const foot = [`${mailLabel}${email}`, url].filter(Boolean)
    if (sideways) for (const t of foot) cols.push({ text: t, sideways: true })
    card.vcols = cols
    card.vfoot = sideways ? [] : foot
    built = verticalLayout(r, card)
  } else {
    built = horizontalLayout(r, card)
  }
  const expect = {
    full_name: `${family} ${given}`,
    full_name_kana: furigana === 'none' ? '' : reading,
    email,
    phone_number: tel || mobile,
    company: c.expected,
    position,
    address: a.expected,
  }
  return { id: `wide-${kind}-${index}`, kind, layout: built.layout, font: fontFor(r, kind), vertical, blocks: built.blocks, photo: photoFor(r, kind), expect, split: 'wide-held' }
}

/** The wide set: `perKind` cards of every kind, all held (never tuned on). */
export function buildWideCardSet({ perKind = 8, seed = 4747 } = {}) {
  const r = rng(seed)
  const cards = []
  for (let i = 0; i < perKind; i++) for (const kind of KINDS) cards.push(makeCard(r, kind, i))
  return cards
}

/**
 * Further draws of the wide design (other seeds, ids wide2-…, wide3-…), every card held: each made when
 * the draws before it had been read and tuned on, so that its first run stays an unseen estimate.
 */
export const WIDE_DRAWS = {
  wide2: { seed: 9311, made: 'session 41' },
  wide3: { seed: 2671, made: 'session 42' },
  wide4: { seed: 5087, made: 'session 43' },
  wide5: { seed: 7243, made: 'session 44' },
  wide6: { seed: 8467, made: 'session 45' },
  wide7: { seed: 6131, made: 'session 46' },
  wide8: { seed: 7717, made: 'session 46, read once at its end' },
  wide9: { seed: 3391, made: 'session 47' },
  wide10: { seed: 4817, made: 'session 48' },
}

/** One of WIDE_DRAWS by name. */
export function buildWideDraw(name, { perKind = 8 } = {}) {
  const { seed } = WIDE_DRAWS[name]
  return buildWideCardSet({ perKind, seed }).map((card) => ({ ...card, id: card.id.replace(/^wide-/, `${name}-`), split: `${name}-held` }))
}

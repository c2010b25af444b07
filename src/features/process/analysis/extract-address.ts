import { compactCjk, fixDigitLookalikes } from './ocr-text'
import { dropDoubledEight } from './kanji-phone'
import { fixPlace, PREFECTURES } from './city-names'

// Postal code and address lines of Japanese and English cards.

/**
 * 〒, or what OCR reads for it (T, TO, F, 丁, 干, テ); the dash may come out as ' or . or ', or two of
 * them, or vanish; a letter-spaced code may come back with a space inside its four digits ("860-080 6").
 */
const POSTAL_MARKED = /(?:〒|(?<![A-Za-z])(?:TO|[T丁干テ]|F(?=\d)))\s*([0-9OoDIl|]{3})\s*[-'’‘`~.,・]{0,2}\s*([0-9OoDIl|](?: ?[0-9OoDIl|]){3})(?![-\d])/
/** A code without its 〒 at the start of a line, the prefecture right after it: its dash read as quotes or a comma ("330','0854埼玉県"). */
const POSTAL_BEFORE_PREFECTURE = /^([0-9]{3})\s*[-'’‘`~.,・]{1,3}\s*([0-9]{4})\s*(?=(?:東京都|北海道|京都府|大阪府|\S{2,3}県))/
/** ...or a city or ward when the card leaves out 東京都 or 大阪府 ("541'0041 大阪市中央区"). */
const POSTAL_BEFORE_CITY = /^([0-9]{3})\s*[-'’‘`~.,・]{1,3}\s*([0-9]{4})\s*(?=[\u3400-\u9FFF々ヶ]{1,4}[市区])/
/** A dash between digits, also one read as 一 or doubled ("260—-0013", "730一0011"). */
const DIGIT_DASH = /(?<=[0-9OoDIl|])\s*[-‐‑‒–—―−ｰー－一]+\s*(?=[0-9OoDIl|])/g
const KANJI_POSTAL: Record<string, string> = { 〇: '0', O: '0', o: '0', 一: '1', 二: '2', ニ: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9' }
/** A vertical card's code in kanji numerals ("三七〇-〇八四一", the dash read as I): kept only when every glyph reads as a digit. */
function kanjiPostal(code: string): string {
  const digits = [...dropDoubledEight(code).replace(/[-‐ー－Il|'’・]/g, '')].map((c) => (/\d/.test(c) ? c : (KANJI_POSTAL[c] ?? 'x'))).join('')
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : ''
}
const POSTAL_BARE = /(?:^|[\s,(])([0-9]{3})-([0-9]{4})(?=$|[\s,)])/

export type PostalHit = { postal: string; rest: string }

/** A postal code alone on its line, after a letter or two its 〒 was read as (a vertical card's sideways 'I 880-0805', 'ト 850-0862'). */
const LONE_CODE = /^\s*(?:[A-Za-z|ト丁干テ〒]{1,2}\s*)?([0-9]{3})-([0-9]{4})\s*$/
export const loneCode = (line: string): string | undefined => LONE_CODE.exec(line)?.slice(1, 3).join('-')

export function findPostal(line: string): PostalHit | undefined {
  // Only the dashes between digits: a building on the postal line keeps its long vowels (NKタワー18F).
  const s = line.replace(DIGIT_DASH, '-')
  const marked = POSTAL_MARKED.exec(s)
  if (marked) {
    const postal = `${fixDigitLookalikes(marked[1])}-${fixDigitLookalikes(marked[2].replace(/ /g, ''))}`
    return { postal, rest: cleanRest(s.replace(marked[0], ' ')) }
  }
  // 〒 and a code in kanji numerals, often misread ("〒三刀OIO八一一長野県…"): the address starts at the prefecture.
  const kanji = new RegExp(`〒\\s*(\\S{3,12}?)\\s*(?=${PREFECTURE.source})`).exec(s)
  if (kanji) return { postal: kanjiPostal(kanji[1]), rest: cleanRest(s.replace(kanji[0], ' ')) }
  // ...or at the city or ward when the card leaves the prefecture out ("〒五四一IOO四一大阪市中央区北浜"), when its glyphs make a code.
  const undoubled = dropDoubledEight(s)
  const town = TOWN_CODE.exec(undoubled)
  const townPostal = town && s.startsWith('〒') ? kanjiPostal(town[0].replace(/^〒\s*/, '')) : ''
  if (town && townPostal) return { postal: townPostal, rest: cleanRest(undoubled.slice(town[0].length)) }
  // 〒 read as 7 at the start of an address line: "7100-0005 東京都…", or a city or ward when the card leaves out 東京都 ("7102-0083 千代田区…").
  const seven = /^7([0-9]{3})-([0-9]{4})(?=\s|[\u3400-\u9FFF])/.exec(s)
  if (seven && (PREFECTURE.test(s) || /^\s*[\u3400-\u9FFF々ヶ]{1,4}[市区]/.test(s.slice(seven[0].length)))) return { postal: `${seven[1]}-${seven[2]}`, rest: cleanRest(s.replace(seven[0], ' ')) }
  const before = POSTAL_BEFORE_PREFECTURE.exec(s)
  if (before && PREFECTURE.test(s)) return { postal: `${before[1]}-${before[2]}`, rest: cleanRest(s.replace(before[0], ' ')) }
  const city = POSTAL_BEFORE_CITY.exec(s)
  if (city) return { postal: `${city[1]}-${city[2]}`, rest: cleanRest(s.replace(city[0], ' ')) }
  // A bare NNN-NNNN counts only on an address line (phones have more digits and other labels).
  const bare = POSTAL_BARE.exec(s)
  if (bare && isAddressLine(s.replace(bare[0], ' '))) {
    return { postal: `${bare[1]}-${bare[2]}`, rest: cleanRest(s.replace(bare[0], ' ')) }
  }
  return undefined
}

const cleanRest = (s: string) =>
  s
    .replace(/\s*,\s*,/g, ',')
    .replace(/^[\s,:]+|[\s,]+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')

const PREFECTURE = new RegExp(`(?:${PREFECTURES.join('|')})`)
const JP_LOCALITY = /[市区町村郡].*(?:\d|丁目|番地|番|号)|丁目|番地/
const EN_ADDRESS = /\b(?:chome|[a-z]+-ku|[a-z]+-shi|[a-z]+-machi|tokyo|osaka|kyoto|yokohama|nagoya|fukuoka|sapporo|kobe|japan|street|st\.|avenue|ave\.?|road|rd\.|suite|floor|fl\.|bldg\.?|building|tower|prefecture)\b/i

export function isAddressLine(line: string): boolean {
  return PREFECTURE.test(line) || JP_LOCALITY.test(line) || EN_ADDRESS.test(line)
}

const NUMERAL = '一二三四五六七八九十〇'
/** A floor in digits or, on a 縦書き card, in kanji (三階, 十二階; not the 階 of 二階堂). */
const BUILDING = new RegExp(`ビル|タワー|[0-9${NUMERAL}]+階(?![\\u3400-\\u9FFF])|[0-9]+F\\b|号室|bldg|building|tower|floor|\\d+(?:st|nd|rd|th) fl`, 'i')

/** A building or floor line that continues the address above it. */
export const isBuildingLine = (line: string) => BUILDING.test(line) && !/@|株式会社|tel|fax/i.test(line)
/** A Japanese building line ending in its floor or room (アーバン桜木ビル12階): part of the address wherever the reading put it. */
export const isFloorLine = (line: string) => new RegExp(`[\\u3041-\\u30FF\\u3400-\\u9FFF].*(?:[0-9${NUMERAL}]+(?:階|F)|号室)$`).test(line.trim()) && isBuildingLine(line)

/** Kanji numerals, digits and what a 縦書き code's glyphs and dashes are read as. */
const NUMERAL_LOOKS = /[一二三四五六七八九十〇0-9OoDIl|ニー\-_'’,.・!)rL]/
/** A lost code's glyphs, all numerals or their look-alikes, before a ward or city (千代田区, 大阪市). */
const TOWN_CODE = new RegExp(`^(?:〒\\s*)?${NUMERAL_LOOKS.source}{6,10}(?=[\\u3400-\\u9FFF々ヶ]{1,4}[市区郡])`)

/**
 * Kanji numerals of a street read as their katakana look-alikes: in a 縦書き column 一 comes back as
 * the long-vowel mark (once or twice: 中央ーー丁目) and 二 as ニ (東塩小路町七ニー). A long-vowel mark
 * only ever follows kana, so after a kanji it is 一; ニ is 二 next to a numeral or before 丁目/番/号.
 */
export function fixStreetNumerals(address: string): string {
  return address
    // 十 read as a plus sign inside a street number ('ニ+ー番十九号' for 二十一番十九号).
    .replace(new RegExp(`(?<=[${NUMERAL}ニ])\\+(?=[${NUMERAL}ニー]*(?:丁目|番|号))`, 'g'), '十')
    // ニ before another ニ of the number too ('神着ニニ二番地').
    .replace(new RegExp(`(?<=[${NUMERAL}])ニ|ニ(?=[ニ]*(?:[${NUMERAL}ー]|丁目|番|号))`, 'g'), '二')
    .replace(/(?<=[\u3400-\u9FFF])ー+/g, '一')
}

/** The street part a vertical card prints in its own column: "三宮町一丁目九番一号", "中央1-6-35", "東塩小路町七二一". */
const STREET = new RegExp(`^[\\u3400-\\u9FFF\\u3041-\\u30FF々ヶ]{0,12}(?:[0-9${NUMERAL}]+(?:丁目|番地|番|号|条)|[0-9]+-[0-9]+|[${NUMERAL}]{2,}$)`)
export const isStreetLine = (line: string) => STREET.test(fixStreetNumerals(line.replace(/\s+/g, ''))) && !/@|株式会社|tel|fax/i.test(line)
/**
 * An address that stops at the town (…区, …市, or a town without 町: 中央), or at a street without its
 * number (京都's …七条下ル), still needs its street.
 */
export const lacksStreet = (address: string) => /[都道府県市区町村郡]$/.test(address.trim()) || !new RegExp(`[0-9${NUMERAL}](?:丁目|番地?|号)|[0-9]-[0-9]|[0-9${NUMERAL}]$`).test(address)

/** The rest of a town the engine broke off into a line of its own (東京都千代 / 田区): kanji only, ending at a ward or city. */
export const isTownPart = (line: string) => /^[\u3400-\u9FFF々ヶ]{1,8}[市区町村郡]$/.test(line.replace(/\s+/g, ''))

/** A 縦書き card's town column above its street column, read without its prefecture: "ーー〇ニIOO八三千代田区麹町" (the code's glyphs are dropped). */
export function isTownHead(line: string): boolean {
  const town = tidyAddress(line)
  return /^[\u3400-\u9FFF々ヶ\u3041-\u30FF]{2,14}$/.test(town) && /[都道府県市区郡]/.test(town) && lacksStreet(town)
}

/** Japanese addresses lose OCR's spaces between characters; English ones keep their words. */
/** Tokyo's 23 wards, by the names an address writes before 区. */
const TOKYO_WARDS = '千代田|中央|港|新宿|文京|台東|墨田|江東|品川|目黒|大田|世田谷|渋谷|中野|杉並|豊島|北|荒川|板橋|練馬|足立|葛飾|江戸川'
const TOKYO_MISREAD = new RegExp(`(?<![\\u3400-\\u9FFF])(?:東京(?!都)[\\u3400-\\u9FFF]|東)(?=(?:${TOKYO_WARDS})区)`)

/**
 * A row that holds the address after a rule read as a bar, with something else before it (a logo's
 * company name: 'AXIS ONE®) | 〒980-0811 宮城県…'): two lines, so that the address and its postal code
 * are read without it.
 */
export function splitBarredAddress(line: string): string[] {
  const bar = /\s[|｜]\s/.exec(line)
  if (!bar) return [line]
  const [left, right] = [line.slice(0, bar.index).trim(), line.slice(bar.index + bar[0].length).trim()]
  return left && PREFECTURE.test(right) && !PREFECTURE.test(left) ? [left, right] : [line]
}

/** Kanji numerals (and their look-alikes) of a room or floor, right after a building's name. */
const ROOM_NUMERALS = /(?<=(?:ゲート|ビル|ビルディング|テラス|スクエア|プラザ|モール|ハウス|ヒルズ|コート|パーク|ガーデン|ネット|タワー|レジデンス))[-ー〇一二三四五六七八九十Oo](?:[-ー〇一二三四五六七八九十Oo]| (?=[-ー〇一二三四五六七八九十Oo]))*(?=号|階)/g

export function tidyAddress(line: string): string {
  // A 〒 mark whose code was lost (or read as T) before the prefecture is not part of the address.
  // A glyph or two of noise before the prefecture (the rest of a lost postal code, a mark) is not either.
  const noise = new RegExp(`^(?:\\S{1,2}\\s?|[^\\s\u3400-\u9FFF]{3}\\s)(?=${PREFECTURE.source})`)
  // So is a code in kanji numerals read without its 〒, as numerals and their look-alikes ("r-_OニIOO和八三").
  const lostCode = new RegExp(`^.{5,14}?(?=${PREFECTURE.source})`)
  // Full-width dashes between digits read as 一 or ー ("基町6一78", "4ー8ー1"), or on a small photo as a
  // kana or two that look like a stroke ("麹町4オー8-1", "渋谷2クーク21-1"); a dot between the numbers of
  // a street written with dashes is one too ("北浜1.8-16").
  line = line
    .replace(/(?<=[0-9])\s*[一ー‐‑‒–—―−ｰ－]\s*(?=[0-9])/g, '-')
    .replace(/(?<=[0-9])[一二ニー‐‑‒–—―−ｰ－クオヨ]{1,3}(?=[0-9]+-[0-9])/g, '-')
    // A block number and its dash read as a kana and a long vowel after the town ("北浜ユー8-16", "中央オー5-1").
    .replace(/(?<=[\u3400-\u9FFF])([ユオ])ー(?=[0-9]+-[0-9])/g, (_, kana: string) => `${kana === 'ユ' ? '1' : '4'}-`)
    .replace(/(?<=[0-9])\.(?=[0-9]+-[0-9])/g, '-')
  // On a Japanese address every dot between digits is a dash (桜木町1.7.5, 花畑町4.1): no street number has a decimal point.
  if (/[\u3400-\u9FFF]/.test(line)) line = line.replace(/(?<=[0-9])\.(?=[0-9])/g, '-')
  const code = lostCode.exec(line)?.[0]
  if (code && [...code].filter((c) => NUMERAL_LOOKS.test(c)).length >= code.length * 0.7) line = line.slice(code.length)
  // ...or before a ward or city when the card leaves the prefecture out ("ーー〇ニIOO八三千代田区麹町").
  else line = line.replace(TOWN_CODE, '')
  // A dot read beside a dash between street numbers ('栄町1-.5-9'); 号 of a room read as 吾 ('602吾室'),
  // and its 室 as 宝 ('208号宝'); プラザ with its プ read voiced (ステーションブラザ: no building is a ブラザ), or twice (ブプラザ).
  line = line
    .replace(/(?<=[0-9])(?:-\.|\.-)(?=[0-9])/g, '-')
    .replace(/(?<=[0-9])吾(?=室)/g, '号')
    .replace(/(?<=[0-9一二三四五六七八九十〇]号)宝$/, '室')
    .replace(/(?:[ブプ]{2}|ブ)ラザ(?=\s?[0-9一二三四五六七八九十〇]|\s*$)/g, 'プラザ')
  // A building's small ュ, ャ or ョ after a kana that takes none (ソレイュ) is the large one, read small or
  // read twice beside it (ソレイュユ; ユ also as コ or ス: ソレイコユ, ソレイスユ); a town's 大字 read as 大学 before its name and number (草津町大学草津468).
  line = line
    .replace(/(?<=[\u30A1-\u30FA])([ャュョコス])(?=ユ)|(?<=[\u30A1-\u30FA])([ャョ])(?=[ヤヨ])|([ャュョ])(?<=[アイウエオヤユヨワンーァィゥェォ][ャュョ])/g, (_, twin?: string, twinYa?: string, small?: string) => (twin || twinYa ? '' : { ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ' }[small!]!))
    .replace(/(?<=[町村])大学(?=[\u3400-\u9FFF]{1,4}[0-9一二三四五六七八九〇])/g, '大字')

  // Kyoto's 烏丸通 read with 烏 as 鳥, which the engine has seen far more often: no street of Kyoto is a 鳥丸.
  line = line.replace(/(?<=京都.*)鳥丸(?=通)/, '烏丸')
  // 第一 of a building's name with its 一 read as a dash ('協和第-ビル').
  line = line.replace(/第[-ー](?=ビル|[\u3400-\u9FFF\u30A1-\u30FA])/g, '第一')
  // A room's or floor's kanji numerals after a building's name, their 一 read as the long vowel or a
  // dash and their 〇 as a Latin O ('クリスタルゲートー〇七号室', down a vertical card '明和ビル-〇O一号室',
  // '九O四号室'); not after a name that ends in its own ー (センター三階). ニ and + in them: fixStreetNumerals.
  // A 〇 read as O and then as 〇 is one read twice ('明和ビル四O〇六号室', '一四O〇六号室' for 四〇六, 一四〇六);
  // the other way round it was two ('-〇O一号室' for 一〇〇一).
  // A gap read inside them ('日栄ビルー ー〇五号室') is none; ビル read as ビピル is put right first (below: ピル).
  line = line.replace(/(?:ビ?ピ|ピビ)ル(?=[-ー〇一二三四五六七八九十Oo ]+(?:号|階))/g, 'ビル').replace(ROOM_NUMERALS, (run) =>
    /[〇一二三四五六七八九十]/.test(run) ? run.replace(/ /g, '').replace(/O〇/g, '〇').replace(/[Oo]/g, '〇').replace(/[-ー]/g, '一') : run,
  )
  // A rule beside the address read as a bar at its end ('日栄ビル 6階 |') is no part of it.
  line = line.replace(/\s*[|｜]+\s*$/, '')
  // A street's 1 read as a square bracket ('鍛冶町100番地]', '番地』', '3丁目]1番': beside a 1 it is the 1 read twice).
  line = line.replace(/(?<=[0-9]-|番地|丁目)[\]』](?=1)/g, '').replace(/(?<=[0-9]-|番地|丁目)[\]』](?=\s|$|番)/g, '1')
  // A bar read between two kanji of a town is a speck ("中央|区").
  // A comma between kanji came from joining lines the English way ("麹町, 四丁目"), or before a building ("1号, リバーサイドビル").
  line = line
    .replace(/(?<=[\u3400-\u9FFF])\s?[|｜]\s?(?=[\u3400-\u9FFF])/g, '')
    .replace(/(?<=[\u3400-\u9FFF々ヶ]),\s*(?=[\u3400-\u9FFF0-9])/g, '')
    .replace(/(?<=[\u3400-\u9FFF々ヶ0-9]),\s*(?=[\u30A1-\u30FA])/g, ' ')
  // ビル read as ピル (or ビピル, ピビル: its ビ read twice) before its floor or room, in ビルディング or at the end; a space read
  // inside a floor or room number ('ビル 20 1 号室', 'ビル1 2階') or after the first digit of a block's
  // last number ('栄町3-2 3 アーバン…': one glyph alone then a gap is no number of its own).
  line = line
    .replace(/(?:ビ?ピ|ピビ)ル(?=ディング|\s?[0-9一二三四五六七八九十〇]|\s*$)/g, 'ビル')
    .replace(/(?<=[0-9]) +(?=[0-9]+ ?(?:号室|階))/g, '')
    .replace(/(?<=[0-9]) +(?=号室|階)/g, '')
    .replace(/(?<=[0-9]-[0-9]) (?=[0-9](?:\s|$))/g, '')
  // A floor's 階 on a small photo reads as a kanji that shares its 阝 or 皆 (ビル12陀, 5楷).
  line = line.replace(/(?<=[0-9])[陀隋随陛楷偕障際](?=\s|$)/g, '階')
  // Any kanji after a building's floor number at the end is its 階 (アーバン桜木ビル12摩), and so is a B (セントラルスクエア 4B).
  line = line.replace(/(?<=(?:ビル|タワー|スクエア|センター|プラザ|ハウス|会館)\s?[0-9]{1,2})[\u3400-\u9FFFB](?=\s*$)/, (k) => (/[号番階]/.test(k) ? k : '階'))
  // A block number in letter-spaced digits read with a space inside ('紺屋町1 1-1').
  line = line.replace(/(?<=[\u3400-\u9FFF][0-9]) (?=[0-9]+-[0-9])/g, '')
  // A town's 町 read as 帳 or 候 before its street number ('桜木帳1-7-5').
  line = line.replace(/(?<=[市区][\u3400-\u9FFF]{1,3})[帳候](?=[0-9一二三四五六七八九十])/g, '町')
  // 丁目's 目 read as 日 (1丁日7番5号), its 丁 as a bracket or 亅 (麹町4 」目8番1号), or the two as one 日 between
  // numbers (高砂3日15-1); a 丁目 after no numeral lost its thin 一 (桜町丁目); 号 read as 呈 or 弓 (15番15呈, 1009呈室, 8番1弓);
  // 大阪 with 阪 read as 版.
  line = line
    .replace(/(?<=[0-9一二三四五六七八九十])丁日/g, '丁目')
    .replace(/(?<=[\u3400-\u9FFF][0-9]{1,2})日(?=[0-9]{1,3}(?:-|番))/g, '丁目')
    .replace(/(?<=[\u3400-\u9FFF々ヶ])(?<![0-9〇一二三四五六七八九十百])丁目/g, '一丁目')
    .replace(/(?<=[0-9〇一二三四五六七八九十])[呈弓](?=室|\s|$)/g, '号')
    .replace(/(?<=[0-9])\s?[」亅]\s?(?=目)/g, '丁')
    .replace(/大版/g, '大阪')
  // 東京都 with its 都 misread, or 京都 lost, before one of the 23 wards ('東京客渋谷区', '東千代田区'); 区 read
  // as メ after a city ('広島市中メ基町'); a dot read before a dash ('本町2.-15-1').
  line = line
    .replace(TOKYO_MISREAD, '東京都')
    .replace(/(?<=市[\u3400-\u9FFF]{1,3})メ(?=[\u3400-\u9FFF])/g, '区')
    .replace(/(?<=[0-9])\.(?=-[0-9])/g, '')
  line = fixPlace(line)
  return fixStreetNumerals(compactCjk(line.replace(/^(?:住所|address|add)\s*[:.]?\s*/i, '').replace(/^(?:〒|[T丁干テ](?=\s*[\u3400-\u9FFF]))\s*/, '').replace(noise, ''))).trim()
}

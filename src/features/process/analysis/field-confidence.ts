import { DOUBTABLE_FIELDS, type DoubtableField } from '@/core/api/contract/product/process'
import type { ExtractedFields } from './extract-fields'
import { isEnglishName } from './card-roles'
import { JP_FORMS, fixMisreadCompounds, nameBeforeSign } from './card-company'
import { digitLookAlike, emailConfirmed, initialBeforeName, localPartIsNames, localPartMisread, namesInLetters, readingConfirmed } from './email-doubt'
import { readEmail } from './extract-contacts'
import { emailCorrected } from './email-evidence'
import { kanaMisreadAgainst } from './kana-romaji'
import { kanaTitleMisread } from './kana-title'
import { placeCorrected } from './city-names'
import { spacedReadings } from './kanji-phone'
import { nameByReading } from './reading-names'
import { fixDigitLookalikes } from './ocr-text'

// Which extracted fields the office should look at twice: each field is traced back to the OCR
// lines it came from, and a field whose own words the engine read with low confidence is doubtful,
// unless a second reading of the line alone said the same, or the card spells it a second time. Some
// misreads the engine is sure of show in the value's shape or against the rest of the card (the
// e-mail against the reading, a floor line the address left behind, 崎 that may be 﨑).

/**
 * `formsSure`: the glyphs whose old or common form the reader judged surely from the card's pixels (old-forms.ts);
 * `alike`: the glyphs whose ink looked more like another kanji (lookalike-glyphs.ts).
 */
export type ConfidenceLine = { text: string; confidence: number; words?: { text: string; confidence: number }[]; agreed?: boolean; again?: string; formsSure?: string; alike?: string }

/** Below this line confidence (0–100) a field is marked for the office check. */
export const DOUBT_BELOW = 85
/** A reading the reader made the engine give (a glyph judged on ink, a row read again in Japanese only): under the office check's bar, whatever the engine's own confidence. */
export const forOfficeCheck = (...confidences: number[]) => Math.min(DOUBT_BELOW - 1, ...confidences)
/** The line threshold for lines a re-reading of the line alone confirmed (large bold names read at 60–85 and right). */
export const AGREED_DOUBT_BELOW = 60
/**
 * The bar for an e-mail: one long word of letters, which the engine scores lower than a Japanese word
 * read as sure (right addresses at 79–84), and whose shape the reader has checked already.
 */
export const EMAIL_DOUBT_BELOW = 80
/** Below this confidence in one of its words a field is marked too: a line's confidence is its words' mean, so one misread word (区人烏丸) hides in a sure line. */
export const WORD_DOUBT_BELOW = 60

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[\s\-‐‑–—―−ー・.,:()（）]/g, '')

function bigrams(s: string): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i < s.length - 1; i++) out.add(s.slice(i, i + 2))
  if (s.length === 1) out.add(s)
  return out
}

/** The lines a value was read from: they share most of their character pairs with it. */
export function sourcesOf(value: string, lines: ConfidenceLine[]): ConfidenceLine[] {
  const v = bigrams(norm(value))
  if (!v.size) return []
  return lines.filter((line) => {
    const l = bigrams(norm(line.text))
    if (!l.size) return false
    let shared = 0
    for (const g of v) if (l.has(g)) shared++
    return shared / v.size >= 0.5 || (shared >= 2 && shared / l.size >= 0.5)
  })
}

/**
 * The words of a source line that are part of the value: not the noise around it (a logo's "®", the
 * FAX number on the TEL line), nor a legal form the reader checks against its list (一般社団法人).
 */
export function valueWords(value: string, line: ConfidenceLine): { text: string; confidence: number }[] {
  const v = norm(value)
  const forms = JP_FORMS.filter((f) => v.includes(f))
  return (line.words ?? []).filter((word) => {
    // A word whose misread compound the company rules put right ('…加エセンター') is still the value's.
    const w = norm(fixMisreadCompounds(word.text))
    return w && v.includes(w) && !forms.some((f) => f.includes(w))
  })
}

/**
 * Whether the value's legal form stands for a mark the engine read as 人: it reads both ㈱ and ㈲ so
 * ("クローバー企画人" was ㈲), and the reader can only guess 株式会社. Its other look-alikes of ㈱
 * (カエデ伯, 栄光電子牧, "(栓アルタイル") are ㈱'s alone: the repaired form is no doubt of the value.
 */
function eitherMark(value: string, line: ConfidenceLine): boolean {
  const text = line.text.normalize('NFKC').trim()
  return JP_FORMS.some((f) => value.includes(f) && !text.includes(f)) && /人$/.test(text)
}

/**
 * How sure the engine was of the value on a line: the mean of the value's own words, not of the label,
 * logo mark, FAX number or ㈱ look-alike beside it ("全 092-828-6190 FAX: …" reads 75 for a number read
 * at 90). Never below the line's own: a sure label does not make its value's words weaker (the weakest
 * word has its own test). The whole line's when no word is the value's, or when its legal form is a guess between two.
 */
function valueConfidence(value: string, line: ConfidenceLine): number {
  const words = valueWords(value, line)
  if (!words.length || eitherMark(value, line)) return line.confidence
  return Math.max(line.confidence, words.reduce((sum, w) => sum + w.confidence, 0) / words.length)
}

/** The lines the value was read from that hold its words: a web address that shares the e-mail's domain is not its source. */
function ownSources(value: string, sources: ConfidenceLine[]): ConfidenceLine[] {
  const own = sources.filter((l) => valueWords(value, l).length)
  return own.length ? own : sources
}

/** The lowest confidence of a word of the value. */
const weakestWord = (value: string, sources: ConfidenceLine[]) => Math.min(100, ...sources.flatMap((line) => valueWords(value, line).map((w) => w.confidence)))

/** The consonant pairs romaji and English given names and surnames begin with (chiaki, shota, tsubasa, ryo, brian, grace, steve). */
const NAME_ONSET = /^(?:[bcfgkp][lr]|[cstwgkpz]h|[kgnhbpmr]y|ts|dr|tr|dw|tw|kn|gn|ps|s[ckmnptvw]|wr)/i

/** The endings of the domains cards print: Japanese second levels, generic and a few country domains. */
const KNOWN_TLD = /\.(?:(?:co|or|ne|ac|go|ed|gr|lg|ad)\.jp|jp|com|net|org|biz|info|io|co|me|tv|app|dev|tokyo|osaka|nagoya|yokohama|kyoto|okinawa|jpn|asia|global|tech|design|studio|inc|group|us|uk|cn|kr|tw|hk|sg|de|fr|au|ca)$/i

/** Values whose shape says something was lost, however sure the engine was of the letters. */
const SUSPICIOUS: Partial<Record<DoubtableField, (value: string) => boolean>> = {
  // A Japanese address ends in its street number, building, floor or room, not in the town; and it
  // names a city, ward, town or village (東京都千代四丁目… lost 田区麹町 between two columns).
  address: (v) => /[\u3400-\u9FFF]/.test(v) && (!/(?:[0-9一二三四五六七八九十〇]|号|番地?|階|F|ビル|タワー|号室)$/.test(v.trim()) || !/[市区町村郡]/.test(v)),
  // A local part no name starts so ("rnakamura", "ksato") lost the dot after an initial; one of one or
  // two letters is the tail of a longer one whose head was cut off ("ra@" for washio.sakura@).
  // A domain that ends in no top-level domain a card prints ('yamashiro-sokuryo.ce': co.jp read short) lost its end.
  email: (v) => (/^[b-df-hj-np-tv-xz]{2}/i.test(v) && !NAME_ONSET.test(v)) || /^[^@]{1,2}@/.test(v) || !KNOWN_TLD.test(v),
  // A company's name that starts with a small kana or a long vowel ('ットワークス株式会社': 湊ネ lost), or
  // ends in one katakana after a kanji ('有限会社信濃フ': the rest of フーズ lost), was cut off; a form
  // alone ('株式会社': MIRAIZ lost in the logo beside it) lost the whole name.
  company: (v) => {
    const core = JP_FORMS.reduce((rest, form) => rest.replace(form, ''), v).trim()
    return !core || /^[ァィゥェォッャュョヮーぁぃぅぇぉっゃゅょ]/.test(core) || /[\u3400-\u9FFF][\u30A1-\u30FA]$/.test(core)
  },
  // A kanji name with katakana inside (健ニ), a single character, or a part that is one hiragana (二階堂 で) is half read.
  full_name: (v) => /[\u3400-\u9FFF]/.test(v) && (/[\u30A1-\u30FA]/.test(v) || v.replace(/\s/g, '').length < 2 || v.split(/\s+/).some((part) => /^[\u3041-\u3096]$/.test(part))),
}

/**
 * Kana one sound off the same word in romaji on the card (ハルルカゼ beside harukaze.co.jp): a misread
 * the engine was sure of. The company is checked against the e-mail's domain and the web site, the
 * reading against the e-mail's local part.
 */
function disagreesWithRomaji(name: DoubtableField, value: string, fields: Partial<ExtractedFields>): boolean {
  const [local = '', domain = ''] = (fields.email ?? '').split('@')
  if (name === 'company') return kanaMisreadAgainst(value, [domain, fields.website ?? ''])
  if (name === 'full_name_kana') return kanaMisreadAgainst(value, [local], { holdsMore: true })
  return false
}

/**
 * A name in letters on a card whose company or reading is Japanese: the kanji name printed beside it
 * was misread and the romaji line taken instead (Haruka TSUJI for 辻 遥), which the office should see.
 */
const latinNameOnJapaneseCard = (name: DoubtableField, value: string, fields: Partial<ExtractedFields>) =>
  name === 'full_name' && !/[\u3041-\u30FF\u3400-\u9FFF]/.test(value) && (!!fields.full_name_kana || /[\u3041-\u30FF\u3400-\u9FFF]/.test(fields.company ?? ''))

/**
 * A company in letters on a card whose name is Japanese: the Japanese company printed beside it (北辰工業
 * 合同会社 above Hokushin Industries) was lost in another row or misread, and the English one taken.
 */
const latinCompanyOnJapaneseCard = (name: DoubtableField, value: string, fields: Partial<ExtractedFields>) =>
  name === 'company' && !/[\u3041-\u30FF\u3400-\u9FFF]/.test(value) && /[\u3041-\u30FF\u3400-\u9FFF]/.test(`${fields.full_name ?? ''}${fields.full_name_kana ?? ''}${fields.address ?? ''}`)

/**
 * A sure line read otherwise when read again alone disputes the value when that other reading lacks
 * it: 三つ星 read again where 三つ是 was. A logo mark or a legal form read otherwise (ー般 for 一般,
 * repaired against the list) is not the value's dispute, nor a reading in letters.
 */
function disputes(value: string, line: ConfidenceLine): boolean {
  if (line.again === undefined) return false
  const core = JP_FORMS.reduce((v, form) => v.replace(form, ''), norm(value))
  // Bold kanji read again as look-alike letters ('石川 Fit', 'IZ fi [8 af') say nothing about them.
  const japanese = (s: string) => s.replace(/[^\u3041-\u30FF\u3400-\u9FFF々]/g, '').length
  // A second reading with no character of the line was of another part of the card ("佐々木 大和" for 緑風会).
  const sharesLine = [...norm(line.again)].some((c) => norm(line.text).includes(c))
  return !!core && sharesLine && japanese(line.again) >= japanese(core) && !norm(line.again).includes(core)
}

/**
 * A short unsure word of letters or signs on the name's line: a glyph of the name the engine could not
 * read ("小鳥遊 nn" for 小鳥遊 遥, "辻 &"), so the name kept may be missing a part however sure the rest was.
 */
const unreadBeside = (value: string, line: ConfidenceLine) => {
  const own = new Set(valueWords(value, line))
  return (line.words ?? []).some((w) => !own.has(w) && w.text.length <= 3 && !/[\u3041-\u30FF\u3400-\u9FFF]/.test(w.text) && w.confidence < WORD_DOUBT_BELOW)
}

/**
 * A name with 崎 or 高 may be printed 﨑 or 髙, the old forms most often seen on cards; neither is in the
 * engine's character set, so it reads them, sure of itself, as the common form. The reader compares the
 * glyph with both forms (old-forms.ts); the office compares with the card unless that judge was sure of
 * the form, either way. (Other old forms the engine lacks, 邉 or 齊, are rarer in names than the flag
 * would cost on every 渡辺 and 斉藤.)
 */
const VARIANT_PRONE = /[崎高﨑髙]/g
const formUnsure = (value: string, sources: ConfidenceLine[]) => (value.match(VARIANT_PRONE) ?? []).some((c) => !sources.some((l) => l.formsSure?.includes(c)))

/** A line that ends in a floor or room (12階, 5F, 201号室): the last part of an address. */
const FLOOR_END = /(?:[0-9]+|[一二三四五六七八九十]+)\s*(?:階|F)$|号室$/

/** A floor line the address did not take ("アーバン桜木ビル12階" below the company): the address may lack its building. */
const floorLeftOver = (value: string, lines: ConfidenceLine[]) => {
  const v = norm(value)
  return lines.some((l) => {
    const text = l.text.normalize('NFKC').trim()
    return FLOOR_END.test(text) && !v.includes(norm(text.split(' ').pop() ?? ''))
  })
}

/**
 * An address put together from lines the reading did not give in a row (its street or building taken
 * from elsewhere on a turned card, a unit read between): which parts belong together was a guess.
 * A line is the address's when its last glyphs are in it.
 */
const partsFromAfar = (value: string, lines: ConfidenceLine[]) => {
  const v = norm(value)
  const own = lines.flatMap((l, i) => {
    const text = norm(l.text)
    return text.length >= 4 && /[\u3400-\u9FFF]/.test(text) && v.includes(text.slice(-4)) ? [i] : []
  })
  return own.some((i, k) => k > 0 && i - own[k - 1] > 1)
}

/** The card's lines that are a name in letters (Tsubasa AKIYAMA). */
const latinNamesOf = (lines: ConfidenceLine[]) => lines.map((l) => l.text.trim()).filter(isEnglishName)

/**
 * A number whose leading 0 the reader put back: its digits stand on a line only without it
 * (extract-contacts), and not in the international form either (+81-263-…, which drops the 0); or
 * its 0 stands there two or three times ("O0O76…", "O0 27…": oneLeadingZero).
 */
function leadingZeroRestored(value: string, lines: ConfidenceLine[]): boolean {
  const digits = value.replace(/\D/g, '')
  const onLine = lines.map((l) => l.text.replace(/\D/g, ''))
  // A run of digits with one gap in it ('O0 27…'): the gap is no separator.
  const runs = (text: string) => fixDigitLookalikes(text.replace(/[-一ー－]/g, '')).split(/[^\dOoD ]+/).map((run) => run.trim().replace(/ /g, ''))
  const zerosRun = lines.some((l) => runs(l.text).some((run) => /^0{2,}/.test(run) && run.endsWith(digits.slice(1))))
  return zerosRun || (!onLine.some((d) => d.includes(digits) || d.includes(`81${digits.slice(1)}`)) && onLine.some((d) => d.includes(digits.slice(1))))
}

/**
 * A company whose legal form the reader put in for a sign ㈱ and ㈲ are both read as ('ARCUS(#)',
 * 'Sora Digital(#)'): which of the two it was is a guess, however sure the engine was of the sign.
 */
const formFromSign = (value: string, lines: ConfidenceLine[]) =>
  JP_FORMS.some((f) => value.endsWith(f)) &&
  lines.some((l) => {
    const name = nameBeforeSign(l.text)
    return !!name && value.startsWith(name)
  })

/** Why a field is doubtful: the names of the tests it fails (empty when it passes them all). */
export function doubtReasons(name: DoubtableField, value: string, fields: Partial<ExtractedFields>, lines: ConfidenceLine[]): string[] {
  const sources = sourcesOf(value, lines)
  const out: string[] = []
  if (!sources.length) out.push('untraced')
  // A line a second reading confirmed is held to a lower bar.
  if (ownSources(value, sources).some((l) => valueConfidence(value, l) < (l.agreed ? AGREED_DOUBT_BELOW : name === 'email' ? EMAIL_DOUBT_BELOW : DOUBT_BELOW))) out.push('weak-line')
  if (sources.some((l) => disputes(value, l))) out.push('disputed')
  const names = namesInLetters(fields.full_name_kana, latinNamesOf(lines))
  // An e-mail put together from pieces read apart ("naoki hashimoto@", "da isuke@") is a guess at the
  // dot, unless the pieces make names the card gives in letters (daisuke beside だいすけ).
  if (name === 'email' && sources.some((l) => readEmail(l.text)?.rejoined) && !localPartIsNames(value, names)) out.push('rejoined')
  if (weakestWord(value, sources) < WORD_DOUBT_BELOW) out.push('weak-word')
  if (SUSPICIOUS[name]?.(value) && !(name === 'email' && initialBeforeName(value, names))) out.push('shape')
  if (disagreesWithRomaji(name, value, fields)) out.push('romaji')
  if (latinNameOnJapaneseCard(name, value, fields)) out.push('latin-name')
  if (latinCompanyOnJapaneseCard(name, value, fields)) out.push('latin-company')
  if (name === 'company' && formFromSign(value, lines)) out.push('form-guessed')
  if (name === 'address' && floorLeftOver(value, lines)) out.push('floor-left')
  if (name === 'address' && partsFromAfar(value, lines)) out.push('afar')
  if (name === 'address' && placeCorrected(value, lines.map((l) => l.text))) out.push('place-corrected')
  if (name === 'position' && kanaTitleMisread(value)) out.push('kana-title')
  if (name === 'phone_number' && leadingZeroRestored(value, lines)) out.push('lead-zero')
  // Letter-spaced digits whose dash was read as a 1: which 1 it was, the area code decided (kanji-phone.ts).
  if (name === 'phone_number' && lines.some((l) => spacedReadings(l.text).some((r) => r.number === value && r.oneAsDash))) out.push('spaced-dash')
  if (name === 'full_name' && formUnsure(value, ownSources(value, sources))) out.push('variant-glyph')
  if (name === 'full_name' && ownSources(value, sources).some((l) => unreadBeside(value, l))) out.push('unread-beside')
  if (name === 'full_name' && nameByReading(value, lines.map((l) => l.text))) out.push('by-reading')
  // A kanji the engine was sure of whose ink looks more like another (寺鳥 for 寺島): the office compares it with the photo.
  if (ownSources(value, sources).some((l) => [...(l.alike ?? '')].some((c) => value.includes(c)))) out.push('look-alike')
  if (name === 'email' && (digitLookAlike(value) || localPartMisread(value, names))) out.push('name-letters')
  // An address the card's evidence put right (tsujil5 → tsuji15) is a judgement the office confirms.
  if (name === 'email' && emailCorrected(value, lines)) out.push('corrected')
  // A field the card spells a second time, independently, is confirmed however unsure the engine was of its letters.
  if (secondSpelling(name, value, fields, lines, names)) return out.filter((r) => r !== 'weak-line' && r !== 'weak-word')
  return out
}

/** Whether the e-mail or the reading is spelt again elsewhere on the card (the one in the other, or in a name line). */
function secondSpelling(name: DoubtableField, value: string, fields: Partial<ExtractedFields>, lines: ConfidenceLine[], names: string[]): boolean {
  if (name === 'email') return emailConfirmed(value, names, fields.website)
  if (name !== 'full_name_kana') return false
  const local = (fields.email ?? '').split('@')[0].toLowerCase()
  return readingConfirmed(value, [local, ...latinNamesOf(lines).map((l) => l.toLowerCase())])
}

/**
 * The fields nearly every business card prints (a company, a number to call): when the reader found
 * none, the office looks for it on the photo (lost to a logo, a rule or a misread label) before saving
 * the card without it.
 */
export const ALWAYS_PRINTED: readonly DoubtableField[] = ['company', 'phone_number']

/**
 * The fields the office should check, in DOUBTABLE_FIELDS order: those read with low confidence (or not
 * traceable to any line), and those a card nearly always prints that the reader found empty.
 */
export function doubtfulFields(fields: Partial<ExtractedFields>, lines: ConfidenceLine[]): DoubtableField[] {
  return DOUBTABLE_FIELDS.filter((name) => {
    const value = fields[name]
    // Only the fields given are judged: an extraction gives every field, empty or not.
    if (value === undefined) return false
    return value.trim() ? doubtReasons(name, value, fields, lines).length > 0 : ALWAYS_PRINTED.includes(name)
  })
}

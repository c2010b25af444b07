import { DOUBTABLE_FIELDS, type DoubtableField } from '@/core/api/contract/product/process'
import type { ExtractedFields } from './extract-fields'
import { JP_FORMS } from './card-roles'
import { readEmail } from './extract-contacts'
import { kanaMisreadAgainst } from './kana-romaji'

// Which extracted fields the office should look at twice: each field is traced back to the OCR
// lines it came from, and a field whose lines (or any of whose words) the engine read with low
// confidence is doubtful, unless a second reading of the line alone said the same.

export type ConfidenceLine = { text: string; confidence: number; words?: { text: string; confidence: number }[]; agreed?: boolean; again?: string }

/** Below this line confidence (0–100) a field is marked for the office check. */
export const DOUBT_BELOW = 85
/** The line threshold for lines a re-reading of the line alone confirmed (large bold names read at 60–85 and right). */
export const AGREED_DOUBT_BELOW = 60
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
    const w = norm(word.text)
    return w && v.includes(w) && !forms.some((f) => f.includes(w))
  })
}

/** The lowest confidence of a word of the value. */
const weakestWord = (value: string, sources: ConfidenceLine[]) => Math.min(100, ...sources.flatMap((line) => valueWords(value, line).map((w) => w.confidence)))

/** The consonant pairs romaji and English given names and surnames begin with (chiaki, shota, tsubasa, ryo, brian, grace, steve). */
const NAME_ONSET = /^(?:[bcfgkp][lr]|[cstwgkpz]h|[kgnhbpmr]y|ts|dr|tr|dw|tw|kn|gn|ps|s[ckmnptvw]|wr)/i

/** Values whose shape says something was lost, however sure the engine was of the letters. */
const SUSPICIOUS: Partial<Record<DoubtableField, (value: string) => boolean>> = {
  // A Japanese address ends in its street number, building or floor, not in the town.
  address: (v) => /[\u3400-\u9FFF]/.test(v) && !/(?:[0-9一二三四五六七八九十〇]|号|番地?|階|F|ビル|タワー)$/.test(v.trim()),
  // A kanji name with katakana inside (健ニ) or a single character is half read.
  // A local part no name starts so ("rnakamura", "ksato") lost the dot after an initial.
  email: (v) => /^[b-df-hj-np-tv-xz]{2}/i.test(v) && !NAME_ONSET.test(v),
  full_name: (v) => /[\u3400-\u9FFF]/.test(v) && (/[\u30A1-\u30FA]/.test(v) || v.replace(/\s/g, '').length < 2),
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
 * A sure line read otherwise when read again alone disputes the value when that other reading lacks
 * it: 三つ星 read again where 三つ是 was. A logo mark or a legal form read otherwise (ー般 for 一般,
 * repaired against the list) is not the value's dispute, nor a reading in letters.
 */
function disputes(value: string, line: ConfidenceLine): boolean {
  if (line.again === undefined) return false
  const core = JP_FORMS.reduce((v, form) => v.replace(form, ''), norm(value))
  // Bold kanji read again as look-alike letters ('石川 Fit', 'IZ fi [8 af') say nothing about them.
  const japanese = (s: string) => s.replace(/[^\u3041-\u30FF\u3400-\u9FFF々]/g, '').length
  return !!core && japanese(line.again) >= japanese(core) && !norm(line.again).includes(core)
}

/** Why a field is doubtful: the names of the tests it fails (empty when it passes them all). */
export function doubtReasons(name: DoubtableField, value: string, fields: Partial<ExtractedFields>, lines: ConfidenceLine[]): string[] {
  const sources = sourcesOf(value, lines)
  const out: string[] = []
  if (!sources.length) out.push('untraced')
  // A line a second reading confirmed is held to a lower bar.
  if (sources.some((l) => l.confidence < (l.agreed ? AGREED_DOUBT_BELOW : DOUBT_BELOW))) out.push('weak-line')
  if (sources.some((l) => disputes(value, l))) out.push('disputed')
  // An e-mail put together from pieces read apart ("naoki hashimoto@", "da isuke@") is a guess at the dot.
  if (name === 'email' && sources.some((l) => readEmail(l.text)?.rejoined)) out.push('rejoined')
  if (weakestWord(value, sources) < WORD_DOUBT_BELOW) out.push('weak-word')
  if (SUSPICIOUS[name]?.(value)) out.push('shape')
  if (disagreesWithRomaji(name, value, fields)) out.push('romaji')
  if (latinNameOnJapaneseCard(name, value, fields)) out.push('latin-name')
  return out
}

/** The fields read with low confidence (or not traceable to any line), in DOUBTABLE_FIELDS order. */
export function doubtfulFields(fields: Partial<ExtractedFields>, lines: ConfidenceLine[]): DoubtableField[] {
  return DOUBTABLE_FIELDS.filter((name) => !!fields[name] && doubtReasons(name, fields[name]!, fields, lines).length > 0)
}

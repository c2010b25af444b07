// Japanese text as Japanese users search and sort it. One folding for the query and for the data,
// so たなか, タナカ, ﾀﾅｶ and ＴＡＮＡＫＡ/tanaka each find what the others find:
// NFKC (full/half width), lower case, katakana → hiragana.

const KATAKANA_FIRST = 0x30a1 // ァ
const KATAKANA_LAST = 0x30f6 // ヶ
const KANA_OFFSET = 0x60 // ァ (30A1) − ぁ (3041)

/** NFKC, lower case, katakana folded to hiragana; whitespace kept (see `foldForSearch`). */
export function foldKana(value: string): string {
  const normal = value.normalize('NFKC').toLowerCase()
  let out = ''
  for (const ch of normal) {
    const code = ch.codePointAt(0)!
    out += code >= KATAKANA_FIRST && code <= KATAKANA_LAST ? String.fromCodePoint(code - KANA_OFFSET) : ch
  }
  return out
}

// Names are written with or without a space between family and given name (田中 結衣, 田中結衣,
// 田中 結衣 with a full-width space): a Japanese search ignores every kind of whitespace, in the term and in the value.
// A Latin-only search stays a phrase ("new york" does not find "newyork"), as users of Latin
// scripts expect and as the demo lists' specs say.
const SPACES = /\s+/gu
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/

// Folding runs for every searched field of every row on every request: remember recent results.
const cache = new Map<string, string>()
const CACHE_LIMIT = 20_000

/** A value as a Japanese search term is compared with it: folded, with no whitespace at all. */
export function foldForSearch(value: string): string {
  let folded = cache.get(value)
  if (folded === undefined) {
    folded = foldKana(value).replace(SPACES, '')
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(value, folded)
  }
  return folded
}

/** A search box's text, ready to match: folded terms, and whether whitespace is ignored. */
export type SearchNeedle = { terms: string[]; ignoreSpaces: boolean }

export function parseSearch(query: string): SearchNeedle {
  const folded = foldKana(query).trim()
  if (!folded) return { terms: [], ignoreSpaces: false }
  if (ASCII.test(folded)) return { terms: [folded], ignoreSpaces: false }
  return { terms: folded.split(SPACES), ignoreSpaces: true }
}

/**
 * True when every term occurs in at least one of the values. Japanese: "田中 結衣", "田中 結衣" with a full-width space,
 * "田中結" and "たなか" all find 田中 結衣 / タナカ ユイ; "たなか 営業" finds a Tanaka in sales.
 */
export function matchesSearch(needle: SearchNeedle, values: readonly unknown[]): boolean {
  if (!needle.terms.length) return true
  const folded: string[] = []
  for (const value of values) {
    if (value === null || value === undefined || value === '') continue
    folded.push(needle.ignoreSpaces ? foldForSearch(String(value)) : foldKana(String(value)))
  }
  return needle.terms.every((term) => folded.some((v) => v.includes(term)))
}

// Japanese dictionary order (gojūon, ー as the vowel it lengthens, dakuten after the plain kana).
const japanese = new Intl.Collator('ja')

/**
 * Orders two texts for a table column. Plain ASCII keeps code-point order (ids, e-mails, codes sort
 * as before); anything else goes through the Japanese collator on kana-folded text, so a reading
 * typed in hiragana sorts among the katakana ones (いけだ before ヤマダ).
 */
export function compareText(a: string, b: string): number {
  return compareFolded(foldKana(a), foldKana(b))
}

/** `compareText` for values already passed through `foldKana` (sorts fold each key once). */
export function compareFolded(fa: string, fb: string): number {
  if (ASCII.test(fa) && ASCII.test(fb)) return fa < fb ? -1 : fa > fb ? 1 : 0
  return japanese.compare(fa, fb)
}

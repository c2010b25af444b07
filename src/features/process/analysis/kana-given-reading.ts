// A name whose given name is in kana, its reading beside it on the same row in the other script or past
// a sign, without brackets ('川村カンナ かわむら かんなり', '酒井つばきサカイバ キy', '榎本ケ > エノモト ケン').
// The given name in kana is its own reading: the two tell each other's lost or added glyphs (the
// reading's given name that gained a glyph, a one-kana given name that lost its last, the reading's ツ
// lost with its gap read one glyph off), and what is left of the reading is the family name's.

import { toHiragana, toKatakana } from './kana-romaji'

const KANA = /^[\u3041-\u3096\u30A1-\u30FAー]+$/
const isKatakana = (s: string) => /^[\u30A1-\u30FAー]+$/.test(s)

/** The words of the row past the family name: split at gaps and where the script turns (hiragana ↔ katakana). */
function kanaWords(rest: string): string[] | undefined {
  const words = rest.split(/\s+/).filter((w) => w && !/^[^\p{L}\p{N}]+$/u.test(w))
  const out: string[] = []
  for (const word of words) {
    if (!KANA.test(word)) return undefined
    out.push(...(word.match(/[\u3041-\u3096][\u3041-\u3096ー]*|[\u30A1-\u30FAー]+/g) ?? []))
  }
  return out
}

export function kanaGivenWithReading(line: string): { name: string; kana: string } | undefined {
  // A letter or two read from a mark glued after the row ('キy') is no part of it.
  const m = /^([\u3400-\u9FFF々〆ヶ]{1,4}) ?(\S.*?)[A-Za-z]{0,2}$/.exec(line.trim())
  if (!m) return undefined
  const [family, words] = [m[1], kanaWords(m[2])]
  if (!words || words.length < 2 || words[0].length > 6) return undefined
  const [given, ...reading] = words
  // Same script side by side only past a gap or a sign: glued, one script is one word.
  if (isKatakana(given) === isKatakana(reading[0]) && /^[\u3041-\u30FAー]+$/.test(m[2].split(/\s/)[0]) && m[2].split(/\s/)[0] !== given) return undefined
  const g = toHiragana(given)
  const last = toHiragana(reading[reading.length - 1])
  const flat = toHiragana(reading.join(''))
  let familyReading: string | undefined
  let givenName = given
  if (reading.length >= 2 && last.startsWith(g)) {
    // The reading's given name whole or with a glyph added ('かんなり' for カンナ); a given name of one kana lost its end ('ケ' for ケン).
    familyReading = toHiragana(reading.slice(0, -1).join(''))
    if (g.length === 1 && last.length >= 2) givenName = isKatakana(given) ? toKatakana(last) : last
  } else {
    // The reading's gap read a glyph off and a glyph of the given name lost ('サカイバ キ' for サカイ ツバキ).
    for (let n = g.length; n >= 2 && familyReading === undefined; n--) if (flat.endsWith(g.slice(-n))) familyReading = flat.slice(0, -n)
  }
  // A kana for each kanji of the family name at least: else no reading of it.
  if (!familyReading || familyReading.length < family.length || familyReading.length > family.length * 4) return undefined
  const asReading = isKatakana(reading[0]) ? toKatakana : (s: string) => s
  return { name: `${family} ${givenName}`, kana: `${asReading(familyReading)} ${asReading(toHiragana(givenName))}` }
}

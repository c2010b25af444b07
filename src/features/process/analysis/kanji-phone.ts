// Phone numbers printed in kanji numerals down a column (縦書き: 〇五四－〇八六－一六〇五). In a column
// the dash is a vertical stroke, which the engine reads as 1, I, l, | or !; the digit 一 is a flat
// stroke, sometimes read as ー, and a flat dash may be read as 一; 〇 comes out as O, or doubled (O〇),
// and the first one as any glyph (て, ひ, C). So each token may be one of a few things, and the
// reading that makes a Japanese phone number (10 digits, the last four apart; 11 for a mobile) is the number.

const KANJI: Record<string, string> = { 〇: '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9' }
/** Kana and kanji the engine reads for a kanji numeral in a column of them (ニ 二, ミ 三, ホ and 太 六, 刀 九, 回 四, ○ 〇). */
const LOOKALIKE: Record<string, string> = { ニ: '2', ミ: '3', ハ: '8', ホ: '6', 太: '6', 刀: '9', 回: '4', '○': '0', '◯': '0' }
/**
 * 八 read twice down a column, first as 和 ('〇九八1四和八四' for 〇九八－四八四, '〇和八二' for 〇八二):
 * 和 is never a numeral, and it only ever comes back right before the 八 it doubles.
 */
export const dropDoubledEight = (text: string) => text.replace(/和(?=八)/g, '')
/** The vertical dash: always a separator among kanji numerals (a digit one would be 一). */
const STROKE = /^[1Il|!'’`:;｜丨]$/
/** A flat stroke: the dash (when the font turns it flat) or the digit 一. */
const FLAT = /^[ー\-－―—‐ｰ‒–−]$/
/** A round glyph: 〇 read in Latin, or a doubled 〇 read twice (O〇). */
const ROUND = /^[OoDQ]$/

/** `again`: a katakana look-alike right after the same one, maybe one numeral read twice (〇八ニニー… for 〇八二ー…). */
type Token = { digit: string } | { sep: true } | { flat: true } | { round: true } | { one: true } | { again: string }

function token(c: string): Token | undefined {
  // 一 is the digit, or a dash the font turned flat (一一 for 一－).
  if (c === '一') return { one: true }
  const d = KANJI[c] ?? LOOKALIKE[c] ?? (/^[02-9]$/.test(c) ? c : undefined)
  if (d) return { digit: d }
  if (STROKE.test(c)) return { sep: true }
  if (FLAT.test(c)) return { flat: true }
  if (ROUND.test(c)) return { round: true }
  return undefined
}

/** A Japanese number in three groups: 10 digits with the last four apart (area and exchange six), or 11 for a mobile, 050 or 0800. */
function validGroups(groups: string[]): boolean {
  if (groups.length !== 3 || !groups[0].startsWith('0')) return false
  const digits = groups.join('')
  const lengths = groups.map((g) => g.length).join('-')
  if (/^0[5789]0/.test(digits)) return lengths === '3-4-4'
  if (digits.startsWith('0120')) return lengths === '4-3-3'
  if (digits.startsWith('0800')) return lengths === '4-3-4'
  return digits.length === 10 && groups[2].length === 4 && groups[0].length >= 2 && groups[0].length <= 5
}

/** The usual area code: two digits for Tokyo and Osaka (03, 06), three for a mobile or most others. */
const usualArea = (groups: string[]) => groups[0].length === (/^0[36]/.test(groups[0]) && !/^0[5789]0/.test(groups.join('')) ? 2 : 3)

/** The readings of the tokens, each ambiguous one either way; the first valid one with the usual area code wins. */
function bestReading(tokens: Token[]): string | undefined {
  const open = tokens.flatMap((t, i) => ('digit' in t || 'sep' in t ? [] : [i]))
  if (open.length > 10) return undefined
  let best: { groups: string[]; score: number } | undefined
  for (let mask = 0; mask < 1 << open.length; mask++) {
    const groups: string[] = ['']
    let changed = 0
    tokens.forEach((t, i) => {
      const k = open.indexOf(i)
      const flip = k !== -1 && (mask >> k) & 1
      if (flip) changed++
      // Unflipped: a flat stroke is the dash, 一 the digit, a round glyph 〇 and a look-alike read again its numeral;
      // flipped: the digit one, the dash, nothing and nothing.
      const digit = 'digit' in t ? t.digit : 'again' in t ? (flip ? '' : t.again) : 'flat' in t ? (flip ? '1' : undefined) : 'one' in t ? (flip ? undefined : '1') : 'round' in t ? (flip ? '' : '0') : undefined
      if (digit === undefined) groups.push('')
      else groups[groups.length - 1] += digit
    })
    let parts = groups.filter(Boolean)
    // A mobile number whose second dash was lost still has one shape (3-4-4).
    const digits = parts.join('')
    if (parts.length === 2 && /^0[5789]0\d{8}$/.test(digits)) parts = [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)]
    if (!validGroups(parts)) continue
    const score = (usualArea(parts) ? 100 : 0) - changed
    if (!best || score > best.score) best = { groups: parts, score }
  }
  return best?.groups.join('-')
}

/** Digits read one glyph apart, ten or more, a bar or I or l among them: see spacedPhones. */
const SPACED_RUN = /(?<!\S)(?:[0-9|Il] ){9,}[0-9](?!\S)/g

/**
 * Numbers printed in letter-spaced full-width digits (０４８－１０３－１５３７): the engine reads them one
 * glyph apart, each full-width dash as a 1 or a bar ("0 4 8 1 1 0 3 | 1 5 3 7"). A bar is the dash, a 1
 * the digit or the dash, and the reading that makes a number with the usual area code wins (048-103-1537,
 * not 0481-03-1537).
 */
export function spacedPhones(text: string): string[] {
  return spacedReadings(text).map((r) => r.number)
}

/** Each spaced run's number, and whether a 1 of it was taken for a dash (a judgement the office checks). */
export function spacedReadings(text: string): { number: string; oneAsDash: boolean }[] {
  return [...text.matchAll(SPACED_RUN)].flatMap((m) => {
    const tokens = m[0].split(' ').map((c): Token => (c === '1' ? { one: true } : /\d/.test(c) ? { digit: c } : { sep: true }))
    const number = bestReading(tokens)
    return number ? [{ number, oneAsDash: number.replace(/\D/g, '').length < (m[0].match(/\d/g) ?? []).length }] : []
  })
}

/** At least this many kanji numerals: an address (三宮町一丁目九番一号) or a postal code has fewer in a row. */
const MIN_KANJI = 6

/** The tokens of the run of numerals that starts at `at`, with the glyphs of a misread first 〇 before it. */
function runAt(chars: string[], at: number): { tokens: Token[]; kanji: number; end: number } {
  const tokens: Token[] = []
  let from = at
  while (from > 0 && at - from < 2 && /\S/.test(chars[from - 1])) from--
  if (from < at) {
    const lead = chars.slice(from, at).map(token)
    // A misread leading 〇 is kept as a round glyph (maybe nothing, as in "O〇").
    if (lead.every((t) => t && 'round' in t)) tokens.push(...(lead as Token[]))
    else if (KANJI[chars[at]] !== '0') tokens.push({ digit: '0' })
  }
  let kanji = 0
  let end = at
  for (; end < chars.length; end++) {
    const c = chars[end]
    if (/\s/.test(c)) continue
    const t = token(c)
    if (!t) break
    if (KANJI[c] !== undefined) kanji++
    tokens.push(LOOKALIKE[c] && chars[end - 1] === c && 'digit' in t ? { again: t.digit } : t)
  }
  return { tokens, kanji, end }
}

/**
 * A phone number printed in kanji numerals in `text` (what follows a label): "〇五四1IO〇八六1一六〇五"
 * → "054-086-1605". One or two glyphs right before the first numeral are a misread 〇 (every number
 * starts with 0: "て七〇…" for 〇七〇…).
 */
export function kanjiPhone(text: string): string | undefined {
  const chars = [...dropDoubledEight(text)]
  for (let at = 0; at < chars.length; at++) {
    if (KANJI[chars[at]] === undefined) continue
    const run = runAt(chars, at)
    const number = run.kanji >= MIN_KANJI ? bestReading(run.tokens) : undefined
    if (number) return number
    at = run.end
  }
  return undefined
}

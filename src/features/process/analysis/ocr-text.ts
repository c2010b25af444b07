// Turning raw OCR output into clean lines. OCR of Japanese cards inserts spaces between characters,
// mixes full- and half-width forms and confuses look-alike glyphs; everything downstream works on
// the lines this file produces.

/** Kanji, kana and the iteration/abbreviation marks used in names and company names. */
export const CJK = '\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF々〆ヶ'
const CJK_CHAR = new RegExp(`^[${CJK}]$`)
/** Two kana or kanji in a row: a line with Japanese in it, not a lone glyph read from a mark. */
export const CJK_RUN = /[\u3040-\u30FF\u3400-\u9FFF]{2}/
/** Only kana and kanji (spaces taken out first): a Japanese name or word, no letter, digit or sign. */
export const JAPANESE_ONLY = /^[\u3041-\u30FF\u3400-\u9FFF々〆ヶ]+$/
/** Letters, digits and @ in a reading: what a reading says, marks and spaces left out. */
export const letterCount = (s: string) => s.replace(/[^\p{L}\p{N}@]/gu, '').length
export const hasCjk = (s: string) => new RegExp(`[${CJK}]`).test(s)

/** Every dash-like glyph OCR produces between digits. */
export const DASHES = /[‐‑‒–—―−ｰー－]/g

/**
 * Full-width to half-width (NFKC), one space between words, and runs of single CJK characters
 * joined ("営 業 部" → "営業部") while a real gap between two words ("山田 太郎") is kept.
 */
export function normalizeLine(raw: string): string {
  const line = raw.normalize('NFKC').replace(/[\t\u3000]/g, ' ').replace(/\s+/g, ' ').trim()
  const tokens = line.split(' ')
  const out: string[] = []
  let run = ''
  for (const tok of tokens) {
    if (CJK_CHAR.test(tok)) {
      run += tok
      continue
    }
    if (run) out.push(run)
    run = ''
    out.push(tok)
  }
  if (run) out.push(run)
  return out.filter(Boolean).join(' ')
}

/** The kana that look the same in hiragana and katakana, each with its twin. */
const TWIN_KANA: Record<string, string> = { へ: 'ヘ', べ: 'ベ', ぺ: 'ペ', ヘ: 'へ', ベ: 'べ', ペ: 'ぺ' }
const isKatakana = (c: string) => /[\u30A1-\u30FA]/.test(c)

/**
 * A kana line written in one script with a twin kana of the other (マナベ シュウへイ) has the line's
 * own; the glyph read several times over in both scripts (シュウヘへヘイ) is one glyph.
 */
export function unifyTwinKana(line: string): string {
  if (!/^[\u3041-\u3096\u30A1-\u30FA\u30FC・ ]+$/.test(line)) return line
  const kana = [...line].filter((c) => /[\u3041-\u3096\u30A1-\u30FA]/.test(c) && !TWIN_KANA[c])
  const katakana = kana.filter(isKatakana).length
  if (!kana.length || (katakana !== kana.length && katakana !== 0)) return line
  const own = (c: string) => (isKatakana(c) === (katakana > 0) ? c : TWIN_KANA[c])
  return line.replace(/[へべぺヘベペ]+/g, (run) => {
    const glyphs = [...run]
    const mixed = glyphs.some(isKatakana) && !glyphs.every(isKatakana)
    const same = new Set(glyphs.map(own)).size === 1
    return mixed && same ? own(glyphs[0]) : glyphs.map(own).join('')
  })
}

export function toLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(normalizeLine)
    .map(unifyTwinKana)
    // Lines of pure punctuation or lone glyphs are OCR noise (card edges, logos).
    .filter((l) => l.length > 1 && /[\p{L}\p{N}]/u.test(l))
}

/** Removes every space between two CJK characters (company and department names never have them). */
export const compactCjk = (s: string) => s.replace(new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, 'g'), '')

/** Look-alike letters read inside a run of digits: O/o/D → 0, l/I/| → 1. */
export function fixDigitLookalikes(run: string): string {
  return run.replace(/[OoDQ]/g, '0').replace(/[lI|!]/g, '1').replace(/[Ss](?=\d)/g, '5')
}

/** How many of `word`'s glyphs `read` holds in order (their longest common subsequence): how much of a word a misreading kept. */
export function commonGlyphs(read: string, word: string): number {
  const x = [...read]
  const y = [...word]
  let row = new Array<number>(y.length + 1).fill(0)
  for (let i = 1; i <= x.length; i++) {
    const next = [0]
    for (let j = 1; j <= y.length; j++) next[j] = x[i - 1] === y[j - 1] ? row[j - 1] + 1 : Math.max(row[j], next[j - 1])
    row = next
  }
  return row[y.length]
}

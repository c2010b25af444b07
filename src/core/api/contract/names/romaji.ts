// Kana reading → romaji, as a Japanese passport writes a name (Hepburn without long-vowel marks):
// サトウ → sato, ショウタ → shota, イノウエ → inoue, ジュンイチ → junichi, ハットリ → hattori.
// The romaji of a stored name is derived from its reading, so nobody has to type a name three times.

const SYLLABLES: Record<string, string> = {
  あ: 'a', い: 'i', う: 'u', え: 'e', お: 'o',
  か: 'ka', き: 'ki', く: 'ku', け: 'ke', こ: 'ko', が: 'ga', ぎ: 'gi', ぐ: 'gu', げ: 'ge', ご: 'go',
  さ: 'sa', し: 'shi', す: 'su', せ: 'se', そ: 'so', ざ: 'za', じ: 'ji', ず: 'zu', ぜ: 'ze', ぞ: 'zo',
  た: 'ta', ち: 'chi', つ: 'tsu', て: 'te', と: 'to', だ: 'da', ぢ: 'ji', づ: 'zu', で: 'de', ど: 'do',
  な: 'na', に: 'ni', ぬ: 'nu', ね: 'ne', の: 'no',
  は: 'ha', ひ: 'hi', ふ: 'fu', へ: 'he', ほ: 'ho', ば: 'ba', び: 'bi', ぶ: 'bu', べ: 'be', ぼ: 'bo',
  ぱ: 'pa', ぴ: 'pi', ぷ: 'pu', ぺ: 'pe', ぽ: 'po',
  ま: 'ma', み: 'mi', む: 'mu', め: 'me', も: 'mo',
  や: 'ya', ゆ: 'yu', よ: 'yo', ら: 'ra', り: 'ri', る: 'ru', れ: 're', ろ: 'ro',
  わ: 'wa', ゐ: 'i', ゑ: 'e', を: 'o', ん: 'n', ゔ: 'vu',
  ぁ: 'a', ぃ: 'i', ぅ: 'u', ぇ: 'e', ぉ: 'o',
}

// A small ゃゅょ after an i-row syllable: き+ゃ → kya, し+ゃ → sha, ち+ゃ → cha, じ+ゃ → ja.
const SMALL_Y: Record<string, string> = { ゃ: 'a', ゅ: 'u', ょ: 'o' }
const KATAKANA_FIRST = 0x30a1
const KATAKANA_LAST = 0x30f6

function toHiragana(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFKC')) {
    const code = ch.codePointAt(0)!
    out += code >= KATAKANA_FIRST && code <= KATAKANA_LAST ? String.fromCodePoint(code - 0x60) : ch
  }
  return out
}

function yoon(base: string, small: string): string {
  const vowel = SMALL_Y[small]!
  if (base === 'shi') return `sh${vowel}`
  if (base === 'chi') return `ch${vowel}`
  if (base === 'ji') return `j${vowel}`
  return `${base.slice(0, -1)}y${vowel}`
}

/** One word of kana as lower-case romaji; characters that are not kana pass through unchanged. */
function romanizeWord(word: string): string {
  const kana = Array.from(toHiragana(word))
  let out = ''
  let double = false
  for (let i = 0; i < kana.length; i++) {
    const ch = kana[i]!
    if (ch === 'っ') {
      double = true
      continue
    }
    // The long-vowel mark is dropped, as passports do (ラーメン → ramen).
    if (ch === 'ー') continue
    let syllable = SYLLABLES[ch]
    if (syllable === undefined) {
      out += ch
      double = false
      continue
    }
    const next = kana[i + 1]
    if (next && SMALL_Y[next] && syllable.endsWith('i') && syllable.length > 1) {
      syllable = yoon(syllable, next)
      i++
    }
    // ん before a vowel or y is written n' in strict Hepburn; passports write plain n (Junichi).
    if (double) syllable = (syllable.startsWith('ch') ? 't' : syllable[0]) + syllable
    double = false
    out += syllable
  }
  // Long vowels are not marked: ou and oo → o, uu → u, unless a vowel follows (Inoue keeps its u).
  return out.replace(/o[ou](?![aeiou])/g, 'o').replace(/uu(?![aeiou])/g, 'u')
}

const capitalize = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word)

/** "サトウ ハルト" → ["Sato", "Haruto"]: each whitespace-separated word in romaji, capitalised. */
export function kanaToRomajiWords(kana: string): string[] {
  return kana
    .normalize('NFKC')
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .map((w) => capitalize(romanizeWord(w)))
}

/** "サトウ ハルト" → "Sato Haruto" (the reading's own order). */
export const kanaToRomaji = (kana: string): string => kanaToRomajiWords(kana).join(' ')

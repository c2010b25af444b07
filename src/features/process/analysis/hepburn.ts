// Kana to Hepburn romaji, the way people spell their names in e-mail addresses: a reading (なかむら
// りょう) gives nakamura, ryo and ryou; さとう gives sato, satou and satoh. Used to check the e-mail's
// local part against the printed reading.

const toHiragana = (s: string) => s.replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))

const ROWS: [string, string[]][] = [
  ['', ['a', 'i', 'u', 'e', 'o']],
  ['k', ['か', 'き', 'く', 'け', 'こ']],
  ['g', ['が', 'ぎ', 'ぐ', 'げ', 'ご']],
  ['s', ['さ', 'し', 'す', 'せ', 'そ']],
  ['z', ['ざ', 'じ', 'ず', 'ぜ', 'ぞ']],
  ['t', ['た', 'ち', 'つ', 'て', 'と']],
  ['d', ['だ', 'ぢ', 'づ', 'で', 'ど']],
  ['n', ['な', 'に', 'ぬ', 'ね', 'の']],
  ['h', ['は', 'ひ', 'ふ', 'へ', 'ほ']],
  ['b', ['ば', 'び', 'ぶ', 'べ', 'ぼ']],
  ['p', ['ぱ', 'ぴ', 'ぷ', 'ぺ', 'ぽ']],
  ['m', ['ま', 'み', 'む', 'め', 'も']],
  ['r', ['ら', 'り', 'る', 'れ', 'ろ']],
]
const VOWELS = 'aiueo'
const SYLLABLE = new Map<string, string>([
  ...'あいうえお'.split('').map((k, i) => [k, VOWELS[i]] as [string, string]),
  ...ROWS.slice(1).flatMap(([c, kana]) => kana.map((k, i) => [k, `${c}${VOWELS[i]}`] as [string, string])),
  ['し', 'shi'], ['ち', 'chi'], ['つ', 'tsu'], ['ふ', 'fu'], ['じ', 'ji'], ['ぢ', 'ji'], ['づ', 'zu'],
  ['や', 'ya'], ['ゆ', 'yu'], ['よ', 'yo'], ['わ', 'wa'], ['を', 'o'], ['ゐ', 'i'], ['ゑ', 'e'], ['ゔ', 'vu'],
  ['ぁ', 'a'], ['ぃ', 'i'], ['ぅ', 'u'], ['ぇ', 'e'], ['ぉ', 'o'],
])
const SMALL_Y: Record<string, string> = { ゃ: 'a', ゅ: 'u', ょ: 'o' }

/** Standard Hepburn, long vowels written out (りょう → ryou, ー repeats the vowel). */
function hepburn(kana: string): string {
  const chars = [...toHiragana(kana)]
  let out = ''
  let double = false
  for (let i = 0; i < chars.length; i++) {
    const k = chars[i]
    if (k === 'っ') {
      double = true
      continue
    }
    if (k === 'ん') {
      out += 'n'
      continue
    }
    if (k === 'ー') {
      out += out.slice(-1).match(/[aiueo]/) ? out.slice(-1) : ''
      continue
    }
    let syl = SYLLABLE.get(k)
    if (syl === undefined) continue
    const y = SMALL_Y[chars[i + 1]]
    if (y && syl.endsWith('i') && syl.length > 1) {
      syl = /^(?:sh|ch|j)/.test(syl) ? `${syl.slice(0, -1)}${y}` : `${syl.slice(0, -1)}y${y}`
      i++
    }
    if (double) syl = syl.startsWith('ch') ? `t${syl}` : `${syl[0]}${syl}`
    double = false
    out += syl
  }
  return out
}

/** The spellings of a kana word people use: long o as ou, o or oh, long u as uu or u. */
export function romajiSpellings(kana: string): string[] {
  const full = hepburn(kana)
  if (!full) return []
  const out = new Set([full, full.replace(/o[ou]/g, 'o').replace(/uu/g, 'u'), full.replace(/o[ou]/g, 'oh').replace(/uu/g, 'u')])
  return [...out]
}

/** A word made of Hepburn syllables (tsuji, hattori, kenichi), as Japanese names in romaji are; "daniel" is not (no l in Hepburn). */
const HEPBURN_WORD = /^(?:(?:[kgszdtnhbpmr]y?|sh|ch|ts|j|f|w|y|kk|ss|tt|pp|tch|ssh)?[aiueo]|n|m(?=[bmp]))+$/
export const isHepburn = (word: string) => HEPBURN_WORD.test(word)

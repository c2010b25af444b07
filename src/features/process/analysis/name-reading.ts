import { isKanaLine } from './card-roles'
import { foldRomaji, kanaToRomaji } from './kana-romaji'

// Which kana line is the name's printed reading. The engine reads marks, rules and small print it
// cannot make out as kana too ('ーーー' from a rule, 'でなすさなフフ' from a low-resolution reading,
// 'っつるゃるで' upside down): kana spelt so no name is. Pure.

const HIRAGANA = /[\u3041-\u3096]/
const KATAKANA = /[\u30A1-\u30FA]/
/** Kana a small ゃゅょ may follow: the i-row (き, し, ち…), in both scripts. */
const I_ROW = 'きぎしじちぢにひびぴみりキギシジチヂニヒビピミリ'

/**
 * Kana spelt as a reading can be: one script (a reading is printed in hiragana or in katakana), a
 * kana that is no mark (ー, a small kana) to start each word, and a small ゃゅょ only after the i-row.
 */
export function spelledAsReading(line: string): boolean {
  if (HIRAGANA.test(line) && KATAKANA.test(line)) return false
  const words = line.split(/[\s・]+/).filter(Boolean)
  if (!words.length || words.some((w) => /^[ーぁぃぅぇぉっゃゅょゎんァィゥェォッャュョヮンヵヶ]/.test(w))) return false
  return [...line].every((c, k) => !/[ゃゅょャュョ]/.test(c) || I_ROW.includes(line[k - 1] ?? ''))
}

/** A line that may be the reading: a kana line (not a title) spelt as a reading. */
export const isReading = (line: string) => isKanaLine(line) && spelledAsReading(line)

const SMALL_TO_BIG: Record<string, string> = Object.fromEntries(
  [...'ぁぃぅぇぉゃゅょァィゥェォャュョ'].map((c, k) => [c, 'あいうえおやゆよアイウエオヤユヨ'[k]]),
)
/**
 * A kana read small where no word of a reading has one: at a word's start past the gap ('オオノ ュキオ'),
 * or read twice ('ワタナベュュイ': ユ as two small glyphs), or after a kana no small one follows. Only on lines of kana alone.
 */
export function enlargeStrayKana(line: string): string {
  if (!/^[\u3041-\u3096\u30A1-\u30FA\u30FC ]+$/.test(line)) return line
  return line
    .replace(/(?<= )[ぁぃぅぇぉゃゅょァィゥェォャュョ]|([ぁぃぅぇぉゃゅょァィゥェォャュョ])\1/g, (m) => SMALL_TO_BIG[m[0]])
    // …or a small ゃゅょ after a kana they never follow ('いしいゅたか': only the i-row takes one).
    .replace(/(?<=[\u3041-\u3096\u30A1-\u30FA])[ゃゅょャュョ]/g, (c, k: number, all: string) => (I_ROW.includes(all[k - 1]) ? c : SMALL_TO_BIG[c]))
}

/**
 * A line of kana in brackets is the reading printed beside or under the name ("(おおこうち はるか)"): the
 * brackets go, and so does one the engine read alone (its pair lost). Other lines are left as read.
 */
export function unbracketReading(line: string): string {
  const inner = /^\s*[(（]?\s*([^()（）]+?)\s*[)）]?\s*$/.exec(line)?.[1]
  return inner && inner !== line.trim() && isReading(inner) ? inner : line
}

/** The words of an e-mail's local part a name may be (kaoru.shoji, khasumi: with an initial glued on, hasumi). */
function localNames(email: string): string[] {
  const local = email.split('@')[0] ?? ''
  return local
    .split(/[._\d-]+/)
    .flatMap((w) => [w, w.slice(1)])
    .filter((w) => w.length >= 4)
    .map(foldRomaji)
}

/**
 * A reading printed without its gap ('ハスミケイスケ') looks like any katakana word; it is the person's
 * when it starts or ends with a name of the e-mail's local part (khasumi@…: hasumi).
 */
export function readingOfEmail(line: string, email: string): boolean {
  if (!email || !isReading(line)) return false
  const romaji = foldRomaji(kanaToRomaji(line.replace(/[\s・]/g, '')))
  return localNames(email).some((w) => w.length >= 4 && romaji.length > w.length && (romaji.startsWith(w) || romaji.endsWith(w)))
}

/** Kana no small っ can stand before: the n-, m-, y-, r- and w-rows, the vowels and ん (no reading doubles them). */
const NO_SOKUON_BEFORE = 'なにぬねのまみむめもやゆよらりるれろわをんあいうえおナニヌネノマミムメモヤユヨラリルレロワヲンアイウエオ'
/** The vowel of each kana a small vowel may repeat ('オォ'). */
const VOWEL_ROWS = ['あかさたなはまやらわがざだばぱアカサタナハマヤラワガザダバパ', 'いきしちにひみりぎじぢびぴイキシチニヒミリギジヂビピ', 'うくすつぬふむゆるぐずづぶぷウクスツヌフムユルグズヅブプ', 'えけせてねへめれげぜでべぺエケセテネヘメレゲゼデベペ', 'おこそとのほもよろをごぞどぼぽオコソトノホモヨロヲゴゾドボポ']
const SMALL_VOWELS = 'ぁぃぅぇぉ'
const SMALL_VOWELS_KATA = 'ァィゥェォ'

/**
 * A printed reading with a mark or a speck read as a small kana: っ where no reading can have one
 * ('つっむぎ' for つむぎ), a small vowel after a kana of the same vowel ('ノブオォ' for ノブオ).
 */
export function tidyReading(reading: string): string {
  return [...reading]
    .filter((c, k, all) => {
      const next = all[k + 1] ?? ''
      const before = all[k - 1] ?? ''
      if ((c === 'っ' || c === 'ッ') && NO_SOKUON_BEFORE.includes(next)) return false
      const small = Math.max(SMALL_VOWELS.indexOf(c), SMALL_VOWELS_KATA.indexOf(c))
      return !(small >= 0 && VOWEL_ROWS[small].includes(before))
    })
    .join('')
}

/**
 * A name cut over two rows, the family name alone above the given name and the reading beside it
 * ('石井' / '豊 いしいゆたか'): one row again, for the name and its reading to be read together. Not a title.
 */
export function joinCutNameRows(lines: string[], isTitle: (line: string) => boolean): string[] {
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const next = /^([\u3400-\u9FFF々]{1,2}) ([\u3041-\u3096]{4,})$/.exec(lines[i + 1]?.trim() ?? '')
    const family = lines[i].trim()
    if (next && /^[\u3400-\u9FFF々]{1,3}$/.test(family) && !isTitle(family) && !isTitle(next[1]) && next[2].length >= family.length + next[1].length + 1) {
      out.push(`${family} ${next[1]} ${enlargeStrayKana(next[2])}`)
      i++
    } else out.push(lines[i])
  }
  return out
}

// A kana word checked against the same word in romaji elsewhere on the card: the company's name in its
// e-mail domain (ハルカゼ, harukaze.co.jp), the printed reading in the e-mail's local part. A kana
// word that is one sound off a romaji word of the card (ハルルカゼ for harukaze) is a misread the engine
// was sure of; one that matches, or has no romaji look-alike at all (an English domain), says nothing.

/** The consonant each katakana starts with, Hepburn spellings folded (shi s, chi/tsu t, ji z, fu h); vowels and ン's n apart. */
const ONSETS: [string, string][] = [
  ['カキクケコ', 'k'], ['ガギグゲゴ', 'g'], ['サシスセソ', 's'], ['ザジズゼゾヂヅ', 'z'], ['タチツテト', 't'], ['ダデド', 'd'],
  ['ナニヌネノン', 'n'], ['ハヒフヘホ', 'h'], ['バビブベボヴ', 'b'], ['パピプペポ', 'p'], ['マミムメモ', 'm'], ['ヤユヨ', 'y'],
  ['ラリルレロ', 'r'], ['ワヲ', 'w'],
]
const ONSET = new Map(ONSETS.flatMap(([kana, c]) => [...kana].map((k) => [k, c] as const)))

/** Hiragana written in katakana, and back. */
export const toKatakana = (s: string) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
export const toHiragana = (s: string) => s.replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))

/** The consonants of a kana word, in order: ハルカゼ → hrkz. Small ャュョ add the y of kya, not after shi/chi/ji. */
export function kanaSkeleton(kana: string): string {
  let out = ''
  let prev = ''
  for (const k of toKatakana(kana)) {
    if ('ャュョ'.includes(k)) out += 'シチジ'.includes(prev) ? '' : 'y'
    else if (k === 'ヲ') out += ''
    else out += ONSET.get(k) ?? ''
    prev = k
  }
  return out
}

/** A word spelt in Hepburn romaji syllables (harukaze, mitsuboshi, kyo), not English (soft, tech). */
const ROMAJI = /^(?:(?:[kgszdtnhbpmr]y?|sh|ch|ts|j|f|w|y)?[aiueo]|n)+$/

/** The same fold for a romaji word: doubled letters once (hokkaido), then its consonants. */
export function romajiSkeleton(word: string): string {
  return word
    .toLowerCase()
    .replace(/(.)\1/g, '$1')
    .replace(/sh/g, 's')
    .replace(/ch|ts/g, 't')
    .replace(/j/g, 'z')
    .replace(/f/g, 'h')
    .replace(/[aiueo]/g, '')
}

/** Levenshtein distance, for short words. */
export function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]
}

/** Whether some stretch of `text` about as long as `word` (one shorter only for 4 or more) is one consonant off it. */
function nearIn(word: string, text: string): boolean {
  for (let len = word.length >= 4 ? word.length - 1 : word.length; len <= word.length + 1; len++) {
    for (let i = 0; i + len <= text.length; i++) if (distance(word, text.slice(i, i + len)) === 1) return true
  }
  return false
}

/**
 * True when kana of `value` and a romaji word of `romaji` are one consonant apart and match nowhere:
 * the same word, misread on one side (romaji that is not Hepburn, an English word, is not compared;
 * nor is anything under 3 consonants: a short stretch one off is too often chance).
 * A company's kana word is looked for in the romaji (ハルカゼ in harukaze-design). With `holdsMore`,
 * the romaji word is looked for in the kana: a reading holds family and given name, an e-mail often one.
 */
export function kanaMisreadAgainst(value: string, romaji: string[], { holdsMore = false } = {}): boolean {
  const skeletons = romaji
    .flatMap((r) => r.toLowerCase().split(/[^a-z]+/))
    .filter((w) => ROMAJI.test(w))
    .map(romajiSkeleton)
    .filter((s) => s.length >= 3)
  if (!skeletons.length) return false
  if (holdsMore) {
    const k = kanaSkeleton(value.replace(/[^\u3041-\u3096\u30A1-\u30FAー]/g, ''))
    // An initial glued to the name (kyamazaki, nhasumi) adds one consonant that is no misread.
    const held = (s: string) => k.includes(s) || (s.length >= 4 && (k.includes(s.slice(1)) || k.includes(s.slice(0, -1))))
    return skeletons.some((s) => !held(s) && nearIn(s, k))
  }
  const kanaWords = (value.match(/[\u3041-\u3096\u30A1-\u30FAー]{3,}/g) ?? []).map(kanaSkeleton).filter((k) => k.length >= 3)
  return kanaWords.some((k) => !skeletons.some((s) => s.includes(k)) && skeletons.some((s) => nearIn(k, s)))
}

/** Hepburn syllables of the katakana, two-kana ones (キャ) first; ッ doubles the next consonant, ー is dropped. */
const SYLLABLE_LIST =
  'キャ kya キュ kyu キョ kyo シャ sha シュ shu ショ sho チャ cha チュ chu チョ cho ニャ nya ニュ nyu ニョ nyo ヒャ hya ヒュ hyu ヒョ hyo ミャ mya ミュ myu ミョ myo ' +
    'リャ rya リュ ryu リョ ryo ギャ gya ギュ gyu ギョ gyo ジャ ja ジュ ju ジョ jo ビャ bya ビュ byu ビョ byo ピャ pya ピュ pyu ピョ pyo ' +
    'ア a イ i ウ u エ e オ o カ ka キ ki ク ku ケ ke コ ko サ sa シ shi ス su セ se ソ so タ ta チ chi ツ tsu テ te ト to ナ na ニ ni ヌ nu ネ ne ノ no ' +
    'ハ ha ヒ hi フ fu ヘ he ホ ho マ ma ミ mi ム mu メ me モ mo ヤ ya ユ yu ヨ yo ラ ra リ ri ル ru レ re ロ ro ワ wa ヲ o ン n ' +
    'ガ ga ギ gi グ gu ゲ ge ゴ go ザ za ジ ji ズ zu ゼ ze ゾ zo ダ da ヂ ji ヅ zu デ de ド do バ ba ビ bi ブ bu ベ be ボ bo パ pa ピ pi プ pu ペ pe ポ po ヴ vu'
const SYLLABLES = new Map<string, string>()
for (const [i, w] of SYLLABLE_LIST.split(' ').entries()) if (i % 2) SYLLABLES.set(SYLLABLE_LIST.split(' ')[i - 1], w)

/** A kana word in Hepburn romaji: あきやま → akiyama, はっとり → hattori. Kana it does not know are left out. */
export function kanaToRomaji(kana: string): string {
  const k = toKatakana(kana)
  let out = ''
  let double = false
  for (let i = 0; i < k.length; i++) {
    if (k[i] === 'ッ') {
      double = true
      continue
    }
    // The long-vowel mark repeats the vowel before it (ケーコ → keeko).
    if (k[i] === 'ー') {
      out += /[aiueo]$/.test(out) ? out.slice(-1) : ''
      continue
    }
    const two = SYLLABLES.get(k.slice(i, i + 2))
    const syllable = two ?? SYLLABLES.get(k[i]) ?? ''
    if (two) i++
    out += double && syllable ? syllable[0].replace('c', 't') + syllable : syllable
    double = false
  }
  return out
}

/**
 * Romaji with the spellings people choose between folded together (shi/si, tsu/tu, ji/zi, fu/hu, ō as
 * ou/oo/oh/o, doubled letters, m before b/p): spellings of one name compare equal, misreads do not.
 */
export const foldRomaji = (word: string) =>
  word
    .toLowerCase()
    .replace(/m(?=[bpm])/g, 'n')
    .replace(/(.)\1/g, '$1')
    .replace(/sh/g, 's')
    .replace(/ch|ts/g, 't')
    .replace(/j/g, 'z')
    .replace(/f/g, 'h')
    .replace(/([stz])y/g, '$1')
    .replace(/o[uoh](?![aiueo])/g, 'o')
    .replace(/uu/g, 'u')

/** The spellings of a kana word people use in e-mail addresses: long o as ou, o or oh, long u as uu or u (さとう → satou, sato, satoh). */
export function romajiSpellings(kana: string): string[] {
  const full = kanaToRomaji(kana)
  if (!full) return []
  return [...new Set([full, full.replace(/o[ou]/g, 'o').replace(/uu/g, 'u'), full.replace(/o[ou]/g, 'oh').replace(/uu/g, 'u')])]
}

/** A word made of Hepburn syllables (tsuji, hattori, kenichi), as Japanese names in romaji are; "daniel" is not (no l in Hepburn). */
const HEPBURN_WORD = /^(?:(?:[kgszdtnhbpmr]y?|sh|ch|ts|j|f|w|y|kk|ss|tt|pp|tch|ssh)?[aiueo]|n|m(?=[bmp]))+$/
export const isHepburn = (word: string) => HEPBURN_WORD.test(word)

/** Each kana with its voicing marks taken off or put on (サ ザ, ハ バ パ): the engine drops and adds them. */
const VOICING_ROWS = ['カガ', 'キギ', 'クグ', 'ケゲ', 'コゴ', 'サザ', 'シジ', 'スズ', 'セゼ', 'ソゾ', 'タダ', 'チヂ', 'ツヅ', 'テデ', 'トド', 'ハバパ', 'ヒビピ', 'フブプ', 'ヘベペ', 'ホボポ']
const VOICINGS = new Map<string, string[]>()
for (const row of VOICING_ROWS) for (const k of row) VOICINGS.set(k, [...row].filter((o) => o !== k))
/** At most this many kana of a word are given other voicing marks. */
const MAX_REVOICED = 2

/** The word with up to MAX_REVOICED kana voiced otherwise, each spelling once. */
/** The word with other voicing marks on a kana or two (ブ for プ, ト for ド), itself first. */
export function revoiced(word: string): string[] {
  const hira = /[\u3041-\u3096]/.test(word)
  const kata = [...toKatakana(word)]
  let out = [kata]
  for (let round = 0; round < MAX_REVOICED; round++) {
    out = [...out, ...out.flatMap((w) => w.flatMap((k, i) => (VOICINGS.get(k) ?? []).map((o) => w.map((c, j) => (j === i ? o : c)))))]
  }
  return [...new Set(out.map((w) => w.join('')))].map((w) => (hira ? toHiragana(w) : w))
}

/**
 * A reading whose voicing marks were misread (ザイドウナナ for サイトウ ナナ, しょうじ ざくら), or with a glyph
 * read twice (くわばぱら), set right by the romaji printed on the card (the name in romaji, the e-mail's
 * local part): each word of the reading, or the whole of it against two romaji words together, is given
 * other marks on a kana or two, else loses one kana, when that alone makes it spell a romaji word the card
 * prints. Undefined when it needs no change or no one change fits.
 */
export function revoiceAgainst(reading: string, romaji: string[]): string | undefined {
  // An initial glued onto the family name in an e-mail (ykuwabara@) is left off too.
  const tokens = romaji.flatMap((r) => r.toLowerCase().split(/[^a-z]+/)).flatMap((w) => (w.length >= 5 ? [w, w.slice(1)] : [w]))
  const words = [...new Set(tokens.filter((w) => w.length >= 2 && isHepburn(w)))]
  const single = new Set(words.map(foldRomaji))
  const pairs = new Set(words.flatMap((a) => words.filter((b) => b !== a).map((b) => foldRomaji(a + b))))
  const fits = (kana: string, targets: Set<string>) => targets.has(foldRomaji(kanaToRomaji(kana)))
  const fix = (word: string, targets: Set<string>): string | undefined => {
    if (fits(word, targets)) return word
    const found = revoiced(word).filter((w) => fits(w, targets))
    if (found.length) return found.length === 1 ? found[0] : undefined
    // A glyph read twice (くわばぱら: a voiced kana as two; ササキキ): one kana fewer. A doubled vowel
    // (クウワバラ) fits already: the fold takes long vowels as one.
    const fewer = new Set([...word].map((_, i) => word.slice(0, i) + word.slice(i + 1)).filter((w) => w.length >= 2 && fits(w, targets)))
    return fewer.size === 1 ? [...fewer][0] : undefined
  }
  const parts = reading.trim().split(/\s+/)
  const each = parts.map((p) => fix(p, single))
  if (parts.length > 1 && each.every(Boolean)) return each.join(' ') === reading.trim() ? undefined : each.join(' ')
  // A word the card prints no romaji for (the given name, when the e-mail has only the family's) is left as read.
  if (parts.length > 1 && each.some((w, i) => w && w !== parts[i])) return each.map((w, i) => w ?? parts[i]).join(' ')
  const whole = fix(parts.join(''), parts.length > 1 ? pairs : new Set([...single, ...pairs]))
  // A reading read without its gap whose head is a name the card spells: where its mark was misread
  // ('くほさとる' with s-kubo@), or where the whole would fit only with a glyph of the given name
  // dropped ('おざきけい' with k-ozaki@ is not おざき read twice), the gap goes after the head.
  // Not where the whole fits both names the card spells with a glyph dropped ('いしいやゆきお': the gap read as や).
  const split = parts.length === 1 && !(whole && fits(whole, pairs)) ? headWord(parts[0], (kana) => fits(kana, single)) : undefined
  if (split && (whole === undefined ? split.head !== parts[0].slice(0, split.end) : whole.length < parts[0].length)) {
    // A small kana after the head is the gap read as one ('オオコウチャヤマト').
    return `${split.head} ${parts[0].slice(split.end).replace(SMALL_KANA, '')}`
  }
  if (whole && whole !== parts.join('')) return whole
  return parts.length === 1 ? strayGap(parts[0], (kana) => fits(kana, single)) : undefined
}

const SMALL_KANA = /^[ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ]/

/** The longest head of a reading (two kana at least, two left after it) that spells a name, its marks set right if need be. */
function headWord(reading: string, spells: (kana: string) => boolean): { head: string; end: number } | undefined {
  for (let end = reading.length - 2; end >= 2; end--) {
    const read = reading.slice(0, end)
    const head = spells(read) ? read : revoiced(read).find(spells)
    if (head) return { head, end }
  }
  return undefined
}

/**
 * The gap between family and given name read as a small kana ('オオコウチャヤマト'): no word starts with
 * one. Where the reading's start spells a romaji word the card prints (okochi) and a small kana follows
 * it, that kana was the gap.
 */
function strayGap(word: string, fits: (kana: string) => boolean): string | undefined {
  for (let i = 2; i < word.length - 2; i++) {
    if (SMALL_KANA.test(word.slice(i)) && fits(word.slice(0, i))) return `${word.slice(0, i)} ${word.slice(i + 1)}`
  }
  return undefined
}

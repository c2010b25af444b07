import { kanaToRomaji } from './kana-romaji'

/**
 * Romaji with the ways one reading is written folded (ō as ou/oo/oh/o, doubled letters, m before b/p),
 * but not the kana they stand for: foldRomaji's sh = s would make 翔太 (shota) 颯太 (sota).
 */
const fold = (word: string) =>
  word
    .toLowerCase()
    .replace(/m(?=[bp])/g, 'n')
    .replace(/o[uoh](?![aiueo])/g, 'o')
    .replace(/(.)\1/g, '$1')

// Name kanji the engines cannot read: 颯 and 濵 are in neither model's glyphs, 紬, 柊, 蒔 and 雫 only
// in the line recogniser's (which the page read seldom asks about a sure line), and 翔, 楓, 熊 and 凛
// lose to common look-alikes (大期, 矢野板, 能田). Glyph by glyph nothing on the card says them; but
// the card prints the name a second time, in kana or in romaji (its reading, 'YOKOYAMA Sota', an
// e-mail's sota.yokoyama@), and a few names spelt so are nearly always written one way: 'tsumugi' is 紬,
// 'sota' with a glyph read as 意 or 旋 before 太 is 颯太. A name part one glyph off such a name (or
// its first glyph lost: '田 達也' beside まきた たつや, '喜屋武 太' beside sota.kyan@) whose reading the card spells is taken as that
// name, for the office to check (field-confidence: 'by-reading'). Pure.

/** A name part: what it is written as, how it reads, and the glyphs it may be spelt with instead at the glyph the engine lost (宗太, 壮太 are other sota). */
type Known = { part: 'family' | 'given'; name: string; readings: string[]; also: string }

// part, name, readings, other spellings of the reading at the hard glyph (left as read)
const TABLE = `
given 颯太 sota 宗壮奏蒼爽草創聡総想惣荘早双湊
given 颯真 soma 蒼相壮奏宗爽創総
given 颯 hayate 疾
given 紬 tsumugi
given 柊 hiiragi
given 楓 kaede
given 雫 shizuku
given 凪 nagi 渚
given 澪 mio 美
given 湊 minato 港
given 凛 rin 凜倫鈴琳林梨輪燐
given 蓮 ren 廉恋連錬煉怜漣
given 翔 kakeru 駆架
given 大翔 hiroto,taito 斗人都登渡飛冬
given 陽翔 haruto 斗人都登晴悠遥春温暖治
given 悠翔 yuto 斗人都登優勇雄祐佑
given 結翔 yuito 斗人都登唯
given 翔太 shota 将正祥昌章彰庄尚勝省昇
given 翔真 shoma 将正祥昌章彰尚勝昇
family 柊 hiiragi
family 蒔田 makita 牧槙槇巻真
family 濵田 hamada 浜濱
family 熊田 kumada 隈久
family 熊谷 kumagai 隈
family 熊野 kumano 隈
family 國分 kokubun 国
family 邊見 hemmi,henmi 辺逸
family 古賀 koga
`

const KNOWN: Known[] = TABLE.trim()
  .split('\n')
  .map((row) => {
    const [part, name, readings, also = ''] = row.split(' ')
    return { part: part as Known['part'], name, readings: readings.split(',').map(fold), also }
  })

/** A glyph read for 濵 that 濱 (which the engine knows) would not be read as. */
const LOOKS_LIKE: Record<string, string> = { 濵: '演' }

/**
 * The romaji words the card spells the name in, by the part they spell where the card says: a reading's
 * first word and a romaji name's word in capitals are the family name ('HIIRAGI Rie'), its last word
 * and a capitalised word the given one; `either` is an e-mail's words. `whole` are readings printed
 * without a gap (くどうそうた), which hold both parts.
 */
export type NameSpellings = { family: string[]; given: string[]; either: string[]; whole: string[] }

/** The spellings of the name on the card: its printed reading, its romaji lines, its e-mail's local part. */
export function nameSpellings(kana: string, latinLines: string[], email: string): NameSpellings {
  const reading = kana.trim().split(/[\s・]+/).filter(Boolean).map(kanaToRomaji)
  const latin = latinLines.flatMap((l) => l.match(/[A-Za-z]{2,}/g) ?? [])
  const folded = (words: string[]) => words.filter((w) => w.length >= 2).map(fold)
  return {
    family: folded([...(reading.length > 1 ? [reading[0]] : []), ...latin.filter((w) => w === w.toUpperCase())]),
    given: folded([...(reading.length > 1 ? [reading[reading.length - 1]] : []), ...latin.filter((w) => /^[A-Z][a-z]+$/.test(w))]),
    either: folded([...latin.filter((w) => w === w.toLowerCase()), ...(email.split('@')[0] ?? '').toLowerCase().split(/[^a-z]+/)]),
    whole: reading.length === 1 ? [fold(reading[0])] : [],
  }
}

const spelt = (k: Known, s: NameSpellings) =>
  k.readings.some(
    (r) => (k.part === 'family' ? s.family : s.given).includes(r) || s.either.includes(r) || s.whole.some((w) => w.length > r.length && (k.part === 'family' ? w.startsWith(r) : w.endsWith(r))),
  )

/** Whether `read` is `k.name` with its one hard glyph misread (or its first glyph lost: '田' for 蒔田, '太' for 颯太). */
function offByHardGlyph(read: string, k: Known): boolean {
  const want = [...k.name]
  const got = [...read]
  if (got.length === want.length - 1 && want.length > 1) return got.join('') === want.slice(1).join('')
  if (got.length !== want.length) return false
  const off = want.map((c, i) => (c === got[i] ? -1 : i)).filter((i) => i >= 0)
  if (off.length !== 1) return false
  const [i] = off
  const glyph = got[i]
  if (!/[\u3400-\u9FFF]/.test(glyph) || k.also.includes(glyph)) return false
  return !LOOKS_LIKE[want[i]] || LOOKS_LIKE[want[i]].includes(glyph)
}

/** The name with a part the card spells elsewhere put right (see above); else the name as read. */
export function nameOfReading(name: string, spellings: NameSpellings): string {
  const known = KNOWN.filter((k) => spelt(k, spellings))
  if (!known.length) return name
  const parts = name.split(' ')
  const familyOf = (read: string) => known.find((k) => k.part === 'family' && (k.name === read || offByHardGlyph(read, k)))
  const sameReading = (k: Known, other?: Known) => k.readings.some((r) => other?.readings.includes(r))
  if (parts.length === 2) {
    // A reading spells one part: hiiragi is 柊 圭's family name, not its given one too.
    const family = familyOf(parts[0])
    const given = known.find((k) => k.part === 'given' && offByHardGlyph(parts[1], k) && !sameReading(k, family))
    return family?.name !== parts[0] || given ? `${family?.name ?? parts[0]} ${given?.name ?? parts[1]}` : name
  }
  if (parts.length !== 1) return name
  // A name read without its gap: the known part is at its head (a family name) or its tail (a given one).
  const glyphs = [...name]
  const found = new Set<string>()
  for (const k of known) {
    const n = [...k.name].length
    for (const len of k.part === 'family' ? [n, n - 1] : [n]) {
      if (len < 1 || len >= glyphs.length) continue
      const head = glyphs.slice(0, k.part === 'family' ? len : glyphs.length - len).join('')
      const tail = glyphs.slice(k.part === 'family' ? len : glyphs.length - len).join('')
      if (k.part === 'family' && offByHardGlyph(head, k)) found.add(`${k.name} ${tail}`)
      if (k.part === 'given' && offByHardGlyph(tail, k) && !sameReading(k, familyOf(head))) found.add(`${head} ${k.name}`)
    }
  }
  return found.size === 1 ? [...found][0] : name
}

/** Whether the reader put a glyph of the name in from its reading: a glyph of a known name no line holds. */
export function nameByReading(value: string, lineTexts: string[]): boolean {
  return [...value].some((c) => /[\u3400-\u9FFF]/.test(c) && KNOWN.some((k) => k.name.includes(c)) && !lineTexts.some((t) => t.includes(c)))
}

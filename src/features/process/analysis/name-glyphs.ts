import { cropBox, cropLine, isColumnBox, median, largeLineTest, type Picture } from './card-image'
import { readLine, type OcrLine } from './ocr-engine'
import { forOfficeCheck, WORD_DOUBT_BELOW } from './field-confidence'
import { inkGlyphs, nameBreak, type InkGlyph, type InkGlyphs, type Span } from './ink-glyphs'
import { greyAt } from './glyph-match'
import { placeWords, readsAsName, type Placed } from './name-spans'
import { isJapaneseCompany } from './card-company'
import { JAPANESE_ONLY, normalizeLine } from './ocr-text'
import { mostlyInside } from './line-rows'
import { asKanji, barGlyph, givenBeyond, GIVEN_GAP, MAX_GIVEN } from './lost-glyphs'

// A name's line read with one glyph wrong or lost: a rare kanji read as another or as a sign ('辻 &',
// '菅原迄' for 菅原 遥), one glyph read as two ('東海林 和則' for 東海林 薫), a glyph the line's words
// leave out. The line's ink says where each glyph is (ink-glyphs.ts); the words the engine doubted say
// which glyphs to read again. Each such glyph is read alone, at a few sizes, as a glyph and as a word:
// the engine misreads a lone glyph now and then, but rarely the same way twice, so a glyph most of
// the readings agree on replaces it. The gap between family and given name comes from the ink too.

type Box = NonNullable<OcrLine['box']>

/** A word read less sure than this may hold a misread glyph (the office check's word bar). */
const WORD_SURE = WORD_DOUBT_BELOW
/** A glyph of ink wider than this share of its height is two glyphs the cut did not tell apart. */
const WIDEST_GLYPH = 1.35
/** Ink narrower than this share of the line's height is a bar or rule, not a glyph. */
const THIN = 0.3
/** At most this many glyphs of a line are read again; of a row with a title or reading cut off it, a whole name's. */
const MAX_DOUBTED = 3
const MAX_DOUBTED_BESIDE = 4
/** How far past the line's box a glyph it lost may stand, in glyphs. */
const LOST_REACH = 1.5
/** The crops a doubted glyph is read as: one word or one glyph, at this height in px. */
export const GLYPH_READS: { single: 'glyph' | 'word'; size: number }[] = [
  { single: 'word', size: 32 },
  { single: 'word', size: 64 },
  { single: 'word', size: 96 },
  { single: 'glyph', size: 64 },
  { single: 'word', size: 48 },
  { single: 'glyph', size: 48 },
]

/** Ink lower than this share of the line's is small text; lower than `FLAT`, and wide, a flat glyph (一). */
const SMALL_INK = 0.6
const FLAT = 0.25
/** Small text: a title or reading printed beside the name, not a glyph of it (一 is flat, not small). */
const smallInk = (g: InkGlyph, side: number) => g.height < side * SMALL_INK && !(g.height < side * FLAT && g.to - g.from >= side * SMALL_INK)

const KANA = /^[\u3041-\u30FA]$/u
const KANJI = /^[\u3400-\u9FFF々]$/u
const ONE_GLYPH = /^[\u3041-\u30FA\u3400-\u9FFF々]$/u
const chars = (s: string) => [...s.normalize('NFKC').replace(/\s+/g, '')]

/** How often each single glyph was read, and how many readings said anything. */
function tally(readings: string[]): { counts: Map<string, number>; said: number } {
  const said = readings.map((r) => r.replace(/\s+/g, '')).filter(Boolean)
  const counts = new Map<string, number>()
  for (const r of said) if (ONE_GLYPH.test(r)) counts.set(r, (counts.get(r) ?? 0) + 1)
  return { counts, said: said.length }
}

/**
 * The glyph most readings agree on: read by two at least and by twice as many as read anything
 * else (an empty reading says nothing). With `left` readings still to come, only a vote they could
 * not overturn.
 */
export function votedGlyph(readings: string[], left = 0): string | undefined {
  const { counts, said } = tally(readings)
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  // The readings to come might all say something else.
  return best && n >= 2 && n >= 2 * (said - n + left) ? best : undefined
}

/** Whether `left` more readings could still give a vote. */
export function voteOpen(readings: string[], left: number): boolean {
  const { counts, said } = tally(readings)
  const can = (n: number) => n + left >= 2 && n + left >= 2 * (said - n)
  return [...counts.values()].some(can) || can(0)
}

/** One glyph of the line's ink: where it is along the line, what the line read there (if it can tell), and whether to read it again. */
export type NameGlyph = InkGlyph & { own?: string; doubted: boolean; beyond?: boolean }

/**
 * A line shaped like a name, maybe with a glyph read as a sign or letters: no company, contact or
 * katakana word (a title, a company's name). A title read in it is no bar: a misread glyph makes
 * titles (啓介 read as 部); what the glyphs spell must read as a name in the end.
 */
export function nameShaped(text: string, beside = false): boolean {
  const line = normalizeLine(text)
  const glyphs = chars(line)
  // Beside small text cut off its row (a title, a reading), large glyphs are a name however misread ('[573' for 辻 茂).
  if (glyphs.length < 1 || glyphs.length > 8 || (!beside && (glyphs.length < 2 || !/[\u3400-\u9FFF々]/.test(line)))) return false
  // Capitals alone are look-alikes of glyphs ('SRE 聡' for 舘野 聡); a word in lower case is English.
  if (/@|[a-z]{3}|[A-Za-z]{5}/.test(line) || (!beside && /\d{3}/.test(line))) return false
  // A bar before kanji at the line's start is a flat glyph misread (ー階堂 for 二階堂), no katakana word.
  if (/\(株|\(有|株\)|有\)/.test(line) || /ー/.test(line.replace(/^ー(?=[\u3400-\u9FFF])/u, '')) || (line.match(/[\u30A1-\u30FA]/g) ?? []).length >= 3) return false
  return !isJapaneseCompany(line)
}

/**
 * The line's glyphs from its ink (`ink` along the line, in picture coordinates), each matched to the
 * word over it. A glyph is doubted when no word covers it (a glyph lost), when its word was read
 * unsure, as a sign or letter, or with another number of glyphs than it covers. Undefined when the
 * ink does not cut into a name's glyphs or nothing is doubted.
 */
export function planGlyphs(line: OcrLine, words: Placed[], ink: InkGlyphs, vertical: boolean, most = MAX_DOUBTED, keep = false): NameGlyph[] | undefined {
  const box = line.box!
  const [from, to] = vertical ? [box.y0, box.y1] : [box.x0, box.x1]
  const { side } = ink
  const inside = (g: Span) => Math.min(g.to, to) - Math.max(g.from, from) >= (g.to - g.from) / 2
  // A glyph the line lost stands close before or after it, within reach, and is a glyph's size (no rule or dot).
  const glyphSized = (g: InkGlyph) => g.to - g.from >= side * 0.5 && g.height >= side * 0.6
  const glyphs = ink.glyphs.filter(inside)
  if (!glyphs.length) return undefined
  for (const g of ink.glyphs.filter((g) => g.to <= glyphs[0].from && !inside(g)).reverse()) {
    if (glyphs[0].from - g.to > side * 1.2 || g.from < from - side * LOST_REACH || !glyphSized(g)) break
    glyphs.unshift(g)
  }
  for (const g of ink.glyphs.filter((g) => g.from >= glyphs[glyphs.length - 1].to && !inside(g))) {
    if (g.from - glyphs[glyphs.length - 1].to > side * 1.2 || g.to > to + side * LOST_REACH || !glyphSized(g)) break
    glyphs.push(g)
  }
  givenBeyond(glyphs, ink, line.text)
  // A bar at either end of a row (a card's edge stripe, read '|') is no glyph: none is that thin across a row.
  while (!vertical && glyphs.length && glyphs[0].to - glyphs[0].from < side * THIN) glyphs.shift()
  while (!vertical && glyphs.length && glyphs[glyphs.length - 1].to - glyphs[glyphs.length - 1].from < side * THIN) glyphs.pop()
  // Glyphs of one size, each one glyph: a row with small text among its glyphs is marked-names.ts's.
  if (glyphs.length < 2 || glyphs.length > 8 || glyphs.some((g) => g.to - g.from > side * WIDEST_GLYPH || smallInk(g, side))) return undefined
  const read = words.map((w) => chars(w.text))
  const along = (b: Box) => (vertical ? [b.y0, b.y1] : [b.x0, b.x1])
  // As many glyphs read as there is ink: one for one, in order (the words' boxes are rough). Else each
  // glyph goes with the word nearest to it.
  const owner: number[] = []
  if (read.flat().length === glyphs.length) read.forEach((r, w) => r.forEach(() => owner.push(w)))
  const mid = (g: Span) => (g.from + g.to) / 2
  const distance = (w: Placed, g: Span) => Math.max(0, along(w.box)[0] - mid(g), mid(g) - along(w.box)[1])
  // One for one only when each glyph stands under its word.
  if (owner.some((w, k) => distance(words[w], glyphs[k]) > side * 0.5)) owner.length = 0
  if (!owner.length) {
    for (const g of glyphs) {
      const near = words.reduce((best, w, k) => (distance(w, g) < distance(words[best], g) ? k : best), 0)
      owner.push(words.length && distance(words[near], g) <= side * 0.3 ? near : -1)
    }
    // Every word read must sit on the ink: a word over no glyph is something the cut missed.
    if (words.some((w, k) => !owner.includes(k) && /[\p{L}\p{N}]/u.test(w.text))) return undefined
  }
  const plan: NameGlyph[] = glyphs.map((g, k) => {
    const w = owner[k]
    if (w < 0) return { ...g, doubted: true, ...(g.from >= to ? { beyond: true } : {}) }
    const mine = owner.flatMap((o, j) => (o === w ? [j] : []))
    if (read[w].length !== mine.length) return { ...g, doubted: true }
    const own = read[w][mine.indexOf(k)]
    return { ...g, own, doubted: words[w].confidence < WORD_SURE || !ONE_GLYPH.test(own) }
  })
  // More doubted glyphs than that: no name read with a glyph wrong, but a line read wrong (and time).
  const doubted = plan.filter((g) => g.doubted).length
  // A mark read over no glyph (小鳥遊” 慎之介) is dropped: the line is spelled again without it. `keep`: a plan even when nothing is doubted.
  const dropped = words.some((_, k) => !owner.includes(k))
  return (doubted || dropped || keep) && doubted <= most ? plan : undefined
}

/** A name line without the small text at its ends, and where that text is (read apart). */
export type NamePart = { line: OcrLine; words: Placed[]; apart: Apart[] }
/**
 * Text cut off a name's row: where it is, whether before the name, and its words as read when none is
 * shared with the name (`sure` when each was read sure; else at their mean confidence).
 */
export type Apart = { span: Span; head: boolean; own?: OcrLine; sure?: boolean; far?: boolean }

/** Words over small text read at least this sure, none of them shared with the name, are kept as read. */
const APART_SURE = 85

/**
 * A title before the name or a reading after it, printed small on the name's row ('所長 菅原 千尋' read
 * 'mE IR 千尋'): the row's small ink at either end is cut off, with the words read mostly over it. The
 * name keeps the rest, its box narrowed to the large glyphs; the small text is read again apart.
 */
export function nameApart(line: OcrLine, words: Placed[], ink: InkGlyphs, vertical: boolean): NamePart {
  const box = line.box!
  const [from, to] = vertical ? [box.y0, box.y1] : [box.x0, box.x1]
  const glyphs = ink.glyphs.filter((g) => Math.min(g.to, to) - Math.max(g.from, from) >= (g.to - g.from) / 2)
  const small = (g: InkGlyph) => smallInk(g, ink.side)
  const [lo, hi] = nameCluster(glyphs, small)
  let first = lo
  while (first <= hi && small(glyphs[first])) first++
  let last = hi
  while (last >= first && small(glyphs[last])) last--
  if (first > last) return { line, words, apart: [] }
  // A dot or a mark at an end is no text apart: small ink half a glyph long at least.
  const apart: Apart[] = [
    ...(first > 0 ? [{ span: { from: glyphs[0].from, to: glyphs[first - 1].to }, head: true, far: lo > 0 }] : []),
    ...(last < glyphs.length - 1 ? [{ span: { from: glyphs[last + 1].from, to: glyphs[glyphs.length - 1].to }, head: false, far: hi < glyphs.length - 1 }] : []),
  ].filter(({ span }) => span.to - span.from >= ink.side * 0.5)
  if (!apart.length) return { line, words, apart: [] }
  const along = (b: Box) => (vertical ? [b.y0, b.y1] : [b.x0, b.x1])
  const within = (w: Placed, span: Span) => {
    const [a, b] = along(w.box)
    return Math.min(b, span.to) - Math.max(a, span.from) > 0
  }
  const over = (w: Placed) =>
    apart.some(({ span }) => {
      const [a, b] = along(w.box)
      return Math.min(b, span.to) - Math.max(a, span.from) > (b - a) / 2
    })
  const kept = words.filter((w) => !over(w))
  // A glyph of the name's, read as one, runs into the small ink: that is a piece of the glyph (史 cut by a rule under a tilted row).
  if (kept.some((w) => JAPANESE_ONLY.test(w.text) && apart.some(({ span }) => within(w, span)))) return { line, words, apart: [] }
  for (const part of apart) {
    const mine = words.filter((w) => over(w) && within(w, part.span))
    const shared = kept.some((w) => within(w, part.span))
    if (!mine.length || shared) continue
    const confidence = mine.reduce((sum, w) => sum + w.confidence, 0) / mine.length
    part.own = { text: line.text.slice(mine[0].start, mine[mine.length - 1].end).trim(), confidence, box: spanBox(box, part.span, vertical) }
    part.sure = mine.every((w) => w.confidence >= APART_SURE)
  }
  const [a, b] = [apart.some((p) => p.head) ? glyphs[first].from : from, apart.some((p) => !p.head) ? glyphs[last].to : to]
  const narrowed = vertical ? { ...box, y0: a, y1: b } : { ...box, x0: a, x1: b }
  const text = kept.length ? line.text.slice(kept[0].start, kept[kept.length - 1].end) : ''
  return { line: { ...line, text, box: narrowed }, words: kept.map((w) => ({ ...w, start: w.start - kept[0].start, end: w.end - kept[0].start })), apart }
}

/** A gap this many glyphs wide parts the name from other text on its row (a company set beside it). */
const WIDE_GAP = 2

/**
 * The glyphs (first and last index) of the name on a row that also holds other text far off it, in
 * smaller print ('熊谷 大和      合同会社桐生テキスタイル'): the first group of large glyphs, when every other
 * group is mostly small. Else the whole row: a wide gap between family and given name parts nothing.
 */
export function nameCluster(glyphs: InkGlyph[], small: (g: InkGlyph) => boolean): [number, number] {
  const whole: [number, number] = [0, glyphs.length - 1]
  const large = glyphs.filter((g) => !small(g))
  if (large.length < 2) return whole
  const unit = median(large.map((g) => g.to - g.from))
  const groups: [number, number][] = []
  glyphs.forEach((g, k) => (k && g.from - glyphs[k - 1].to < unit * WIDE_GAP ? (groups[groups.length - 1][1] = k) : groups.push([k, k])))
  const part = (c: [number, number]) => glyphs.slice(c[0], c[1] + 1)
  const mostlySmall = (c: [number, number]) => part(c).filter(small).length * 2 >= part(c).length
  const name = groups.find((c) => part(c).filter((g) => !small(g)).length >= 2 && !mostlySmall(c))
  return name && groups.every((c) => c === name || mostlySmall(c)) ? name : whole
}

/** The name the glyphs spell, with a space where the ink has the gap between family and given name. */
export function spellName(glyphs: string[], ink: { side: number; glyphs: Span[] }): string {
  const at = nameBreak(ink)
  return at ? `${glyphs.slice(0, at).join('')} ${glyphs.slice(at).join('')}` : glyphs.join('')
}

/** The line's ink along it, in picture coordinates: its box and a glyph and a half past each end. */
function lineInk(picture: Picture, box: Box, vertical: boolean): InkGlyphs | undefined {
  const thick = vertical ? box.x1 - box.x0 : box.y1 - box.y0
  const [start, end] = vertical ? [box.y0, box.y1] : [box.x0, box.x1]
  const limit = vertical ? picture.height : picture.width
  // After the line, far enough to see a given name it lost (givenBeyond).
  const [a, b] = [Math.max(0, Math.round(start - thick * LOST_REACH)), Math.min(limit, Math.round(end + thick * (GIVEN_GAP + MAX_GIVEN + 1)))]
  const rect = vertical ? { x0: Math.round(box.x0), x1: Math.round(box.x1), y0: a, y1: b } : { x0: a, x1: b, y0: Math.round(box.y0), y1: Math.round(box.y1) }
  if (rect.x1 - rect.x0 < 8 || rect.y1 - rect.y0 < 8) return undefined
  const ink = inkGlyphs(greyAt(picture, rect), vertical)
  return ink && { side: ink.side, glyphs: ink.glyphs.map((g) => ({ ...g, from: g.from + a, to: g.to + a })) }
}

/** The glyph read alone at GLYPH_READS until a vote is sure or can no longer be had; of a name in kanji, look-alike katakana as the kanji. */
async function readGlyph(picture: Picture, box: Box, kanji: boolean): Promise<string | undefined> {
  const readings: string[] = []
  for (const [k, { single, size }] of GLYPH_READS.entries()) {
    const text = (await readLine(cropBox(picture, box, size), { onlyJapanese: true, single })).text
    readings.push(kanji ? asKanji(text) : text)
    const left = GLYPH_READS.length - k - 1
    const voted = votedGlyph(readings, left)
    if (voted || !voteOpen(readings, left)) return voted
  }
  return undefined
}

/**
 * Large name lines with a doubted glyph: each doubted glyph read alone and voted on (see above).
 * The line takes the name the glyphs spell when every doubted glyph got a vote (or keeps a glyph it
 * read) and that reads as a name; the engine was made to choose, so the office checks it.
 */
export async function rereadNameGlyphs(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const large = largeLineTest(lines.flatMap((l) => (l.box ? [l.box] : [])))
  const out: OcrLine[][] = lines.map((l) => [l])
  const rows: { i: number; box: Box; named?: Box }[] = []
  for (const [i, whole] of lines.entries()) {
    if (!whole.box || !large(whole.box)) continue
    const vertical = isColumnBox(whole.box)
    const placed = placeWords(whole)
    const ink = placed && lineInk(picture, whole.box, vertical)
    if (!ink || !placed) continue
    const { line, words, apart } = nameApart(whole, placed, ink, vertical)
    const box = line.box!
    const beside = apart.length > 0
    const plan = nameShaped(line.text, beside) && planGlyphs(line, words, ink, vertical, beside ? MAX_DOUBTED_BESIDE : MAX_DOUBTED, beside)
    if (!plan) continue
    // No katakana but what a kanji is misread as: a name in kanji.
    const kanjiName = !/[\u30A1-\u30FA]/u.test(line.text.replace(/[ニロエカハタト]/gu, ''))
    const glyphs: string[] = []
    for (const g of plan) {
      const glyphBox = vertical ? { x0: box.x0, x1: box.x1, y0: g.from, y1: g.to } : { x0: g.from, x1: g.to, y0: box.y0, y1: box.y1 }
      const read = g.doubted ? (kanjiName && barGlyph(picture, glyphBox, g.own)) || (await readGlyph(picture, glyphBox, kanjiName)) : g.own
      // A kanji the line read is not undone by a lone kana: a dense glyph read small and blurred looks like one (成瀬で for 成瀬 葵).
      const voted = read && KANA.test(read) && g.own && KANJI.test(g.own) ? g.own : read
      // A doubted glyph without a vote keeps what the line read when that was a glyph of its own.
      const glyph = voted ?? (g.own && ONE_GLYPH.test(g.own) ? g.own : undefined)
      if (!glyph) break
      glyphs.push(glyph)
    }
    // A given name past the line with a glyph that got no vote is left out whole: the line is as it was.
    const spelt = glyphs.length < plan.length && plan[glyphs.length].beyond ? plan.filter((g) => !g.beyond) : plan
    if (glyphs.length < spelt.length) continue
    glyphs.length = spelt.length
    const text = spellName(glyphs, { side: ink.side, glyphs: spelt })
    if (!JAPANESE_ONLY.test(glyphs.join('')) || !readsAsName(text) || chars(text).join('') === chars(whole.text).join('')) continue
    // A row read right, its small text too ('佐々 木 聡 (ささき さとし)'), is left as it is; a company far off it is not its text.
    if (!plan.some((g) => g.doubted) && apart.every((a) => a.sure && !a.far) && chars(text).join('') === chars(line.text).join('')) continue
    // Glyphs the engine was made to choose are for the office to check; a name only cut off its row or its marks is as sure as its words.
    const voted = plan.some((g) => g.doubted)
    const sure = Math.min(...words.filter((w) => JAPANESE_ONLY.test(w.text)).map((w) => w.confidence))
    const end = spelt[spelt.length - 1].to
    const named = spelt[spelt.length - 1].beyond ? (vertical ? { ...box, y1: end } : { ...box, x1: end }) : box
    const name = { text, confidence: voted ? forOfficeCheck(whole.confidence) : Math.min(sure, whole.confidence + 10), box: named }
    const [before, after]: OcrLine[][] = [[], []]
    for (const { span, head, own, sure } of apart) {
      const again = sure ? undefined : await readApart(picture, whole.box, span, vertical)
      const mine = own && JAPANESE.test(own.text) ? own : undefined
      const read = again && (!mine || again.confidence > mine.confidence) ? again : mine
      if (read) (head ? before : after).push(read)
    }
    out[i] = [...before, name, ...after]
    rows.push({ i, box: whole.box, named: named !== box ? named : undefined })
  }
  // The engine's second look at a bold row reads its glyphs' top strokes as lines of their own ('コニー =' over
  // 菅原 千尋): pieces lying inside a row read again as a name are dropped.
  // A part of the given name read as a line of its own ('晴' beside '熊谷') is in the name now.
  const piece = (l: OcrLine, k: number) =>
    rows.some(({ i, box, named }) => i !== k && l.box && ((mostlyInside(l.box, box) && l.box.y1 - l.box.y0 < (box.y1 - box.y0) * 0.7) || (named && mostlyInside(l.box, named))))
  return out.flatMap((ls, k) => (piece(lines[k], k) ? [] : ls))
}

const spanBox = (row: Box, span: Span, vertical: boolean): Box => (vertical ? { ...row, y0: span.from, y1: span.to } : { ...row, x0: span.from, x1: span.to })

/** Text apart that says something: marks and letters read over a title are noise. */
const JAPANESE = /[\u3041-\u30FF\u3400-\u9FFF]/

/** Small text cut off a name's row, read alone: kept when it reads as Japanese. */
async function readApart(picture: Picture, row: Box, span: Span, vertical: boolean): Promise<OcrLine | undefined> {
  const box = spanBox(row, span, vertical)
  const read = await readLine(cropLine(picture, box, vertical), { vertical })
  const text = read.text.trim()
  return JAPANESE.test(text) ? { text, confidence: read.confidence, box } : undefined
}

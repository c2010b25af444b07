import type { OcrLine } from './ocr-engine'
import { wordsInText, type Placed } from './placed-words'
export type { Placed } from './placed-words'
import { isJapaneseName } from './card-roles'
import { JAPANESE_ONLY, normalizeLine } from './ocr-text'

// A name is printed large, and often on one row with small text: the title before it, its reading
// after it, a department above it. The engine reads such a row as one line and, unsure of the large
// glyphs among the small ones, turns them into letters and signs ('係長 =47 奈々 すがわら なな' for
// 係長 菅原 奈々 すがわら なな). The word boxes still tell the large words from the small ones: the span
// of the large words is the name, to be read again alone and kept apart from the small text. Pure:
// word boxes only (the re-reading is marked-names.ts).

type Box = NonNullable<OcrLine['box']>

/** A word at least this share of the line's tallest word is large; at most `SMALL`, with two letters or more, small. */
const TALL = 0.7
const SMALL = 0.55
/** Below this confidence a word may be a misread glyph; a kanji read at least this sure is kept by a reading again. */
const SURE = 85
/**
 * A word read under this is the engine's guess at some ink, and its box no measure of a glyph's size:
 * the four dots of 熊 read as 'wo' at 17, boxed a third of the name's height, are no small text.
 */
const GUESS = 30

const KANJI = /[\u3400-\u9FFF々]/
const letters = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '').length
const height = (b: Box) => b.y1 - b.y0

/**
 * The words with their place in the line's text and a box in the picture. The words of a line read
 * again alone carry boxes of that crop: their extent is mapped onto the line's box.
 */
export function placeWords(line: OcrLine): Placed[] | undefined {
  const lb = line.box
  if (!lb) return undefined
  const out = wordsInText(line)
  if (!out?.length) return undefined
  const [x0, x1] = [Math.min(...out.map((w) => w.box.x0)), Math.max(...out.map((w) => w.box.x1))]
  // Words read with the page are in the card's frame: the line's box spans them across. A misread
  // word's box may run past the line (FREE at 74–137 for 齋藤 took in the rule under a line at 78–120):
  // fitting every word into the line would shrink the others, so that box is cut to the line instead.
  if (Math.abs(x0 - lb.x0) <= 2 && Math.abs(x1 - lb.x1) <= 2) return out.map((w) => ({ ...w, box: { ...w.box, y0: Math.max(w.box.y0, lb.y0), y1: Math.max(Math.min(w.box.y1, lb.y1), Math.max(w.box.y0, lb.y0)) } }))
  const [y0, y1] = [Math.min(...out.map((w) => w.box.y0)), Math.max(...out.map((w) => w.box.y1))]
  const kx = (lb.x1 - lb.x0) / Math.max(1, x1 - x0)
  const ky = (lb.y1 - lb.y0) / Math.max(1, y1 - y0)
  const map = (b: Box): Box => ({ x0: Math.round(lb.x0 + (b.x0 - x0) * kx), y0: Math.round(lb.y0 + (b.y0 - y0) * ky), x1: Math.round(lb.x0 + (b.x1 - x0) * kx), y1: Math.round(lb.y0 + (b.y1 - y0) * ky) })
  return out.map((w) => ({ ...w, box: map(w.box) }))
}

export type TallSpan = { from: number; to: number; words: Placed[] }

/**
 * The run of large words on a row that also holds small text (two letters or more read not as a guess, so a flat ー or
 * a dot is no small text): the widest run not broken by a small word. Undefined on a row of one size.
 */
export function tallSpan(words: Placed[]): TallSpan | undefined {
  const top = Math.max(...words.map((w) => height(w.box)))
  const tall = words.map((w) => height(w.box) >= top * TALL)
  const small = words.map((w) => height(w.box) <= top * SMALL && letters(w.text) >= 2 && w.confidence >= GUESS)
  if (!small.some(Boolean)) return undefined
  let best: TallSpan | undefined
  const width = (s: TallSpan) => words[s.to].box.x1 - words[s.from].box.x0
  for (let i = 0; i < words.length; i++) {
    if (!tall[i]) continue
    let j = i
    // Words of neither size (a mark, a flat glyph) between two large ones belong to the run.
    for (let k = i + 1; k < words.length && !small[k]; k++) if (tall[k]) j = k
    const span = { from: i, to: j, words: words.slice(i, j + 1) }
    if (!best || width(span) > width(best)) best = span
    i = j
  }
  // A name has two glyphs at least: a run narrower than that is a large mark, not a name.
  if (!best || width(best) < height(best.words[0].box) * 1.5) return undefined
  return best
}

/** The span's text as printed on the line (the gaps between its words kept). */
export const spanText = (line: OcrLine, span: TallSpan) => line.text.slice(span.words[0].start, span.words[span.words.length - 1].end)

/** The span's box: its words' extent, the line's height. */
export function spanBox(line: OcrLine, span: TallSpan): Box {
  const lb = line.box!
  return { x0: Math.min(...span.words.map((w) => w.box.x0)), y0: lb.y0, x1: Math.max(...span.words.map((w) => w.box.x1)), y1: lb.y1 }
}

/**
 * The box the span is read again from: its box reaching halfway into the gaps to the small words
 * beside it (at most half the line's height). The engine's box of a misread word may leave out the
 * edge of its glyph: 齋藤 cut 6 px short read 斉藤 at 13, the whole glyph 齋藤 at 92.
 */
export function spanCrop(line: OcrLine, words: Placed[], span: TallSpan): Box {
  const box = spanBox(line, span)
  const reach = (box.y1 - box.y0) / 2
  const before = words[span.from - 1]
  const after = words[span.to + 1]
  const x0 = before ? Math.max(box.x0 - reach, (before.box.x1 + box.x0) / 2) : box.x0
  const x1 = after ? Math.min(box.x1 + reach, (box.x1 + after.box.x0) / 2) : box.x1
  return { ...box, x0: Math.round(Math.min(x0, box.x0)), x1: Math.round(Math.max(x1, box.x1)) }
}

/** The large span already reads as a name: it needs no second reading, only to be cut from the small text. */
export const readsAsName = (text: string) => isJapaneseName(normalizeLine(text))

/**
 * A large span half read: kanji, and letters, digits or signs (or glyphs the engine was unsure of)
 * where the rest of the name is ('=47 奈々', 'BH 晴美', '海 マー 英 里 ¥'). A span with no kanji may be a logo.
 */
export function halfReadName(span: TallSpan): boolean {
  const kanji = span.words.some((w) => KANJI.test(w.text))
  const odd = span.words.some((w) => !JAPANESE_ONLY.test(w.text) || w.confidence < SURE)
  return kanji && odd
}

/**
 * A reading of the span alone with only Japanese allowed replaces it when it is a name, keeps the
 * kanji read sure before, and has a glyph more than those at least: one where the misread was.
 */
export function acceptSpanReading(span: TallSpan, again: string): boolean {
  const name = normalizeLine(again)
  const squashed = name.replace(/\s+/g, '')
  const sure = span.words.filter((w) => w.confidence >= SURE).flatMap((w) => w.text.normalize('NFKC').match(/[\u3400-\u9FFF々]+/g) ?? [])
  return JAPANESE_ONLY.test(squashed) && isJapaneseName(name) && sure.every((run) => squashed.includes(run)) && squashed.length > sure.join('').length
}

/** A part of the line (its words from `from` to `to`) as a line of its own. */
function part(line: OcrLine, words: Placed[]): OcrLine {
  return {
    text: line.text.slice(words[0].start, words[words.length - 1].end),
    confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
    box: { x0: Math.min(...words.map((w) => w.box.x0)), y0: line.box!.y0, x1: Math.max(...words.map((w) => w.box.x1)), y1: line.box!.y1 },
    words: words.map(({ text, confidence, box }) => ({ text, confidence, box })),
  }
}

/**
 * The line cut into the small text before the span, the span (as `name`: a reading of it again, or
 * its own words) and the small text after it, each a line of its own, so the field rules see the
 * name alone and the title or reading beside it apart.
 */
export function cutAtSpan(line: OcrLine, words: Placed[], span: TallSpan, name: OcrLine = part(line, span.words)): OcrLine[] {
  const before = words.slice(0, span.from)
  const after = words.slice(span.to + 1)
  return [...(before.length ? [part(line, before)] : []), { ...name, box: spanBox(line, span) }, ...(after.length ? [part(line, after)] : [])]
}

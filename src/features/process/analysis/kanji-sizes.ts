import { cropBox, type Picture } from './card-image'
import { readLine, type OcrLine } from './ocr-engine'
import { forOfficeCheck } from './field-confidence'
import { CJK_RUN, JAPANESE_ONLY } from './ocr-text'

// Large or bold kanji the engine reads as look-alike letters ('ER 沙織' for 蓮見 沙織, 'FIRES' for a
// 縦書き 蓮見啓介) often read right at another size: which sizes a bold glyph fits the engine's shapes
// at is not the same for each font and weight (in trials 蓮見 read right at 32 px where 40 and 56
// gave 'ER', a small bold Mincho company at 32 or 48 where 40 gave '1 1)'). Such a line is read again
// without Latin letters at a few sizes, and the surest reading in kana and kanji that keeps most of
// the glyphs its box holds is taken. The engine was made to choose it: it stays under the office
// check's bar.

type Box = NonNullable<OcrLine['box']>

/** Line heights (a column's widths) in px a line read as letters is read again at. 56 and 40 are the usual line and column reads. */
export const KANJI_SIZES = [32, 40, 56]
/** A reading with fewer glyphs than this share of what the box holds lost some (康平 alone for '理事長 齋藤 康平'). */
const GLYPHS_KEPT = 0.5
/** One with more than this share (and half a glyph) made some up: ten kana in a box that holds six. */
const GLYPHS_MADE_UP = 1.3

/** A word read at least this sure keeps its kanji (name-spans.ts uses the same bar). */
const SURE = 85
const CJK = /[\u3041-\u30FF\u3400-\u9FFF々〆ヶ]/g

/** How many glyphs a box holds: a Japanese glyph is about as wide as its line is high (a column: as tall as it is wide). */
export function glyphRoom(box: Box, vertical: boolean): number {
  const [w, h] = [box.x1 - box.x0, box.y1 - box.y0]
  return vertical ? h / Math.max(1, w) : w / Math.max(1, h)
}

/** A reading in kana and kanji, no letters, with about as many glyphs as the box holds. */
export function keepsGlyphs(text: string, room: number): boolean {
  const glyphs = (text.match(CJK) ?? []).length
  return !/[A-Za-z]/.test(text) && CJK_RUN.test(text) && glyphs >= room * GLYPHS_KEPT && glyphs <= room * GLYPHS_MADE_UP + 0.5
}

/**
 * The surest reading that keeps the box's glyphs and the kanji read `sure` before (a company's
 * name beside its logo read as a letter, 'G 医療法人瑞穂化学', keeps its name), with a confidence the
 * office check doubts.
 */
export function surestKanji(readings: OcrLine[], room: number, sure: string[] = []): OcrLine | undefined {
  const squash = (s: string) => s.normalize('NFKC').replace(/\s+/g, '')
  const kept = readings.filter((r) => keepsGlyphs(r.text, room) && sure.every((k) => squash(r.text).includes(k)))
  if (!kept.length) return undefined
  const best = kept.reduce((a, b) => (b.confidence > a.confidence ? b : a))
  return { ...best, confidence: forOfficeCheck(best.confidence) }
}

/** The kanji runs of the line's words the engine was sure of: a reading again must keep them. */
export const sureKanji = (line: OcrLine, sure: number) => (line.words ?? []).filter((w) => w.confidence >= sure).flatMap((w) => w.text.normalize('NFKC').match(/[\u3400-\u9FFF々]+/g) ?? [])

/**
 * The line read without Latin letters at each of KANJI_SIZES (a crop read before at one of them is
 * not read twice: readLine knows its pixels); `known` are readings of it already made.
 */
export async function readAsKanji(picture: Picture, line: OcrLine, vertical: boolean, known: OcrLine[] = []): Promise<OcrLine | undefined> {
  const box = line.box!
  const readings = [...known]
  for (const size of KANJI_SIZES) {
    const height = vertical ? (size * (box.y1 - box.y0)) / Math.max(1, box.x1 - box.x0) : size
    readings.push(await readLine(cropBox(picture, box, height), { noLatin: true, vertical }))
  }
  return surestKanji(readings, glyphRoom(box, vertical), sureKanji(line, SURE))
}


/**
 * One glyph misread in a large line the engine was fairly sure of (近藤一朗 for 近藤一郎) is often read
 * right at the other sizes, and the wrong glyph is not the same at each. The line with each glyph
 * as most of the three readings have it, when they read as many glyphs, all in kana and kanji, and
 * every glyph has a majority; undefined when that says what the line said.
 */
export function votedGlyphs(line: string, others: string[]): string | undefined {
  const squashed = [line, ...others].map((t) => t.normalize('NFKC').replace(/\s+/g, ''))
  const [own] = squashed
  if (!squashed.every((t) => JAPANESE_ONLY.test(t) && [...t].length === [...own].length)) return undefined
  const glyphs = squashed.map((t) => [...t])
  const voted = glyphs[0].map((_, k) => glyphs.map((g) => g[k]).find((c, _i, all) => all.filter((x) => x === c).length * 2 > all.length))
  if (voted.some((c) => c === undefined) || voted.join('') === own) return undefined
  // The line's own spaces stay where they were.
  let at = 0
  return line.normalize('NFKC').trim().replace(/\S/gu, () => voted[at++]!)
}

/** The large line read at the two other sizes without Latin letters, its glyphs voted on (votedGlyphs). */
export async function voteAtSizes(picture: Picture, line: OcrLine, vertical: boolean): Promise<string | undefined> {
  const box = line.box!
  if (!JAPANESE_ONLY.test(line.text.normalize('NFKC').replace(/\s+/g, ''))) return undefined
  const others: string[] = []
  for (const size of KANJI_SIZES.filter((s) => s !== KANJI_SIZES[KANJI_SIZES.length - 1])) {
    const height = vertical ? (size * (box.y1 - box.y0)) / Math.max(1, box.x1 - box.x0) : size
    others.push((await readLine(cropBox(picture, box, height), { noLatin: true, vertical })).text)
    // The first other size read as the line, or as no such line: no vote can change it, and the time is saved.
    if (others.length === 1 && !votedGlyphs(line.text, [others[0], others[0]])) return undefined
  }
  return votedGlyphs(line.text, others)
}

import { READ_LINE_HEIGHT, cropBox, inkRow, isColumnBox as isColumn, type Picture } from './card-image'
import { readLine, type OcrLine } from './ocr-engine'
import { sureKanji } from './kanji-sizes'
import { joinPieces, replaceRows, rowPieces } from './line-rows'
import { letterCount } from './ocr-text'
import { findRole } from './card-roles'

// A printed row the layout cut in pieces, or whose box stops before its last glyphs, read again whole
// as one line (the engine then sees the words around the cut); a family name whose given name the
// whole row lost has the part past its box read alone.

type Box = NonNullable<OcrLine['box']>

/**
 * The whole-row reading wins unless the engine is unsure of it or it lost text. A line that only had
 * ink past its box must gain characters without losing much confidence, and keep the kanji it was
 * sure of: a name row whose reading beside it and logo were outside the box ('小野寺 晴美' at 86)
 * read whole as '小 野 F 晴 美 iii'.
 */
export function wholeRowWins(before: OcrLine, again: OcrLine, cut: boolean): boolean {
  if (again.confidence < 60) return false
  if (cut) return letterCount(again.text) >= letterCount(before.text) * 0.8
  const kept = again.text.normalize('NFKC').replace(/\s+/g, '')
  return letterCount(again.text) > letterCount(before.text) && again.confidence >= before.confidence - 15 && sureKanji(before, SURE_KANJI).every((run) => kept.includes(run))
}

const KANJI_ONLY = /^[\u3400-\u9FFF々]{1,4}$/
/**
 * A short kanji line (関, the family name) whose row read whole lost what it had ('By 翼') but found
 * kanji past its box: the engine dropped a given name set a wide gap apart. That part is read alone.
 * Not after a title (部長): what stands past it is the name, which the row's own reading keeps apart.
 */
export const tailWorthReading = (before: OcrLine, again: OcrLine) =>
  KANJI_ONLY.test(before.text.trim()) && !findRole(before.text.trim()) && [...again.text].some((c) => /[\u3400-\u9FFF]/.test(c) && !before.text.includes(c))
/** The part past the box is kept when it reads as one to four kanji, surely; a stroke of the line's last glyph before them ('| 翼') is not part of it. */
const tailText = (tail: OcrLine) =>
  tail.text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[|｜!/\\_\-—]+\s*/, '')
export const tailKept = (tail: OcrLine) => KANJI_ONLY.test(tailText(tail).replace(/ /g, '')) && tail.confidence >= TAIL_SURE
const TAIL_SURE = 70
/** The line and the part past its box, a space apart (the gap the engine stopped at). */
export const withTail = (before: OcrLine, tail: OcrLine, box: Box): OcrLine => ({
  ...before,
  text: `${before.text.trim()} ${tailText(tail)}`,
  confidence: Math.min(before.confidence, tail.confidence),
  box,
  words: [...(before.words ?? []), ...(tail.words ?? [])],
})

/** A kanji the engine read at this confidence or more is not given up for another reading of its row. */
const SURE_KANJI = 85

/** At most this many rows (cut in pieces, or with ink past their box) are read again whole per card. */
const MAX_ROWS = 4
/** A row cut in this many pieces or more was read glyph by glyph. */
const GLYPH_ROW_PIECES = 6

/**
 * The rows read again whole: the most cut (then those with the most ink past their box) up to the cap;
 * a row in many pieces beyond it. That is a horizontal row the layout took for columns of one glyph
 * each (an address block beside a QR square, read glyph by glyph, right to left): rare, and each
 * replaces many lines.
 */
export function rowsToReadWhole<T extends { group: number[]; extra: number }>(candidates: T[]): T[] {
  const sorted = [...candidates].sort((a, b) => b.extra - a.extra)
  const glyphRows = sorted.filter((c) => c.group.length >= GLYPH_ROW_PIECES)
  return [...glyphRows, ...sorted.filter((c) => !glyphRows.includes(c)).slice(0, MAX_ROWS)]
}

/**
 * A printed line the layout cut in pieces (listed apart, sometimes with a character lost at the cut),
 * or whose box stops before its last characters, is read again whole, as one line: the engine then
 * sees the words around the cut.
 */
export async function rereadCutRows(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const groups = rowPieces(lines)
  const grouped = new Set(groups.flatMap((g) => g))
  const candidates: { group: number[]; cut: boolean; box: Box; extra: number }[] = groups.map((group) => ({ group, cut: true, box: inkRow(picture, joinPieces(lines, group).box!), extra: Infinity }))
  lines.forEach((line, i) => {
    if (!line.box || grouped.has(i) || isColumn(line.box) || !line.text.trim()) return
    // Rightwards only: to the left of a company name is often its logo.
    const box = { ...inkRow(picture, line.box), x0: line.box.x0 }
    const extra = (box.x1 - line.box.x1) / (line.box.y1 - line.box.y0)
    if (extra >= 0.5) candidates.push({ group: [i], cut: false, box, extra })
  })
  const chosen = rowsToReadWhole(candidates)
  // Read side by side (the engines take them as they come free).
  const rows = await Promise.all(
    chosen.map(async ({ group, cut, box }) => {
      const before = cut ? joinPieces(lines, group) : lines[group[0]]
      const again = await readLine(cropBox(picture, box, READ_LINE_HEIGHT))
      if (wholeRowWins(before, again, cut)) return { ...again, box }
      if (cut || !tailWorthReading(before, again)) return before
      const tail = await readLine(cropBox(picture, { ...box, x0: before.box!.x1 + 1 }, READ_LINE_HEIGHT))
      return tailKept(tail) ? withTail(before, tail, box) : before
    }),
  )
  return replaceRows(
    lines,
    chosen.map((c) => c.group),
    rows,
  )
}


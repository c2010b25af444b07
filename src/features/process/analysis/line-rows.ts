import type { OcrLine } from './ocr-engine'

// The engine's page layout sometimes cuts one printed line into pieces and lists them apart: an
// address "〒100-0005 東京都千代田" … "区丸の内1-2-3" with the phone line between them, a title
// "シニアコンサルタ" … "ント", or an e-mail under a vertical card read as a dozen one-letter "lines".
// Pieces of one row are found again here by their boxes. Pure: the reader re-reads each row found.

type Box = NonNullable<OcrLine['box']>

const height = (b: Box) => b.y1 - b.y0

const area = (b: Box) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0)
/** Most of box `a` (four fifths of its area) lies inside box `b`: a piece of what `b` holds, read again. */
export const mostlyInside = (a: Box, b: Box) => area({ x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) }) >= area(a) * 0.8
const width = (b: Box) => b.x1 - b.x0

/** Two boxes on one row: they share most of their height and are of about the same size. */
function sameRow(a: Box, b: Box): boolean {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  const [lo, hi] = [Math.min(height(a), height(b)), Math.max(height(a), height(b))]
  return lo > 0 && overlap >= lo * 0.6 && hi <= lo * 1.8
}

/**
 * A flat piece inside the height of the piece before it, read as an upright stroke (| or 1): a dash of
 * a row the engine took for columns of glyphs ("〒260－0013", "4－5－1" read glyph by glyph), where
 * an upright stroke is what a dash looks like. It belongs to the row; the row's height stays the
 * glyphs'. A flat piece read flat (一 of a name, ー) is left as it was.
 */
const isDashOf = (piece: OcrLine, before: Box) => {
  const box = piece.box!
  return /^[|｜1lI!]$/.test(piece.text.trim()) && height(box) <= height(before) * 0.35 && box.y0 >= before.y0 && box.y1 <= before.y1
}

/** A column of vertical (縦書き) text is much taller than wide: never part of a horizontal row. A lone glyph (る, 1) may be narrow. */
const isColumn = (line: OcrLine) => height(line.box!) > width(line.box!) * 1.5 && line.text.replace(/\s/g, '').length >= 2

/**
 * Groups of line indexes that are pieces of one printed row, each left to right; only groups of two
 * or more. Pieces must follow each other closely (a gap of at most 1.5 line heights): a second column
 * of text further right on the same row stays apart.
 */
export function rowPieces(lines: OcrLine[]): number[][] {
  const items = lines.flatMap((line, i) => (line.box && line.text.trim() && !isColumn(line) ? [{ i, box: line.box }] : [])).sort((a, b) => a.box.x0 - b.box.x0)
  const taken = new Set<number>()
  const groups: number[][] = []
  for (const start of items) {
    if (taken.has(start.i)) continue
    const group = [start]
    let right = start.box
    for (const next of items) {
      if (taken.has(next.i) || group.includes(next)) continue
      if (next.box.x0 < right.x1 - height(right) * 0.5) continue
      const gap = next.box.x0 - right.x1
      const dash = isDashOf(lines[next.i], right)
      if (gap > Math.max(height(right), height(next.box)) * 1.5 || !(sameRow(right, next.box) || dash)) continue
      group.push(next)
      right = dash ? { ...right, x1: next.box.x1 } : next.box
    }
    if (group.length < 2) continue
    // Two lone glyphs side by side are as likely marks as a row; a row has a real line in it or many pieces.
    if (group.length === 2 && !group.some((g) => width(g.box) >= height(g.box) * 2)) continue
    for (const g of group) taken.add(g.i)
    groups.push(group.map((g) => g.i))
  }
  return groups
}

/** The box around all the pieces. */
export function unionBox(lines: OcrLine[], group: number[]): Box {
  const boxes = group.map((i) => lines[i].box!)
  return { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) }
}

/** The pieces put together, with a space where they stand apart; as sure as the least sure piece. */
export function joinPieces(lines: OcrLine[], group: number[]): OcrLine {
  let text = ''
  let prev: Box | undefined
  for (const i of group) {
    const { box } = lines[i]
    const piece = lines[i].text.replace(/\n+$/, '').trim()
    text += prev && box && box.x0 - prev.x1 > height(box) * 0.3 ? ` ${piece}` : piece
    prev = box
  }
  return { text, confidence: Math.min(...group.map((i) => lines[i].confidence)), box: unionBox(lines, group), words: group.flatMap((i) => lines[i].words ?? []) }
}

/** The lines with each row's pieces replaced by `row(group)` at the first piece's place. */
export function replaceRows(lines: OcrLine[], groups: number[][], rows: OcrLine[]): OcrLine[] {
  const drop = new Set(groups.flatMap((g) => g))
  const at = new Map(groups.map((g, k) => [Math.min(...g), rows[k]]))
  return lines.flatMap((line, i) => (at.has(i) ? [at.get(i)!] : drop.has(i) ? [] : [line]))
}

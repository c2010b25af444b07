import { cropLine, isColumnBox as isColumn, median, turnPicture, type Picture } from './card-image'
import { inkOf, missedRows, stackedRows, type Box } from './missed-rows'
import { readLine, readLineNoLatin, type OcrLine } from './ocr-engine'
import { CJK_RUN, letterCount } from './ocr-text'

// Reading what the page layout found no line in: rows of a horizontal card (a large bold name, a
// title alone on its row) and columns of a vertical (縦書き) one (the name column, read as "30 8" or
// not at all). Columns are found as rows of the picture turned a quarter, then read upright as
// vertical text.

/** At most this many rows or columns no line covers are read per card. */
const MAX_MISSED = 3
/** A missed row read with less confidence than this is not read a second time. */
const NO_TEXT = 40

/**
 * Whether a missed row's first reading is worth a second one without Latin letters: Japanese read as
 * letters, a large line, or an unsure one. Not one read under NO_TEXT: that is no text (a desk's edge, a
 * shadow), and read again it never came near the 50 a row needs (10 rows of desk photos, 0.3–1 s each);
 * but a large row read as letters and signs only is bold Japanese the engine took for Latin
 * ('27 a — 3 — {i> Hj (fi)' at 34 for クローバー企画㈲, read again at 75).
 */
export function readsAgain(first: OcrLine, large: boolean): boolean {
  if (large && !CJK_RUN.test(first.text)) return true
  return first.confidence >= NO_TEXT && (large || !CJK_RUN.test(first.text) || first.confidence < 80)
}

/**
 * Whether a missed row's first reading, right in itself, may have had its confidence lost: a word of a
 * few kanji or kana on a short row. Read as a line, a title alone on its row (院長) came back right
 * at confidence 0; read as one word, at 94.
 */
export function readsAsWord(first: OcrLine, box: Box, vertical: boolean): boolean {
  const [along, across] = vertical ? [box.y1 - box.y0, box.x1 - box.x0] : [box.x1 - box.x0, box.y1 - box.y0]
  return first.confidence < NO_TEXT && along <= across * 5 && /^[\u3041-\u30FF\u3400-\u9FFF々]{1,4}$/.test(first.text.trim())
}

/** Reads one missed row or column; Japanese is tried without Latin letters too (主任 reads as "FF"). */
async function readMissed(picture: Picture, box: Box, vertical: boolean, large: boolean): Promise<OcrLine | undefined> {
  const crop = cropLine(picture, box, vertical)
  const readings = [await readLine(crop, { vertical })]
  if (readsAsWord(readings[0], box, vertical)) readings.push(await readLine(crop, { vertical, single: 'word' }))
  else if (readsAgain(readings[0], large)) readings.push(await readLineNoLatin(crop, readings[0], { vertical }))
  const best = readings.reduce((a, b) => (b.confidence > a.confidence ? b : a))
  return best.confidence >= 50 && letterCount(best.text) ? { ...best, box } : undefined
}

/**
 * The MAX_MISSED rows to read, in their order on the card: the largest first (the name is the largest
 * print; the rows above it, a department and a title, are found first and took its turn).
 */
export function largestFirst<T>(rows: T[], size: (row: T) => number): T[] {
  const chosen = new Set([...rows].sort((a, b) => size(b) - size(a)).slice(0, MAX_MISSED))
  return rows.filter((r) => chosen.has(r))
}

export async function readMissedRows(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const boxes = lines.flatMap((l) => (l.box ? [l.box] : []))
  if (!boxes.length) return lines
  const columns = boxes.filter(isColumn)
  const vertical = columns.length > boxes.length / 2
  const out = [...lines]
  if (!vertical) {
    const size = median(boxes.filter((b) => !isColumn(b)).map((b) => b.y1 - b.y0))
    // Read side by side (the engines take them as they come free), placed in order.
    // Rows no line covers, and rows of small print a large line's box took in (a title over the name).
    const ink = inkOf(picture)
    const found = [...missedRows(picture, boxes, size, ink), ...stackedRows(picture, boxes, size, ink)].sort((a, b) => a.y0 - b.y0)
    const rows = largestFirst(found, (b) => b.y1 - b.y0)
    const read = await Promise.all(rows.map((box) => readMissed(picture, box, false, box.y1 - box.y0 >= size * 1.3)))
    for (const [k, box] of rows.entries()) {
      const line = read[k]
      if (!line) continue
      const at = out.findIndex((l) => l.box && l.box.y0 > box.y0)
      out.splice(at === -1 ? out.length : at, 0, line)
    }
    return out
  }
  // Turned a quarter clockwise, (x, y) goes to (H − y, x): columns become rows.
  const H = picture.height
  const turned = boxes.map((b) => ({ x0: H - b.y1, y0: b.x0, x1: H - b.y0, y1: b.x1 }))
  const size = median(columns.map((b) => b.x1 - b.x0))
  const rows = largestFirst(missedRows(turnPicture(picture, 90), turned, size), (b) => b.y1 - b.y0).map((t) => ({ x0: t.y0, y0: H - t.x1, x1: t.y1, y1: H - t.x0 }))
  const read = await Promise.all(rows.map((box) => readMissed(picture, box, true, box.x1 - box.x0 >= size * 1.3)))
  for (const [k, box] of rows.entries()) {
    const line = read[k]
    if (!line) continue
    // Columns are read right to left.
    const at = out.findIndex((l) => l.box && isColumn(l.box) && l.box.x1 <= box.x1)
    out.splice(at === -1 ? out.length : at, 0, line)
  }
  return out
}

import type { OcrLine, OcrWord } from './ocr-engine'

// A line's words with their place in its text: the cuts of a line into blocks (split-blocks.ts), at a
// large name (name-spans.ts, column-spans.ts) keep each part's own words and text. Pure.

type Box = NonNullable<OcrLine['box']>
type Rect = Box
/** A word with its place in the line's text (start, end) and its box. */
export type Placed = OcrWord & { box: Box; start: number; end: number }

/** The words with their place in the line's text, in order; undefined when they cannot be placed. */
export function wordsInText(line: OcrLine): Placed[] | undefined {
  const out: Placed[] = []
  let at = 0
  for (const word of line.words ?? []) {
    const text = word.text.trim()
    if (!text) continue
    if (!word.box) return undefined
    const start = line.text.indexOf(text, at)
    if (start === -1) return undefined
    at = start + text.length
    out.push({ ...word, text, box: word.box, start, end: at })
  }
  return out
}

/**
 * The line's words with their boxes on the card: a line read again alone (enlarged, from its own cut)
 * keeps the boxes of that cut, which are spread over the line's box, their extent on its own.
 */
export function wordsOnCard(line: OcrLine): OcrWord[] {
  const { box, words = [] } = line
  const boxed = words.filter((w) => w.box)
  if (!box || !boxed.length) return words
  const [x0, x1] = [Math.min(...boxed.map((w) => w.box!.x0)), Math.max(...boxed.map((w) => w.box!.x1))]
  const [y0, y1] = [Math.min(...boxed.map((w) => w.box!.y0)), Math.max(...boxed.map((w) => w.box!.y1))]
  const slack = (box.y1 - box.y0) / 2
  // Along the line is where the two frames differ most: words within its length are on the card already.
  if (x0 >= box.x0 - slack && x1 <= box.x1 + slack) return words
  const [sx, sy] = [(box.x1 - box.x0) / Math.max(1, x1 - x0), (box.y1 - box.y0) / Math.max(1, y1 - y0)]
  const at = (b: Rect) => ({ x0: box.x0 + (b.x0 - x0) * sx, x1: box.x0 + (b.x1 - x0) * sx, y0: box.y0 + (b.y0 - y0) * sy, y1: box.y0 + (b.y1 - y0) * sy })
  return words.map((w) => (w.box ? { ...w, box: at(w.box) } : w))
}

import type { OcrLine, OcrWord } from './ocr-engine'

// A line's words with their place in its text: the cuts of a line into blocks (split-blocks.ts), at a
// large name (name-spans.ts, column-spans.ts) keep each part's own words and text. Pure.

type Box = NonNullable<OcrLine['box']>
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

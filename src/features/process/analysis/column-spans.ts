import type { OcrLine } from './ocr-engine'
import { wordsInText, type Placed } from './placed-words'
import { readsAsName, tallSpan } from './name-spans'
import { findRole, isKanaLine } from './card-roles'
import { normalizeLine } from './ocr-text'
import { mostlyInside } from './line-rows'

// A 縦書き card prints the title, the name and its reading down one column, the name large and the
// rest small ('アカウントマネージャー 辻 康平 つじこうへい'); the engine reads the column as one line,
// which no field rule takes whole. A row across is cut so by its words' heights (name-spans.ts, when the
// name is read again); a column is cut here by its words' widths, the size of its letters. Pure: word
// boxes only.

type Box = NonNullable<OcrLine['box']>

const area = (b: Box) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0)

/** Below this confidence a word boxed inside a much larger one is a piece of that glyph read again. */
const FRAGMENT_BELOW = 50

/**
 * Words the engine read twice: a small unsure word whose box lies inside a word at least four times
 * its size ('まま' at 33 inside the large 辻) is a stroke of that glyph read as letters of its own.
 */
export function dropFragments(words: Placed[]): Placed[] {
  return words.filter((w) => !(w.confidence < FRAGMENT_BELOW && area(w.box) > 0 && words.some((o) => o !== w && area(o.box) >= area(w.box) * 4 && mostlyInside(w.box, o.box))))
}

/** The box turned a quarter: down a column is across a row, a letter's width its height. */
const across = (b: Box): Box => ({ x0: b.y0, y0: b.x0, x1: b.y1, y1: b.x1 })

/** The words as a line of their own, with the line's box cut to their stretch of the column. */
function part(line: OcrLine, words: Placed[], all: Placed[]): OcrLine {
  const lb = line.box!
  // The words of a column read alone carry the crop's pixels: their stretch is mapped onto the line's.
  const [from, to] = [Math.min(...all.map((w) => w.box.y0)), Math.max(...all.map((w) => w.box.y1))]
  const k = (lb.y1 - lb.y0) / Math.max(1, to - from)
  const at = (y: number) => Math.round(lb.y0 + (y - from) * k)
  let text = ''
  for (const [i, w] of words.entries()) text += i ? `${line.text.slice(words[i - 1].end, w.start).match(/\s+/)?.[0] ?? ''}${w.text}` : w.text
  return {
    ...line,
    text,
    confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length,
    box: { x0: lb.x0, y0: at(Math.min(...words.map((w) => w.box.y0))), x1: lb.x1, y1: at(Math.max(...words.map((w) => w.box.y1))) },
    words: words.map(({ text, confidence, box }) => ({ text, confidence, box })),
  }
}

/** Small text beside a name on its column: its reading or the title (a unit before it too). */
const besideName = (text: string) => isKanaLine(text.replace(/\s+/g, '')) || isKanaLine(text) || !!findRole(text)

/**
 * A column holding a large name and small text (its reading, the title) cut into the text before the
 * name, the name and the text after it; other lines as they are.
 */
export function cutColumnAtName(line: OcrLine): OcrLine[] {
  const lb = line.box
  if (!lb || lb.y1 - lb.y0 <= (lb.x1 - lb.x0) * 1.5) return [line]
  const placed = wordsInText(line)
  if (!placed || placed.length < 2) return [line]
  const words = dropFragments(placed)
  const span = tallSpan(words.map((w) => ({ ...w, box: across(w.box) })))
  if (!span) return [line]
  const name = words.slice(span.from, span.to + 1)
  const before = words.slice(0, span.from)
  const after = words.slice(span.to + 1)
  const parts = [before, name, after].filter((p) => p.length).map((p) => part(line, p, words))
  const nameText = normalizeLine(part(line, name, words).text)
  if (!readsAsName(nameText) || !parts.every((p) => p.text === part(line, name, words).text || besideName(normalizeLine(p.text)))) return [line]
  return parts
}

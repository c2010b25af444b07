import type { OcrLine, OcrWord } from './ocr-engine'
import { mostlyInside } from './line-rows'
import { isColumnBox } from './card-image'

// The engine puts a space wherever it sees a gap between glyphs, and on a card printed with loose
// letter-spacing it cuts a word after 々 or before a narrow glyph: 佐々 木 里奈, 長谷 部 佳奈. The name
// rules then see three parts, or a family name ending in 部 taken for a department. A lone kanji set
// much closer to one neighbour than to the other, at a glyph's own spacing, belongs to that neighbour.
// A mark read over a glyph ('=' inside 里奈's box) is no word either.

type Box = NonNullable<OcrWord['box']>

/** Under this share of the glyph height, a gap is the spacing between glyphs of one word. */
export const TIGHT_GAP = 0.25
/** The gap on the lone glyph's other side must be this much wider. */
const WIDER = 1.5

const CJK_WORD = /^[\u3400-\u9FFF々〆ヶ\u3041-\u3096\u30A1-\u30FA\u30FC]+$/
const SINGLE_KANJI = /^[\u3400-\u9FFF々〆ヶ]$/
const MARK = /^[^\p{L}\p{N}]+$/u

const glyphSize = (b: Box, column: boolean) => (column ? b.x1 - b.x0 : b.y1 - b.y0)
const gapBetween = (a: Box, b: Box, column: boolean) => (column ? b.y0 - a.y1 : b.x0 - a.x1)

/** Where each word starts and ends in the line's text, or undefined when the text does not spell the words in order. */
function wordSpans(text: string, words: OcrWord[]): { start: number; end: number }[] | undefined {
  const spans = []
  let at = 0
  for (const word of words) {
    const t = word.text.trim()
    const start = text.indexOf(t, at)
    if (!t || start === -1 || text.slice(at, start).trim()) return undefined
    spans.push({ start, end: start + t.length })
    at = start + t.length
  }
  return text.slice(at).trim() ? undefined : spans
}

/** The line with marks read over a glyph dropped and each lone kanji joined to the neighbour it is set tight against. */
export function joinTightGlyphs(line: OcrLine): OcrLine {
  const words = line.words
  if (!line.box || !words || words.length < 2 || words.some((w) => !w.box)) return line
  const spans = wordSpans(line.text, words)
  if (!spans) return line
  const column = isColumnBox(line.box)
  const drop = new Set<number>()
  words.forEach((w, i) => {
    const host = words[i - 1] ?? words[i + 1]
    if (MARK.test(w.text.trim()) && CJK_WORD.test(host.text.trim()) && mostlyInside(w.box!, host.box!)) drop.add(i)
  })
  const kept = words.map((w, i) => ({ w, span: spans[i], i })).filter(({ i }) => !drop.has(i))
  // Which gaps (between kept word k and k + 1) close.
  const close = new Set<number>()
  kept.forEach(({ w }, k) => {
    if (!SINGLE_KANJI.test(w.text.trim())) return
    const size = glyphSize(w.box!, column)
    const sides = [k - 1, k + 1].map((j) => {
      const other = kept[j]
      if (!other || !CJK_WORD.test(other.w.text.trim())) return undefined
      const [a, b] = j < k ? [other.w.box!, w.box!] : [w.box!, other.w.box!]
      return gapBetween(a, b, column)
    })
    const [left, right] = sides
    // Only between two words: a lone kanji at the end may be a one-glyph given name (高橋 翼).
    if (left === undefined || right === undefined) return
    const near = right >= Math.max(left, 1) * WIDER ? { gap: left, at: k - 1 } : left >= Math.max(right, 1) * WIDER ? { gap: right, at: k } : undefined
    if (near && near.gap < size * TIGHT_GAP) close.add(near.at)
  })
  if (!drop.size && !close.size) return line
  let text = line.text.slice(0, spans[0].start)
  kept.forEach(({ span }, k) => {
    text += line.text.slice(span.start, span.end)
    const next = kept[k + 1]
    if (!next) return
    const between = line.text.slice(span.end, next.span.start)
    // What lay between two kept words, less a dropped mark; a closed gap loses its space.
    text += close.has(k) ? '' : between.replace(/\S+/g, '')
  })
  text += line.text.slice(spans[spans.length - 1].end)
  const joined: OcrWord[] = []
  kept.forEach(({ w }, k) => {
    const last = joined[joined.length - 1]
    if (k > 0 && close.has(k - 1)) {
      const [a, b] = [last.box!, w.box!]
      joined[joined.length - 1] = { text: last.text.trim() + w.text.trim(), confidence: Math.min(last.confidence, w.confidence), box: { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) } }
    } else joined.push(w)
  })
  return { ...line, text, words: joined }
}

import { columnStrip, isColumnBox, type Picture } from './card-image'
import { findPhones } from './extract-contacts'
import { glyphScores, greyAt, inkBounds } from './glyph-match'
import { inkGlyphs, type Span } from './ink-glyphs'
import type { OcrLine } from './ocr-engine'

// A phone number printed in kanji numerals down a 縦書き column, read glyph by glyph from its ink when
// the engine's reading of the column makes no number ('電話〇ひニヒーー三ニー八五一'). Eleven glyphs are all a
// number is made of: 一, 二 and 三 are flat strokes counted in their glyph cell (the column's pitch
// says which cell a stroke is in), the dash is a tall one, and the other numerals are told apart by
// how much their ink looks like each (glyph-match.ts). The label before them is judged the same way
// among the labels a card prints. The number is a judgement from pixels: the office checks it.

/** The numerals besides 一, as drawn. */
const ROUND_NUMERALS = ['〇', '二', '三', '四', '五', '六', '七', '八', '九'] as const
const DIGIT: Record<string, string> = { 〇: '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9' }
/** The labels a column prints before a number, and how the field rules spell them. */
const LABELS = [
  { glyphs: ['電', '話'], text: '電話' },
  { glyphs: ['携', '帯'], text: '携帯' },
  { glyphs: ['フ', 'ァ', 'ク', 'ス'], text: 'ファクス' },
]
/** A glyph is a numeral when it looks at least this much like one… */
const AT_LEAST = 0.5
/** …and this much more than like any other. */
const MARGIN = 0.08
/** Ink this much flatter (or taller) than it is long (wide) is a stroke: 一 across a column, the dash down it. */
const STROKE = 0.3
/** The confidence of a number read from pixels: under the office check's bar. */
export const DIGITS_CONFIDENCE = 80
/** Numerals and their look-alikes in the engine's reading: a column holding this many may be a number. */
const NUMERAL_LOOKS = /[〇一二三四五六七八九OoDIl|!'ニミハホ]/g

/** What one glyph of the column is: a numeral, '-' for the dash, or undefined for anything else. */
export function numeralOf(width: number, height: number, scores: Record<string, number>): string | undefined {
  if (height < width * STROKE) return '一'
  if (width < height * STROKE) return '-'
  const [best, second] = Object.entries(scores).sort((a, b) => b[1] - a[1])
  return best && best[1] >= AT_LEAST && best[1] - (second?.[1] ?? -1) >= MARGIN ? best[0] : undefined
}

/** The numerals at the column's foot as a phone number ("〇二七-一三二-八五一一" → 027-132-8511), or undefined. */
export function numberOf(glyphs: readonly string[]): string | undefined {
  const text = glyphs.map((g) => DIGIT[g] ?? g).join('')
  const m = /^(0\d{1,4})-(\d{1,4})-(\d{4})$/.exec(text)
  const digits = text.replace(/-/g, '')
  return m && digits.length >= 10 && digits.length <= 11 ? text : undefined
}

const mid = (s: Span) => (s.from + s.to) / 2
const FLAT_NUMERAL = ['', '一', '二', '三']

/**
 * The column's inked runs (`runs`, top to bottom) put into its glyph cells. 一, 二 and 三 are flat
 * strokes one above another, and a cut at the gaps cannot tell 一二 from 二一 nor the dash from the 一
 * after it; the column's pitch can: glyphs stand at even steps, measured on the square glyphs (`squares`,
 * the label's and the round numerals'), and each run belongs to the cell its middle falls in. Undefined
 * without two square glyphs side by side to measure the step on.
 */
export function glyphCells(runs: readonly Span[], squares: readonly Span[], side: number): Span[][] | undefined {
  const steps = squares.slice(1).flatMap((g, k) => {
    const step = mid(g) - mid(squares[k])
    return step < side * 1.6 ? [step] : []
  })
  const pitch = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)]
  if (!pitch || !squares.length) return undefined
  // The cells' phase: where the square glyphs' middles fall, modulo the pitch (their median).
  const phases = squares.map((g) => mid(g) - Math.round((mid(g) - mid(squares[0])) / pitch) * pitch)
  const origin = [...phases].sort((a, b) => a - b)[Math.floor(phases.length / 2)]
  const cells = new Map<number, Span[]>()
  for (const run of runs) {
    const k = Math.round((mid(run) - origin) / pitch)
    cells.set(k, [...(cells.get(k) ?? []), run])
  }
  return [...cells.keys()].sort((a, b) => a - b).map((k) => cells.get(k)!)
}

/** What a cell of flat strokes is (一, 二, 三), or undefined when its runs are not all flat. */
export function flatNumeral(runs: readonly Span[], side: number): string | undefined {
  return runs.every((r) => r.to - r.from < side * STROKE) && runs.length <= 3 ? FLAT_NUMERAL[runs.length] : undefined
}

/** The label among LABELS whose glyphs the head's ink looks most like, given the head's glyph count. */
function labelOf(picture: Picture, rects: { x0: number; y0: number; x1: number; y1: number }[]): string | undefined {
  const fits = LABELS.filter((l) => l.glyphs.length === rects.length)
  const score = (l: (typeof LABELS)[number]) => l.glyphs.reduce((sum, g, i) => sum + (glyphScores(picture, rects[i], [g])[g] ?? -1), 0)
  return fits.sort((a, b) => score(b) - score(a))[0]?.text
}

/** One column read from its ink, or undefined when its foot makes no phone number. */
function readColumn(picture: Picture, line: OcrLine): OcrLine | undefined {
  const rect = columnStrip(picture, line.box!)
  const { x0, x1 } = rect
  const grey = greyAt(picture, rect)
  const ink = inkGlyphs(grey, true)
  if (!ink) return undefined
  const { side } = ink
  const cells = glyphCells(
    ink.runs,
    ink.glyphs.filter((g) => g.to - g.from >= side * 0.75),
    side,
  )
  if (!cells) return undefined
  const rects = cells.map((runs) => ({ x0, y0: rect.y0 + runs[0].from, x1, y1: rect.y0 + runs[runs.length - 1].to }))
  const read = cells.map((runs, i) => {
    const flat = flatNumeral(runs, side)
    if (flat) return flat
    const bounds = inkBounds(greyAt(picture, rects[i]))
    return bounds && numeralOf(bounds.x1 - bounds.x0, bounds.y1 - bounds.y0, glyphScores(picture, rects[i], [...ROUND_NUMERALS]))
  })
  // The number is the run of numerals at the column's foot; the label is what comes before it.
  let start = read.length
  while (start > 0 && read[start - 1]) start--
  const number = numberOf(read.slice(start) as string[])
  const label = number && labelOf(picture, rects.slice(0, start))
  if (!number || !label) return undefined
  return {
    ...line,
    text: `${label} ${number}`,
    confidence: Math.min(line.confidence, DIGITS_CONFIDENCE),
    words: [
      { text: label, confidence: DIGITS_CONFIDENCE },
      { text: number, confidence: DIGITS_CONFIDENCE },
    ],
  }
}

/** Columns of kanji numerals the engine read as no number, read again from their ink. */
export function readDigitColumns(picture: Picture, lines: OcrLine[]): OcrLine[] {
  return lines.map((line) => {
    if (!line.box || !isColumnBox(line.box) || (line.text.match(NUMERAL_LOOKS)?.length ?? 0) < 6 || findPhones(line.text).length) return line
    return readColumn(picture, line) ?? line
  })
}

import type { OcrLine } from './ocr-engine'
import { cutColumnAtName } from './column-spans'
import { wordsInText, type Placed } from './placed-words'

// The engine's page layout often reads two blocks that share a printed row as one line: a name and
// the company printed right of it ("東海林 周平      三協テクノ株式会社"), "TEL …      FAX …". The
// field rules work line by line (and collapse the run of spaces the engine keeps), so such a line is
// one field to them. Here a line is cut where the gap between two of its words is far wider than its
// letters: Japanese has no spaces between words, so a wide gap is a column gap. Pure: word boxes only.

type Box = NonNullable<OcrLine['box']>
export { wordsInText, type Placed } from './placed-words'

/** A gap wider than this many letter heights (of the taller neighbour) starts a new block. */
export const BLOCK_GAP = 2.2
/** Up to this many letter heights, a gap between two parts of a name (成瀬 慎之介) is the name's own. */
export const NAME_GAP = 3.5
const NAME_PART = /^[\u3400-\u9FFF\uFA0E-\uFA2D々]{1,4}$/
const CJK = /[\u3040-\u30FF\u3400-\u9FFF]/
/** The kanji words before `i` (back to a non-Japanese word) and from `i` on are each a short name part, and nothing Japanese follows. */
function nameParts(words: Placed[], i: number): boolean {
  let start = i
  while (start > 0 && CJK.test(words[start - 1].text)) start--
  let end = i
  while (end < words.length && CJK.test(words[end].text)) end++
  const part = (from: number, to: number) => words.slice(from, to).map((w) => w.text.trim()).join('')
  return NAME_PART.test(part(start, i)) && NAME_PART.test(part(i, end)) && !words.slice(end).some((w) => CJK.test(w.text))
}
const height = (b: Box) => b.y1 - b.y0
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]
const perLetter = (w: Placed) => (w.box.x1 - w.box.x0) / [...w.text].length

/**
 * The engine's box of a Japanese word is sometimes only its last glyph's ("1ー8ー16" boxed as "6"): a
 * gap measured to or from such a box is not a gap. A word is at least this wide per letter.
 */
const boxed = (w: Placed) => perLetter(w) >= height(w.box) * 0.3

/** Where the line is cut: indexes of the words that start a new block. */
export function blockStarts(words: Placed[]): number[] {
  const heights = words.map((w) => height(w.box))
  // A flat glyph (ー, 一) has a low box: no letter counts as smaller than the line's usual one.
  const usual = median(heights)
  const starts: number[] = []
  // Word boxes of one line overlap (き inside すず): the gap is from the rightmost edge so far.
  let right = words[0].box.x1
  for (let i = 1; i < words.length; i++) {
    const gap = words[i].box.x0 - right
    right = Math.max(right, words[i].box.x1)
    if (!boxed(words[i - 1]) || !boxed(words[i])) continue
    const letter = Math.max(heights[i - 1], heights[i], usual)
    // Family and given name printed far apart (a wide space on a letter-spaced name): short kanji on
    // both sides and no Japanese after them (a company right of a name goes on: 三協 テクノ 株式 会社).
    if (gap <= letter * NAME_GAP && nameParts(words, i)) continue
    if (gap > letter * BLOCK_GAP) starts.push(i)
  }
  return starts
}

/** The line's box for words whose boxes may be the crop's (a line read again alone): mapped by the words' extent. */
function boxMapper(line: OcrLine, words: Placed[]): (x0: number, x1: number) => Box {
  const lb = line.box!
  const [wx0, wx1] = [Math.min(...words.map((w) => w.box.x0)), Math.max(...words.map((w) => w.box.x1))]
  const k = (lb.x1 - lb.x0) / Math.max(1, wx1 - wx0)
  const at = (x: number) => Math.min(lb.x1, Math.max(lb.x0, Math.round(lb.x0 + (x - wx0) * k)))
  return (x0, x1) => ({ x0: at(x0), y0: lb.y0, x1: at(x1), y1: lb.y1 })
}

/** One line cut into its blocks, each with its own text, box, words and confidence (their mean). */
export function splitLine(line: OcrLine): OcrLine[] {
  const { box } = line
  // A column of 縦書き is not cut.
  if (!box || height(box) > (box.x1 - box.x0) * 1.5) return [line]
  const words = wordsInText(line)
  if (!words || words.length < 2) return [line]
  const starts = blockStarts(words)
  if (!starts.length) return [line]
  const map = boxMapper(line, words)
  const cuts = [0, ...starts, words.length]
  return cuts.slice(0, -1).map((from, k) => {
    const part = words.slice(from, cuts[k + 1])
    return {
      ...line,
      text: line.text.slice(part[0].start, part[part.length - 1].end),
      confidence: part.reduce((s, w) => s + w.confidence, 0) / part.length,
      box: map(Math.min(...part.map((w) => w.box.x0)), Math.max(...part.map((w) => w.box.x1))),
      words: part.map(({ text, confidence, box }) => ({ text, confidence, box })),
    }
  })
}

/** Every line cut into its blocks, in reading order (left to right within a row); a column at its name. */
export const splitBlocks = (lines: OcrLine[]): OcrLine[] => lines.flatMap(splitLine).flatMap(cutColumnAtName)

import { isColumnBox, type Picture } from './card-image'
import { inkThreshold, type Grey, type Rect } from './glyph-cuts'
import { glyphScores, greyAt } from './glyph-match'
import { inkGlyphs, type Span } from './ink-glyphs'
import type { OcrLine, OcrWord } from './ocr-engine'
import { wordsOnCard } from './placed-words'
import { forOfficeCheck } from './field-confidence'

// The numbers of an address line are read by the Japanese model, which takes a narrow Gothic's oval
// 0 for a 6 or a 9 ('吾妻1-19-1' for 1-10-1, 'ソレイユ365号室' for 305) where a phone line, read in
// Latin, keeps it. Each 6 and 9 of a number on an address line is judged again on its ink, by the
// hole its loop leaves (0's runs its height, 6's is low, 9's high) and else by its likeness to each:
// when it is clearly a 0, the 0 is taken, and the office checks the line.

/** A line of an address: a place, a street number, a building's floor or room. */
const ADDRESS_LINE = /[都道府県市区町村郡]|丁目|番地?|号|ビル|階/
/** A word that is a number, or numbers joined by dashes (1-10-1). */
const NUMBER_WORD = /^[0-9]+(?:-[0-9]+)*$/
const ROUND = ['0', '6', '9']
/** By likeness, a digit is another when it looks at least this much like it… */
const AT_LEAST = 0.5
/** …and this much more than like the digit read. */
const MARGIN = 0.1
/** A digit or a dash is narrower than this share of the line's ink height (half a kanji, about); a kanji is not, nor 号. */
const NARROW = 0.65

/** The digit the glyph is by its likeness to each: the one read unless another of the three is clearly closer. */
export function roundDigit(scores: Record<string, number>, read: string): string {
  const [best, score] = Object.entries(scores).sort((a, b) => b[1] - a[1])[0] ?? [read, -1]
  return best !== read && score >= AT_LEAST && score - (scores[read] ?? -1) >= MARGIN ? best : read
}

/**
 * 0, 6 or 9 by the paper its loop closes in: one hole, as high as most of the ink (0, or two side by
 * side: a slashed 0), in its lower part (6) or its upper one (9). Undefined for any other ink (no hole,
 * two one above the other: an 8, or blank paper).
 */
export function loopDigit(grey: Grey): '0' | '6' | '9' | undefined {
  const { width, height, values } = grey
  const threshold = inkThreshold(grey)
  if (threshold === undefined) return undefined
  const ink = (i: number) => values[i] < threshold
  let [top, bottom, left, right] = [height, -1, width, -1]
  for (let i = 0; i < width * height; i++) if (ink(i)) [top, bottom, left, right] = [Math.min(top, Math.floor(i / width)), Math.max(bottom, Math.floor(i / width)), Math.min(left, i % width), Math.max(right, i % width)]
  if (bottom - top < 4) return undefined
  // Paper reached from the edge is outside; what is left of it is holes, each found by a fill.
  const seen = new Uint8Array(width * height)
  const fill = (start: number) => {
    const stack = [start]
    seen[start] = 1
    let [y0, y1, area, xs] = [height, -1, 0, 0]
    while (stack.length) {
      const i = stack.pop()!
      const [x, y] = [i % width, Math.floor(i / width)]
      ;[y0, y1, area, xs] = [Math.min(y0, y), Math.max(y1, y), area + 1, xs + x]
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1])
        if (j >= 0 && !seen[j] && !ink(j)) {
          seen[j] = 1
          stack.push(j)
        }
    }
    return { y0, y1, area, x: xs / area }
  }
  for (let x = 0; x < width; x++) for (const i of [x, (height - 1) * width + x]) if (!seen[i] && !ink(i)) fill(i)
  for (let y = 0; y < height; y++) for (const i of [y * width, y * width + width - 1]) if (!seen[i] && !ink(i)) fill(i)
  const side = bottom - top + 1
  const holes: { y0: number; y1: number; area: number; x: number }[] = []
  for (let i = 0; i < width * height; i++) if (!seen[i] && !ink(i)) holes.push(fill(i))
  const loops = holes.filter((h) => h.y1 - h.y0 + 1 >= side * 0.15)
  // A slashed zero's slash parts its hole in two, one beside the other where the slash crosses (or
  // meeting there, off to either side); an 8's two are one above the other, a row of its waist between.
  const [upper, lower] = [...loops].sort((a, b) => a.y0 - b.y0)
  const slashed = loops.length === 2 && lower.y0 - upper.y1 <= 1 && Math.abs(upper.x - lower.x) >= (right - left + 1) * 0.05
  if (loops.length !== 1 && !slashed) return undefined
  const hole = { y0: Math.min(...loops.map((h) => h.y0)), y1: Math.max(...loops.map((h) => h.y1)) }
  const [from, to] = [(hole.y0 - top) / side, (hole.y1 + 1 - top) / side]
  if (slashed) return to - from >= 0.5 ? '0' : undefined
  if (to - from >= 0.5 && from < 0.3 && to > 0.7) return '0'
  if (from >= 0.35 && to - from < 0.55) return '6'
  if (to <= 0.65 && to - from < 0.55) return '9'
  return undefined
}

/** The picture's part with a rule across it (a line under the address) taken out: rows inked nearly all across. */
function withoutRules(grey: Grey): Grey {
  const threshold = inkThreshold(grey)
  if (threshold === undefined) return grey
  const values = Uint8ClampedArray.from(grey.values as ArrayLike<number>)
  for (let y = 0; y < grey.height; y++) {
    let dark = 0
    for (let x = 0; x < grey.width; x++) if (values[y * grey.width + x] < threshold) dark++
    if (dark >= grey.width * 0.8) values.fill(255, y * grey.width, (y + 1) * grey.width)
  }
  return { ...grey, values }
}

/**
 * The word's glyphs, one ink run each, in the picture: the engine's box of a number often cuts off its
 * first or last digit, or runs on over the 号室 after it, so the runs are looked for a little past both
 * ends: a stretch of as many narrow runs as the word has characters, flat where it has its dashes and
 * only there, its digits as high as each other, the nearest the box. Undefined when there is no such stretch.
 */
function glyphRects(picture: Picture, word: Required<OcrWord>): { rect: Rect; grey: Grey }[] | undefined {
  const { box } = word
  const [margin, past] = [Math.max(1, Math.round((box.y1 - box.y0) * 0.1)), (box.y1 - box.y0) / 2]
  const region = { x0: Math.max(0, Math.floor(box.x0 - past)), y0: Math.max(0, Math.floor(box.y0 - margin)), x1: Math.min(picture.width, Math.ceil(box.x1 + past)), y1: Math.min(picture.height, Math.ceil(box.y1 + margin)) }
  if (region.x1 - region.x0 < 2 || region.y1 - region.y0 < 4) return undefined
  const grey = withoutRules(greyAt(picture, region))
  const threshold = inkThreshold(grey)
  const ink = threshold === undefined ? undefined : inkGlyphs(grey)
  const n = word.text.length
  if (threshold === undefined || !ink) return undefined
  const inkHeight = (r: Span) => {
    let [top, bottom] = [grey.height, -1]
    for (let y = 0; y < grey.height; y++) for (let x = r.from; x < r.to; x++) if (grey.values[y * grey.width + x] < threshold) [top, bottom] = [Math.min(top, y), Math.max(bottom, y)]
    return bottom - top + 1
  }
  const heights = ink.runs.map(inkHeight)
  const flat = heights.map((h) => h < ink.side * 0.4)
  const narrow = ink.runs.map((r) => r.to - r.from <= ink.side * NARROW)
  // Digits stand as high as each other: a part of the 号 after them (its 口) is not one.
  const even = (k: number) => {
    const tall = [...word.text].flatMap((c, i) => (c === '-' ? [] : [heights[k + i]]))
    return Math.min(...tall) >= Math.max(...tall) * 0.8
  }
  const fits = (k: number) => [...word.text].every((c, i) => narrow[k + i] && flat[k + i] === (c === '-')) && even(k)
  // Of stretches that fit, the one whose ends lie nearest the box's.
  const [from, to] = [box.x0 - region.x0, box.x1 - region.x0]
  const off = (k: number) => Math.abs(ink.runs[k].from - from) + Math.abs(ink.runs[k + n - 1].to - to)
  const start = ink.runs
    .slice(0, Math.max(0, ink.runs.length - n + 1))
    .map((_, k) => k)
    .filter(fits)
    .sort((a, b) => off(a) - off(b))[0]
  if (start === undefined) return undefined
  return ink.runs.slice(start, start + n).map((run) => {
    const cut = { width: run.to - run.from + 2, height: grey.height, values: new Uint8ClampedArray((run.to - run.from + 2) * grey.height).fill(255) }
    for (let y = 0; y < grey.height; y++) for (let x = run.from; x < run.to; x++) cut.values[y * cut.width + x - run.from + 1] = grey.values[y * grey.width + x]
    return { rect: { x0: region.x0 + run.from, y0: region.y0, x1: region.x0 + run.to, y1: region.y1 }, grey: cut }
  })
}

/** The word with each 6 and 9 judged on its ink. */
function judgedWord(picture: Picture, word: Required<OcrWord>): string {
  const glyphs = glyphRects(picture, word)
  if (!glyphs) return word.text
  // Only a 6 or a 9 is judged, and only a 0 taken: the engine reads 0 for neither (a 6 read as a 9 was never seen).
  const zero = (i: number) => (loopDigit(glyphs[i].grey) ?? roundDigit(glyphScores(picture, glyphs[i].rect, ROUND), word.text[i])) === '0'
  return [...word.text].map((c, i) => (c !== '0' && ROUND.includes(c) && zero(i) ? '0' : c)).join('')
}

/** Every address line whose numbers hold a 6 or 9 the ink says is a 0 gets the 0. */
export function readStreetDigits(picture: Picture, lines: OcrLine[]): OcrLine[] {
  return lines.map((line) => {
    if (!line.box || !line.words || isColumnBox(line.box) || !ADDRESS_LINE.test(line.text)) return line
    let text = line.text
    let from = 0
    // The words keep their own boxes; a word judged anew takes the digits and the office check's confidence.
    const onCard = wordsOnCard(line)
    const words = line.words.map((word, k) => {
      const placed = onCard[k]
      const at = text.indexOf(word.text, from)
      if (at < 0) return word
      from = at + word.text.length
      if (!placed.box || !NUMBER_WORD.test(word.text) || !/[69]/.test(word.text)) return word
      const judged = judgedWord(picture, placed as Required<OcrWord>)
      if (judged === word.text) return word
      text = text.slice(0, at) + judged + text.slice(from)
      return { ...word, text: judged, confidence: forOfficeCheck(word.confidence) }
    })
    return text === line.text ? line : { ...line, text, words, confidence: forOfficeCheck(line.confidence) }
  })
}

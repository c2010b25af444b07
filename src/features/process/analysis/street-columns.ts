import { columnStrip, cropBox, isColumnBox, type Picture } from './card-image'
import { glyphScores, greyAt } from './glyph-match'
import { inkGlyphs } from './ink-glyphs'
import { readLine, type OcrLine } from './ocr-engine'
import { forOfficeCheck } from './field-confidence'
import { turnedPart } from './turned-columns'

// A street number of two digits down a 縦書き column is printed upright side by side in one glyph's
// cell (縦中横: 2丁目8番30号), and the engine, reading the column glyph by glyph, loses the pair or reads
// it as one kanji ('8番号', '2番比号', '2丁目番1号'). Its cell is found from the ink: the glyphs either
// side of it (番 and 号, or 目 and 番) are told by their looks, and the cell between them is read alone
// as a word of digits. The number is a reading the reader made: the office checks it.

/** The marks a street number stands between, and the text the engine left between them: nothing or one glyph that is no numeral. */
const GAPS = [
  // After a block number (2番号; not 電話番号).
  { before: '番', after: '号', lost: /(?<=[0-9〇一二三四五六七八九十])番([^0-9〇一二三四五六七八九十\s]?)号/ },
  { before: '目', after: '番', lost: /丁目([^0-9〇一二三四五六七八九十\s]?)番/ },
] as const
/** A glyph is the mark when its ink looks at least this much like it. */
const MARK_AT_LEAST = 0.45
/** The cell is read this many px high: two digits side by side, about as high as a line the engine reads alone. */
const CELL_HEIGHT = 56

/** Digits as the engine reads them in a small crop, its look-alike letters put right; undefined for anything else. */
export function streetDigits(read: string): string | undefined {
  const digits = read.normalize('NFKC').replace(/\s/g, '').replace(/[Oo]/g, '0').replace(/[lI|!]/g, '1')
  return /^[0-9]{1,3}$/.test(digits) ? digits : undefined
}

/** Which gap of a column's text lost its number, if any: the column holds a street (丁目 or 番) and one of GAPS. */
export function lostStreetGap(text: string): (typeof GAPS)[number] | undefined {
  if (!/丁目|番/.test(text)) return undefined
  return GAPS.find((g) => g.lost.test(text))
}

type Box = NonNullable<OcrLine['box']>

/** The lost street number read from the cell between the two marks down the column in `box`, or undefined. */
async function lostNumberIn(picture: Picture, box: Box, gap: (typeof GAPS)[number]): Promise<{ digits: string; confidence: number } | undefined> {
  const strip = columnStrip(picture, box)
  const { x0, y0, x1 } = strip
  const ink = inkGlyphs(greyAt(picture, strip), true)
  if (!ink) return undefined
  const rects = ink.glyphs.map((g) => ({ x0, y0: y0 + g.from, x1, y1: y0 + g.to }))
  const scores = rects.map((r) => glyphScores(picture, r, [gap.before, gap.after]))
  // Each pair of marks with one cell between them: the cell of the lost number. Only one such pair is trusted.
  const cells = rects.filter((_, i) => i >= 1 && i + 1 < rects.length && (scores[i - 1][gap.before] ?? -1) >= MARK_AT_LEAST && (scores[i + 1][gap.after] ?? -1) >= MARK_AT_LEAST)
  if (cells.length !== 1) return undefined
  const read = await readLine(cropBox(picture, cells[0], CELL_HEIGHT), { single: 'word' })
  const digits = streetDigits(read.text)
  return digits ? { digits, confidence: read.confidence } : undefined
}

/**
 * Columns of a 縦書き address whose street number the engine lost, with it read again from its cell; on
 * a card read a quarter turn the columns are rows, turned back upright either way (turned-columns).
 */
export async function readStreetColumns(picture: Picture, lines: OcrLine[], quarterTurned: boolean): Promise<OcrLine[]> {
  return Promise.all(
    lines.map(async (line) => {
      const gap = line.box && lostStreetGap(line.text)
      if (!line.box || !gap) return line
      let found: { digits: string; confidence: number } | undefined
      if (isColumnBox(line.box)) found = await lostNumberIn(picture, line.box, gap)
      else if (quarterTurned)
        for (const degrees of [90, 270] as const) {
          const up = turnedPart(picture, line.box, degrees)
          found ??= await lostNumberIn(up, { x0: 0, y0: 0, x1: up.width, y1: up.height }, gap)
        }
      if (!found) return line
      const text = line.text.replace(gap.lost, (m) => `${m.startsWith('丁目') ? '丁目' : gap.before}${found.digits}${gap.after}`)
      return { ...line, text, words: undefined, confidence: forOfficeCheck(line.confidence, found.confidence) }
    }),
  )
}

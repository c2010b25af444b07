// How much a glyph on the card looks like a character: its ink, cut to the ink's own bounds and scaled
// to a small square, correlated with the character drawn in the device's Gothic and Mincho fonts. For
// glyphs the engine's models do not have (㈱, ㈲) and so always read as some other kanji.

import { endGlyphCuts, reach, transposed, type Grey, type Rect } from './glyph-cuts'

export type { Grey }

/** The side of the square glyphs are compared at: enough for strokes, small enough to forgive a font's details. */
export const GLYPH_SIDE = 32
/** Below this spread between paper and ink the cut holds no glyph. */
const MIN_CONTRAST = 40

/** The ink's bounds in the picture (dark pixels: below the middle of the darkest and lightest), or undefined for blank paper. */
export function inkBounds(grey: Grey): Rect | undefined {
  let [min, max] = [255, 0]
  for (let i = 0; i < grey.width * grey.height; i++) [min, max] = [Math.min(min, grey.values[i]), Math.max(max, grey.values[i])]
  if (max - min < MIN_CONTRAST) return undefined
  const threshold = (min + max) / 2
  let [x0, y0, x1, y1] = [grey.width, grey.height, -1, -1]
  for (let y = 0; y < grey.height; y++) {
    for (let x = 0; x < grey.width; x++) {
      if (grey.values[y * grey.width + x] >= threshold) continue
      ;[x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)]
    }
  }
  return x1 < 0 ? undefined : { x0, y0, x1: x1 + 1, y1: y1 + 1 }
}

/** Pearson correlation of two equally long ink vectors: 1 the same shape, about 0 unrelated. */
export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length)
  let [ma, mb] = [0, 0]
  for (let i = 0; i < n; i++) [ma, mb] = [ma + a[i], mb + b[i]]
  ;[ma, mb] = [ma / n, mb / n]
  let [ab, aa, bb] = [0, 0, 0]
  for (let i = 0; i < n; i++) {
    const [x, y] = [a[i] - ma, b[i] - mb]
    ;[ab, aa, bb] = [ab + x * y, aa + x * x, bb + y * y]
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0
}

const canvasOf = (width: number, height: number) => Object.assign(document.createElement('canvas'), { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) })
const context = (canvas: HTMLCanvasElement) => canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D

function greyOf(canvas: HTMLCanvasElement): Grey {
  const { data } = context(canvas).getImageData(0, 0, canvas.width, canvas.height)
  const values = new Uint8ClampedArray(canvas.width * canvas.height)
  for (let i = 0; i < values.length; i++) values[i] = (data[4 * i] + data[4 * i + 1] + data[4 * i + 2]) / 3
  return { width: canvas.width, height: canvas.height, values }
}

/** A part of a picture in grey. */
export function greyAt(picture: HTMLCanvasElement, rect: Rect): Grey {
  const part = canvasOf(rect.x1 - rect.x0, rect.y1 - rect.y0)
  context(part).drawImage(picture, rect.x0, rect.y0, part.width, part.height, 0, 0, part.width, part.height)
  return greyOf(part)
}

/** The ink of a part of a picture, fitted to a `side` square (0 paper … 1 ink), lightly blurred. */
export function inkVector(picture: HTMLCanvasElement, rect: Rect, side = GLYPH_SIDE): Float32Array | undefined {
  const part = canvasOf(rect.x1 - rect.x0, rect.y1 - rect.y0)
  context(part).drawImage(picture, rect.x0, rect.y0, part.width, part.height, 0, 0, part.width, part.height)
  const ink = inkBounds(greyOf(part))
  if (!ink) return undefined
  const square = canvasOf(side, side)
  const ctx = context(square)
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, side, side)
  // A little blur: a stroke one pixel off in another font still overlaps.
  ctx.filter = 'blur(0.6px)'
  ctx.drawImage(part, ink.x0, ink.y0, ink.x1 - ink.x0, ink.y1 - ink.y0, 0, 0, side, side)
  const { values } = greyOf(square)
  return Float32Array.from(values, (v) => 1 - v / 255)
}

/**
 * Gothic and Mincho, in the fonts Japanese devices have (the first one present draws): a card prints
 * one or the other, and the better of the two counts. Generic families alone may draw the marks in a
 * fallback font for both.
 */
const FAMILIES = [
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", "Noto Sans CJK JP", "Noto Sans JP", "IPAexGothic", sans-serif',
  '"Hiragino Mincho ProN", "Yu Mincho", "Noto Serif CJK JP", "Noto Serif JP", "IPAexMincho", serif',
]
const DRAWN_SIZE = 96
const templates = new Map<string, Float32Array[]>()

function templatesOf(char: string, families: string[], turned: boolean, side: number): Float32Array[] {
  const key = `${char}|${families.join(',')}|${turned}|${side}`
  let found = templates.get(key)
  if (!found) {
    found = families.flatMap((family) => {
      const canvas = canvasOf(DRAWN_SIZE * 1.5, DRAWN_SIZE * 1.5)
      const ctx = context(canvas)
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, canvas.width, canvas.height)
      ctx.fillStyle = '#000'
      ctx.font = `${DRAWN_SIZE}px ${family}`
      ctx.textAlign = 'center'
      ctx.textBaseline = 'middle'
      ctx.translate(canvas.width / 2, canvas.height / 2)
      // In a column a mark may be set on its side, as browsers set signs in vertical text: a quarter turn clockwise.
      if (turned) ctx.rotate(Math.PI / 2)
      ctx.fillText(char, 0, 0)
      const ink = inkVector(canvas, { x0: 0, y0: 0, x1: canvas.width, y1: canvas.height }, side)
      return ink ? [ink] : []
    })
    templates.set(key, found)
  }
  return found
}

/**
 * How much the glyph in `rect` looks like each of `chars` (−1…1, the best font of each); a blank cut
 * scores nothing. `turned` also tries the chars set on their side (a column's marks). A larger `side`
 * keeps details a glyph's look-alike lacks (立 for 大 in 﨑).
 */
export function glyphScores(picture: HTMLCanvasElement, rect: Rect, chars: string[], families = FAMILIES, turned = false, side = GLYPH_SIDE): Record<string, number> {
  const glyph = inkVector(picture, rect, side)
  const scores: Record<string, number> = {}
  if (!glyph) return scores
  const drawn = (char: string) => [...templatesOf(char, families, false, side), ...(turned ? templatesOf(char, families, true, side) : [])]
  for (const char of chars) scores[char] = Math.max(-1, ...drawn(char).map((t) => correlation(glyph, t)))
  return scores
}

/**
 * The cuts that may hold the glyph at a line's `end` (a row's right end or a column's foot, or its
 * start) after `skip` columns of it, in the picture, with how far from the end each reaches: the line's
 * box with a margin (the engine's boxes clip strokes), a column turned to a row (see glyph-cuts).
 */
export function lineGlyphCuts(picture: HTMLCanvasElement, box: Rect, end: 'last' | 'first', column: boolean, skip = 0): { rect: Rect; reach: number }[] {
  const margin = Math.max(2, Math.round((column ? box.x1 - box.x0 : box.y1 - box.y0) * 0.08))
  const region = { x0: Math.max(0, Math.floor(box.x0 - margin)), y0: Math.max(0, Math.floor(box.y0 - margin)), x1: Math.min(picture.width, Math.ceil(box.x1 + margin)), y1: Math.min(picture.height, Math.ceil(box.y1 + margin)) }
  if (region.x1 <= region.x0 || region.y1 <= region.y0) return []
  const grey = column ? transposed(greyAt(picture, region)) : greyAt(picture, region)
  return endGlyphCuts(grey, end, skip).map((cut) => ({
    rect: column ? { x0: region.x0 + cut.y0, y0: region.y0 + cut.x0, x1: region.x0 + cut.y1, y1: region.y0 + cut.x1 } : { x0: region.x0 + cut.x0, y0: region.y0 + cut.y0, x1: region.x0 + cut.x1, y1: region.y0 + cut.y1 },
    reach: reach(cut, grey.width, end),
  }))
}

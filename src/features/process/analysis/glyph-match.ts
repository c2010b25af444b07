// How much a glyph on the card looks like a character: its ink, cut to the ink's own bounds and scaled
// to a small square, correlated with the character drawn in the device's Gothic and Mincho fonts. For
// glyphs the engine's models do not have (㈱, ㈲) and so always read as some other kanji.

import { endGlyphCuts, reach, rowsOf, textBand, transposed, type Grey, type Rect } from './glyph-cuts'

export type { Grey }

/** The side of the square glyphs are compared at: enough for strokes, small enough to forgive a font's details. */
export const GLYPH_SIDE = 32
/** Below this spread between paper and ink the cut holds no glyph. */
const MIN_CONTRAST = 40

/** The ink's bounds in the picture (dark pixels: below the middle of the darkest and lightest), or undefined for blank paper. */
export function inkBounds(grey: Grey): Rect | undefined {
  // Plain loops: this runs over every pixel of every glyph cut and every drawn template.
  const { width, height, values } = grey
  let min = 255
  let max = 0
  for (let i = 0; i < width * height; i++) {
    const v = values[i]
    if (v < min) min = v
    if (v > max) max = v
  }
  if (max - min < MIN_CONTRAST) return undefined
  const threshold = (min + max) / 2
  let x0 = width
  let y0 = height
  let x1 = -1
  let y1 = -1
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      if (values[row + x] >= threshold) continue
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      y1 = y
    }
  }
  return x1 < 0 ? undefined : { x0, y0, x1: x1 + 1, y1: y1 + 1 }
}

/** Pearson correlation of two equally long ink vectors: 1 the same shape, about 0 unrelated. */
export function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length)
  let ma = 0
  let mb = 0
  for (let i = 0; i < n; i++) {
    ma += a[i]
    mb += b[i]
  }
  ma /= n
  mb /= n
  let ab = 0
  let aa = 0
  let bb = 0
  for (let i = 0; i < n; i++) {
    const x = a[i] - ma
    const y = b[i] - mb
    ab += x * y
    aa += x * x
    bb += y * y
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

/** The canvas a part of a picture is copied to, sized anew each time (which clears it). */
let scratch: HTMLCanvasElement | undefined

/** A part of a picture copied alone, on the scratch canvas: used before the next part is copied. */
function partOf(picture: HTMLCanvasElement, rect: Rect): HTMLCanvasElement {
  const part = (scratch ??= canvasOf(1, 1))
  part.width = Math.max(1, Math.round(rect.x1 - rect.x0))
  part.height = Math.max(1, Math.round(rect.y1 - rect.y0))
  context(part).drawImage(picture, rect.x0, rect.y0, part.width, part.height, 0, 0, part.width, part.height)
  return part
}

/** A part of a picture in grey. */
export const greyAt = (picture: HTMLCanvasElement, rect: Rect): Grey => greyOf(partOf(picture, rect))

/** One canvas for each side glyphs are fitted to, drawn over each time: making a canvas costs more than using one. */
const squares = new Map<number, CanvasRenderingContext2D>()

/** The ink of a whole canvas, fitted to a `side` square (0 paper … 1 ink), lightly blurred. */
function inkOfCanvas(canvas: HTMLCanvasElement, side: number): Float32Array | undefined {
  const ink = inkBounds(greyOf(canvas))
  if (!ink) return undefined
  let ctx = squares.get(side)
  if (!ctx) squares.set(side, (ctx = context(canvasOf(side, side))))
  ctx.filter = 'none'
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, side, side)
  // A little blur: a stroke one pixel off in another font still overlaps.
  ctx.filter = 'blur(0.6px)'
  ctx.drawImage(canvas, ink.x0, ink.y0, ink.x1 - ink.x0, ink.y1 - ink.y0, 0, 0, side, side)
  const { values } = greyOf(ctx.canvas)
  return Float32Array.from(values, (v) => 1 - v / 255)
}

/** The ink of a part of a picture, fitted to a `side` square (0 paper … 1 ink), lightly blurred. */
export function inkVector(picture: HTMLCanvasElement, rect: Rect, side = GLYPH_SIDE): Float32Array | undefined {
  return inkOfCanvas(partOf(picture, rect), side)
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
/** The canvas characters are drawn on, drawn over for each one. */
let drawing: CanvasRenderingContext2D | undefined

function templatesOf(char: string, families: string[], turned: boolean, side: number): Float32Array[] {
  const key = `${char}|${families.join(',')}|${turned}|${side}`
  let found = templates.get(key)
  if (!found) {
    found = families.flatMap((family) => {
      const ctx = (drawing ??= context(canvasOf(DRAWN_SIZE * 1.5, DRAWN_SIZE * 1.5)))
      const { width, height } = ctx.canvas
      ctx.setTransform(1, 0, 0, 1, 0, 0)
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, width, height)
      ctx.fillStyle = '#000'
      ctx.font = `${DRAWN_SIZE}px ${family}`
      ctx.textAlign = 'center'
      ctx.textBaseline = 'middle'
      ctx.translate(width / 2, height / 2)
      // In a column a mark may be set on its side, as browsers set signs in vertical text: a quarter turn clockwise.
      if (turned) ctx.rotate(Math.PI / 2)
      ctx.fillText(char, 0, 0)
      const ink = inkOfCanvas(ctx.canvas, side)
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
  const whole = column ? transposed(greyAt(picture, region)) : greyAt(picture, region)
  // Only the band of the line's own text, when the box holds a logo too (glyph-cuts textBand).
  const band = textBand(whole)
  const grey = band ? rowsOf(whole, Math.max(0, band.y0 - 1), Math.min(whole.height, band.y1 + 1)) : whole
  const top = band ? Math.max(0, band.y0 - 1) : 0
  return endGlyphCuts(grey, end, skip).map((cut) => ({
    rect: column ? { x0: region.x0 + top + cut.y0, y0: region.y0 + cut.x0, x1: region.x0 + top + cut.y1, y1: region.y0 + cut.x1 } : { x0: region.x0 + cut.x0, y0: region.y0 + top + cut.y0, x1: region.x0 + cut.x1, y1: region.y0 + top + cut.y1 },
    reach: reach(cut, grey.width, end),
  }))
}

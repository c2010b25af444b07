// Where the glyph at one end of a line of ink is, found from the ink itself. The engine's boxes do not
// say it: a row shared with another block (a name left, the company right) is as high as both, and a
// word box of one glyph is often as tall as the row or runs into its neighbour. Pure: no canvas.

/** A greyscale picture: one value 0 (black) … 255 (white) per pixel, row by row. */
export type Grey = { width: number; height: number; values: ArrayLike<number> }
export type Rect = { x0: number; y0: number; x1: number; y1: number }

/** Below this spread between paper and ink the cut holds no glyph. */
const MIN_CONTRAST = 40

/** Halfway between paper and ink: darker is ink. Undefined when the spread is too small to hold a glyph. */
export function inkThreshold({ width, height, values }: Grey): number | undefined {
  let [min, max] = [255, 0]
  for (let i = 0; i < width * height; i++) [min, max] = [Math.min(min, values[i]), Math.max(max, values[i])]
  return max - min < MIN_CONTRAST ? undefined : (min + max) / 2
}

/** The picture turned so a column's foot is a row's right end (x and y swapped). */
export function transposed(grey: Grey): Grey {
  const values = new Uint8ClampedArray(grey.width * grey.height)
  for (let y = 0; y < grey.height; y++) for (let x = 0; x < grey.width; x++) values[x * grey.height + y] = grey.values[y * grey.width + x]
  return { width: grey.height, height: grey.width, values }
}

/**
 * The cuts that may hold the row's glyph at its `end`: from the last inked column back about one glyph,
 * the glyph as high as the ink near the end (so as wide: CJK glyphs are square). Each blank column from
 * 0.7 to 1.3 glyphs back may be the gap before it; ㈱'s own brackets leave gaps too, so every such gap
 * gives a cut and the caller keeps the best. `skip` leaves that many columns at the end out (the glyph
 * before a cut).
 */
export function endGlyphCuts(grey: Grey, end: 'last' | 'first', skip = 0): Rect[] {
  const { width, height, values } = grey
  const threshold = inkThreshold(grey)
  if (threshold === undefined) return []
  const at = (k: number) => (end === 'last' ? width - 1 - k : k)
  const inkIn = (k: number) => {
    let n = 0
    for (let y = 0; y < height; y++) if (values[y * width + at(k)] < threshold) n++
    return n
  }
  let first = skip
  while (first < width && !inkIn(first)) first++
  if (first >= width) return []
  let [top, bottom] = [height, -1]
  for (let k = first; k < Math.min(width, first + 2 * height); k++) {
    for (let y = 0; y < height; y++) if (values[y * width + at(k)] < threshold) [top, bottom] = [Math.min(top, y), Math.max(bottom, y)]
  }
  const side = bottom - top + 1
  const stops = new Set([Math.min(width, first + side)])
  for (let k = Math.round(first + 0.7 * side); k <= Math.min(width - 1, Math.round(first + 1.3 * side)); k++) {
    // The first blank column of a gap, seen from the glyph.
    if (!inkIn(k) && inkIn(k - 1)) stops.add(k)
  }
  return [...stops].map((stop) => {
    const [a, b] = end === 'last' ? [width - stop, width - first] : [first, stop]
    return { x0: a, y0: Math.max(0, top - 1), x1: b, y1: Math.min(height, bottom + 2) }
  })
}

/**
 * The rows of the line's own text, when its box holds more than one band of ink: a logo above the
 * company's name (logo-right cards) made tesseract's box of the line twice its height, and the cut
 * took the logo's edge for the glyph's top. Bands are split by blank rows; of those at least a third
 * as high as the highest (a rule or a sliver of the next line is not), the one inked across the most
 * columns is the text. Undefined when there is one band.
 */
export function textBand(grey: Grey): { y0: number; y1: number } | undefined {
  const { width, height, values } = grey
  const threshold = inkThreshold(grey)
  if (threshold === undefined) return undefined
  const inked = (y: number) => {
    for (let x = 0; x < width; x++) if (values[y * width + x] < threshold) return true
    return false
  }
  const bands: { y0: number; y1: number }[] = []
  for (let y = 0; y < height; y++) {
    if (!inked(y)) continue
    const last = bands[bands.length - 1]
    // One blank row inside a glyph (between 三's strokes) does not part it.
    if (last && y - last.y1 <= 2) last.y1 = y + 1
    else bands.push({ y0: y, y1: y + 1 })
  }
  if (bands.length < 2) return undefined
  const tallest = Math.max(...bands.map((b) => b.y1 - b.y0))
  const columns = (b: { y0: number; y1: number }) => {
    let n = 0
    for (let x = 0; x < width; x++) {
      for (let y = b.y0; y < b.y1; y++) {
        if (values[y * width + x] < threshold) {
          n++
          break
        }
      }
    }
    return n
  }
  return bands.filter((b) => 3 * (b.y1 - b.y0) >= tallest).reduce((a, b) => (columns(b) > columns(a) ? b : a))
}

/** The rows y0…y1 of a picture. */
export const rowsOf = (grey: Grey, y0: number, y1: number): Grey => ({ width: grey.width, height: y1 - y0, values: Array.prototype.slice.call(grey.values, y0 * grey.width, y1 * grey.width) })

/** How far from the `end` a cut reaches (columns): the glyph before it starts there. */
export const reach = (cut: Rect, width: number, end: 'last' | 'first') => (end === 'last' ? width - cut.x0 : cut.x1)

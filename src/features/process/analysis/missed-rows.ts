import type { Picture } from './card-image'

// The page layout sometimes finds no line at all where the card prints one: most often the large
// bold name, or a short title (主任, 室長) alone on its row. Ink that no read line covers is found here
// row by row, so the reader can read it as a line of its own.

export type Box = { x0: number; y0: number; x1: number; y1: number }

/**
 * A row of ink that is a stroke, not text: a rule (slanting a little, so its box is as tall as a line)
 * or a dotted line. Text has strokes down most of its height (stems, kanji); a rule's ink in each
 * column is only its thickness. Read as a line at the read height, such a row was the slowest crop of a card
 * (a rule 800 px long scaled ×4: 2 s for two readings of "ーー").
 * `columnInk` is the ink of each column of the row, `height` the row's.
 */
export function isStroke(columnInk: ArrayLike<number>, height: number): boolean {
  let tall = 0
  for (let x = 0; x < columnInk.length; x++) if (columnInk[x] >= height * 0.4) tall++
  return tall < Math.max(2, columnInk.length * 0.01)
}

/**
 * A row of ink taller than this many line heights is blocks side by side (a logo beside lines), not one
 * line. A large name is printed up to three times the small print's height and more: 関 啓介 at 3.05.
 */
const TALLEST = 3.5

/** A line box this many line heights tall may hold a row of small print with the large one (see stackedRows). */
const STACKED = 3

/** Blocks of ink side by side in one row are apart by at least this many line heights: wider than the gap between a large name's words. */
const BLOCK_GAP = 5

/** The stretches of `columnInk` (ink per column) with ink, apart where `gap` or more columns in a row have none. */
export function inkBlocks(columnInk: ArrayLike<number>, gap: number): { start: number; end: number }[] {
  const blocks: { start: number; end: number }[] = []
  let blank = 0
  for (let x = 0; x < columnInk.length; x++) {
    if (!columnInk[x]) {
      blank++
      continue
    }
    const last = blocks[blocks.length - 1]
    if (last && blank < gap) last.end = x + 1
    else blocks.push({ start: x, end: x + 1 })
    blank = 0
  }
  return blocks
}

/** The picture's luminance and the level under which a pixel is ink (70 under the paper's). */
export type Ink = { lum: Float32Array; dark: number }
/** A picture's ink, worked out once for missedRows and stackedRows both. */
export function inkOf(src: Picture): Ink {
  const { width: W, height: H } = src
  const { data } = (src.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D).getImageData(0, 0, W, H)
  const lum = new Float32Array(W * H)
  for (let i = 0; i < W * H; i++) lum[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2]
  const sample = Array.from({ length: 4000 }, (_, k) => lum[Math.floor((k * lum.length) / 4000)]).sort((a, b) => a - b)
  return { lum, dark: sample[Math.floor(sample.length * 0.9)] - 70 }
}

/** A row of ink that touches the picture's top or bottom edge. */
export const offEdge = (y0: number, y1: number, height: number) => y0 <= 0 || y1 >= height

/**
 * Boxes of rows of ink outside every read line's box, top to bottom. Only rows about as tall as text
 * (`lineHeight` × 0.5…TALLEST) and as sparse as text (a shadow, a dark corner or a filled logo is solid; a large bold name fills about half its box) count;
 * columns inked from top to bottom (a coloured band, the card's edge) are left out.
 */
export function missedRows(src: Picture, boxes: Box[], lineHeight: number, picturesInk: Ink = inkOf(src)): Box[] {
  const W = src.width
  const H = src.height
  const { lum, dark } = picturesInk
  const covered = new Uint8Array(W * H)
  for (const b of boxes) {
    // A margin for strokes the box left out; a tall box (a logo merged into the line) no larger one.
    const pad = Math.round(Math.min(b.y1 - b.y0, lineHeight) * 0.25)
    for (let y = Math.max(0, Math.floor(b.y0) - pad); y < Math.min(H, Math.ceil(b.y1) + pad); y++) covered.fill(1, y * W + Math.max(0, Math.floor(b.x0) - pad), y * W + Math.min(W, Math.ceil(b.x1) + pad))
  }
  const colInk = new Uint32Array(W)
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (lum[y * W + x] < dark) colInk[x]++
  // A coloured band runs the card's height; its anti-aliased edge columns count with it.
  const barCol = (x: number) => x >= 0 && x < W && colInk[x] > H * 0.35
  const bar = (x: number) => barCol(x) || barCol(x - 2) || barCol(x + 2)
  const ink = (x: number, y: number) => lum[y * W + x] < dark && !covered[y * W + x] && !bar(x)
  const out: Box[] = []
  // Rows starting in [top, bottom) are found across [from, to); a row too tall to be text may be blocks
  // side by side (a logo beside the name, title and department: one row of ink from the logo's top to
  // its bottom), each searched for rows of its own, once. A row of a block may run on past the logo's
  // bottom (a name beside its lower half). Returns where the last row ended.
  const scan = (from: number, to: number, top: number, bottom: number, split: boolean): number => {
    const rowInk = new Uint32Array(H)
    for (let y = top; y < H; y++) for (let x = from; x < to; x++) if (ink(x, y)) rowInk[y]++
    let y = top
    let reached = top
    while (y < bottom) {
      if (rowInk[y] < 3) {
        y++
        continue
      }
      let end = y
      let blank = 0
      while (end + 1 < H && blank <= 2) {
        end++
        blank = rowInk[end] < 3 ? blank + 1 : 0
      }
      const [y0, y1] = [y, end - blank + 1]
      y = end + 1
      reached = Math.max(reached, y)
      const h = y1 - y0
      // Ink running off the picture's top or bottom is no printed row (a card keeps a margin): it is the
      // desk or the card's shadow left by the cut, read as noise for half a second a time.
      if (h < lineHeight * 0.5 || offEdge(y0, y1, H)) continue
      let x0 = W
      let x1 = 0
      let count = 0
      const columnInk = new Uint32Array(W)
      for (let yy = y0; yy < y1; yy++) {
        for (let x = from; x < to; x++) {
          if (!ink(x, yy)) continue
          count++
          columnInk[x]++
          if (x < x0) x0 = x
          if (x >= x1) x1 = x + 1
        }
      }
      if (h > lineHeight * TALLEST) {
        const blocks = split ? inkBlocks(columnInk.subarray(x0, x1), lineHeight * BLOCK_GAP) : []
        if (blocks.length > 1) for (const b of blocks) y = Math.max(y, scan(x0 + b.start, x0 + b.end, y0, y1, false))
        reached = Math.max(reached, y)
        continue
      }
      const density = count / Math.max(1, (x1 - x0) * h)
      if (x1 - x0 < h * 0.8 || density < 0.03 || density > 0.68 || isStroke(columnInk.subarray(x0, x1), h)) continue
      out.push({ x0, y0, x1, y1 })
    }
    return reached
  }
  scan(0, W, 0, H, true)
  return out.sort((a, b) => a.y0 - b.y0)
}

/**
 * Rows of small print inside a large line's box: the layout took a title printed right above (or
 * below) the name into the name's line ('副店長' over '尾崎 圭', read as '尾崎 ='), so no row of ink was
 * left outside a box for missedRows to find. A box at least STACKED line heights tall whose ink falls
 * into bands apart by blank rows holds such a row in each band but its largest, when that band is as
 * tall as text (a stroke of 三 is not) and smaller than the largest.
 */
export function stackedRows(src: Picture, boxes: Box[], lineHeight: number, { lum, dark }: Ink = inkOf(src)): Box[] {
  const W = src.width
  const out: Box[] = []
  for (const b of boxes) {
    const [x0, x1, y0, y1] = [Math.max(0, Math.floor(b.x0)), Math.min(W, Math.ceil(b.x1)), Math.max(0, Math.floor(b.y0)), Math.min(src.height, Math.ceil(b.y1))]
    if (y1 - y0 < lineHeight * STACKED || x1 - x0 < y1 - y0) continue
    const rowInk = Array.from({ length: y1 - y0 }, (_, k) => {
      let n = 0
      for (let x = x0; x < x1; x++) if (lum[(y0 + k) * W + x] < dark) n++
      return n
    })
    const bands = inkBlocks(rowInk, 3)
    if (bands.length < 2) continue
    const main = bands.reduce((a, c) => (c.end - c.start > a.end - a.start ? c : a))
    for (const band of bands) {
      const h = band.end - band.start
      if (band === main || h < lineHeight * 0.7 || h > (main.end - main.start) * 0.6) continue
      let [bx0, bx1] = [x1, x0]
      for (let y = y0 + band.start; y < y0 + band.end; y++)
        for (let x = x0; x < x1; x++)
          if (lum[y * W + x] < dark) [bx0, bx1] = [Math.min(bx0, x), Math.max(bx1, x + 1)]
      if (bx1 - bx0 >= h) out.push({ x0: bx0, y0: y0 + band.start, x1: bx1, y1: y0 + band.end })
    }
  }
  return out
}

// Picture preparation before reading (browser only): decode, shrink to a size the engine reads fast,
// cut the card out of the desk around it, and turn it by quarter turns.

/** Longest side of the card the engine gets: card text stays 20+ px high, and time per card stays low. */
export const MAX_SIDE = 800
/**
 * Longest side a photo is decoded at, before the card is cut out of it: shrunk to MAX_SIDE first, the
 * desk around a card took its share of those pixels (a card filling 80% of the photo was read at 85% of
 * a scan's size, one filling half of it at 55%).
 */
export const LOAD_SIDE = 1600

export type Picture = HTMLCanvasElement

export function canvasOf(width: number, height: number): Picture {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width))
  canvas.height = Math.max(1, Math.round(height))
  return canvas
}

export const context = (canvas: Picture) => canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D

/** A data URL or same-origin URL → a canvas no larger than `maxSide`. */
export async function loadPicture(src: string, maxSide = MAX_SIDE): Promise<Picture> {
  const img = new Image()
  img.src = src
  await img.decode()
  const k = Math.min(1, maxSide / Math.max(img.naturalWidth, img.naturalHeight))
  const canvas = canvasOf(img.naturalWidth * k, img.naturalHeight * k)
  context(canvas).drawImage(img, 0, 0, canvas.width, canvas.height)
  return canvas
}

/** The picture shrunk so its longest side is at most `maxSide` (a smaller one comes back unchanged). */
export function fitPicture(src: Picture, maxSide = MAX_SIDE): Picture {
  const k = maxSide / Math.max(src.width, src.height)
  return k >= 1 ? src : scalePicture(src, k)
}

/**
 * A card photographed small (a low-resolution photo, one taken from afar) drawn at the size the engine
 * reads a card at: its glyphs are then high enough to tell, smoothed by the scaling instead of read off
 * a few blocky pixels. One near that size is kept as it is.
 */
export function enlargeSmall(card: Picture, side = MAX_SIDE): Picture {
  const k = side / Math.max(card.width, card.height)
  return k > ENLARGE_FROM ? scalePicture(card, k) : card
}
/** A card this many times smaller than the engine's size is enlarged. */
const ENLARGE_FROM = 1.15

/** The picture scaled by `k`. */
export function scalePicture(src: Picture, k: number): Picture {
  const out = canvasOf(src.width * k, src.height * k)
  context(out).drawImage(src, 0, 0, out.width, out.height)
  return out
}

/** The picture turned clockwise by 90, 180 or 270 degrees. */
export function turnPicture(src: Picture, degrees: 0 | 90 | 180 | 270): Picture {
  if (degrees === 0) return src
  const sideways = degrees !== 180
  const out = canvasOf(sideways ? src.height : src.width, sideways ? src.width : src.height)
  const ctx = context(out)
  ctx.translate(out.width / 2, out.height / 2)
  ctx.rotate((degrees * Math.PI) / 180)
  ctx.drawImage(src, -src.width / 2, -src.height / 2)
  return out
}

/** Brightness (0–255) of the picture shrunk to `width` px, row by row. */
export function brightness(src: Picture, width: number): { values: Float32Array; W: number; H: number; k: number } {
  const k = width / src.width
  const W = width
  const H = Math.max(1, Math.round(src.height * k))
  const small = canvasOf(W, H)
  const ctx = context(small)
  ctx.drawImage(src, 0, 0, W, H)
  const { data } = ctx.getImageData(0, 0, W, H)
  const values = new Float32Array(W * H)
  for (let i = 0; i < W * H; i++) values[i] = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2]
  return { values, W, H, k }
}

/**
 * The photo's brightness at `width` px, and the level above which a pixel is card, not desk (the desk's
 * colour is the median of the picture's border). Undefined when the border is light: paper (a scan or
 * a white desk), nothing to cut.
 */
export function deskAround(src: Picture, width: number): { values: Float32Array; W: number; H: number; k: number; limit: number } | undefined {
  const { values, W, H, k } = brightness(src, width)
  const found = deskLevel(values, W, H)
  return found === undefined ? undefined : { values, W, H, k, limit: found }
}

/** The level above which a pixel is card, from the desk's colour at the border; undefined for a light border. */
function deskLevel(values: Float32Array, W: number, H: number): number | undefined {
  const lum = (x: number, y: number) => values[y * W + x]
  const border: number[] = []
  for (let x = 0; x < W; x++) border.push(lum(x, 0), lum(x, H - 1))
  for (let y = 0; y < H; y++) border.push(lum(0, y), lum(W - 1, y))
  border.sort((a, b) => a - b)
  const desk = border[Math.floor(border.length / 2)]
  if (desk > 175) return undefined
  // Card pixels are clearly lighter than the desk.
  return desk + Math.max(30, (255 - desk) * 0.35)
}

/**
 * Cuts the card out of a photo of it on a desk: the desk colour is taken from the picture's border,
 * the card is the largest area of rows and columns that differ from it. A scan (card to the edges, or
 * a border of the card's own colour) comes back unchanged.
 */
export function cropToCard(src: Picture): Picture {
  const found = deskAround(src, 160)
  if (!found) return src
  const { values, W, H, k, limit } = found
  const lum = (x: number, y: number) => values[y * W + x]
  const rowHits = new Array<number>(H).fill(0)
  const colHits = new Array<number>(W).fill(0)
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (lum(x, y) > limit) {
        rowHits[y]++
        colHits[x]++
      }
    }
  }
  const span = (hits: number[], min: number) => {
    const first = hits.findIndex((h) => h >= min)
    let last = hits.length - 1
    while (last > first && hits[last] < min) last--
    return first === -1 ? undefined : [first, last]
  }
  const rows = span(rowHits, W * 0.12)
  const cols = span(colHits, H * 0.12)
  if (!rows || !cols) return src
  const [top, bottom] = rows
  const [left, right] = cols
  if ((right - left) * (bottom - top) < W * H * 0.15) return src
  const pad = 2
  const x0 = Math.max(0, (left - pad) / k)
  const y0 = Math.max(0, (top - pad) / k)
  const x1 = Math.min(src.width, (right + 1 + pad) / k)
  const y1 = Math.min(src.height, (bottom + 1 + pad) / k)
  const out = canvasOf(x1 - x0, y1 - y0)
  context(out).drawImage(src, x0, y0, x1 - x0, y1 - y0, 0, 0, out.width, out.height)
  return out
}

/** The margin around a crop follows the text's size: a column's is its width (its height would take in the next columns). */
export const cropMargin = (box: { x0: number; y0: number; x1: number; y1: number }) => Math.min(box.y1 - box.y0, box.x1 - box.x0) * 0.15

/** A box of the picture with a margin, scaled so the box (without the margin) is `height` px high. */
export function cropBox(src: Picture, box: { x0: number; y0: number; x1: number; y1: number }, height: number): Picture {
  const pad = cropMargin(box)
  const x0 = Math.max(0, box.x0 - pad)
  const y0 = Math.max(0, box.y0 - pad)
  const x1 = Math.min(src.width, box.x1 + pad)
  const y1 = Math.min(src.height, box.y1 + pad)
  const k = height / Math.max(1, box.y1 - box.y0)
  const out = canvasOf((x1 - x0) * k, (y1 - y0) * k)
  const ctx = context(out)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, out.width, out.height)
  ctx.drawImage(src, x0, y0, x1 - x0, y1 - y0, 0, 0, out.width, out.height)
  return out
}

type Rect = { x0: number; y0: number; x1: number; y1: number }

/** A column's box with a margin across it (the engine's boxes clip strokes), in whole px inside the picture. */
export function columnStrip(picture: Picture, box: Rect): Rect {
  const margin = Math.round((box.x1 - box.x0) * 0.15)
  return { x0: Math.max(0, Math.floor(box.x0 - margin)), y0: Math.max(0, Math.floor(box.y0)), x1: Math.min(picture.width, Math.ceil(box.x1 + margin)), y1: Math.min(picture.height, Math.ceil(box.y1)) }
}

/** A box much taller than wide: a column of 縦書き. */
export const isColumnBox = (b: Rect) => b.y1 - b.y0 > (b.x1 - b.x0) * 1.5

/** The middle value (0 for none): the usual line height or column width of a card. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * Which lines are printed large (the name, the company): a third taller than the card's usual row,
 * or for 縦書き columns a third wider than the usual column.
 */
export function largeLineTest(boxes: Rect[]): (box: Rect) => boolean {
  const rowHeight = median(boxes.filter((b) => !isColumnBox(b)).map((b) => b.y1 - b.y0))
  const columnWidth = median(boxes.filter(isColumnBox).map((b) => b.x1 - b.x0))
  return (b) => (isColumnBox(b) ? b.x1 - b.x0 >= columnWidth * 1.3 : b.y1 - b.y0 >= rowHeight * 1.3)
}

/** The engine reads a line alone best 56 px high, a 縦書き column 40 px wide (56 read worse than 40 or 80 in trials). */
export const READ_LINE_HEIGHT = 56
const READ_COLUMN_WIDTH = 40

/** A line or a column cut out at the size the engine reads it best alone. */
export function cropLine(src: Picture, box: Rect, vertical = isColumnBox(box)): Picture {
  const [w, h] = [box.x1 - box.x0, box.y1 - box.y0]
  return cropBox(src, box, vertical ? (READ_COLUMN_WIDTH * h) / w : READ_LINE_HEIGHT)
}

/**
 * The skew of the text in degrees (−12…12), from the angle at which the dark pixels line up best in
 * rows and columns. Tesseract straightens a couple of degrees itself; a hand-held photo is often off
 * by 5–10, where it finds no lines at all.
 */
export function estimateSkew(src: Picture): number {
  const { values: lum, W, H } = brightness(src, 320)
  const sorted = Float32Array.from(lum).sort()
  const paper = sorted[Math.floor(sorted.length * 0.7)]
  const xs: number[] = []
  const ys: number[] = []
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (lum[y * W + x] >= paper - 70) continue
      xs.push(x - W / 2)
      ys.push(y - H / 2)
    }
  }
  if (xs.length < 50) return 0
  const size = Math.ceil(Math.hypot(W, H)) + 2
  const sharpness = (deg: number) => {
    const a = (deg * Math.PI) / 180
    const [sin, cos] = [Math.sin(a), Math.cos(a)]
    const rows = new Float64Array(size)
    const cols = new Float64Array(size)
    for (let i = 0; i < xs.length; i++) {
      rows[Math.round(-xs[i] * sin + ys[i] * cos + size / 2)]++
      cols[Math.round(xs[i] * cos + ys[i] * sin + size / 2)]++
    }
    let s = 0
    for (let i = 0; i < size; i++) s += rows[i] * rows[i] + cols[i] * cols[i]
    return s
  }
  let best = 0
  let bestScore = sharpness(0)
  for (let deg = -12; deg <= 12; deg += 0.5) {
    const score = sharpness(deg)
    if (score > bestScore) [best, bestScore] = [deg, score]
  }
  return best
}

/** The picture turned about its centre by `radians` (clockwise) onto a canvas of the given size, the corners filled with its paper colour. */
function turnedOnPaper(src: Picture, radians: number, width: number, height: number): Picture {
  const out = canvasOf(width, height)
  const ctx = context(out)
  const corner = context(src).getImageData(Math.floor(src.width / 2), 2, 1, 1).data
  ctx.fillStyle = `rgb(${corner[0]},${corner[1]},${corner[2]})`
  ctx.fillRect(0, 0, out.width, out.height)
  ctx.translate(out.width / 2, out.height / 2)
  ctx.rotate(radians)
  ctx.drawImage(src, -src.width / 2, -src.height / 2)
  return out
}

/** The picture turned by a small angle (degrees, clockwise), grown to hold all of it. */
export function rotatePicture(src: Picture, degrees: number): Picture {
  const a = (degrees * Math.PI) / 180
  const [sin, cos] = [Math.abs(Math.sin(a)), Math.abs(Math.cos(a))]
  return turnedOnPaper(src, a, src.width * cos + src.height * sin, src.width * sin + src.height * cos)
}

/**
 * The picture as the engine read it: tesseract straightens the page by the skew it finds (rotateAuto)
 * about its centre, keeping its size, and gives its boxes in that frame. Turned the same way, the
 * picture's pixels lie under the boxes again: a box on a card 3° off was up to 15 px beside its line.
 */
export function alignToEngine(src: Picture, radians: number): Picture {
  return radians ? turnedOnPaper(src, radians, src.width, src.height) : src
}

/**
 * The box widened to the ink of its row: the page layout sometimes leaves the end of a line out of
 * its box (a bold "…株式会社" read as one glyph, the last kanji of a name) or cuts the line in two.
 * Walks left and right from the box while dark pixels follow within `maxGap` line heights.
 */
export function inkRow(src: Picture, box: { x0: number; y0: number; x1: number; y1: number }, maxGap = 1.2): { x0: number; y0: number; x1: number; y1: number } {
  const h = box.y1 - box.y0
  // The middle of the line only: descenders and the next line's ascenders stay out.
  const top = Math.max(0, Math.round(box.y0 + h * 0.15))
  const rows = Math.max(1, Math.round(h * 0.7))
  const { data } = context(src).getImageData(0, top, src.width, Math.min(rows, src.height - top))
  const lum = (i: number) => 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2]
  const n = data.length / 4
  const values = Array.from({ length: n }, (_, i) => lum(i)).sort((a, b) => a - b)
  const paper = values[Math.floor(n * 0.9)]
  const dark = paper - 70
  const band = n / src.width
  const inked = (x: number) => {
    for (let y = 0; y < band; y++) if (lum(y * src.width + x) < dark) return true
    return false
  }
  const gap = h * maxGap
  let x1 = Math.min(src.width - 1, Math.round(box.x1))
  for (let x = x1, blank = 0; x < src.width && blank <= gap; x++) {
    if (inked(x)) [x1, blank] = [x + 1, 0]
    else blank++
  }
  let x0 = Math.max(0, Math.round(box.x0))
  for (let x = x0 - 1, blank = 0; x >= 0 && blank <= gap; x--) {
    if (inked(x)) [x0, blank] = [x, 0]
    else blank++
  }
  return { x0, y0: box.y0, x1, y1: box.y1 }
}

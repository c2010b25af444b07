import type { Picture } from './card-image'

// A card under a lamp from one side, or half in a shadow: the engine binarises the page with one
// threshold, so the lines in the shade fall below it and vanish whole (every contact line of a card).
// The paper's own brightness is estimated cell by cell (the bright pixels between the glyphs) and each
// pixel divided by it, so the paper is white everywhere and the ink keeps its contrast.

/** Cell side in px at the engine's 800 px: wider than a stroke of the largest name, so each cell shows paper. */
const CELL = 24
/** Paper brightness spread (10th to 90th percentile of the cells) below which the light counts as even. */
const UNEVEN = 28
/** A dark card (light print on a dark ground) is left as it is: its "paper" is the ink. */
const LIGHT_CARD = 130

const luminance = (d: Uint8ClampedArray, i: number) => (77 * d[i] + 150 * d[i + 1] + 29 * d[i + 2]) >> 8

/** The brightness of the paper in each cell: the 90th percentile of its pixels. */
export function paperGrid(data: Uint8ClampedArray, width: number, height: number, cell = CELL): { grid: Float32Array; cols: number; rows: number } {
  const cols = Math.ceil(width / cell)
  const rows = Math.ceil(height / cell)
  const grid = new Float32Array(cols * rows)
  const hist = new Uint32Array(256)
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      hist.fill(0)
      let n = 0
      for (let y = cy * cell; y < Math.min(height, (cy + 1) * cell); y++) {
        for (let x = cx * cell; x < Math.min(width, (cx + 1) * cell); x++) {
          hist[luminance(data, (y * width + x) * 4)]++
          n++
        }
      }
      let seen = 0
      let v = 255
      while (v > 0 && (seen += hist[v]) < n * 0.1) v--
      grid[cy * cols + cx] = v
    }
  }
  // A cell inside a logo or a thick bar is no paper: the brightest of its neighbours stands in.
  const out = new Float32Array(grid.length)
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      let best = 0
      for (let y = Math.max(0, cy - 1); y <= Math.min(rows - 1, cy + 1); y++) for (let x = Math.max(0, cx - 1); x <= Math.min(cols - 1, cx + 1); x++) best = Math.max(best, grid[y * cols + x])
      out[cy * cols + cx] = best
    }
  }
  return { grid: out, cols, rows }
}

const percentile = (values: Float32Array, p: number) => {
  const sorted = Float32Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
}

/** Whether the paper is lit unevenly enough to be worth evening (and light enough to be paper). */
export function isUnevenPaper(grid: Float32Array): boolean {
  const lo = percentile(grid, 0.1)
  const hi = percentile(grid, 0.9)
  return percentile(grid, 0.5) >= LIGHT_CARD && hi - lo >= UNEVEN
}

/** Divides each pixel by the paper's brightness around it (interpolated between cell centres). */
export function evenLightData(data: Uint8ClampedArray, width: number, height: number): boolean {
  const { grid, cols, rows } = paperGrid(data, width, height)
  if (!isUnevenPaper(grid)) return false
  const at = (cx: number, cy: number) => grid[Math.min(rows - 1, Math.max(0, cy)) * cols + Math.min(cols - 1, Math.max(0, cx))]
  for (let y = 0; y < height; y++) {
    const fy = y / CELL - 0.5
    const cy = Math.floor(fy)
    const ty = fy - cy
    for (let x = 0; x < width; x++) {
      const fx = x / CELL - 0.5
      const cx = Math.floor(fx)
      const tx = fx - cx
      const paper = (at(cx, cy) * (1 - tx) + at(cx + 1, cy) * tx) * (1 - ty) + (at(cx, cy + 1) * (1 - tx) + at(cx + 1, cy + 1) * tx) * ty
      const k = 255 / Math.max(48, paper)
      const i = (y * width + x) * 4
      data[i] = data[i] * k
      data[i + 1] = data[i + 1] * k
      data[i + 2] = data[i + 2] * k
    }
  }
  return true
}

/** The picture with its paper evened out, or the same picture when the light is already even. */
export function evenLight(src: Picture): Picture {
  const ctx = src.getContext('2d', { willReadFrequently: true })
  if (!ctx) return src
  const image = ctx.getImageData(0, 0, src.width, src.height)
  if (!evenLightData(image.data, src.width, src.height)) return src
  const out = document.createElement('canvas')
  out.width = src.width
  out.height = src.height
  out.getContext('2d', { willReadFrequently: true })!.putImageData(image, 0, 0)
  return out
}

import type { Grey } from './glyph-cuts'

// Where a large line's glyphs are, from its ink alone: a name is printed in square glyphs, and the
// engine's own word boxes do not say how many there are (小鳥遊 for the four glyphs of 小鳥遊 遥) nor
// keep the gap between family and given name (辻硬 for 辻 遥). Pure: a grey picture of the line.

/** A stretch along the line (x for a row, y for a column), end excluded. */
export type Span = { from: number; to: number }
/** A glyph: its stretch along the line and how high (a column: how wide) its own ink is. */
export type InkGlyph = Span & { height: number }
export type InkGlyphs = { side: number; glyphs: InkGlyph[] }

/** Below this spread between paper and ink the line holds no glyph. */
const MIN_CONTRAST = 40
/** A glyph's ink runs (小's three strokes) are put together while they stay this much of a glyph wide. */
const GLYPH_WIDTH = 1.15

/**
 * The glyphs of a line of square glyphs, along its length: the inked runs between blank columns (rows
 * for a `vertical` column) put together while they fit in one glyph, a glyph being as wide as the ink
 * is high. `side` is that height (a column's width); `runs` are the inked runs themselves (二's two strokes apart).
 */
export function inkGlyphs(grey: Grey, vertical = false): (InkGlyphs & { runs: Span[] }) | undefined {
  const { width, height, values } = grey
  const sorted = Float32Array.from(values).sort()
  const paper = sorted[Math.floor(sorted.length * 0.9)]
  const ink = sorted[Math.floor(sorted.length * 0.02)]
  if (paper - ink < MIN_CONTRAST) return undefined
  const threshold = (paper + ink) / 2
  const [along, across] = vertical ? [height, width] : [width, height]
  const dark = (a: number, c: number) => (vertical ? values[a * width + c] : values[c * width + a]) < threshold
  // Each column's (a column's row's) ink across the line: its first and last dark pixel.
  const tops: number[] = []
  const bottoms: number[] = []
  for (let a = 0; a < along; a++) {
    let [top, bottom] = [across, -1]
    for (let c = 0; c < across; c++) if (dark(a, c)) [top, bottom] = [Math.min(top, c), Math.max(bottom, c)]
    tops.push(top)
    bottoms.push(bottom)
  }
  const inked = (a: number) => bottoms[a] >= 0
  const lo = Math.min(...tops)
  const hi = Math.max(...bottoms)
  if (hi < 0) return undefined
  const side = hi - lo + 1
  const glyphs: InkGlyph[] = []
  const runs: Span[] = []
  for (let a = 0; a < along; ) {
    if (!inked(a)) {
      a++
      continue
    }
    let to = a
    while (to < along && inked(to)) to++
    runs.push({ from: a, to })
    const last = glyphs[glyphs.length - 1]
    if (last && to - last.from <= side * GLYPH_WIDTH) last.to = to
    else glyphs.push({ from: a, to, height: 0 })
    a = to
  }
  for (const g of glyphs) {
    const [top, bottom] = [Math.min(...tops.slice(g.from, g.to)), Math.max(...bottoms.slice(g.from, g.to))]
    g.height = bottom - top + 1
  }
  return { side, glyphs, runs }
}

/** Where the family name ends: before the widest gap, when it is clearly wider than a glyph's own spacing. */
export function nameBreak({ side, glyphs }: { side: number; glyphs: Span[] }): number | undefined {
  const gaps = glyphs.slice(1).map((g, k) => g.from - glyphs[k].to)
  if (!gaps.length) return undefined
  const widest = Math.max(...gaps)
  const at = gaps.indexOf(widest)
  const others = gaps.filter((_, k) => k !== at)
  // Letter-spaced names (寺 島 佳 奈) have gaps all alike: no break is sure there.
  return widest >= side * 0.25 && others.every((g) => widest >= g * 2) ? at + 1 : undefined
}

/**
 * How many flat strokes one glyph's ink stacks (一 one, 二 two, 三 three): bands of inked rows parted
 * by rows with no ink at all, each band flat (thinner than a third of the ink's width). Undefined
 * on a glyph with other strokes (翼 read '=': its strokes run on between its bars) or without contrast.
 */
export function flatStrokes(grey: Grey): number | undefined {
  const { width, height, values } = grey
  const sorted = Float32Array.from(values).sort()
  const [paper, ink] = [sorted[Math.floor(sorted.length * 0.9)], sorted[Math.floor(sorted.length * 0.02)]]
  if (paper - ink < MIN_CONTRAST) return undefined
  const threshold = (paper + ink) / 2
  const bands: { from: number; to: number }[] = []
  let [left, right] = [width, -1]
  for (let y = 0; y < height; y++) {
    let dark = 0
    for (let x = 0; x < width; x++) if (values[y * width + x] < threshold) [dark, left, right] = [dark + 1, Math.min(left, x), Math.max(right, x)]
    if (!dark) continue
    const last = bands[bands.length - 1]
    if (last && last.to === y - 1) last.to = y
    else bands.push({ from: y, to: y })
  }
  const across = right - left + 1
  if (!bands.length || bands.some((b) => b.to - b.from + 1 > across / 3)) return undefined
  return bands.length
}

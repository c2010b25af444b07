// The card's four edges in a photo of it on a desk, and the perspective that maps its corners to a
// rectangle (homography). Pure: no canvas; flatten-card.ts draws the warp.

export type Point = { x: number; y: number }
/** Corners clockwise from the top left, as the photo shows them. */
export type Quad = [Point, Point, Point, Point]
/** Brightness (0–255) row by row, and which pixels are card (lighter than the desk). */
export type CardMask = { W: number; H: number; card: (x: number, y: number) => boolean }

/** A run this long of card pixels starts the card: a speck of light on the desk does not. */
const RUN = 3
/** Points farther than this (px) from a first fit are shadow, a rounded corner or text at the edge. */
const OUTLIER = 2
/** The fitted edges must hold this close (RMS px) to their points: else the card is no quadrilateral. */
const MAX_RMS = 1.5

/** The first position from `from` stepping by `step` where RUN card pixels in a row begin. */
function firstRun(n: number, at: (i: number) => boolean, from: number, step: 1 | -1): number | undefined {
  let run = 0
  for (let i = from; i >= 0 && i < n; i += step) {
    run = at(i) ? run + 1 : 0
    if (run === RUN) return i - step * (RUN - 1)
  }
  return undefined
}

/** Least-squares line v = a·u + b through the points, refitted without the outliers of the first fit. */
export function fitLine(points: { u: number; v: number }[]): { a: number; b: number; rms: number; kept: number } | undefined {
  const fit = (ps: { u: number; v: number }[]) => {
    const n = ps.length
    if (n < 8) return undefined
    let [su, sv, suu, suv] = [0, 0, 0, 0]
    for (const { u, v } of ps) [su, sv, suu, suv] = [su + u, sv + v, suu + u * u, suv + u * v]
    const d = n * suu - su * su
    if (!d) return undefined
    const a = (n * suv - su * sv) / d
    const b = (sv - a * su) / n
    const rms = Math.sqrt(ps.reduce((s, p) => s + (p.v - a * p.u - b) ** 2, 0) / n)
    return { a, b, rms }
  }
  const first = fit(points)
  if (!first) return undefined
  // Far outliers (a row of text touching the edge, where the card begins at the text's end) pull the
  // first fit: the fifth of points farthest from it are left out of a second, which the rest must hug.
  const off = (line: { a: number; b: number }) => (p: { u: number; v: number }) => Math.abs(p.v - line.a * p.u - line.b)
  const byFirst = [...points].sort((p, q) => off(first)(p) - off(first)(q))
  const trimmed = fit(byFirst.slice(0, Math.ceil(points.length * 0.8)))
  if (!trimmed) return undefined
  const near = points.filter((p) => off(trimmed)(p) <= OUTLIER)
  const line = fit(near)
  return line && { ...line, kept: near.length / points.length }
}

/** Where x = a1·y + b1 (a side edge) meets y = a2·x + b2 (a top or bottom edge). */
function meet(side: { a: number; b: number }, across: { a: number; b: number }): Point {
  const y = (across.a * side.b + across.b) / (1 - across.a * side.a)
  return { x: side.a * y + side.b, y }
}

/** Where the card begins along a scan of `n` values from `from` (stepping by `step`): the first card pixel seen. */
type Begins = (n: number, at: (i: number) => number, from: number, step: 1 | -1) => number | undefined

/** A rise this large (brightness) from outside to inside is the card's edge when the desk is as light as the card's far side. */
const STEP = 18

/** The card begins where the brightness rises by STEP and stays up for three pixels: a light edge on any desk, even one lighter than the card's shaded side. */
const stepBegins: Begins = (n, at, from, step) => {
  for (let i = from + 2 * step; i - 2 * step >= 0 && i - 2 * step < n && i + 3 * step >= 0 && i + 3 * step < n; i += step) {
    const inside = Math.min(at(i), at(i + step), at(i + 2 * step), at(i + 3 * step))
    if (inside - at(i - 2 * step) >= STEP) return i
  }
  return undefined
}

/**
 * The card's corners: each edge is fitted to where the card begins seen from that side of the photo,
 * on the middle 70% of the card's extent (so a side edge is not confused with the top or bottom of a
 * card turned a little). Undefined when an edge is not straight, the card is turned too far for that,
 * or it fills the photo (a scan: nothing to flatten).
 */
function quadOf(W: number, H: number, value: (x: number, y: number) => number, begins: Begins): Quad | undefined {
  const lefts: { u: number; v: number }[] = []
  const rights: { u: number; v: number }[] = []
  const tops: { u: number; v: number }[] = []
  const bottoms: { u: number; v: number }[] = []
  const fromLeft = (y: number) => begins(W, (x) => value(x, y), 0, 1)
  const fromTop = (x: number) => begins(H, (y) => value(x, y), 0, 1)
  const rowsWith: number[] = []
  const colsWith: number[] = []
  for (let y = 0; y < H; y++) if (fromLeft(y) !== undefined) rowsWith.push(y)
  for (let x = 0; x < W; x++) if (fromTop(x) !== undefined) colsWith.push(x)
  if (rowsWith.length < 20 || colsWith.length < 20) return undefined
  const middle = (list: number[]) => {
    const [lo, hi] = [list[0], list[list.length - 1]]
    return [lo + (hi - lo) * 0.15, hi - (hi - lo) * 0.15]
  }
  const [y0, y1] = middle(rowsWith)
  const [x0, x1] = middle(colsWith)
  for (let y = Math.ceil(y0); y <= y1; y++) {
    const l = fromLeft(y)
    const r = begins(W, (x) => value(x, y), W - 1, -1)
    if (l !== undefined && l > 0) lefts.push({ u: y, v: l })
    // The far side of the last card pixel is the edge, as the near side of the first one is.
    if (r !== undefined && r < W - 1) rights.push({ u: y, v: r + 1 })
  }
  for (let x = Math.ceil(x0); x <= x1; x++) {
    const t = fromTop(x)
    const b = begins(H, (y) => value(x, y), H - 1, -1)
    if (t !== undefined && t > 0) tops.push({ u: x, v: t })
    if (b !== undefined && b < H - 1) bottoms.push({ u: x, v: b + 1 })
  }
  const edges = [fitLine(lefts), fitLine(rights), fitLine(tops), fitLine(bottoms)]
  // A straight edge keeps nearly all its points (a curve's middle would fit well on its own).
  if (edges.some((e) => !e || e.rms > MAX_RMS || e.kept < 0.8 || Math.abs(e.a) > 0.3)) return undefined
  const [left, right, top, bottom] = edges as { a: number; b: number }[]
  const quad: Quad = [meet(left, top), meet(right, top), meet(right, bottom), meet(left, bottom)]
  return quadArea(quad) >= W * H * 0.15 ? quad : undefined
}

/** The corners of the card a mask shows (pixels lighter than a dark desk). */
export const findCardQuad = ({ W, H, card }: CardMask): Quad | undefined =>
  quadOf(W, H, (x, y) => (card(x, y) ? 1 : 0), (n, at, from, step) => firstRun(n, (i) => at(i) === 1, from, step))

/** The corners of the card by its edges' rise in brightness: a desk about as light as the card's shaded side, where no one level parts them. */
export const findCardQuadByEdges = ({ W, H, values }: { W: number; H: number; values: ArrayLike<number> }): Quad | undefined =>
  quadOf(W, H, (x, y) => values[y * W + x], stepBegins)

/** The quad's area (shoelace). */
export function quadArea(q: Quad): number {
  let s = 0
  for (let i = 0; i < 4; i++) s += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y
  return Math.abs(s) / 2
}

/** How far (px) the quad is from the upright rectangle around it: 0 for a card lying square. */
export function quadSkew(q: Quad): number {
  const [xs, ys] = [q.map((p) => p.x), q.map((p) => p.y)]
  const box: Quad = [
    { x: Math.min(...xs), y: Math.min(...ys) },
    { x: Math.max(...xs), y: Math.min(...ys) },
    { x: Math.max(...xs), y: Math.max(...ys) },
    { x: Math.min(...xs), y: Math.max(...ys) },
  ]
  return Math.max(...q.map((p, i) => Math.hypot(p.x - box[i].x, p.y - box[i].y)))
}

/**
 * The 3×3 perspective (row-major, last entry 1) taking the rectangle 0…w × 0…h onto the quad: for a
 * pixel of the flat card, where it is in the photo.
 */
export function rectToQuad(w: number, h: number, q: Quad): number[] {
  const from = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]
  // Eight equations in the eight unknowns h11…h32, solved by Gaussian elimination.
  const rows: number[][] = []
  for (let i = 0; i < 4; i++) {
    const [u, v] = from[i]
    const { x, y } = q[i]
    rows.push([u, v, 1, 0, 0, 0, -u * x, -v * x, x])
    rows.push([0, 0, 0, u, v, 1, -u * y, -v * y, y])
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c
    for (let r = c + 1; r < 8; r++) if (Math.abs(rows[r][c]) > Math.abs(rows[pivot][c])) pivot = r
    ;[rows[c], rows[pivot]] = [rows[pivot], rows[c]]
    for (let r = 0; r < 8; r++) {
      if (r === c) continue
      const f = rows[r][c] / rows[c][c]
      for (let k = c; k < 9; k++) rows[r][k] -= f * rows[c][k]
    }
  }
  return [...rows.map((r, i) => r[8] / r[i]), 1]
}

/** Where the perspective takes the point (u, v). */
export function project(m: number[], u: number, v: number): Point {
  const d = m[6] * u + m[7] * v + m[8]
  return { x: (m[0] * u + m[1] * v + m[2]) / d, y: (m[3] * u + m[4] * v + m[5]) / d }
}

// Plain number helpers for the SVG charts (no d3 on dashboards: every kilobyte counts there).

/** A round upper bound for an axis (1, 2, 2.5, 5 × 10ⁿ) and its evenly spaced ticks. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const raw = max / count
  const pow = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? raw
  return Array.from({ length: Math.ceil(max / step - 1e-9) + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6)
}

/** A smooth path through points (monotone-ish cubic: control points at the horizontal midpoints). */
export function smoothPath(points: readonly [number, number][]): string {
  if (points.length === 0) return ''
  let d = `M${points[0][0]},${points[0][1]}`
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]
    const [x1, y1] = points[i]
    const mx = (x0 + x1) / 2
    d += ` C${mx},${y0} ${mx},${y1} ${x1},${y1}`
  }
  return d
}

/** An SVG arc segment of a ring from angle a0 to a1 (radians, 0 = top, clockwise). */
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number) => [cx + r * Math.sin(a), cy - r * Math.cos(a)] as const
  const [x0, y0] = p(a0)
  const [x1, y1] = p(a1)
  const large = a1 - a0 > Math.PI ? 1 : 0
  return `M${x0},${y0} A${r},${r} 0 ${large} 1 ${x1},${y1}`
}

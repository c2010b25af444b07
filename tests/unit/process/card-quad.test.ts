import { describe, expect, it } from 'vitest'
import { findCardQuad, findCardQuadByEdges, fitLine, project, quadSkew, rectToQuad, type Quad } from '../../../src/features/process/analysis/card-quad'

/** Whether (x, y) is inside the convex quad (corners clockwise). */
const insideQuad = (q: Quad, x: number, y: number) =>
  q.every((a, i) => {
    const b = q[(i + 1) % 4]
    return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) >= 0
  })

/** A mask of the quad's inside, with dark "text" rows inside it. */
function maskOf(q: Quad, W: number, H: number) {
  return { W, H, card: (x: number, y: number) => insideQuad(q, x + 0.5, y + 0.5) && !(y % 20 < 3 && x % 7 < 4) }
}

/** A card shot at an angle in a 400 × 270 view: far side shorter, turned a little. */
const ANGLED: Quad = [
  { x: 60, y: 40 },
  { x: 330, y: 58 },
  { x: 338, y: 232 },
  { x: 45, y: 215 },
]

const near = (a: { x: number; y: number }, b: { x: number; y: number }, within: number) => Math.hypot(a.x - b.x, a.y - b.y) <= within

describe('the card’s edges in a photo on a desk', () => {
  it('finds the corners of a card shot at an angle: far side shorter, turned a little', () => {
    const q = ANGLED
    const found = findCardQuad(maskOf(q, 400, 270))!
    expect(found).toBeDefined()
    found.forEach((p, i) => expect(near(p, q[i], 1.5), `corner ${i}: ${JSON.stringify(p)}`).toBe(true))
    expect(quadSkew(found)).toBeGreaterThan(10)
  })

  it('finds none where the card fills the photo or is no quadrilateral', () => {
    expect(findCardQuad({ W: 100, H: 60, card: () => true })).toBeUndefined()
    // A round blob of light: its sides are no straight edges.
    expect(findCardQuad({ W: 200, H: 200, card: (x, y) => Math.hypot(x - 100, y - 100) < 80 })).toBeUndefined()
  })

  it('finds the card on a light desk by its edges, its far side shaded darker than the desk’s level', () => {
    const q = ANGLED
    // Desk 195; the card fades from 240 at its left to 214 at its right, with rows of dark text running
    // into its left and right edges (no margin: the worst case for the side edges).
    const values = Array.from({ length: 400 * 270 }, (_, i) => {
      const [x, y] = [i % 400, Math.floor(i / 400)]
      if (!insideQuad(q, x + 0.5, y + 0.5)) return 195
      return y > 60 && y < 200 && y % 20 < 3 && x % 7 < 4 ? 60 : 240 - (26 * x) / 400
    })
    const found = findCardQuadByEdges({ W: 400, H: 270, values })!
    expect(found).toBeDefined()
    found.forEach((p, i) => expect(near(p, q[i], 1.5), `corner ${i}: ${JSON.stringify(p)}`).toBe(true))
  })

  it('finds no edges on a scan: text rises from the paper everywhere, no four straight sides', () => {
    const values = Array.from({ length: 400 * 250 }, (_, i) => {
      const [x, y] = [i % 400, Math.floor(i / 400)]
      return y > 30 && y < 220 && y % 24 < 12 && x > 40 + (y % 48) && x < 360 && x % 9 < 5 ? 40 : 246
    })
    expect(findCardQuadByEdges({ W: 400, H: 250, values })).toBeUndefined()
  })

  it('fits a line through points, leaving out one far from it', () => {
    const points = Array.from({ length: 30 }, (_, u) => ({ u, v: 0.1 * u + 5 }))
    points[10] = { u: 10, v: 40 }
    const line = fitLine(points)!
    expect(line.a).toBeCloseTo(0.1, 5)
    expect(line.b).toBeCloseTo(5, 5)
  })
})

describe('the perspective from the flat card to the photo', () => {
  it('takes the rectangle’s corners to the quad’s, and its middle inside it', () => {
    const q: Quad = [
      { x: 12, y: 20 },
      { x: 810, y: 64 },
      { x: 832, y: 540 },
      { x: 3, y: 495 },
    ]
    const m = rectToQuad(900, 550, q)
    const corners = [project(m, 0, 0), project(m, 900, 0), project(m, 900, 550), project(m, 0, 550)]
    corners.forEach((p, i) => expect(near(p, q[i], 1e-6)).toBe(true))
    const mid = project(m, 450, 275)
    expect(mid.x).toBeGreaterThan(300)
    expect(mid.x).toBeLessThan(550)
  })
})

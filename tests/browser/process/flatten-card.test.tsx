import { expect } from 'chai'
import { flattenCard } from '@/features/process/analysis/flatten-card'
import { paper } from '../support/canvas'

// A card shot at an angle on a desk is a trapezoid; the reader draws it flat before reading, so its
// rows of text run level across the whole card again.

const lerp = (a: number[], b: number[], t: number) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]

/** A dark desk with a light card on it as a trapezoid (far side shorter), and three dark bars across it like rows of text. */
function deskPhoto(): HTMLCanvasElement {
  const [canvas, ctx] = paper(1200, 800, '#5a4632')
  const [tl, tr, br, bl] = [
    [190, 110],
    [1010, 160],
    [1060, 690],
    [120, 640],
  ]
  ctx.fillStyle = '#f6f4ee'
  ctx.beginPath()
  for (const [x, y] of [tl, tr, br, bl]) ctx.lineTo(x, y)
  ctx.fill()
  ctx.strokeStyle = '#1a1a1a'
  ctx.lineWidth = 8
  for (const t of [0.25, 0.5, 0.75]) {
    const [a, b] = [lerp(tl, bl, t), lerp(tr, br, t)]
    ctx.beginPath()
    ctx.moveTo(...(lerp(a, b, 0.1) as [number, number]))
    ctx.lineTo(...(lerp(a, b, 0.9) as [number, number]))
    ctx.stroke()
  }
  return canvas
}

/** The row (y) of the darkest pixel in column x within rows y0…y1; undefined when none there is dark (no bar). */
function darkestRow(canvas: HTMLCanvasElement, x: number, y0: number, y1: number): number | undefined {
  const { data } = canvas.getContext('2d')!.getImageData(x, y0, 1, y1 - y0)
  let [best, at] = [256, y0]
  for (let i = 0; i < y1 - y0; i++) if (data[i * 4] < best) [best, at] = [data[i * 4], y0 + i]
  return best < 100 ? at : undefined
}

describe('flattenCard (a card shot at an angle)', () => {
  it('draws the card flat: no desk left in its corners, its rows level from edge to edge', () => {
    const flat = flattenCard(deskPhoto())!
    expect(flat, 'a card at an angle is flattened').to.not.equal(undefined)
    expect(Math.max(flat.width, flat.height)).to.be.at.most(800)
    const ctx = flat.getContext('2d')!
    for (const [x, y] of [
      [4, 4],
      [flat.width - 5, 4],
      [flat.width - 5, flat.height - 5],
      [4, flat.height - 5],
    ]) {
      expect(ctx.getImageData(x, y, 1, 1).data[0], `corner ${x},${y} is card, not desk`).to.be.above(200)
    }
    // Each bar at the same height at its left and right ends (it slanted 50 px across the photo).
    for (const t of [0.25, 0.5, 0.75]) {
      const y = Math.round(flat.height * t)
      const band = Math.round(flat.height * 0.08)
      const [left, right] = [darkestRow(flat, Math.round(flat.width * 0.15), y - band, y + band), darkestRow(flat, Math.round(flat.width * 0.85), y - band, y + band)]
      expect(left !== undefined && right !== undefined, `bar at ${t} found at both ends`).to.equal(true)
      expect(Math.abs(left! - right!), `bar at ${t}: ${left} vs ${right}`).to.be.at.most(2)
    }
  })

  it('leaves a scan (no desk around it) and a card lying square to the crop', () => {
    const [scan] = paper(900, 550, '#fdfcf8')
    expect(flattenCard(scan)).to.equal(undefined)
    const [square, q] = paper(1000, 700, '#5a4632')
    q.fillStyle = '#f6f4ee'
    q.fillRect(100, 100, 800, 480)
    expect(flattenCard(square)).to.equal(undefined)
  })
})

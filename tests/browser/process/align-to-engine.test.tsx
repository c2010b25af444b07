import { expect } from 'chai'
import { alignToEngine } from '@/features/process/analysis/card-image'
import { paper } from '../support/canvas'

// Tesseract straightens the page by the skew it finds and gives its boxes in that frame; the reader
// turns its picture the same way, so a box read off the page holds the pixels it was read from.

/** A light picture with one dark square centred at (x, y). */
function withMark(x: number, y: number): HTMLCanvasElement {
  const [canvas, ctx] = paper(800, 500)
  ctx.fillStyle = '#111'
  ctx.fillRect(x - 6, y - 6, 12, 12)
  return canvas
}

/** The centre of the dark pixels. */
function markAt(canvas: HTMLCanvasElement): { x: number; y: number } {
  const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
  let [sx, sy, n] = [0, 0, 0]
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (data[(y * width + x) * 4] < 80) [sx, sy, n] = [sx + x + 0.5, sy + y + 0.5, n + 1]
  return { x: sx / n, y: sy / n }
}

describe('alignToEngine (the picture in the frame of the engine’s boxes)', () => {
  it('turns the picture about its centre by the engine’s angle, keeping its size', () => {
    const radians = -0.05
    const aligned = alignToEngine(withMark(700, 100), radians)
    expect([aligned.width, aligned.height]).to.deep.equal([800, 500])
    // (700, 100) is (300, -150) from the centre; turned by the angle (clockwise positive, y down).
    const [dx, dy] = [300, -150]
    const want = { x: 400 + dx * Math.cos(radians) - dy * Math.sin(radians), y: 250 + dx * Math.sin(radians) + dy * Math.cos(radians) }
    const got = markAt(aligned)
    expect(Math.hypot(got.x - want.x, got.y - want.y), JSON.stringify({ got, want })).to.be.below(1)
    // Far from the centre, that is more than a line's height from where the photo has it.
    expect(Math.abs(got.y - 100)).to.be.above(10)
  })

  it('leaves a picture the engine did not turn as it is', () => {
    const picture = withMark(700, 100)
    expect(alignToEngine(picture, 0)).to.equal(picture)
  })
})

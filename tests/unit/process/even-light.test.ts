import { describe, expect, it } from 'vitest'
import { evenLightData } from '../../../src/features/process/analysis/even-light'

// A 240×120 "card": paper whose brightness falls from `left` to `right` (a lamp on one side), with a
// dark 2 px stroke every 12 px standing for text.
function card(left: number, right: number, ink = 30) {
  const W = 240
  const H = 120
  const data = new Uint8ClampedArray(W * H * 4)
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const paper = left + ((right - left) * x) / (W - 1)
      const v = y % 12 < 2 && x % 5 !== 0 ? ink : paper
      data.set([v, v, v, 255], (y * W + x) * 4)
    }
  }
  return { data, W, H }
}
const at = (data: Uint8ClampedArray, W: number, x: number, y: number) => data[(y * W + x) * 4]

describe('evenLight (a card lit from one side)', () => {
  it('whitens the paper in the shade and keeps the ink dark', () => {
    const { data, W, H } = card(245, 120)
    expect(evenLightData(data, W, H)).toBe(true)
    // Paper on the lit side and in the shade both come out near white...
    expect(at(data, W, 30, 6)).toBeGreaterThan(235)
    // (a little under white in a steep shade: a cell takes the brightest of its neighbours, so logos are no paper)
    expect(at(data, W, 220, 6)).toBeGreaterThan(215)
    // ...and the strokes in the shade stay far below it: one threshold now finds them all.
    expect(at(data, W, 221, 0)).toBeLessThan(90)
  })

  it('leaves an evenly lit card and a dark card as they are', () => {
    const even = card(240, 228)
    const before = Uint8ClampedArray.from(even.data)
    expect(evenLightData(even.data, even.W, even.H)).toBe(false)
    expect(even.data).toEqual(before)
    const dark = card(90, 40, 230)
    expect(evenLightData(dark.data, dark.W, dark.H)).toBe(false)
  })
})

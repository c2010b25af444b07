import { describe, expect, it, vi } from 'vitest'
import { cropMargin, fitPicture, pickSkew, scalePicture, sharpestAngle, strokePixels } from '../../../src/features/process/analysis/card-image'

describe('crop margins', () => {
  it('follows the text size: a line its height, a 縦書き column its width, never its length', () => {
    expect(cropMargin({ x0: 0, y0: 0, x1: 400, y1: 20 })).toBeCloseTo(3)
    // A name column 60 px wide and 300 tall: a margin of 45 px would take in the reading beside it.
    expect(cropMargin({ x0: 100, y0: 0, x1: 160, y1: 300 })).toBeCloseTo(9)
  })
})

describe('pixels the skew is measured on', () => {
  // A 100×60 picture: paper (230), a row of short strokes (text) across the middle, and a dark wedge of
  // desk in the top-left corner, as a card photographed askew leaves after its cut.
  const W = 100
  const H = 60
  const lum = new Float32Array(W * H).fill(230)
  for (let x = 20; x < 80; x++) if (x % 4 < 2) for (let y = 30; y < 36; y++) lum[y * W + x] = 40
  for (let y = 0; y < 20; y++) for (let x = 0; x < 40 - 2 * y; x++) lum[y * W + x] = 60
  const kept = strokePixels(lum, W, H, 160)

  it('keeps the strokes of text', () => {
    expect(kept).toContain(32 * W + 20)
    expect(kept.filter((p) => Math.floor(p / W) >= 30)).toHaveLength(30 * 6)
  })

  it('leaves out the desk: dark runs off the picture or longer than a stroke', () => {
    expect(kept.filter((p) => Math.floor(p / W) < 20)).toEqual([])
  })
})

describe('which skew is taken', () => {
  it('all dark pixels when they line up clearly: a rotated card with its band and logo', () => {
    expect(pickSkew({ degrees: -7, gain: 0.78 }, { degrees: -6.5, gain: 0.33 })).toBe(-7)
  })
  it('the strokes alone when the desk holds all dark pixels at 0°', () => {
    expect(pickSkew({ degrees: 0, gain: 0 }, { degrees: 3.5, gain: 0.155 })).toBe(3.5)
  })
  it('none when the strokes barely line up better (an upright card in uneven light)', () => {
    expect(pickSkew({ degrees: 0, gain: 0 }, { degrees: 2.5, gain: 0.015 })).toBe(0)
  })
  it('measures how much sharper rows get at the best angle', () => {
    // Rows of dots along a slope of 5°: they line up at 5°, not at 0°.
    const W = 200
    const H = 100
    const pixels: number[] = []
    for (const row of [30, 50, 70]) for (let x = 20; x < 180; x += 2) pixels.push(Math.round(row + (x - 100) * Math.tan((5 * Math.PI) / 180)) * W + x)
    const angle = sharpestAngle(pixels, W, H)
    expect(Math.abs(angle.degrees)).toBeCloseTo(5, 0)
    expect(angle.gain).toBeGreaterThan(0.5)
  })
})

describe('shrinking a photo', () => {
  it('averages the pixels it drops (high-quality smoothing): the stored JPEG\'s ringing is not kept as strokes', () => {
    // A stand-in canvas that records how it is drawn on.
    const drawn: string[] = []
    const fake = () => {
      const ctx = { imageSmoothingQuality: 'low', drawImage: () => drawn.push(ctx.imageSmoothingQuality) }
      return { width: 0, height: 0, getContext: () => ctx }
    }
    vi.stubGlobal('document', { createElement: fake })
    try {
      const src = Object.assign(fake(), { width: 1600, height: 1000 }) as unknown as HTMLCanvasElement
      fitPicture(src, 800)
      scalePicture(src, 0.55)
      expect(drawn).toEqual(['high', 'high'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

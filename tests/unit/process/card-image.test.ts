import { describe, expect, it, vi } from 'vitest'
import { cropMargin, fitPicture, scalePicture } from '../../../src/features/process/analysis/card-image'

describe('crop margins', () => {
  it('follows the text size: a line its height, a 縦書き column its width, never its length', () => {
    expect(cropMargin({ x0: 0, y0: 0, x1: 400, y1: 20 })).toBeCloseTo(3)
    // A name column 60 px wide and 300 tall: a margin of 45 px would take in the reading beside it.
    expect(cropMargin({ x0: 100, y0: 0, x1: 160, y1: 300 })).toBeCloseTo(9)
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

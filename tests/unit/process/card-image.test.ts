import { describe, expect, it } from 'vitest'
import { cropMargin } from '../../../src/features/process/analysis/card-image'

describe('crop margins', () => {
  it('follows the text size: a line its height, a 縦書き column its width, never its length', () => {
    expect(cropMargin({ x0: 0, y0: 0, x1: 400, y1: 20 })).toBeCloseTo(3)
    // A name column 60 px wide and 300 tall: a margin of 45 px would take in the reading beside it.
    expect(cropMargin({ x0: 100, y0: 0, x1: 160, y1: 300 })).toBeCloseTo(9)
  })
})

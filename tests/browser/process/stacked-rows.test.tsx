import { expect } from 'chai'
import { stackedRows } from '@/features/process/analysis/missed-rows'
import { paper } from '../support/canvas'

// Issue 19, in real Chromium canvas: a title printed right above a large name, taken by the page
// layout into the name's line box (wide5-rotated-2: 副店長 over 尾崎 圭, read as '尾崎 =').

function card(draw: (ctx: CanvasRenderingContext2D) => void): HTMLCanvasElement {
  const [canvas, ctx] = paper(800, 480)
  ctx.fillStyle = '#1a1a1a'
  draw(ctx)
  return canvas
}

describe('rows of small print inside a large line', () => {
  it('finds the title above the name inside the name’s box', () => {
    const canvas = card((ctx) => {
      ctx.textAlign = 'right'
      ctx.font = '18px sans-serif'
      ctx.fillText('Manager', 750, 140)
      ctx.font = '700 60px sans-serif'
      ctx.fillText('OZAKI KEI', 750, 230)
    })
    const rows = stackedRows(canvas, [{ x0: 420, y0: 120, x1: 756, y1: 236 }], 18)
    expect(rows.length).to.equal(1)
    const [title] = rows
    expect(title.y0).to.be.within(118, 130)
    expect(title.y1).to.be.within(138, 148)
    expect(title.x0).to.be.within(660, 700)
    expect(title.x1).to.be.within(745, 756)
  })

  it('finds nothing in a large name alone, not even between the strokes of 三', () => {
    const canvas = card((ctx) => {
      ctx.font = '700 64px sans-serif'
      ctx.fillText('三 三', 100, 230)
    })
    expect(stackedRows(canvas, [{ x0: 96, y0: 160, x1: 260, y1: 240 }], 18)).to.deep.equal([])
  })

  it('leaves boxes of the usual height alone', () => {
    const canvas = card((ctx) => {
      ctx.font = '18px sans-serif'
      ctx.fillText('Manager', 100, 140)
    })
    expect(stackedRows(canvas, [{ x0: 96, y0: 120, x1: 200, y1: 146 }], 18)).to.deep.equal([])
  })
})

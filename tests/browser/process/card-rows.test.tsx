import { expect } from 'chai'
import { inkRow } from '@/features/process/analysis/card-image'
import { missedRows } from '@/features/process/analysis/missed-rows'

// Issue 19, in real Chromium canvas: rows of a card the page layout found no line in (a large bold
// name, a short title alone) and the ink a line's box stopped short of.

function card(): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = 800
  canvas.height = 480
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = '#fdfcf8'
  ctx.fillRect(0, 0, 800, 480)
  // The coloured band down the left edge, and a filled logo.
  ctx.fillStyle = '#8a2b2b'
  ctx.fillRect(14, 0, 14, 480)
  ctx.beginPath()
  ctx.arc(700, 80, 30, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#1a1a1a'
  ctx.font = '700 32px sans-serif'
  ctx.fillText('SAKURA TRADING', 76, 110)
  ctx.font = '20px sans-serif'
  ctx.fillText('Manager', 76, 160)
  ctx.font = '700 52px sans-serif'
  ctx.fillText('TARO YAMADA', 76, 235)
  ctx.font = '20px sans-serif'
  ctx.fillText('TEL 03-1234-5678', 76, 300)
  return canvas
}

const company = { x0: 76, y0: 84, x1: 370, y1: 112 }
const phone = { x0: 76, y0: 284, x1: 250, y1: 302 }

describe('card rows', () => {
  it('finds the rows no read line covers, and only those', () => {
    const rows = missedRows(card(), [company, phone], 20)
    expect(rows.length).to.equal(2)
    const [title, name] = rows
    // The title row, then the large name: neither the band, the logo nor the read lines.
    expect(title.y0).to.be.within(140, 150)
    expect(title.y1).to.be.within(158, 168)
    expect(name.y0).to.be.within(190, 202)
    expect(name.x0).to.be.within(70, 82)
    expect(name.x1).to.be.within(420, 520)
  })

  it('leaves out a rule across the card, slanting as in a photo', () => {
    const canvas = card()
    const ctx = canvas.getContext('2d')!
    ctx.strokeStyle = '#1a1a1a'
    ctx.lineWidth = 3
    ctx.beginPath()
    ctx.moveTo(40, 392)
    ctx.lineTo(780, 380)
    ctx.stroke()
    const rows = missedRows(canvas, [company, phone], 20)
    // The title and the name still; nothing at the rule.
    expect(rows.length).to.equal(2)
    expect(rows.every((r) => r.y1 < 360)).to.equal(true)
  })

  it('finds nothing when every row is read', () => {
    expect(missedRows(card(), [company, phone, { x0: 76, y0: 144, x1: 150, y1: 162 }, { x0: 76, y0: 196, x1: 480, y1: 236 }], 20)).to.deep.equal([])
  })

  it('widens a box that stopped short of its line to the end of the ink', () => {
    const wide = inkRow(card(), { x0: 76, y0: 284, x1: 160, y1: 302 })
    expect(wide.x1).to.be.within(240, 256)
    // Not into the coloured band on the left, and not further than the line.
    expect(wide.x0).to.be.within(60, 78)
  })
})

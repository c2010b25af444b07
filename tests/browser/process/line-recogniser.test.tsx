import { expect } from 'chai'
import { recogniseColumn, recogniseLine } from '@/features/process/analysis/line-recogniser'

// The second engine of the card reader (PaddleOCR's Japanese line model on onnxruntime-web), served from
// /paddle/ as the app serves it. Latin text here (CI machines may have no Japanese font); the card
// bench (npm run bench) measures it on printed names.

function paper(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = Object.assign(document.createElement('canvas'), { width, height })
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = '#fdfcf8'
  ctx.fillRect(0, 0, width, height)
  ctx.fillStyle = '#1a1a1a'
  ctx.font = 'bold 40px sans-serif'
  ctx.textBaseline = 'middle'
  return [canvas, ctx]
}

describe('the line recogniser', function () {
  // The first read loads 10 MB of model and compiles 14 MB of WebAssembly: seconds on a busy CI machine.
  this.timeout(60_000)

  it('reads a printed line and says where each glyph stands', async () => {
    const [canvas, ctx] = paper(600, 100)
    ctx.fillText('TEL 0120', 100, 50)
    const read = await recogniseLine(canvas, { x0: 95, y0: 28, x1: 290, y1: 72 })
    expect(read, 'the model loads from /paddle/').to.not.equal(undefined)
    expect(read!.text.replace(/\s/g, '')).to.equal('TEL0120')
    const xs = read!.glyphs.filter((g) => g.text.trim()).map((g) => g.at)
    // Left to right, within the line's box on the picture.
    expect(
      xs.every((x, i) => i === 0 || x > xs[i - 1]),
      JSON.stringify(xs),
    ).to.equal(true)
    expect(xs[0]).to.be.within(95, 140)
    expect(xs[xs.length - 1]).to.be.within(240, 295)
    expect(read!.glyphs.every((g) => g.prob > 0.5)).to.equal(true)
  })

  it('reads a column of upright glyphs (縦書き) set side by side', async () => {
    const [canvas, ctx] = paper(100, 400)
    const spans = ['A', 'B', 'C', 'D'].map((letter, i) => {
      ctx.fillText(letter, 35, 60 + i * 70)
      return { from: 40 + i * 70, to: 80 + i * 70 }
    })
    const read = await recogniseColumn(canvas, { x0: 30, y0: 35, x1: 70, y1: 325 }, spans)
    // Glyphs set apart read as full-width letters: the same letters once normalised.
    expect(read!.text.normalize('NFKC').replace(/\s/g, '')).to.equal('ABCD')
    const ys = read!.glyphs.filter((g) => g.text.trim()).map((g) => g.at)
    expect(
      ys.every((y, i) => i === 0 || y > ys[i - 1]),
      JSON.stringify(ys),
    ).to.equal(true)
  })
})

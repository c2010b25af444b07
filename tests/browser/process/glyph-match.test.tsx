import { expect } from 'chai'
import { glyphScores, lineGlyphCuts } from '@/features/process/analysis/glyph-match'
import { readCircledForms } from '@/features/process/analysis/circled-forms'
import { paper } from '../support/canvas'

// A glyph on the card is told apart from others by its ink: cut to its bounds, scaled, correlated with
// the character drawn in the device's fonts. Latin shapes here (CI machines may have no Japanese font);
// the card bench (npm run bench) measures it on printed ㈱ and ㈲.

function card(text: string, family: string): HTMLCanvasElement {
  const [canvas, ctx] = paper(400, 80, '#fdfcf8')
  ctx.fillStyle = '#1a1a1a'
  ctx.font = `48px ${family}`
  ctx.textBaseline = 'middle'
  ctx.fillText(text, 10, 40)
  return canvas
}

describe('glyph shapes on a card', () => {
  it('scores the glyph printed highest, in the other font family too', () => {
    for (const [printed, family] of [
      ['O', 'serif'],
      ['X', 'sans-serif'],
      ['T', 'serif'],
    ]) {
      const picture = card(printed, family)
      const scores = glyphScores(picture, { x0: 0, y0: 0, x1: 120, y1: 80 }, ['O', 'X', 'T', 'L'], [family === 'serif' ? 'sans-serif' : 'serif'])
      const best = Object.entries(scores).sort((a, b) => b[1] - a[1])[0][0]
      expect(best, `${printed} in ${family}: ${JSON.stringify(scores)}`).to.equal(printed)
    }
  })

  it('scores nothing on blank paper', () => {
    expect(glyphScores(card('', 'serif'), { x0: 0, y0: 0, x1: 120, y1: 80 }, ['O'])).to.deep.equal({})
  })

  it('leaves a line whose last glyph is the kanji it was read as', () => {
    const picture = card('', 'serif')
    const lines = [{ text: '白鷺精工導', confidence: 90, box: { x0: 10, y0: 16, x1: 250, y1: 64 } }]
    expect(readCircledForms(picture, lines)).to.deep.equal(lines)
  })

  it('cuts a line’s glyphs one after another from either end, at a larger square too', () => {
    const picture = card('OXT', 'sans-serif')
    const box = { x0: 8, y0: 20, x1: 120, y1: 60 }
    const best = (skip: number, end: 'first' | 'last') => {
      const scored = lineGlyphCuts(picture, box, end, false, skip).map((c) => ({ ...c, scores: glyphScores(picture, c.rect, ['O', 'X', 'T'], ['sans-serif'], false, 48) }))
      const top = (s: Record<string, number>) => Object.entries(s).sort((a, b) => b[1] - a[1])[0]
      return scored.map((c) => ({ char: top(c.scores)[0], score: top(c.scores)[1], reach: c.reach })).sort((a, b) => b.score - a.score)[0]
    }
    const first = best(0, 'first')
    expect(first.char).to.equal('O')
    expect(best(first.reach, 'first').char).to.equal('X')
    expect(best(0, 'last').char).to.equal('T')
  })
})

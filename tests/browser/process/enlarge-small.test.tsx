import { expect } from 'chai'
import { enlargeSmall, MAX_SIDE } from '@/features/process/analysis/card-image'
import { paper } from '../support/canvas'

// A card photographed small is read at the engine's size: its glyphs were a few blocky pixels high,
// and the engine lost most of a low-resolution card's e-mail and address.

describe('enlargeSmall (a small card drawn at the engine’s size)', () => {
  it('enlarges a small card to the engine’s size, keeping its shape and its ink', () => {
    const [small, ctx] = paper(440, 266)
    ctx.fillStyle = '#111'
    ctx.fillRect(100, 100, 40, 20)
    const big = enlargeSmall(small)
    expect(Math.max(big.width, big.height)).to.equal(MAX_SIDE)
    expect(big.width / big.height).to.be.closeTo(440 / 266, 0.01)
    const k = MAX_SIDE / 440
    const ink = big.getContext('2d')!.getImageData(Math.round(120 * k), Math.round(110 * k), 1, 1).data[0]
    expect(ink).to.be.below(80)
  })

  it('reads a card near the engine’s size as it is', () => {
    const [card] = paper(720, 436)
    expect(enlargeSmall(card)).to.equal(card)
    const [tall] = paper(436, 760)
    expect(enlargeSmall(tall)).to.equal(tall)
  })
})

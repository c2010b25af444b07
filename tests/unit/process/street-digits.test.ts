import { describe, expect, it } from 'vitest'
import { loopDigit, roundDigit } from '../../../src/features/process/analysis/street-digits'
import { wordsOnCard } from '../../../src/features/process/analysis/placed-words'

// Issue 19: a narrow Gothic's 0 (slashed, at 14 px) on an address line read as 6 or 9 by the Japanese
// model ('吾妻1-19-1' for 1-10-1). The glyphs below are the ink of bench cards as the reader cut them,
// one digit per character (0 ink … 9 paper).

const grey = (rows: string[]) => ({ width: rows[0].length, height: rows.length, values: rows.flatMap((r) => [...r].map((c) => Number(c) * 26 + 10)) })

const SLASHED_ZERO = ['999999999', '998666799', '984233479', '963586359', '953796249', '954884249', '944864349', '944746549', '944458549', '942369549', '951589449', '952798459', '973586369', '985343489', '998656899', '999999999']
const FAINT_SLASHED_ZERO = ['988888889', '987655789', '985444479', '973576359', '963787349', '964875349', '954864549', '954755649', '954557649', '953468549', '963588549', '963687459', '974576469', '985444579', '988656789', '988888889']
const LOW_ZERO = ['999877999', '996221289', '992287239', '971699519', '961998209', '952995219', '942982619', '942934819', '942718819', '952259819', '951299819', '971699709', '991499319', '994144169', '999523699', '999999999']
const MEETING_SLASHED_ZERO = ['9997557999', '9962222699', '9844873489', '9625984379', '9526962379', '9537743369', '9547555469', '9535466469', '9533586469', '9523796479', '9625995479', '9834883489', '9952332699', '9996557999']
// Drawn: an open 6 and 9, an 8, and a plain 0.
const SIX = ['9999999', '9900099', '9099999', '9099999', '9000099', '9099909', '9099909', '9900099', '9999999']
const NINE = ['9999999', '9900099', '9099909', '9099909', '9900009', '9999909', '9999909', '9900099', '9999999']
const EIGHT = ['9999999', '9900099', '9099909', '9900099', '9099909', '9099909', '9900099', '9999999']
const ZERO = ['9999999', '9900099', '9099909', '9099909', '9099909', '9099909', '9900099', '9999999']

describe('a 0, 6 or 9 told by its loop', () => {
  it('reads a slashed zero as 0, faint and at the size of a card’s address too', () => {
    expect(loopDigit(grey(SLASHED_ZERO))).toBe('0')
    expect(loopDigit(grey(FAINT_SLASHED_ZERO))).toBe('0')
    expect(loopDigit(grey(LOW_ZERO))).toBe('0')
    expect(loopDigit(grey(MEETING_SLASHED_ZERO))).toBe('0')
    expect(loopDigit(grey(ZERO))).toBe('0')
  })

  it('reads 6 and 9 by where the loop is, and leaves an 8 and blank paper', () => {
    expect(loopDigit(grey(SIX))).toBe('6')
    expect(loopDigit(grey(NINE))).toBe('9')
    expect(loopDigit(grey(EIGHT))).toBeUndefined()
    expect(loopDigit(grey(['9999', '9999', '9999', '9999', '9999', '9999']))).toBeUndefined()
  })

  it('by likeness, takes another digit only when it is clearly closer', () => {
    expect(roundDigit({ 0: 0.62, 6: 0.41, 9: 0.4 }, '6')).toBe('0')
    expect(roundDigit({ 0: 0.53, 6: 0.45, 9: 0.39 }, '6')).toBe('6')
    expect(roundDigit({}, '9')).toBe('9')
  })
})

describe('the words of a line read again alone', () => {
  it('are put back on the card, spread over the line’s box', () => {
    const line = {
      text: '西突6546番地',
      confidence: 60,
      box: { x0: 32, y0: 355, x1: 365, y1: 373 },
      words: [
        { text: '西突', confidence: 80, box: { x0: 0, y0: 0, x1: 100, y1: 60 } },
        { text: '6546', confidence: 0, box: { x0: 110, y0: 0, x1: 210, y1: 60 } },
        { text: '番地', confidence: 80, box: { x0: 220, y0: 0, x1: 333, y1: 60 } },
      ],
    }
    const words = wordsOnCard(line)
    expect(words[1].box).toEqual({ x0: 142, x1: 242, y0: 355, y1: 373 })
    // Boxes already on the card stay.
    const onCard = { ...line, words: [{ text: '6546', confidence: 0, box: { x0: 100, y0: 356, x1: 160, y1: 372 } }] }
    expect(wordsOnCard(onCard)).toEqual(onCard.words)
    // …however high their boxes (a word's box may hold the taller glyphs beside it).
    const tall = { ...line, words: [{ text: '36号', confidence: 84, box: { x0: 100, y0: 340, x1: 160, y1: 380 } }] }
    expect(wordsOnCard(tall)).toEqual(tall.words)
  })
})

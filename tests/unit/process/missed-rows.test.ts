import { describe, expect, it } from 'vitest'
import { isStroke, offEdge } from '../../../src/features/process/analysis/missed-rows'

// Issue 19: a rule across a card, slanting a pixel or two, has a box as tall as a line of text; read as
// a line it came back as "ーー" after two seconds of reading.

const columns = (width: number, ink: (x: number) => number) => Uint32Array.from({ length: width }, (_, x) => ink(x))

describe('rows of ink that are strokes, not text', () => {
  it('takes a slanting rule or a dotted line for a stroke', () => {
    // 760 px long, 3 px thick, in a row 14 px tall.
    expect(isStroke(columns(760, () => 3), 14)).toBe(true)
    expect(isStroke(columns(600, (x) => (x % 8 < 3 ? 2 : 0)), 12)).toBe(true)
  })

  it('keeps text: stems and kanji run down most of the row', () => {
    // Glyphs 14 px apart, each with a stem the row's height and thinner strokes beside it.
    expect(isStroke(columns(300, (x) => (x % 14 === 2 ? 18 : x % 14 < 10 ? 4 : 0)), 20)).toBe(false)
    // A short title of two kanji.
    expect(isStroke(columns(44, (x) => (x % 22 < 18 ? (x % 5 === 0 ? 16 : 5) : 0)), 20)).toBe(false)
  })
})

describe('rows of ink off the picture', () => {
  it('takes a row touching the top or bottom edge for the desk, not text', () => {
    expect(offEdge(0, 30, 500)).toBe(true)
    expect(offEdge(470, 500, 500)).toBe(true)
    expect(offEdge(40, 62, 500)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { inkBlocks, isStroke, missedRows, offEdge } from '../../../src/features/process/analysis/missed-rows'

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

// Issue 19: a logo beside the name, title and department made one row of ink from the logo's top to
// its bottom, too tall to be text: the large name no line covered (緒方 大和, 関 薫) was never read.

/** A picture of white paper with dark rectangles, as missedRows reads it (a canvas’s pixels); tall enough that the logo is no band down the card. */
function paper(width: number, height: number, dark: [number, number, number, number][]) {
  const data = new Uint8ClampedArray(width * height * 4).fill(255)
  for (const [x0, y0, x1, y1] of dark) for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3)
  const context = { getImageData: () => ({ data, width, height }) }
  return { width, height, getContext: () => context } as unknown as HTMLCanvasElement
}

/** Glyphs as stems the row's height, 3 px apart, `glyph` px wide with `gap` px between. */
const glyphs = (x0: number, y0: number, y1: number, count: number, glyph: number, gap: number) =>
  Array.from({ length: count }, (_, g) => Array.from({ length: Math.floor(glyph / 3) }, (_, k) => [x0 + g * (glyph + gap) + k * 3, y0, x0 + g * (glyph + gap) + k * 3 + 1, y1] as [number, number, number, number])).flat()

describe('rows of ink beside a logo', () => {
  const title = glyphs(20, 30, 42, 3, 12, 1)
  const name = glyphs(20, 60, 96, 4, 36, 4)
  const logo: [number, number, number, number] = [300, 20, 380, 130]

  it('finds the name and the title beside the logo', () => {
    const rows = missedRows(paper(400, 400, [...title, ...name, logo]), [], 12)
    expect(rows.map((r) => [r.y0, r.y1])).toEqual([
      [30, 42],
      [60, 96],
    ])
    expect(rows[1].x0).toBe(20)
  })

  it('finds a name that runs on past the logo’s bottom', () => {
    const rows = missedRows(paper(400, 400, [...title, ...name, [300, 20, 380, 80]]), [], 12)
    expect(rows.map((r) => [r.y0, r.y1])).toEqual([
      [30, 42],
      [60, 96],
    ])
  })

  it('keeps a name’s words, apart by less than BLOCK_GAP line heights, in one row', () => {
    const words = [...glyphs(20, 60, 96, 2, 36, 4), ...glyphs(130, 60, 96, 2, 36, 4)]
    expect(missedRows(paper(400, 400, [...title, ...words, logo]), [], 12)[1]).toMatchObject({ x0: 20, x1: 204, y0: 60, y1: 96 })
  })
})

describe('a large name', () => {
  it('is found when printed more than three times the small print’s height (関 啓介: 61 px over 20)', () => {
    const name = [...glyphs(100, 185, 246, 1, 60, 4), ...glyphs(240, 185, 246, 2, 60, 4)]
    const rows = missedRows(paper(800, 480, name), [], 20)
    expect(rows).toEqual([{ x0: 100, y0: 185, x1: 362, y1: 246 }])
  })
})

describe('blocks of ink side by side', () => {
  it('splits at wide gaps, not at a word gap', () => {
    const ink = Uint32Array.from({ length: 100 }, (_, x) => (x < 20 || (x >= 26 && x < 40) || x >= 80 ? 1 : 0))
    expect(inkBlocks(ink, 30)).toEqual([
      { start: 0, end: 40 },
      { start: 80, end: 100 },
    ])
  })
})

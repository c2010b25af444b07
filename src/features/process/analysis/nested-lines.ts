import type { OcrLine } from './ocr-engine'

// The same ink read twice: a line the second engine read from a garbled piece of a row ('ムロロロ JER'
// in the row of 松田 悠斗, read again as '松田 窓') lies inside that row's box and repeats its glyphs. The
// fields would see two names; the row read whole, surer, is the one kept. Pure.

type Box = NonNullable<OcrLine['box']>
const area = (b: Box) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0)
const overlap = (a: Box, b: Box) => area({ x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) })
/** The share of the piece's box inside the row's for it to be the row's ink. */
const INSIDE = 0.9
const kanji = (s: string) => new Set(s.match(/[\u3400-\u9FFF々]/g) ?? [])

/** The lines without a less sure one that lies inside another's box and shares two of its kanji. */
export function withoutNestedRereads(lines: OcrLine[]): OcrLine[] {
  return lines.filter((piece) => {
    const box = piece.box
    // Not a piece with digits: an address or number read twice may be the better reading of the two.
    if (!box || !area(box) || /[0-9]/.test(piece.text)) return true
    return !lines.some((row) => {
      if (row === piece || !row.box || area(row.box) <= area(box) || row.confidence < piece.confidence) return false
      if (overlap(box, row.box) < area(box) * INSIDE) return false
      const shared = [...kanji(piece.text)].filter((c) => kanji(row.text).has(c))
      return shared.length >= 2
    })
  })
}

import type { Picture } from './card-image'
import { greyAt } from './glyph-match'
import { flatStrokes, type InkGlyph, type InkGlyphs } from './ink-glyphs'
import type { OcrLine } from './ocr-engine'

// Parts of a name the line lost or read as a sign, found from the row's ink (name-glyphs.ts reads them):
// a given name set apart past a family name read alone, a flat kanji read as a bar, a kanji read as
// the katakana it looks like.

type Box = NonNullable<OcrLine['box']>

/** A glyph wider than this share of its height is two glyphs (name-glyphs.ts's WIDEST_GLYPH). */
const WIDEST = 1.35

/** How far past a family name read alone its given name may start, in glyphs (a wide gap parts the two). */
export const GIVEN_GAP = 3
/** At most this many glyphs of a given name lost past the family name. */
export const MAX_GIVEN = 3

/**
 * A family name read alone ('大河内' for 大河内 翼, '熊谷' for 熊谷 晴美): the engine often drops or cuts off
 * a given name set a glyph or two apart. The row's ink past the line holds it: glyphs of the name's
 * size after a gap wider than any inside the line, close together. They are added to `glyphs` (the
 * line's, in order), to be read as glyphs the line lost.
 */
export function givenBeyond(glyphs: InkGlyph[], ink: InkGlyphs, text: string): void {
  const { side } = ink
  if (/\s/.test(text.trim()) || glyphs.length < 2 || glyphs.length > 4) return
  const gaps = glyphs.slice(1).map((g, k) => g.from - glyphs[k].to)
  const inner = Math.max(...gaps)
  if (inner >= side * 0.5) return
  const large = (g: InkGlyph) => g.to - g.from >= side * 0.5 && g.to - g.from <= side * WIDEST && g.height >= side * 0.75
  const past = ink.glyphs.filter((g) => g.from >= glyphs[glyphs.length - 1].to)
  const gap = past.length ? past[0].from - glyphs[glyphs.length - 1].to : 0
  if (!past.length || gap < Math.max(side * 0.5, inner * 2) || gap > side * GIVEN_GAP) return
  const given: InkGlyph[] = []
  for (const g of past) {
    if (!large(g) || (given.length && g.from - given[given.length - 1].to >= gap / 2)) break
    given.push(g)
  }
  // Ink running on past the given name is a row of other text, not a name.
  const next = past[given.length]
  if (!given.length || given.length > MAX_GIVEN || (next && next.from - given[given.length - 1].to < gap / 2)) return
  glyphs.push(...given)
}

/** What a flat kanji (一 二 三) is read as: bars, dashes, katakana ニ. */
const BAR_READ = /^[ー一二三ニ=＝—–\-_]$/u
const FLATS = ['一', '二', '三']

/**
 * A glyph of a name in kanji read as a bar or dash: read alone it is a dash again ('ー階堂' for 二階堂),
 * so its ink says which it is, by its flat strokes stacked.
 */
export function barGlyph(picture: Picture, box: Box, own: string | undefined): string | undefined {
  if (!own || !BAR_READ.test(own)) return undefined
  const rect = { x0: Math.round(box.x0), y0: Math.round(box.y0), x1: Math.round(box.x1), y1: Math.round(box.y1) }
  const strokes = flatStrokes(greyAt(picture, rect))
  return strokes ? FLATS[strokes - 1] : undefined
}

/** Katakana and signs drawn like a kanji: read alone, 二 is as often ニ or 一 as itself. */
const KANJI_TWINS: Record<string, string> = { ニ: '二', ー: '一', ロ: '口', エ: '工', カ: '力', ハ: '八', タ: '夕', ト: '卜' }

/** A glyph of a name in kanji read as the kanji a katakana or a bar looks like. */
export const asKanji = (reading: string) => [...reading.trim()].map((c) => KANJI_TWINS[c] ?? c).join('')

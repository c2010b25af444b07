import type { FirstGlyph } from './merge-readings'

// One glyph of a 縦書き column read as two. Tesseract's vertical model reads a voiced kana's mark as a
// kana of its own (ビル as ビピル, アーバン as アーベバン) and 〇 as O and 〇 (二〇一号室 as ニO〇一号室).
// The column's ink says how many glyphs it holds (ink-glyphs.ts): when the reading has one or two more, and
// as many pairs of neighbours as it has too many look like such a doubled glyph, one of each pair goes.

/** A column read with more extra glyphs than this is misread in other ways than doubled glyphs. */
const MAX_DOUBLED = 2
/** A kana with a voiced (゛) or half-voiced (゜) mark: NFD parts it into its base and the mark. */
const voiced = (c: string) => /[\u3099\u309A]/.test(c.normalize('NFD'))
/** 〇 and the Latin letter or digit read for it. */
const roundLatin = (c: string) => /^[Oo0]$/.test(c)

/** Which glyph of a doubled pair at `i`, `i + 1` goes, or undefined when the pair is no doubled glyph. */
function doubledAt(glyphs: readonly FirstGlyph[], i: number, second: ReadonlySet<string>): number | undefined {
  const [a, b] = [glyphs[i], glyphs[i + 1]]
  if (b.space) return undefined
  // The Latin letter beside 〇 is the misreading.
  if (a.text === '〇' && roundLatin(b.text)) return i + 1
  if (b.text === '〇' && roundLatin(a.text)) return i
  if (!voiced(a.text) || !voiced(b.text)) return undefined
  // The kana the other engine read is the glyph; else the one tesseract was less sure of is the mark.
  if (second.has(a.text) !== second.has(b.text)) return second.has(a.text) ? i + 1 : i
  return b.confidence < a.confidence ? i + 1 : i
}

/**
 * Tesseract's glyphs of a column with a doubled glyph taken out, given how many glyphs its ink holds
 * and what the line recogniser read (`second`); the glyphs as they were when nothing says one is doubled.
 */
export function undoubleColumn(glyphs: readonly FirstGlyph[], inkCount: number, second: readonly string[] = []): readonly FirstGlyph[] {
  const extra = glyphs.length - inkCount
  if (extra < 1 || extra > MAX_DOUBLED) return glyphs
  const read = new Set(second)
  const drops = new Set(glyphs.slice(0, -1).flatMap((_, i) => doubledAt(glyphs, i, read) ?? []))
  if (drops.size !== extra) return glyphs
  // A gap before a glyph that goes stays before the one after it.
  return glyphs.flatMap((g, i) => (drops.has(i) ? [] : drops.has(i - 1) && glyphs[i - 1].space ? [{ ...g, space: true }] : [g]))
}

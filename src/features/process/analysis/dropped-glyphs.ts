import { cropLine, isColumnBox, largeLineTest, type Picture } from './card-image'
import { oneLine, readLine, type OcrLine } from './ocr-engine'
import { forOfficeCheck } from './field-confidence'
import { inkGlyphs, nameBreak } from './ink-glyphs'
import { spellName } from './name-glyphs'
import { greyAt } from './glyph-match'
import { inkThreshold, type Grey } from './glyph-cuts'
import { placeWords, readsAsName, type Placed } from './name-spans'
import { isJapaneseCompany } from './card-company'

// A large name read by its first glyph only, the rest of the row skipped up to the romaji beside it:
// '谷      Tsumugi TANIGUCHI' for 谷口 紬, 'roy      CHINEN Shinya' for 知念 伸也 (large bold kanji the
// page's layout broke off). The gap after the glyph read holds ink of its size: the glyphs the engine
// dropped. The name is read again alone, from its first glyph to the last one dropped.

type Box = NonNullable<OcrLine['box']>

/** A gap this many glyphs wide at least (of the large word's height) may hold dropped glyphs. */
const GAP_GLYPHS = 0.8
/** Ink this share of the large word's height at least is a glyph of its size (romaji and titles are smaller). */
const GLYPH_HEIGHT = 0.6

const height = (b: Box) => b.y1 - b.y0
const ROMAJI = /^[A-Za-z]{2,}$/
const kanjiOf = (s: string) => s.replace(/[^\u3400-\u9FFF々]/g, '')

/**
 * The rows inked around row `mid` of a picture of the span (one blank row inside a glyph does not
 * part it): the page's box of a misread large name may cut its glyphs' tops off (知念 at 241 for ink from 227).
 */
export function inkedBand(grey: Grey, mid: number): { y0: number; y1: number } | undefined {
  const threshold = inkThreshold(grey)
  if (threshold === undefined) return undefined
  const inked = (y: number) => {
    for (let x = 0; x < grey.width; x++) if (grey.values[y * grey.width + x] < threshold) return true
    return false
  }
  const blankRun = (y: number, step: 1 | -1) => [1, 2, 3].every((d) => y + d * step < 0 || y + d * step >= grey.height || !inked(y + d * step))
  let [y0, y1] = [mid, mid]
  while (y0 > 0 && !(!inked(y0 - 1) && blankRun(y0 - 1, -1))) y0--
  while (y1 < grey.height - 1 && !(!inked(y1 + 1) && blankRun(y1 + 1, 1))) y1++
  return { y0, y1: y1 + 1 }
}

/** The span's box grown to the ink of its glyphs, at most half its height up and down. */
export function grownToInk(picture: Picture, box: Box): Box {
  const reach = Math.round(height(box) * 0.5)
  const region = { x0: Math.round(box.x0), x1: Math.round(box.x1), y0: Math.max(0, Math.round(box.y0) - reach), y1: Math.min(picture.height, Math.round(box.y1) + reach) }
  const band = inkedBand(greyAt(picture, region), Math.round((box.y0 + box.y1) / 2) - region.y0)
  return band ? { ...box, y0: Math.min(box.y0, region.y0 + band.y0), y1: Math.max(box.y1, region.y0 + band.y1) } : box
}

/**
 * Where the dropped glyphs end: the end of the last glyph of the large word's size in the gap after
 * it, or undefined when the gap holds none (a name and its romaji set apart, nothing lost).
 */
export function droppedEnd(glyphs: { from: number; to: number; height: number }[], side: number): number | undefined {
  const large = glyphs.filter((g) => g.height >= side * GLYPH_HEIGHT && g.to - g.from >= side * 0.3)
  return large.length ? large[large.length - 1].to : undefined
}

/**
 * Where glyphs of the large word's size start that stand right before it (a glyph's gap apart at
 * most), along a stretch `width` long that ends at the word; `width` when none does.
 */
export function droppedStart(glyphs: { from: number; to: number; height: number }[], side: number, width: number): number {
  let at = width
  for (const g of [...glyphs].reverse()) {
    if (g.height < side * GLYPH_HEIGHT || g.to - g.from < side * 0.3 || at - g.to > side * GAP_GLYPHS) break
    at = g.from
  }
  return at
}

/** The large words before a wide gap that holds ink, and the box from them to the glyphs dropped in it. */
function droppedSpan(picture: Picture, line: OcrLine, words: Placed[]): { from: number; to: number; box: Box } | undefined {
  const top = Math.max(...words.map((w) => height(w.box)))
  for (let k = 0; k + 1 < words.length; k++) {
    const [a, b] = [words[k], words[k + 1]]
    const side = height(a.box)
    // Only before the romaji beside the name: a company's row or a name before its e-mail is not this.
    if (side < top * 0.8 || b.box.x0 - a.box.x1 < side * GAP_GLYPHS || !ROMAJI.test(b.text)) continue
    const region = { x0: Math.round(a.box.x1), x1: Math.round(b.box.x0), y0: Math.round(line.box!.y0), y1: Math.round(line.box!.y1) }
    const ink = inkGlyphs(greyAt(picture, region))
    const end = ink && droppedEnd(ink.glyphs, side)
    if (end === undefined) return undefined
    // The run of large words the gap follows (the name's first glyphs, read or misread), and a glyph
    // of their size just before it that the page left out of the line ('roy' for 念, its 知 outside).
    let from = k
    while (from > 0 && height(words[from - 1].box) >= top * 0.8) from--
    const start = words[from].box.x0
    const left = { x0: Math.max(0, Math.round(start - side * 2)), x1: Math.round(start), y0: region.y0, y1: region.y1 }
    const before = left.x1 - left.x0 >= 4 ? inkGlyphs(greyAt(picture, left)) : undefined
    const x0 = before ? left.x0 + droppedStart(before.glyphs, side, left.x1 - left.x0) : start
    return { from, to: k, box: { x0: Math.min(start, x0), x1: region.x0 + end + 1, y0: line.box!.y0, y1: line.box!.y1 } }
  }
  return undefined
}

/** A name read as one run ('谷口紬') with the gap its ink has between family and given name, when each glyph has its ink. */
function spaced(name: string, picture: Picture, box: Box): string {
  const glyphs = [...name.replace(/\s+/g, '')]
  const rect = { x0: Math.round(box.x0), x1: Math.round(box.x1), y0: Math.round(box.y0), y1: Math.round(box.y1) }
  const ink = inkGlyphs(greyAt(picture, rect))
  // Without a gap in the ink the engine's own spacing stays.
  return ink && ink.glyphs.length === glyphs.length && nameBreak(ink) ? spellName(glyphs, ink) : name
}

/**
 * Large rows with glyphs dropped in a gap: the name read again from its first glyph to the last
 * dropped, Japanese only; it takes the place of the words before the gap when it reads as a name with
 * more glyphs than they had.
 */
export async function readDroppedGlyphs(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const large = largeLineTest(lines.flatMap((l) => (l.box ? [l.box] : [])))
  return Promise.all(
    lines.map(async (line) => {
      if (!line.box || isColumnBox(line.box) || !large(line.box)) return line
      const words = placeWords(line)
      const span = words && words.length >= 2 ? droppedSpan(picture, line, words) : undefined
      if (!words || !span) return line
      const box = grownToInk(picture, span.box)
      const again = await readLine(cropLine(picture, box, false), { onlyJapanese: true })
      const name = spaced(oneLine(again.text), picture, box)
      const before = line.text.slice(words[span.from].start, words[span.to].end).replace(/\s+/g, '')
      // The kanji read before stay (谷 of 谷口 紬): the reading adds the glyphs dropped.
      if (!readsAsName(name) || isJapaneseCompany(name) || name.replace(/\s+/g, '').length <= before.length || !name.replace(/\s+/g, '').includes(kanjiOf(before))) return line
      const text = `${line.text.slice(0, words[span.from].start)}${name}${line.text.slice(words[span.to].end)}`
      const read = { text: name, confidence: forOfficeCheck(again.confidence), box: span.box }
      return { ...line, text, confidence: forOfficeCheck(line.confidence, again.confidence), words: [...words.slice(0, span.from), read, ...words.slice(span.to + 1)] }
    }),
  )
}

import { isColumnBox, type Picture } from './card-image'
import { judgeEnd } from './circled-forms'
import { glyphScores, lineGlyphCuts } from './glyph-match'
import type { OcrLine } from './ocr-engine'
import { variantsOf } from '../card/name-variants'

// Names printed with an old or variant form of a kanji (異体字: 山﨑, 髙橋): the engine's model lacks
// several of these forms and reads them, sure of itself, as the common one (山崎, 高橋). The glyph is
// found on the card by walking the line's ink from its nearer end, glyph by glyph (each cut where the
// glyph the engine read there fits best), and compared with every form drawn in the device's fonts.
// The form is swapped only when another form clearly looks more like the glyph: the forms differ in a
// small part of the glyph (立 for 大 in 﨑), so the margin is small even when the judge is right.

/** A short line of kana and kanji: a name, or the title and name it is printed with. Longer lines (addresses) are left. */
const MAX_GLYPHS = 12
/** The glyph is this many glyphs from the line's nearer end at most: each step of the walk may cut a little off. */
const MAX_WALK = 4
/** Glyphs read in the walk must look at least this much like what was read: else the cuts have lost their way. */
const WALK_AT_LEAST = 0.45
/**
 * The forms are compared at this side: at the 32 px of glyph-match 立 and 大 of a Mincho 﨑 and 崎 differ
 * by a pixel or two (a lead of 0.01 over the common form); at 48 it is 0.08.
 */
export const FORM_SIDE = 48
/** Glyphs lower than this (pixels) lose the strokes that tell the forms apart. */
const MIN_GLYPH_HEIGHT = 24
/** Below this the glyph does not look like the form read: the cut missed it (a mark beside it, a box too large), nothing is judged. */
export const OWN_AT_LEAST = 0.45
/**
 * Another form is taken when it scores this much more than the form read. Measured on 1,392 name
 * glyphs of all the variant groups drawn in Noto and IPAex Gothic and Mincho at 28–56 px (JPEG), judged
 * with the Noto templates: no common form swapped in Noto; in IPAex (another font than the templates)
 * 4 of 672 (黒 as 黑, 0.10), 84% of the variants found. On the tune cards the printed 﨑 and 髙 lead by
 * 0.08–0.16, common forms in names trail by 0.05 or more.
 */
export const SWAP_MARGIN = 0.05
/** A swap is sure (the office needs not compare the glyph) past the largest lead a common form reached in another font. */
export const SURE_SWAP = 0.12
/** The form read is sure when it leads every other form by this much (no printed 﨑 or 髙 trailed by more, in either font). */
export const SURE_KEEP = 0.05

/** A line whose glyph forms were judged from pixels: `formsSure` holds the glyphs whose form the judge was sure of. */
export type FormsLine = OcrLine & { formsSure?: string }

const SQUARE = /^[\u3041-\u30FF\u3400-\u9FFF\uF900-\uFAFF々〆ー]$/u

/** Which form the glyph is, from how much it looks like each form (`read` the engine's), and whether the judge is sure of it. */
export function chooseOldForm(scores: Record<string, number>, read: string): { form: string; sure: boolean } {
  const own = scores[read] ?? -1
  const others = variantsOf(read).filter((c) => scores[c] !== undefined)
  const best = others.reduce<string | undefined>((a, c) => (a === undefined || scores[c] > scores[a] ? c : a), undefined)
  if (best === undefined || own < OWN_AT_LEAST) return { form: read, sure: false }
  const lead = scores[best] - own
  if (lead >= SWAP_MARGIN) return { form: best, sure: lead >= SURE_SWAP }
  return { form: read, sure: -lead >= SURE_KEEP }
}

/** The positions (among the line's glyphs, spaces left out) of glyphs that have other forms, and the line's glyphs. */
export function formCandidates(text: string): { glyphs: string[]; at: number[] } {
  const glyphs = [...text.replace(/\s+/g, '')]
  if (glyphs.length > MAX_GLYPHS || !glyphs.every((g) => SQUARE.test(g))) return { glyphs, at: [] }
  const at = glyphs.flatMap((g, i) => (variantsOf(g).length && Math.min(i, glyphs.length - 1 - i) < MAX_WALK ? [i] : []))
  return { glyphs, at }
}

export type FormJudgement = { at: number; read: string; scores: Record<string, number> }

/**
 * How much the line's glyph `at` looks like each of its forms (or `others` it may be), reached by
 * walking from the nearer end; undefined when the walk lost its way.
 */
export function judgeForms(picture: Picture, line: OcrLine, glyphs: string[], at: number, others = variantsOf(glyphs[at])): FormJudgement | undefined {
  const box = line.box
  if (!box) return undefined
  const end = at <= glyphs.length - 1 - at ? 'first' : 'last'
  const steps = end === 'first' ? glyphs.slice(0, at) : glyphs.slice(at + 1).reverse()
  let skip = 0
  for (const glyph of steps) {
    const judged = judgeEnd(picture, box, end, [glyph], skip)
    if ((judged.scores[glyph] ?? -1) < WALK_AT_LEAST) return undefined
    skip = judged.reach[glyph]
  }
  const read = glyphs[at]
  const forms = [read, ...others]
  const column = isColumnBox(box)
  const scores: Record<string, number> = {}
  // Each form its best cut: the cuts differ only in where the glyph ends.
  for (const { rect } of lineGlyphCuts(picture, box, end, column, skip)) {
    for (const [form, score] of Object.entries(glyphScores(picture, rect, forms, undefined, column, FORM_SIDE))) scores[form] = Math.max(scores[form] ?? -1, score)
  }
  return { at, read, scores }
}

/** The line with its glyph `at` (spaces left out) written as `form`, in its text and its words. */
export function withGlyph(line: OcrLine, at: number, form: string): OcrLine {
  const swap = (text: string, index: number) => {
    let seen = -1
    return [...text].map((c) => (/\s/.test(c) ? c : ++seen === index ? form : c)).join('')
  }
  let offset = 0
  const words = line.words?.map((w) => {
    const n = [...w.text.replace(/\s+/g, '')].length
    const word = at >= offset && at < offset + n ? { ...w, text: swap(w.text, at - offset) } : w
    offset += n
    return word
  })
  return { ...line, text: swap(line.text, at), words }
}

const lineHeight = (box: NonNullable<OcrLine['box']>) => Math.min(box.x1 - box.x0, box.y1 - box.y0)

/** Every short kana-and-kanji line with a glyph that has other forms gets the form its ink looks most like. */
export function readOldForms(picture: Picture, lines: OcrLine[]): FormsLine[] {
  return lines.map((line) => {
    if (!line.box || lineHeight(line.box) < MIN_GLYPH_HEIGHT) return line
    const { glyphs, at } = formCandidates(line.text)
    let out: FormsLine = line
    let sure = ''
    for (const i of at) {
      const judged = judgeForms(picture, line, glyphs, i)
      if (!judged) continue
      const { form, sure: isSure } = chooseOldForm(judged.scores, judged.read)
      if (form !== judged.read) out = withGlyph(out, i, form)
      if (isSure) sure += form
    }
    return sure ? { ...out, formsSure: sure } : out
  })
}

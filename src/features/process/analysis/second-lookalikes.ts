import type { Picture } from './card-image'
import { LOOKALIKE_MARGIN, lookalikesOf } from './lookalike-glyphs'
import type { OcrLine } from './ocr-engine'
import { judgeForms, withGlyph } from './old-forms'
import { isRecogniserOnly } from './merge-readings'

// The second engine's reading of a line is merged with tesseract's glyph by glyph (second-reading.ts),
// and a glyph tesseract doubted goes to the recogniser when it is surer. Where the two read look-alikes
// (tesseract 五十嵐, the recogniser 五土嵐; 緒方 and 猪方), or the recogniser read a kanji tesseract's model
// has not (紬 where it read 細; but 麒 for a 顧 it read right), that is a judgement between shapes the model
// confuses, and the recogniser's certainty says nothing of which is printed: the ink decides. The kanji
// clearly more like the ink stays; when neither is, the glyph is disputed (`alike`) for the office.

const KANJI = /^[\u3400-\u9FFF]$/u

/** The merged line with each kanji the recogniser put in place of its look-alike judged on the ink against it. */
export function judgeSwappedLookalikes(picture: Picture, before: OcrLine, after: OcrLine): OcrLine {
  const first = [...before.text.replace(/\s+/g, '')]
  const merged = [...after.text.replace(/\s+/g, '')]
  // Only a reading of the same glyphs, some swapped: an inserted or lost glyph moves every index after it.
  if (first.length !== merged.length) return after
  let out = after
  merged.forEach((glyph, at) => {
    const was = first[at]
    if (glyph === was || !KANJI.test(glyph) || !KANJI.test(was) || !(lookalikesOf(glyph).includes(was) || isRecogniserOnly(glyph))) return
    const judged = judgeForms(picture, out, merged, at, [was])
    const [mine, theirs] = [judged?.scores[was] ?? -1, judged?.scores[glyph] ?? -1]
    // The recogniser's glyph clearly the ink's: it stands.
    if (judged && theirs - mine >= LOOKALIKE_MARGIN) return
    // Tesseract's clearly the ink's: it comes back; either way the office looks at it, as at any glyph judged from pixels.
    if (judged && mine - theirs >= LOOKALIKE_MARGIN) out = withGlyph(out, at, was)
    const kept = mine - theirs >= LOOKALIKE_MARGIN ? was : glyph
    out = { ...out, alike: `${out.alike ?? ''}${kept}` }
  })
  return out
}

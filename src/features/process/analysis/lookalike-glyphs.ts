import type { Picture } from './card-image'
import { readsAsName } from './name-spans'
import { judgeForms, withGlyph, formCandidates, type FormsLine } from './old-forms'
import { DOUBT_BELOW } from './field-confidence'
// Data, one kanji a line with its look-alikes after it (written by scripts/kanji-lookalikes.mjs).
import LOOKALIKES from './kanji-lookalikes.txt?raw'

// A rare kanji of a name read, sure or not, as a common one that looks like it (鷲尾 as 鷺尾, 薫 as 董,
// 桑原 as 柔原): the engine's model has seen the common one far more often. Every kanji of a name line
// is compared on the card's ink with the kanji that look like it (kanji-lookalikes.txt, drawn from the
// model's own kanji), as old forms are (old-forms.ts), when the engine doubted it; another kanji is
// taken only when it looks clearly more like the ink, and the office checks it.

/** Another kanji must score this much more than the one read (cross-font measure: see the unit test). */
export const LOOKALIKE_MARGIN = 0.1

let table: Map<string, string[]> | undefined

/** The kanji that look like `char`, both ways round (鷺 lists 鷲, and 柔 gets 桑 from 桑's list). */
export function lookalikesOf(char: string): string[] {
  if (!table) {
    table = new Map()
    const add = (k: string, v: string) => table!.set(k, [...new Set([...(table!.get(k) ?? []), v])])
    for (const line of LOOKALIKES.split('\n').filter(Boolean)) {
      const [k, ...rest] = [...line]
      for (const r of rest) {
        add(k, r)
        add(r, k)
      }
    }
  }
  return table.get(char) ?? []
}

/** Which kanji the ink is: the one read unless another leads by the margin. */
export function chooseLookalike(scores: Record<string, number>, read: string, margin = LOOKALIKE_MARGIN): string {
  const own = scores[read] ?? -1
  const best = Object.entries(scores).reduce<[string, number]>((a, [c, v]) => (c !== read && v > a[1] ? [c, v] : a), ['', -1])
  return best[0] && own >= 0.3 && best[1] - own >= margin ? best[0] : read
}

const KANJI = /^[\u3400-\u9FFF]$/u
/** Only glyphs of words read less sure than this are judged: a sure 遊 (83) was taken for 逝 at the end of a row whose last glyph was lost. */
export const JUDGE_BELOW = 80

/** How sure the engine was of each glyph of the line (spaces left out): its word's confidence, else the line's. */
export function glyphConfidences(line: Pick<FormsLine, 'text' | 'confidence' | 'words'>): number[] {
  const n = [...line.text.replace(/\s+/g, '')].length
  const out = (line.words ?? []).flatMap((w) => [...w.text.replace(/\s+/g, '')].map(() => w.confidence))
  return out.length === n ? out : Array<number>(n).fill(line.confidence)
}

/** Name lines with each doubted kanji judged against its look-alikes; a line with a kanji swapped is left for the office to check. */
export function readLookalikes(picture: Picture, lines: FormsLine[]): FormsLine[] {
  return lines.map((line) => {
    if (!line.box || !readsAsName(line.text)) return line
    const { glyphs } = formCandidates(line.text)
    const sure = glyphConfidences(line)
    let out: FormsLine = line
    glyphs.forEach((glyph, at) => {
      if (!KANJI.test(glyph) || sure[at] >= JUDGE_BELOW || line.formsSure?.includes(glyph)) return
      const others = lookalikesOf(glyph)
      if (!others.length) return
      const judged = judgeForms(picture, line, glyphs, at, others)
      if (!judged) return
      const chosen = chooseLookalike(judged.scores, glyph)
      if (chosen !== glyph) out = { ...withGlyph(out, at, chosen), confidence: Math.min(out.confidence, DOUBT_BELOW - 1) }
    })
    return out
  })
}

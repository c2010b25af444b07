import type { Picture } from './card-image'
import { readsAsName } from './name-spans'
import { judgeForms, withGlyph, formCandidates, type FormsLine } from './old-forms'
import { forOfficeCheck } from './field-confidence'
import { JP_FORMS } from './card-company'
// Data, one kanji a line with its look-alikes after it (written by scripts/kanji-lookalikes.mjs).
import LOOKALIKES from './kanji-lookalikes.txt?raw'

// A rare kanji of a name read, sure or not, as a common one that looks like it (鷲尾 as 鷺尾, 薫 as 董,
// 桑原 as 柔原): the engine's model has seen the common one far more often. Every kanji of a name line
// is compared on the card's ink with the kanji that look like it (kanji-lookalikes.txt, drawn from the
// model's own kanji), as old forms are (old-forms.ts), when the engine doubted it; another kanji is
// taken only when it looks clearly more like the ink, and the office checks it.
// The engine is sure of some such misreads too (寺島 read 寺鳥 at 88, 桐生 read 柚生 at 89): a sure kanji of
// a name, and any kanji of a company's own name, is judged as well, but never swapped (a sure 遊 read
// right was taken for 逝 where a row lost its last glyph; a company's 白 scored like 臼): the line only
// says which glyphs the ink disputes (`alike`), for the office to check.

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

/**
 * A glyph whose ink scores this much as the kanji read is that kanji: no look-alike comes near the
 * margin above it (of 784 name and company glyphs judged on a card draw, none that scored 0.6 or more
 * was led by more than 0.01), so its look-alikes are not drawn.
 */
export const CLEARLY_OWN = 0.65

/**
 * A sure glyph scoring less than this as itself was cut only in part: a look-alike leading it is no
 * dispute. Measured on crops aligned with the engine's boxes (fresh6 and fresh7, 750 judged glyphs):
 * the right glyphs a look-alike led by 0.1 or more scored at most 0.11 as themselves, the misreads
 * caught (柚 for 桐, 即 for 郎) 0.44–0.46. (0.45, old forms' own bar, let two of those four through.)
 */
export const DISPUTE_OWN_AT_LEAST = 0.35

const KANJI = /^[\u3400-\u9FFF]$/u
/** Only glyphs of words read less sure than this are swapped: a sure 遊 (83) was taken for 逝 at the end of a row whose last glyph was lost. */
export const JUDGE_BELOW = 80

/** How sure the engine was of each glyph of the line (spaces left out): its word's confidence, else the line's. */
export function glyphConfidences(line: Pick<FormsLine, 'text' | 'confidence' | 'words'>): number[] {
  const n = [...line.text.replace(/\s+/g, '')].length
  const out = (line.words ?? []).flatMap((w) => [...w.text.replace(/\s+/g, '')].map(() => w.confidence))
  return out.length === n ? out : Array<number>(n).fill(line.confidence)
}

/** A company's glyphs are walked to from the line's nearer end, at most this far (the walk's cuts drift). */
const COMPANY_WALK = 4
/** A company's marks read in brackets ((株), (有)): the list's forms are checked against the list. */
const MARK = /[(（][株有合][)）]/g

/** The glyphs of a company line that are its own name, not its legal form or mark, near enough an end; none for other lines. */
export function companyNameGlyphs(glyphs: string[]): number[] {
  const text = glyphs.join('')
  const form = new Set<number>()
  const cover = (from: number, length: number) => Array.from({ length }, (_, k) => form.add(from + k))
  for (const f of JP_FORMS) for (let i = text.indexOf(f); i !== -1; i = text.indexOf(f, i + 1)) cover(i, f.length)
  for (const m of text.matchAll(MARK)) cover(m.index, m[0].length)
  if (!form.size) return []
  return glyphs.flatMap((g, i) => (!form.has(i) && KANJI.test(g) && Math.min(i, glyphs.length - 1 - i) <= COMPANY_WALK ? [i] : []))
}

/**
 * Name and company lines with their kanji judged against their look-alikes: a doubted kanji of a name
 * is swapped for the one its ink clearly is (the line left for the office to check); any other judged
 * kanji the ink disputes is listed in `alike`.
 */
export function readLookalikes(picture: Picture, lines: FormsLine[]): FormsLine[] {
  return lines.map((line) => {
    if (!line.box) return line
    const name = readsAsName(line.text)
    const { glyphs } = formCandidates(line.text)
    const judgeable = name ? glyphs.flatMap((g, i) => (KANJI.test(g) ? [i] : [])) : companyNameGlyphs(glyphs)
    const sure = glyphConfidences(line)
    let out: FormsLine = line
    for (const at of judgeable) {
      const glyph = glyphs[at]
      if (line.formsSure?.includes(glyph)) continue
      const others = lookalikesOf(glyph)
      if (!others.length) continue
      // The glyph read is scored alone first: most glyphs look like it clearly, and drawing every look-alike costs.
      const alone = judgeForms(picture, line, glyphs, at, [])
      if (!alone || alone.scores[glyph] >= CLEARLY_OWN) continue
      const judged = judgeForms(picture, line, glyphs, at, others)
      if (!judged) continue
      const chosen = chooseLookalike(judged.scores, glyph)
      if (chosen === glyph) continue
      if (name && sure[at] < JUDGE_BELOW) out = { ...withGlyph(out, at, chosen), confidence: forOfficeCheck(out.confidence) }
      // A sure glyph the cut found only in part (熊谷's 谷 at 0.34, 各 at 0.60) is no dispute (DISPUTE_OWN_AT_LEAST).
      else if (judged.scores[glyph] >= DISPUTE_OWN_AT_LEAST) out = { ...out, alike: `${out.alike ?? ''}${glyph}` }
    }
    return out
  })
}

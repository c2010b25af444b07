import { isRareForm, variantsOf } from '../card/name-variants'
import type { DecodedGlyph } from './ctc-decode'
// Data: the kanji the recogniser reads and tesseract's model has not (scripts/recogniser-only-kanji.mjs).
import RECOGNISER_ONLY from './recogniser-only-kanji.txt?raw'

// One line read by two engines, merged glyph by glyph. Tesseract's reading keeps what it was sure of;
// the line recogniser's glyph (PaddleOCR) takes the place of one tesseract doubted, fills one it lost
// and outweighs noise it added ('緒方 猟' + '緒方 薫' → '緒方 薫', '寺寺島' + '寺島薫' → '寺島薫').
// Old forms are the exception: the recogniser reads 﨑 and 髙 as 崎 and 高, so of two forms of one
// kanji the rarer is kept, whichever engine read it (tesseract's old-form judge looked at the ink).

/** A glyph as tesseract read it: the confidence is its word's (0–100); `space` when a gap came before it. */
export type FirstGlyph = { text: string; confidence: number; space: boolean }
/** A merged glyph: its confidence (0–100) and which engine it came from. */
export type MergedGlyph = { text: string; confidence: number; space: boolean; second: boolean }

/** The recogniser's glyph replaces or fills in only when at least this sure (0–1). */
export const SECOND_SURE = 0.8
/** A tesseract glyph read at this confidence or more is kept whatever the recogniser says. */
export const FIRST_SURE = 85
/** Of two glyphs neither engine is sure of, the recogniser's wins when this much surer (0–100). */
const CLEARLY_SURER = 20
/** ...and at least this sure (0–1). */
const HALF_SURE = 0.5
/** Tesseract's reading is garble when the recogniser, this sure on the whole (0–1), agrees with under a third of it. */
const GARBLE_SURE = 0.6
/** A glyph only tesseract saw is dropped below this: the recogniser may miss a glyph at the crop's edge. */
export const FIRST_NOISE = 60

const JAPANESE = /[\u3041-\u30FF\u3400-\u9FFF\uF900-\uFAFF々〆ヶ]/u
/** Letters and digits tesseract reads for large kanji ('緒方 HB'); signs and marks (㈱, '(') are its own to keep. */
const LATIN = /^[A-Za-z0-9]$/
/** What tesseract adds as noise where it saw a stroke, a mark or a logo: letters, digits and bars. */
const NOISE = /^[A-Za-z0-9|¦!_~^=“”"'`]$/
const same = (a: string, b: string) => a.normalize('NFKC') === b.normalize('NFKC')
/**
 * Kanji tesseract cannot read at all (紬, 柊, 蒔: names of today): it reads a look-alike in their
 * place, however sure (時田 at 89 for 蒔田). Where the recogniser reads one all but certainly (蒔 at
 * 0.99), in place of a kanji, its glyph stands, and the ink judges the two (second-lookalikes.ts). Less
 * sure it misreads too: 顧 as 麒 at 0.59, 和 as 羂 at 0.57, 一 as 嵯 at 0.86 (the bench's cards).
 */
const RECOGNISER_ONLY_KANJI = new Set(RECOGNISER_ONLY.trim())
export const isRecogniserOnly = (kanji: string) => RECOGNISER_ONLY_KANJI.has(kanji)
const RECOGNISER_ONLY_SURE = 0.95
const onlyRecogniserReads = (g: DecodedGlyph) => isRecogniserOnly(g.text) && g.prob >= RECOGNISER_ONLY_SURE
const KANJI = /^[\u3400-\u9FFF]$/u
const isVariant = (a: string, b: string) => variantsOf(a).includes(b)

type Step = { t?: number; p?: number }

/** The alignment of two glyph strings with the fewest edits; matches and forms of one kanji cost least. */
function align(first: readonly string[], second: readonly string[]): Step[] {
  const n = first.length
  const m = second.length
  const cost = (a: string, b: string) => (same(a, b) ? 0 : isVariant(a, b) ? 0.2 : 1.05)
  const d: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= n; i++) for (let j = 1; j <= m; j++) d[i][j] = Math.min(d[i - 1][j - 1] + cost(first[i - 1], second[j - 1]), d[i - 1][j] + 1, d[i][j - 1] + 1)
  const steps: Step[] = []
  let i = n
  let j = m
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i][j] === d[i - 1][j - 1] + cost(first[i - 1], second[j - 1])) steps.push({ t: --i, p: --j })
    else if (i > 0 && d[i][j] === d[i - 1][j] + 1) steps.push({ t: --i })
    else steps.push({ p: --j })
  }
  return steps.reverse()
}

/**
 * The two readings merged. `second` is the recogniser's glyphs in reading order (spaces are glyphs
 * too). Undefined when the recogniser read no Japanese: it has nothing to add to the line.
 */
export function mergeReadings(first: readonly FirstGlyph[], second: readonly DecodedGlyph[]): MergedGlyph[] | undefined {
  const spaceBefore: boolean[] = []
  const glyphs: DecodedGlyph[] = []
  for (const g of second) {
    if (/^\s$/u.test(g.text)) spaceBefore[glyphs.length] = true
    else glyphs.push(g)
  }
  if (!glyphs.some((g) => JAPANESE.test(g.text))) return undefined
  const out: MergedGlyph[] = []
  // A gap before a glyph that is dropped stays before the next glyph kept.
  let pending = false
  const push = (g: MergedGlyph) => {
    out.push({ ...g, space: g.space || pending })
    pending = false
  }
  // What tesseract's compound glyphs spell (㈱ is (株)): the recogniser's reading of one is not a lost glyph.
  const compounds = new Set(first.flatMap((g) => (g.text.normalize('NFKC').length > 1 ? [...g.text.normalize('NFKC')] : [])))
  const firstSpaces = new Set(first.flatMap((g, i) => (g.space ? [i] : [])))
  const steps = align(
    first.map((g) => g.text),
    glyphs.map((g) => g.text),
  )
  // Tesseract read the line as garble ('wows ve 01 JE FEAT' for 経営企画室 主任 五十嵐 啓介): its gaps
  // fall anywhere, so only the recogniser's count.
  const agreeing = steps.filter(({ t, p }) => t !== undefined && p !== undefined && (same(first[t].text, glyphs[p].text) || isVariant(first[t].text, glyphs[p].text))).length
  const garble = agreeing * 3 < glyphs.length && glyphs.reduce((sum, g) => sum + g.prob, 0) / glyphs.length >= GARBLE_SURE
  for (const { t, p } of steps) {
    const a = t === undefined ? undefined : first[t]
    const b = p === undefined ? undefined : glyphs[p]
    const space = (!garble && t !== undefined && firstSpaces.has(t)) || (p !== undefined && !!spaceBefore[p])
    const drop = () => (pending ||= space)
    // Only its kana and kanji have a say: tesseract reads Latin, digits and signs as well or better (O, not 0).
    const sure = b !== undefined && b.prob >= SECOND_SURE && JAPANESE.test(b.text)
    const mine = (g: DecodedGlyph) => ({ text: g.text, confidence: Math.round(g.prob * 100), space, second: true })
    if (a && b) {
      if (same(a.text, b.text)) push({ ...a, confidence: Math.max(a.confidence, Math.round(b.prob * 100)), space, second: false })
      else if (isVariant(a.text, b.text)) push(isRareForm(b.text) && sure ? mine(b) : { ...a, space, second: false })
      else if ((sure && (a.confidence < FIRST_SURE || LATIN.test(a.text))) || (onlyRecogniserReads(b) && KANJI.test(a.text))) push(mine(b))
      // Neither is sure: the recogniser's where tesseract read garble, or where it is clearly surer (補作
      // at 7 for 補佐 at 63; not 鳥 at 61 for 烏 at 66, nor 鷺 at 12 for 鸞 at 45). The merged glyph keeps
      // its doubt for the office check.
      else if (JAPANESE.test(b.text) && a.confidence < FIRST_SURE && (garble || (b.prob >= HALF_SURE && b.prob * 100 >= a.confidence + CLEARLY_SURER))) push(mine(b))
      else push({ ...a, space, second: false })
    } else if (b) {
      // A glyph tesseract lost: filled in when the recogniser is sure of it.
      if (sure && !compounds.has(b.text)) push(mine(b))
      else drop()
    } else if (a) {
      // A glyph only tesseract saw: noise it added when it doubted it (a stray letter, a glyph read twice).
      if (a.confidence >= (NOISE.test(a.text) || garble ? FIRST_SURE : FIRST_NOISE)) push({ ...a, space, second: false })
      else drop()
    }
  }
  if (out.length && out[0].space) out[0] = { ...out[0], space: false }
  return out
}

/** The merged line's text, a space where either engine saw a gap. */
export const mergedText = (glyphs: readonly MergedGlyph[]) => glyphs.map((g) => (g.space ? ' ' : '') + g.text).join('')

import { isColumnBox, type Picture } from './card-image'
import { isJapaneseCompany } from './card-roles'
import { glyphScores } from './glyph-match'
import type { OcrLine, OcrWord } from './ocr-engine'

// ㈱ and ㈲ printed after a company's name: the engine's Japanese model has neither glyph, so it reads
// them as some kanji ('白鷺精工導', 'アルタイル牧', 'カエデ伯') or as a bracket and a kanji ('白鷺精工(用'),
// and the field rules find no legal form, or the wrong one. The glyph at the end of such a line is
// compared, by its ink, with the two marks and with what the engine read; when a mark is clearly the
// closer, it takes the glyph's place. The line's confidence drops below the office check's bar: which
// of the two marks it is was judged from pixels.

const FORMS = ['㈱', '㈲'] as const
export type CircledForm = (typeof FORMS)[number]
/** A mark must look at least this much like the glyph (plain kanji and glyphs cut badly score ≤ 0.2 against them)… */
export const FORM_AT_LEAST = 0.28
/** …and this much more than the kanji the engine read there does. */
export const FORM_MARGIN = 0.15
/** The confidence a line with a mark judged from pixels keeps at most: under the office check's bar. */
export const FORM_CONFIDENCE = 80

/** A name of two or more kana or kanji, then one kanji (or a bracket and one), and no digits or legal form. */
const CANDIDATE = /^(.*[\u30A1-\u30FA\u3400-\u9FFF々ー]{2})\s?(\(?[\u3400-\u9FFF])$/

type Box = NonNullable<OcrLine['box']>

/** Two glyphs read where one stands: together no longer, along the line, than a glyph is high. */
function oneGlyph(a: Box, b: Box, column: boolean): boolean {
  const [along, across] = column ? [Math.max(a.y1, b.y1) - Math.min(a.y0, b.y0), Math.max(a.x1, b.x1) - Math.min(a.x0, b.x0)] : [Math.max(a.x1, b.x1) - Math.min(a.x0, b.x0), Math.max(a.y1, b.y1) - Math.min(a.y0, b.y0)]
  return along <= across * 1.25
}

/**
 * The line's text split into the name before its last glyph and what the engine read for that glyph.
 * The mark's round side is sometimes read as a glyph of its own ('ミドリ技研人牧'): the two are one
 * glyph when their word boxes together are no longer than one, or, without boxes, when the row (its
 * glyphs as wide as high) has room for one glyph fewer than was read.
 */
export function circledCandidate(line: Pick<OcrLine, 'text' | 'box' | 'words'>): { stem: string; read: string } | undefined {
  const text = line.text.trim()
  if (/\d/.test(text) || isJapaneseCompany(text.normalize('NFKC'))) return undefined
  const m = CANDIDATE.exec(text)
  if (!m) return undefined
  const [stem, read] = [m[1], m[2]]
  const { box } = line
  if (!box || read.length > 1 || !/[\u3400-\u9FFF]$/.test(stem)) return { stem, read }
  const column = isColumnBox(box)
  const [before, last] = (line.words ?? []).filter((w) => w.text.trim()).slice(-2)
  const split = before?.box && last?.box && [...before.text.trim()].length === 1 && last.text.trim() === read
    ? oneGlyph(before.box, last.box, column)
    : !column && stem.endsWith('人') && Math.abs([...text.replace(/\s/g, '')].length - 1 - (box.x1 - box.x0) / (box.y1 - box.y0)) < 0.5
  return split ? { stem: stem.slice(0, -1), read: `${stem.slice(-1)}${read}` } : { stem, read }
}

/** Which mark the glyph is, from how much it looks like each mark and like the kanji read there. */
export function chooseForm(scores: Record<string, number>, read: string): CircledForm | undefined {
  const best = FORMS.reduce((a, b) => ((scores[b] ?? -1) > (scores[a] ?? -1) ? b : a))
  const form = scores[best] ?? -1
  const own = scores[read.slice(-1)] ?? -1
  return form >= FORM_AT_LEAST && form - Math.max(own, 0) >= FORM_MARGIN ? best : undefined
}

/** The square of the line's last glyph: its right end, or a column's foot. */
export function lastGlyphBox(box: Box): Box {
  if (isColumnBox(box)) {
    const side = box.x1 - box.x0
    return { x0: box.x0 - 1, y0: Math.max(box.y0, box.y1 - side * 1.05), x1: box.x1 + 1, y1: box.y1 + 1 }
  }
  const side = box.y1 - box.y0
  return { x0: Math.max(box.x0, box.x1 - side * 1.05), y0: box.y0 - 1, x1: box.x1 + 1, y1: box.y1 + 1 }
}

const union = (boxes: Box[]): Box | undefined =>
  boxes.length ? { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) } : undefined

/** The line's words with the glyphs read for the mark taken off their end and the mark put in their place. */
function wordsWithForm(words: OcrWord[], read: string, form: CircledForm): OcrWord[] {
  const out = [...words]
  const rest = [...read]
  const whole: OcrWord[] = []
  while (rest.length && out.length) {
    const word = out.pop()!
    const chars = [...word.text.trimEnd()]
    while (rest.length && chars.length && chars[chars.length - 1] === rest[rest.length - 1]) {
      chars.pop()
      rest.pop()
    }
    if (chars.length) {
      // The word holds the name too ('白鷺精工導'): the mark ends it.
      out.push({ ...word, text: `${chars.join('')}${form}` })
      return out
    }
    whole.push(word)
  }
  // The glyph was read as words of its own ('人', '牧'): they are one mark.
  return [...out, { text: form, confidence: Math.min(...whole.map((w) => w.confidence)), box: union(whole.flatMap((w) => (w.box ? [w.box] : []))) }]
}

/** The line with its last glyph replaced by the mark, in its text and its words. */
export function withForm(line: OcrLine, read: string, form: CircledForm): OcrLine {
  const text = `${circledCandidate(line)!.stem}${form}`
  return { ...line, text, words: line.words && wordsWithForm(line.words, read, form), confidence: Math.min(line.confidence, FORM_CONFIDENCE), agreed: false, again: undefined }
}

/** Every line ending in a glyph that is ㈱ or ㈲ by its looks gets the mark instead of the kanji read for it. */
export function readCircledForms(picture: Picture, lines: OcrLine[]): OcrLine[] {
  return lines.map((line) => {
    const candidate = line.box && circledCandidate(line)
    if (!candidate) return line
    const scores = glyphScores(picture, lastGlyphBox(line.box!), [...FORMS, candidate.read.slice(-1)])
    const form = chooseForm(scores, candidate.read)
    return form ? withForm(line, candidate.read, form) : line
  })
}

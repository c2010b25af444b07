import { isColumnBox, type Picture } from './card-image'
import { isJapaneseCompany } from './card-company'
import { findRole, isJapaneseName } from './card-roles'
import { isStreetLine } from './extract-address'
import { glyphScores, lineGlyphCuts } from './glyph-match'
import type { OcrLine, OcrWord } from './ocr-engine'

// ㈱ and ㈲ printed after a company's name: the engine's Japanese model has neither glyph, so it reads
// them as some kanji ('白鷺精工導', 'アルタイル牧', 'カエデ伯') or as a bracket and a kanji ('白鷺精工(用'),
// and the field rules find no legal form, or the wrong one. The glyph at the end of such a line is
// compared, by its ink, with the two marks and with what the engine read; when a mark is clearly the
// closer, it takes the glyph's place. The line's confidence drops below the office check's bar: which
// of the two marks it is was judged from pixels.

export const FORMS = ['㈱', '㈲'] as const
export type CircledForm = (typeof FORMS)[number]
/** A mark must look at least this much like the glyph (plain kanji and glyphs cut badly score ≤ 0.2 against them)… */
export const FORM_AT_LEAST = 0.28
/** …and this much more than the kanji the engine read there does. */
export const FORM_MARGIN = 0.15
/** The confidence a line with a mark judged from pixels keeps at most: under the office check's bar. */
export const FORM_CONFIDENCE = 80

/**
 * A name of two or more kana or kanji, then one kanji (or a bracket and one; or one and a bracket, the
 * mark's right side read as one: '錦織製作所人)'), and no digits or legal form.
 */
const CANDIDATE = /^(.*[\u30A1-\u30FA\u3400-\u9FFF々ー]{2})\s?(\(?[\u3400-\u9FFF]\)?)$/
/**
 * A Latin name, then what the engine read for the mark after it: its round side as a bracket ('BLUE
 * MAPLE)'), a bracket and a sign ('iLINK(#)'), or a letter and 株 ('KIZUNA PARTNERS (i株'); a logo of a
 * glyph or two may stand before it ('回 KOTOBUKI WORKS)').
 */
const LATIN_CANDIDATE = /^(?:[^\sA-Za-z]\S{0,3}\s+)?([A-Za-z][A-Za-z0-9&.'’ -]*[A-Za-z0-9.])\s?(\)|\(#\)|\([A-Za-z]\)|\(?[A-Za-z]?株\)?)$/
/** A kana or kanji name and the mark read as one Latin letter ('四季彩ガーデンh', '伊吹工務店L'). */
const LETTER_CANDIDATE = /^(.*[\u30A1-\u30FA\u3400-\u9FFF々ー]{2})([A-Za-z])$/
/** One or two signs, letters or digits and a space before a Japanese name: a logo beside it. */
const LOGO_LEAD = /^[^\s\u3040-\u30FF\u3400-\u9FFF]{1,2}\s+(?=[\u30A1-\u30FA\u3400-\u9FFF])/
/** The kanji the engine read for the mark, without the brackets read around it. */
const readGlyph = (read: string) => read.replace(/\)$/, '').slice(-1)

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
export function circledCandidate(line: Pick<OcrLine, 'text' | 'box' | 'words'>): { stem: string; read: string; latin?: boolean } | undefined {
  // A logo before the name read as a letter or digit ('0 紅葉堂内') is not part of it.
  const text = line.text.trim().replace(LOGO_LEAD, '')
  // A street in kanji numerals (北浜一丁目八番十六号: its 号 is no mark) is no company either.
  if (/\d/.test(text) || isJapaneseCompany(text.normalize('NFKC')) || isStreetLine(text)) return undefined
  const latin = LATIN_CANDIDATE.exec(text) ?? LETTER_CANDIDATE.exec(text)
  if (latin) return { stem: latin[1], read: latin[2], latin: true }
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
  const own = scores[readGlyph(read)] ?? -1
  return form >= FORM_AT_LEAST && form - Math.max(own, 0) >= FORM_MARGIN ? best : undefined
}

const union = (boxes: Box[]): Box | undefined =>
  boxes.length ? { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) } : undefined

/** The line's words with the glyphs read for the mark taken off their end and the mark put in their place. */
function wordsWithForm(words: OcrWord[], read: string, form: string): OcrWord[] {
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

/**
 * The line with the glyphs read at its end (`read`) replaced by `glyph` (or, `read` empty, `glyph` added),
 * in its text and its words, at `confidence` at most: a glyph judged from pixels.
 */
export function withLastGlyph(line: OcrLine, read: string, glyph: string, confidence: number): OcrLine {
  let text = line.text.trim()
  for (const char of [...read].reverse()) text = text.trimEnd().endsWith(char) ? text.trimEnd().slice(0, -char.length) : text
  text = `${text.trimEnd()}${glyph}`
  const words = line.words && (read ? wordsWithForm(line.words, read, glyph) : [...line.words, { text: glyph, confidence }])
  return { ...line, text, words, confidence: Math.min(line.confidence, confidence), agreed: false, again: undefined }
}

/** The line with its last glyph replaced by the mark (or, `read` empty, the mark added), in its text and its words. */
export const withForm = (line: OcrLine, read: string, form: CircledForm): OcrLine => withLastGlyph(line, read, form, FORM_CONFIDENCE)

type End = 'last' | 'first'
type Judged = { scores: Record<string, number>; reach: Record<string, number> }

/**
 * How much the glyph at the line's `end` (a row's right end, a column's foot; or its start) looks like
 * each of `chars`, over the cuts the ink allows (see glyph-cuts), and how far back the best cut of each
 * reaches. `skip` leaves that much of the end out: the glyph before.
 */
export function judgeEnd(picture: Picture, box: Box, end: End, chars: string[], skip = 0): Judged {
  const column = isColumnBox(box)
  const judged: Judged = { scores: {}, reach: {} }
  for (const cut of lineGlyphCuts(picture, box, end, column, skip)) {
    for (const [char, score] of Object.entries(glyphScores(picture, cut.rect, chars, undefined, column))) {
      if (score <= (judged.scores[char] ?? -2)) continue
      judged.scores[char] = score
      judged.reach[char] = cut.reach
    }
  }
  return judged
}

/**
 * What the engine read for the mark that is in fact the name's last glyph: the glyph before the mark
 * looks like it, and more than like the glyph before that. All of it ('工' of '白鷺精工': the mark was
 * left out), its first of two ('堂' of '紅葉堂内'), or nothing.
 */
export function nameEndRead(before: Record<string, number>, read: string, stemEnd: string): string {
  const prior = read.length === 1 ? read : /^[\u3400-\u9FFF]/.test(read) ? read[0] : ''
  const own = before[prior] ?? -1
  return prior && own >= 0.5 && own > (before[stemEnd] ?? -1) ? prior : ''
}

/** A mark printed before the name ('(柳白鷺精工' for ㈱白鷺精工): a bracket and a kanji, or one kanji, then a name. */
const LEAD = /^(\(?[\u3400-\u9FFF])\s?([\u30A1-\u30FA\u3400-\u9FFF々ー]{2}[^\s]*)$/

/** A mark before a Latin name read as a capital in brackets or as 株 and a capital ('(H)KOTOBUKI WORKS', '株HKOTOBUKI WORKS'). */
const LATIN_LEAD = /^(\([A-Z#]\)|株[A-Z#]?)\s?([A-Z][A-Za-z0-9&.'’-]*(?: [A-Za-z0-9&.'’|-]+)*)$/

/** A capital (a sign before it or not), or a sign, glued before a word in capitals ('#T-PLUS'): ㈱ or ㈲ read as letters, or the name's own first. */
const GLUED_LATIN_LEAD = /^([#@®©%&*]?[A-Z]|[#@®©%&*])((?=[A-Z][A-Z0-9&.'’-]*[A-Z]{2})[A-Z][A-Za-z0-9&.'’-]*(?: +[A-Za-z0-9&.'’|-]+)*)$/

/** A logo read as a glyph or two set apart before a Japanese name (a square as '口', a diamond as '8'): the mark may stand between them. */
const LOGO_THEN_NAME = /^(\S{1,2})\s+([\u30A1-\u30FA\u3400-\u9FFF々ー]{2}[^\s\d]*)$/

/** The line read from `form` on: the words read for what stood before it (`lead`) left out. */
function startingWith(line: OcrLine, lead: string, form: CircledForm, rest: string): OcrLine {
  const words = line.words && [{ text: form, confidence: Math.min(...line.words.slice(0, 1).map((w) => w.confidence)) }, ...line.words.map((w, i) => (i ? w : { ...w, text: w.text.trim().slice(lead.length) })).filter((w) => w.text)]
  return { ...line, text: `${form}${rest}`, words, confidence: Math.min(line.confidence, FORM_CONFIDENCE), agreed: false, again: undefined }
}

/**
 * Where a mark may stand before the name: the glyph read for it (`judged`, compared with the marks),
 * what was read before the name (`lead`, left out when it is one) and the name (`rest`). `pastLead`:
 * the mark was lost between a logo and the name, the glyph judged is the one past the logo's.
 */
export type LeadMark = { lead: string; rest: string; judged: string; pastLead: boolean; kind: 'lead' | 'glued' | 'logo' }

export function leadMarkCandidates(line: string): LeadMark[] {
  const text = line.trim()
  if (isJapaneseCompany(text.normalize('NFKC'))) return []
  const out: LeadMark[] = []
  const m = LEAD.exec(text) ?? LATIN_LEAD.exec(text)
  if (m && !/\d/.test(text)) out.push({ lead: m[1], rest: m[2], judged: readGlyph(m[1]), pastLead: false, kind: 'lead' })
  // The mark read as a capital (and a sign) glued before a Latin name in capitals ('WQUBIT FORGE', '#RHINOKT Design').
  const glued = GLUED_LATIN_LEAD.exec(text)
  if (glued) out.push({ lead: glued[1], rest: glued[2], judged: glued[1].slice(-1), pastLead: false, kind: 'glued' })
  // The mark lost between a logo and the name ('口 大黒屋商店' for a square logo, ㈱大黒屋商店); not a
  // name or a title beside one ('林 大輔', '顧問 小笠原'): their first glyphs are their own.
  const logo = LOGO_THEN_NAME.exec(text)
  if (logo && !isJapaneseName(text) && !findRole(logo[1]) && !findRole(text)) out.push({ lead: text.slice(0, text.length - logo[2].length), rest: logo[2], judged: [...logo[2]][0], pastLead: true, kind: 'logo' })
  return out
}

/**
 * The line with the mark before its name judged from the ink; `again`: a line the second engine read,
 * which reads a name's first kanji whole (that one is its own), so only a mark read as a capital or
 * lost past a logo is looked for.
 */
function markAtStart(picture: Picture, line: OcrLine, again = false): OcrLine {
  for (const { lead, rest, judged, pastLead, kind } of leadMarkCandidates(line.text)) {
    if (again && kind === 'lead') continue
    const logoEnd = lead.trim().slice(-1)
    const skip = pastLead ? judgeEnd(picture, line.box!, 'first', [logoEnd]).reach[logoEnd] : 0
    if (pastLead && !skip) continue
    const marked = judgeEnd(picture, line.box!, 'first', [...FORMS, judged], skip)
    const form = chooseForm(marked.scores, judged)
    if (!form) continue
    // Past a logo the glyph judged may be the mark misread ('口 回日の出水産'), not one lost before the name's
    // first: the ink past the mark looks like the name's second glyph then, not like its first.
    const [first, second] = [...rest]
    const past = pastLead && second ? judgeEnd(picture, line.box!, 'first', [first, second], marked.reach[form]).scores : {}
    const misread = pastLead && second && (past[second] ?? -1) > (past[first] ?? -1)
    return startingWith(line, lead, form, misread ? rest.slice(first.length) : rest)
  }
  return line
}

/**
 * Every line ending (or starting) in a glyph that is ㈱ or ㈲ by its looks gets the mark instead of the
 * kanji read for it; with `onlyRead`, only the lines it picks, and only a mark at their end on a line
 * that is no title nor name, or one before the name read as a capital or lost past a logo (markAtStart):
 * the second engine reads a line's kanji whole, so a kanji it read first is no mark misread, and a
 * title's last is its own ('副部長').
 */
export function readCircledForms(picture: Picture, lines: OcrLine[], onlyRead?: (line: OcrLine) => boolean): OcrLine[] {
  return lines.map((line) => {
    if (!line.box || (onlyRead && !onlyRead(line))) return line
    const candidate = circledCandidate(line)
    if (onlyRead && !candidate?.latin && (!candidate || [line.text.trim(), candidate.stem].some((t) => findRole(t) || isJapaneseName(t)))) return markAtStart(picture, line, true)
    if (!candidate) return markAtStart(picture, line)
    const read = readGlyph(candidate.read)
    const judged = judgeEnd(picture, line.box, 'last', [...FORMS, ...(read ? [read] : [])])
    const form = chooseForm(judged.scores, candidate.read)
    if (!form) return markAtStart(picture, line, !!onlyRead)
    // A bracket or letter read for the mark is no glyph of the name.
    if (candidate.latin) return withForm(line, candidate.read, form)
    // The mark's glyph read as part of the name's last, or left out: the mark is put after that glyph.
    const stemEnd = candidate.stem.slice(-1)
    const kept = nameEndRead(judgeEnd(picture, line.box, 'last', [...new Set([candidate.read[0], read, stemEnd])], judged.reach[form]).scores, candidate.read, stemEnd)
    if (kept) return withForm(line, candidate.read.slice(kept.length), form)
    return withForm(line, candidate.read, form)
  })
}

import { isColumnBox, type Picture } from './card-image'
import { chooseForm, FORM_CONFIDENCE, FORMS, judgeEnd, withLastGlyph, type CircledForm } from './circled-forms'
import { hostSpellings } from './company-latin'
import { distance } from './kana-romaji'
import type { OcrLine } from './ocr-engine'

// A company named in Latin letters as its web address spells it ('HINOKI Design' at hinoki-design.co.jp),
// printed with ㈱ or ㈲ after or before it that the engine left out altogether: the row reads as a
// bare name, and the fields find no company. On such a row (its letters a glyph at most off the
// card's host) the ink just past its end, and just before its start, is judged against the two marks.

/** A mark judged where nothing was read must look this much like it (a glyph of the row scores ≤ 0.35). */
const ALONE_AT_LEAST = 0.5

/** The names of the hosts the card's e-mails and web addresses are at, letters only, whole and label by label. */
function hostNames(lines: OcrLine[]): string[] {
  // Read from the rows as printed: the engine puts gaps in them ('@ hinoki-design. co. jp').
  const hosts = lines.flatMap((l) => [...l.text.matchAll(/@\s?([a-z0-9-]+)\.|(?:https?:\/\/|www\.)\s?(?:www\.)?([a-z0-9-]+)\./gi)].map((m) => (m[1] ?? m[2]).toLowerCase()))
  const { whole, labels } = hostSpellings(hosts, 4)
  return [...new Set([...whole, ...labels])]
}

/** The row's Latin name, a logo's glyph before it left out ('の HINOKT Design'), when the card's host spells it. */
export function hostNamedRow(text: string, hosts: string[]): string | undefined {
  const name = text.trim().replace(/^\S{1,2}\s+(?=[A-Za-z])/, '')
  if (!/^[A-Za-z][A-Za-z0-9&.'’ -]*[A-Za-z0-9]$/.test(name) || /@|www|https?:|\b(?:inc|corp|co|ltd|llc|k\.k)\b/i.test(name)) return undefined
  const letters = name.toLowerCase().replace(/[^a-z]/g, '')
  return letters.length >= 4 && hosts.some((h) => distance(letters, h) <= (letters.length >= 8 ? 1 : 0)) ? name : undefined
}

type Box = NonNullable<OcrLine['box']>

/** The mark just past the row's end (`after`) or before its start, judged on the ink there. */
function markBeside(picture: Picture, box: Box, text: string, after: boolean): CircledForm | undefined {
  const column = isColumnBox(box)
  const glyph = column ? box.x1 - box.x0 : box.y1 - box.y0
  const reach = glyph * 1.4
  const grown = column
    ? { ...box, ...(after ? { y1: Math.min(picture.height, box.y1 + reach) } : { y0: Math.max(0, box.y0 - reach) }) }
    : { ...box, ...(after ? { x1: Math.min(picture.width, box.x1 + reach) } : { x0: Math.max(0, box.x0 - reach) }) }
  const edge = after ? text.trim().slice(-1) : text.trim()[0]
  const { scores } = judgeEnd(picture, grown, after ? 'last' : 'first', [...FORMS, edge])
  const form = chooseForm(scores, edge)
  return form && scores[form] >= ALONE_AT_LEAST ? form : undefined
}

export function readHostNameMarks(picture: Picture, lines: OcrLine[]): OcrLine[] {
  const hosts = hostNames(lines)
  if (!hosts.length) return lines
  return lines.map((line) => {
    const name = line.box && hostNamedRow(line.text, hosts)
    if (!name || !line.box) return line
    const after = markBeside(picture, line.box, name, true)
    if (after) return withLastGlyph({ ...line, text: name }, '', after, FORM_CONFIDENCE)
    const before = markBeside(picture, line.box, name, false)
    return before ? { ...line, text: `${before}${name}`, words: [{ text: before, confidence: FORM_CONFIDENCE }, ...(line.words ?? [])], confidence: Math.min(line.confidence, FORM_CONFIDENCE), agreed: false, again: undefined } : line
  })
}

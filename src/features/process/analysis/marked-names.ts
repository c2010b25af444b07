import { cropLine, isColumnBox as isColumn, largeLineTest, type Picture } from './card-image'
import { oneLine, readLine, type OcrLine } from './ocr-engine'
import { DOUBT_BELOW, forOfficeCheck } from './field-confidence'
import { acceptSpanReading, cutAtSpan, halfReadName, placeWords, type Placed, readsAsName, spanCrop, spanText, tallSpan, type TallSpan } from './name-spans'
import { findRole, isEnglishName, isKanaLine, joinSplitWords, stripTitle } from './card-roles'
import { findCircledKabu, findCompany, isJapaneseCompany } from './card-company'
import { CJK_RUN, JAPANESE_ONLY, normalizeLine } from './ocr-text'
import { extractFields } from './extract-fields'
import { readGlyphs } from './glyph-names'
import { mostlyInside } from './line-rows'

// Names are printed large, and the engine often reads large kanji as signs or look-alike letters: a
// kanji next to a space as a mark or a digit ('# 拓也' for 森 拓也, '清水 2' for 清水 修), the name
// on a row that also holds small text as letters ('係長 =47 奈々 すがわら なな', see name-spans.ts), a
// bold column as Latin ('fr BH)'). Such a name is read again alone with only kana and kanji allowed,
// so the engine must choose a kanji for each glyph; what it was made to choose keeps a confidence
// below the office check's bar, so the office checks it.

/**
 * A lone mark or digit (one or two) beside a short kanji run, as a word of its own; or a lone kana
 * after a family name ('二階堂 で' for 二階堂 葵): no given name is one kana.
 */
const MARKED_NAME = /(?:^|\s)[^\p{L}\s]{1,2}\s+[\u3400-\u9FFF々]{1,3}(?=\s|$)|(?:^|\s)[\u3400-\u9FFF々]{1,3}\s+(?:[^\p{L}\s]{1,2}|[\u3041-\u30FA])(?=\s|$)/u
const kanjiCount = (s: string) => s.replace(/[^\u3400-\u9FFF々]/g, '').length
const cjk = (s: string) => s.replace(/[^\u3041-\u30FF\u3400-\u9FFF々ヶ]/g, '')

/** A line shaped like a name with a kanji read as a sign: not a phone, postal code or e-mail line. */
export const isMarkedName = (text: string) => {
  const line = text.normalize('NFKC').trim()
  return MARKED_NAME.test(line) && !/@|\d{3}/.test(line)
}

/**
 * The reading again with only Japanese allowed replaces the line when it is all kana and kanji, keeps
 * the kanji read before, and has a glyph where the sign was.
 */
export function acceptNameReading(before: string, again: string): boolean {
  const squashed = again.replace(/\s+/g, '')
  const kanji = before.normalize('NFKC').match(/[\u3400-\u9FFF々]+/g) ?? []
  // A kanji more than before: one where the sign (or the lone kana) was.
  return JAPANESE_ONLY.test(squashed) && kanji.every((run) => squashed.includes(run)) && squashed.length >= cjk(before).length && kanjiCount(squashed) > kanji.join('').length
}

/**
 * The line's lone marks read again one by one, each on its own box: a reading of the whole line may
 * drop the glyph the mark was (宇佐美 for '宇佐美 ®'). The line with them replaced, when it passes as a
 * name; it keeps the lowest confidence of the readings.
 */
async function readMarks(picture: Picture, line: OcrLine, words: Placed[]): Promise<OcrLine | undefined> {
  let text = line.text
  let confidence = forOfficeCheck(line.confidence)
  for (const w of [...words].reverse()) {
    if (!/^[^\p{L}\s]{1,2}$/u.test(w.text)) continue
    const again = await readLine(cropLine(picture, w.box), { onlyJapanese: true })
    const glyph = again.text.replace(/\s+/g, '')
    if (!/^[\u3400-\u9FFF々]{1,2}$/.test(glyph)) return undefined
    text = `${text.slice(0, w.start)}${glyph}${text.slice(w.end)}`
    confidence = forOfficeCheck(confidence, again.confidence)
  }
  return text !== line.text && acceptNameReading(line.text, text) && readsAsName(text) ? { text: oneLine(text), confidence, words: [] } : undefined
}

/** Letters and signs only, no English word nor contact: small kanji read as look-alike letters ('we' for 所長). */
const latinOnly = (text: string) => !/[\u3041-\u30FF\u3400-\u9FFF]/.test(text) && /\p{L}/u.test(text) && !/[a-z]{3}|@|\d{3}/.test(text) && !/www|https?:/i.test(text)

/** A legal form alone, or its circled mark read as '(株', '株)': the large span beside it is the company's name. */
const legalAlone = (text: string) => /^(?:\(?[株有合]\)?|株式会社|有限会社|合同会社)$/.test(text.replace(/\s/g, ''))

/** The parts of the row before and after the span, as text. */
const besideSpan = (line: OcrLine, words: Placed[], span: TallSpan) =>
  [words.slice(0, span.from), words.slice(span.to + 1)].filter((p) => p.length).map((p) => normalizeLine(line.text.slice(p[0].start, p[p.length - 1].end)))

/**
 * A row's large span apart from its small text: as it is when it reads as a name, else read again
 * alone when it is a name half read. The small text beside it read as letters on such a row (the
 * title 所長 as 'we') is read again without them. Undefined when the span is no name.
 */
async function readSpan(picture: Picture, line: OcrLine, words: Placed[], span: TallSpan): Promise<OcrLine[] | undefined> {
  const text = spanText(line, span)
  const beside = besideSpan(line, words, span)
  // A company's name printed large with its legal form small ('三協テクノ (株)') stays whole.
  if (beside.some(legalAlone)) return undefined
  // A span that passes as a name but for a lone kana given name ('二階堂 で') is read again too.
  const marked = readsAsName(text) && isMarkedName(text)
  // Read right, it is cut only from a title, a unit or a reading beside it: the field rules know those.
  if (readsAsName(text) && !marked) return beside.every((t) => isKanaLine(t) || !!findRole(t)) ? cutAtSpan(line, words, span) : undefined
  // A company's legal form or a unit printed large with a small mark is no name. A large span read all
  // as letters and signs may be a logo, but not with the name's romaji beside it ('HERE    KITO Susumu'):
  // that is the name in kanji, read as look-alike letters.
  const romajiBeside = latinOnly(text) && beside.some((t) => isEnglishName(joinSplitWords(t)))
  if (!(halfReadName(span) || romajiBeside) || isJapaneseCompany(text) || findRole(normalizeLine(text))) return undefined
  const again = await readLine(cropLine(picture, spanCrop(line, words, span)), { onlyJapanese: true })
  if (!acceptSpanReading(span, again.text) || (marked && !acceptNameReading(text, again.text))) return undefined
  // The name keeps the lowest confidence of the glyphs it replaces: the office checks what the engine was made to choose.
  const parts = cutAtSpan(line, words, span, { ...again, confidence: forOfficeCheck(again.confidence, ...span.words.map((w) => w.confidence)) })
  for (const [k, part] of parts.entries()) {
    if (part.text === again.text || !latinOnly(part.text) || !part.box) continue
    const small = await readLine(cropLine(picture, part.box), { noLatin: true })
    if (small.confidence >= 50 && /[\u3041-\u30FF\u3400-\u9FFF]{2}/.test(small.text)) parts[k] = { ...small, box: part.box }
  }
  return parts
}

/**
 * Names printed large read again alone with only Japanese allowed: a line with a kanji read as a sign
 * ('# 拓也') and the large span of a row that also holds small text ('係長 =47 奈々 すがわら なな'). A
 * span is cut from the small text beside it, as lines of their own.
 */
export async function rereadMarkedNames(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const large = largeLineTest(lines.flatMap((l) => (l.box ? [l.box] : [])))
  const out = lines.map((line) => [line])
  for (const [i, line] of lines.entries()) {
    const box = line.box
    // Names are printed large: a small line with a sign in it is something else.
    if (!box || !large(box)) continue
    const vertical = isColumn(box)
    // A name read whole needs nothing (齋藤千尋 whose 千尋 the engine boxed half high is no small text).
    if (readsAsName(line.text) && !isMarkedName(line.text)) continue
    const words = vertical ? undefined : placeWords(line)
    const span = words && tallSpan(words)
    const parts = words && span && (await readSpan(picture, line, words, span))
    if (parts) {
      out[i] = parts
      continue
    }
    if (isMarkedName(line.text)) {
      const again = await readLine(cropLine(picture, box, vertical), { onlyJapanese: true, vertical })
      // No bar on its confidence: a reading made to do without the sign it saw is often scored 0 (森 拓也
      // for '# 拓也' was), and the line takes that score, so the office checks it.
      if (acceptNameReading(line.text, again.text)) out[i] = [{ ...again, box, confidence: forOfficeCheck(again.confidence, line.confidence) }]
      else if (words) {
        const lone = await readMarks(picture, line, words)
        if (lone) out[i] = [{ ...lone, box }]
      }
      continue
    }
  }
  return readLostName(picture, out.flat(), large)
}

/** At most this many large lines of a card are read glyph by glyph. */
const MAX_GLYPH_LINES = 2

/**
 * A large line that may be the name read wrong: read unsure, and no contact, company, title, reading
 * or name in letters (a romaji name read right stays the name). A row with a title on it is one of
 * small and large glyphs, read as spans (name-spans.ts), not glyph by glyph.
 */
export function mayBeLostName(line: OcrLine): boolean {
  const text = normalizeLine(line.text)
  const unsure = line.confidence < DOUBT_BELOW || (line.words ?? []).some((w) => w.confidence < SURE_WORD)
  if (!unsure || !text || /@|\d{3}|https?:|www\./i.test(text) || /[a-z]{3}/.test(text) || isEnglishName(joinSplitWords(text))) return false
  const compact = text.replace(/\s+/g, '')
  if (isJapaneseCompany(text.normalize('NFKC')) || findCompany(text) || findCircledKabu(text) || findRole(text)?.position || stripTitle(text).title || isKanaLine(compact)) return false
  return true
}
/** A word read under this is one the engine was unsure of. */
const SURE_WORD = 60

/**
 * When the card's lines give no kanji name, its large unsure lines are read glyph by glyph
 * (glyph-names.ts): the first that reads as a name takes the line's place.
 */
async function readLostName(picture: Picture, lines: OcrLine[], large: (box: NonNullable<OcrLine['box']>) => boolean): Promise<OcrLine[]> {
  if (lines.filter((l) => CJK_RUN.test(l.text)).length < 2) return lines
  if (/[\u3400-\u9FFF]/.test(extractFields(lines.map((l) => l.text).join('\n')).fields.full_name)) return lines
  const tried: NonNullable<OcrLine['box']>[] = []
  for (const [i, line] of lines.entries()) {
    const box = line.box
    if (!box || !large(box) || !mayBeLostName(line)) continue
    // A line read twice by the layout (a logo's line over the name's) is read once.
    if (tried.some((b) => mostlyInside(box, b) || mostlyInside(b, box))) continue
    if (tried.length >= MAX_GLYPH_LINES) break
    tried.push(box)
    const name = await readGlyphs(picture, line, isColumn(box))
    if (name) return [...lines.slice(0, i), name, ...lines.slice(i + 1)]
  }
  return lines
}

import { isColumnBox, type Picture } from './card-image'
import { PREFECTURES } from './city-names'
import { isAddressLine, isBuildingLine } from './extract-address'
import { forOfficeCheck } from './field-confidence'
import { recogniseLine } from './line-recogniser'
import type { OcrLine } from './ocr-engine'
import { wordsOnCard } from './placed-words'
import { CJK_RUN, hasCjk } from './ocr-text'

// An address tesseract read as Latin garble on a Japanese card ('¥ 380-0823 REFRRIFMMN TR—T HIRT 7',
// 'KBREARILI AMIEL'): it took the block for English (a two-column card's right block, a small photo).
// When no line of the card reads as a Japanese address, such lines (the part after a postal code, or
// the whole line) are read again by the line recogniser, which reads only Japanese; its reading is
// kept when it is an address, for the office to check.

/** At most this many lines per card are read again. */
const MAX_LINES = 2
/** A postal code read right before the garble (its dash read as a dot too). */
const CODE = /^[0-9]{3}[-.][0-9]{4}$/
/** What a line of Latin on a Japanese card is when it is no garble: an e-mail, a web address, a phone, a name's romaji. */
const LATIN_FIELD = /@|https?:|www\.|\.(?:com|jp|net|org)\b|\b(?:tel|fax|mobile|phone|e-?mail|url)\b|\d{2,4}[-. ()]\d{2,4}[-. ()]\d{3,4}/i

/** Whether the text is garble: capitals, few of them words, nothing a card prints in Latin on purpose. */
export function isLatinGarble(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '')
  if (letters.length < 6 || hasCjk(text) || LATIN_FIELD.test(text)) return false
  // Mostly capitals: a card's English lines (a slogan, a title) are written in lower case.
  return letters.replace(/[^A-Z]/g, '').length >= letters.length * 0.7
}

/** The part of the line to read again: past its postal code when one was read, else all of it. */
function garbleOf(line: OcrLine): { box: NonNullable<OcrLine['box']>; code?: string; before?: string } | undefined {
  const box = line.box!
  const words = wordsOnCard(line)
  const at = words.findIndex((w) => CODE.test(w.text.replace(/^[〒T¥]/, '')))
  if (at >= 0) {
    const rest = words.slice(at + 1)
    const first = rest.find((w) => w.box)?.box
    if (!first || !isLatinGarble(rest.map((w) => w.text).join(' '))) return undefined
    // What the row holds before its code (a company in the other column, past a bar) stays as read.
    const before = line.text.slice(0, Math.max(0, line.text.indexOf(words[at].text))).replace(/[〒T¥]\s*$/, '')
    return { box: { ...box, x0: first.x0 }, code: words[at].text.replace(/^[〒T¥]/, '').replace('.', '-'), before }
  }
  return isLatinGarble(line.text) ? { box } : undefined
}

/** The card's lines with an address read as garble read again, where the card has no address otherwise. */
export async function readGarbledAddress(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const japanese = lines.filter((l) => CJK_RUN.test(l.text)).length >= 2
  if (!japanese || lines.some((l) => hasCjk(l.text) && isAddressLine(l.text))) return lines
  const out = [...lines]
  let asked = 0
  for (const [i, line] of lines.entries()) {
    if (asked >= MAX_LINES) break
    if (!line.box || isColumnBox(line.box)) continue
    const garble = garbleOf(line)
    if (!garble) continue
    asked++
    const read = await recogniseLine(picture, garble.box)
    if (!read) break
    // The code's or a mark's glyphs read as kanji before the prefecture ('五田口ヨ413京都府…') are none of the address.
    const text = read.text.trim().replace(new RegExp(`^[^\\s]{1,8}?(?=${PREFECTURES.join('|')})`), '')
    // The building's line after an address read so is read so too ('HALL TH' for 日栄ビル7階).
    const building = out.slice(0, i).some((l, k) => l !== lines[k]) && isBuildingLine(text)
    if (!hasCjk(text) || !(isAddressLine(text) || building)) continue
    out[i] = { text: garble.code ? `${garble.before ?? ''}〒${garble.code} ${text}` : text, confidence: forOfficeCheck(line.confidence), box: line.box }
  }
  return out
}

import { cropBox, isColumnBox, READ_LINE_HEIGHT, turnPicture, type Picture } from './card-image'
import { CJK_RUN } from './ocr-text'
import { readLine, type OcrLine } from './ocr-engine'

// A row printed the other way round from the rest of the card: the e-mail across the foot of a 縦書き
// card, read with the columns' turn ('df'op'sgllul⑦sepiusiu jlew-3' is 'E-mail nishidas@trinitas.co.jp'
// upside down). A row of Latin garble that is no contact is read again turned a half turn (a column,
// either quarter turn); the reading is kept when it is a contact and surer than the garble.

/** What a card prints in Latin on a row that counts: an e-mail, a web address, a phone number. */
const CONTACT = /[\w.-]+\s?@\s?[\w-]+\.\s?[a-z]{2,}|https?:|www\.|\d{2,4}[-. ()]\d{2,4}[-. ()]\d{3,4}/i
/** Garble: not sure, no kanji or kana (nor a mark judged), six letters or more, no contact. */
const GARBLE_BELOW = 70
export const isGarbledRow = (line: OcrLine) => line.confidence < GARBLE_BELOW && !CJK_RUN.test(line.text) && !/[㈱㈲@]/.test(line.text) && line.text.replace(/[^A-Za-z]/g, '').length >= 6 && !CONTACT.test(line.text)
/** At most this many rows are read again per card. */
const MAX_ROWS = 2

export async function readUpsideDownRows(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const out = [...lines]
  const garbled = lines.flatMap((line, i) => (line.box && isGarbledRow(line) ? [{ line, i }] : [])).slice(0, MAX_ROWS)
  for (const { line, i } of garbled) {
    const box = line.box!
    const column = isColumnBox(box)
    // Cut so that, turned, the row is as high as the engine reads a line best.
    const across = column ? box.x1 - box.x0 : box.y1 - box.y0
    const crop = cropBox(picture, box, ((box.y1 - box.y0) * READ_LINE_HEIGHT) / Math.max(1, across))
    const turns = column ? ([90, 270] as const) : ([180] as const)
    for (const degrees of turns) {
      const read = await readLine(turnPicture(crop, degrees))
      if (!CONTACT.test(read.text) || read.confidence <= line.confidence) continue
      out[i] = { text: read.text, confidence: read.confidence, box, words: [{ text: read.text, confidence: read.confidence, box }] }
      break
    }
  }
  return out
}

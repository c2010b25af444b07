import { cropLine, isColumnBox, largeLineTest, type Picture } from './card-image'
import { oneLine, readLine, type OcrLine } from './ocr-engine'
import { recogniseLine } from './line-recogniser'
import { grownToInk } from './dropped-glyphs'
import { forOfficeCheck } from './field-confidence'
import { placeWords, readsAsName } from './name-spans'
import { isJapaneseCompany } from './card-company'
import { CJK_RUN, hasCjk } from './ocr-text'

// A large bold name read wholly as letters and signs, its romaji read right beside it in smaller
// print: 'HIE I~" B WATANABE Soichiro' for 渡邉 宗一郎, '|   %jih      pe  Hiroshi KIKUCHI' for 菊地 浩,
// 'iR        BH serizawa moe' for 芹沢 萌. Nothing of the name is left to read again glyph by glyph, so
// the name's part of the row is read again alone: by the line recogniser (which reads bold kanji that
// tesseract takes for letters), else by tesseract made to read Japanese only. It stands when it reads as
// a name, flagged for the office check.

type Box = NonNullable<OcrLine['box']>

/** A word of the romaji: letters only, two or more. */
const ROMAJI_WORD = /^[A-Za-z]{2,}$/
/** The recogniser's reading stands when it is at least this sure of each glyph. */
const SURE_GLYPH = 0.6
/** The romaji is smaller print than the name: its words at most this share of the name part's height. */
const ROMAJI_HEIGHT = 0.8

const height = (b: Box) => b.y1 - b.y0

/** Where a garbled name's part of the row ends and its romaji starts: the last two words, letters alone, smaller than what stands before them. */
export function garbledHead(words: { text: string; box: Box }[]): { end: number; romaji: string } | undefined {
  if (words.length < 3) return undefined
  const romaji = words.slice(-2)
  const head = words.slice(0, -2)
  if (!romaji.every((w) => ROMAJI_WORD.test(w.text)) || Math.max(...romaji.map((w) => w.text.length)) < 4) return undefined
  // Nothing of the head was read as Japanese: else the name's own glyphs are read again where they are (name-glyphs, dropped-glyphs).
  if (head.some((w) => hasCjk(w.text))) return undefined
  const tall = Math.max(...head.map((w) => height(w.box)))
  if (Math.max(...romaji.map((w) => height(w.box))) > tall * ROMAJI_HEIGHT) return undefined
  return { end: romaji[0].box.x0, romaji: romaji.map((w) => w.text).join(' ') }
}

/** The name part read again: the recogniser's reading when sure, else tesseract's in Japanese only; undefined when neither reads as a name. */
async function readName(picture: Picture, box: Box): Promise<{ text: string; confidence: number } | undefined> {
  const recognised = await recogniseLine(picture, box)
  const ok = (text: string) => readsAsName(text) && !isJapaneseCompany(text)
  if (recognised && recognised.glyphs.length && recognised.glyphs.every((g) => g.prob >= SURE_GLYPH) && ok(recognised.text.trim())) {
    return { text: recognised.text.trim(), confidence: Math.round(100 * Math.min(...recognised.glyphs.map((g) => g.prob))) }
  }
  const again = await readLine(cropLine(picture, box, false), { onlyJapanese: true })
  const text = oneLine(again.text)
  return ok(text) ? { text, confidence: again.confidence } : undefined
}

/** Large rows whose name was read as letters before its romaji: the name read again, the romaji kept after it. */
export async function readGarbledNames(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const large = largeLineTest(lines.flatMap((l) => (l.box ? [l.box] : [])))
  // A Japanese card: an English one's large line of capitals is its own.
  if (lines.filter((l) => CJK_RUN.test(l.text)).length < 2) return lines
  return Promise.all(
    lines.map(async (line) => {
      if (!line.box || isColumnBox(line.box) || !large(line.box) || hasCjk(line.text)) return line
      const words = placeWords(line)
      const head = words && garbledHead(words)
      if (!words || !head) return line
      const box = grownToInk(picture, { x0: Math.max(0, words[0].box.x0 - height(line.box) * 0.1), x1: head.end - 1, y0: line.box.y0, y1: line.box.y1 })
      const name = await readName(picture, box)
      if (!name) return line
      const confidence = forOfficeCheck(name.confidence)
      // The romaji stays after the name only as the card capitalises it ('WATANABE Soichiro'): the rules take such a name's romaji off.
      const text = /[A-Z]/.test(head.romaji) ? `${name.text}   ${head.romaji}` : name.text
      const nameWord = { text: name.text, confidence, box }
      // Without its romaji the line is the name's part of the row alone (the second opinion reads that box).
      return /[A-Z]/.test(head.romaji) ? { text, confidence, box: line.box, words: [nameWord, ...words.slice(-2)] } : { text, confidence, box, words: [nameWord] }
    }),
  )
}

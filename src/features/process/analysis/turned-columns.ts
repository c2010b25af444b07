import { canvasOf, context, largeLineTest, turnPicture, type Picture } from './card-image'
import type { OcrLine } from './ocr-engine'
import { forOfficeCheck } from './field-confidence'
import { inkGlyphs } from './ink-glyphs'
import { spellName } from './name-glyphs'
import { greyAt } from './glyph-match'
import { recogniseColumn } from './line-recogniser'
import { grownToInk } from './dropped-glyphs'
import { readsAsName } from './name-spans'

// A 縦書き card is read lying on its side: its columns are rows there, their glyphs turned a quarter
// (tesseract's vertical model reads them so). A large bold name among them the engine reads as letters
// ('Hd &' for 畠山 翔, 'TS' for 柊 翔, '東 mp' for 東 明), and so does a reading of the row alone. Turned
// back upright, the row is a column again: the line recogniser reads it glyph by glyph down its ink,
// surely (畠山翔 at 0.97–1.00). Either way back is tried; the surer reading, when sure, is the name.

/** The recogniser's mean certainty for its column to stand (a wrong way back reads at 0.2–0.4). */
const COLUMN_SURE = 0.8
/** A row read like this is garble: at most one kanji or kana, not sure. */
const GARBLE_BELOW = 60
const cjkCount = (s: string) => s.replace(/[^\u3041-\u30FF\u3400-\u9FFF々]/g, '').length

/** A large row read as letters and signs on a card read a quarter turn: what a turned name column reads as. */
export const garbledRow = (line: OcrLine) => line.confidence < GARBLE_BELOW && cjkCount(line.text) <= 1 && !/@|\d{3}|www|https?:/i.test(line.text)

/** The row's ink as a picture of its own, turned `degrees`. */
export function turnedPart(picture: Picture, box: NonNullable<OcrLine['box']>, degrees: 90 | 270): Picture {
  const rect = { x0: Math.max(0, Math.round(box.x0)), y0: Math.max(0, Math.round(box.y0)), x1: Math.min(picture.width, Math.round(box.x1)), y1: Math.min(picture.height, Math.round(box.y1)) }
  const part = canvasOf(rect.x1 - rect.x0, rect.y1 - rect.y0)
  context(part).drawImage(picture, rect.x0, rect.y0, part.width, part.height, 0, 0, part.width, part.height)
  return turnPicture(part, degrees)
}

/** The column read upright one way back, with the gap between family and given name its ink has. */
async function readTurnedBack(picture: Picture, box: NonNullable<OcrLine['box']>, degrees: 90 | 270): Promise<{ text: string; sure: number } | undefined> {
  const up = turnedPart(picture, box, degrees)
  const whole = { x0: 0, y0: 0, x1: up.width, y1: up.height }
  const ink = inkGlyphs(greyAt(up, whole), true)
  if (!ink?.glyphs.length) return undefined
  const read = await recogniseColumn(up, whole, ink.glyphs)
  if (!read?.glyphs.length) return undefined
  const glyphs = read.glyphs.map((g) => g.text).filter((t) => t.trim())
  const sure = read.glyphs.reduce((s, g) => s + g.prob, 0) / read.glyphs.length
  return { text: glyphs.length === ink.glyphs.length ? spellName(glyphs, ink) : glyphs.join(''), sure }
}

/**
 * On a card read a quarter turn, large rows read as garble are read again turned back upright, as
 * columns, by the line recogniser; one that reads surely as a name takes the row's place, for the
 * office to check (one engine's reading).
 */
export async function readTurnedColumns(picture: Picture, lines: OcrLine[], quarterTurned: boolean): Promise<OcrLine[]> {
  if (!quarterTurned) return lines
  const large = largeLineTest(lines.flatMap((l) => (l.box ? [l.box] : [])))
  const out = [...lines]
  for (const [i, line] of lines.entries()) {
    if (!line.box || !large(line.box) || !garbledRow(line)) continue
    const box = grownToInk(picture, line.box)
    const readings = [await readTurnedBack(picture, box, 90), await readTurnedBack(picture, box, 270)].filter((r) => r !== undefined)
    const best = readings.sort((a, b) => b.sure - a.sure)[0]
    if (!best || best.sure < COLUMN_SURE || !readsAsName(best.text)) continue
    out[i] = { text: best.text, confidence: forOfficeCheck(Math.round(best.sure * 100)), box: line.box, words: [{ text: best.text, confidence: forOfficeCheck(Math.round(best.sure * 100)), box: line.box }] }
  }
  return out
}

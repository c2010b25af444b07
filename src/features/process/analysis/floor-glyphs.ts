import type { Picture } from './card-image'
import type { OcrLine } from './ocr-engine'
import { FORM_AT_LEAST, FORM_MARGIN, judgeEnd, withLastGlyph } from './circled-forms'
import { forOfficeCheck } from './field-confidence'

// 階 after a building's floor, read as a digit ('明和ビル 98' for 明和ビル9階, 'フォレストテラス 108' for
// 10階): the number looks like a floor or a room, and the text cannot tell which. The glyph at the end
// of such a line is compared, by its ink, with 階 and with the digit read; 階 is taken only when it is
// clearly the closer (a dense square glyph against a digit's few strokes), and the office checks it.

/** A building's name, a gap or none, one or two digits, then the digit that may be 階, at the line's end. */
const FLOOR_END = /(?:ビル|ビルディング|タワー|スクエア|センター|プラザ|ハウス|会館|テラス|フォート|ゲート|モール|ネット|ヒルズ|コート)\s?[0-9]{1,2}([0-9])$/

/** Whether the glyph is 階, from how much it looks like 階 and like the digit read there: held to the bars a ㈱ is. */
export function isFloorGlyph(scores: Record<string, number>, read: string): boolean {
  const floor = scores['階'] ?? -1
  return floor >= FORM_AT_LEAST && floor - Math.max(scores[read] ?? -1, 0) >= FORM_MARGIN
}

/** The digit at the end of a line that may be 階 read so, if the line ends in a building's floor. */
export const floorCandidate = (text: string): string | undefined => FLOOR_END.exec(text.trim())?.[1]

/** Every line ending in a building's floor whose last digit is 階 by its looks gets 階 in its place. */
export function readFloorGlyphs(picture: Picture, lines: OcrLine[]): OcrLine[] {
  return lines.map((line) => {
    const read = line.box && floorCandidate(line.text)
    if (!line.box || !read) return line
    const { scores } = judgeEnd(picture, line.box, 'last', ['階', read])
    return isFloorGlyph(scores, read) ? withLastGlyph(line, read, '階', forOfficeCheck(line.confidence)) : line
  })
}

import { cropLine, isColumnBox as isColumn, largeLineTest, type Picture } from './card-image'
import { readLine, type OcrLine } from './ocr-engine'

// A name whose kanji the engine read as a mark or a digit ('# 拓也' for 森 拓也, '清水 2' for 清水 修,
// '中村 =' for 中村 亮): a single bold kanji next to a space is the glyph the models most often take
// for a sign. Such a large line is read again with only kana and kanji allowed, so the engine must
// choose a kanji for it; the line keeps the lower confidence of the two readings, so the office
// still checks the glyph it was made to choose.

/** A lone mark or digit (one or two) beside a short kanji run, as a word of its own. */
const MARKED_NAME = /(?:^|\s)[^\p{L}\s]{1,2}\s+[\u3400-\u9FFF々]{1,3}(?=\s|$)|(?:^|\s)[\u3400-\u9FFF々]{1,3}\s+[^\p{L}\s]{1,2}(?=\s|$)/u
const JAPANESE_ONLY = /^[\u3041-\u30FF\u3400-\u9FFF々ヶ]+$/
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
  return JAPANESE_ONLY.test(squashed) && kanji.every((run) => squashed.includes(run)) && squashed.length > cjk(before).length
}

export async function rereadMarkedNames(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const large = largeLineTest(lines.flatMap((l) => (l.box ? [l.box] : [])))
  const out = [...lines]
  for (const [i, line] of lines.entries()) {
    const box = line.box
    if (!box || !isMarkedName(line.text)) continue
    // Names are printed large: a small line with a sign in it is something else.
    if (!large(box)) continue
    const vertical = isColumn(box)
    const again = await readLine(cropLine(picture, box, vertical), { onlyJapanese: true, vertical })
    // No bar on its confidence: a reading made to do without the sign it saw is often scored 0 (森 拓也
    // for '# 拓也' was), and the line takes that score, so the office checks it.
    if (acceptNameReading(line.text, again.text)) out[i] = { ...again, box, confidence: Math.min(again.confidence, line.confidence) }
  }
  return out
}

import { isColumnBox, largeLineTest, type Picture } from './card-image'
import type { OcrLine } from './ocr-engine'
import { recogniseColumn, recogniseLine, type RecognisedLine } from './line-recogniser'
import { greyAt } from './glyph-match'
import { inkGlyphs } from './ink-glyphs'
import { undoubleColumn } from './doubled-glyphs'
import { mergeReadings, mergedText, type FirstGlyph } from './merge-readings'
import { CJK_RUN, hasCjk } from './ocr-text'
import { judgeSwappedLookalikes } from './second-lookalikes'

// The large lines of a card (the name, the company) read a second time by another engine, PaddleOCR's
// Japanese line recogniser (line-recogniser.ts), and merged with tesseract's reading glyph by glyph
// (merge-readings.ts). Tesseract's jpn model takes bold and Mincho name kanji for look-alikes
// (薫 as 董 or 猟, 鷲 as 可) or loses them; the recogniser reads them, but not the old forms (﨑, 髙)
// nor '@', so it only has a say on the lines where tesseract doubted.

/** At most this many lines per card are read again (time per card stays bounded). */
const MAX_LINES = 4
/** A short line of kana and kanji at the usual size is a name too (some cards print it small). */
const SHORT_LINE = 8
/**
 * Part of an address (a 縦書き card's short columns: 紺屋町十一番一号; 本町2-15-1), not a name: tesseract
 * reads these well (NKタワー18F). Digits count only beside a kanji or a dash: a name read as garble has digits of its
 * own ('wows ve 01 JE FEAT', '課長簡作 34 ER').
 */
const ADDRESS_PART = /丁目|番地?|号|〒|ビル|\d[階FＦ]|[\u3400-\u9FFF]\d|\d[\u3400-\u9FFF]|\d\s?[-‐－−]\s?\d/
/** Tesseract was sure of every glyph of the line: the recogniser could only agree. */
const SURE_LINE = 90
/**
 * Katakana in a 縦書き column: tesseract's vertical model reads a voiced kana's mark as a glyph of its
 * own (ビル as ビピル, アーバン as アーベバン) in the building names of an address column.
 */
const KATAKANA = /[\u30A1-\u30FA]/
/** A phone or fax column (its digits pass for an address part's): the recogniser reads a 縦書き dash as a kanji. */
const CONTACT_LABEL = /電話|ファ(?:ク|ッ)ス|携帯|tel|fax|mobile|mail/i
/** A line of Latin garble read below this on a Japanese card is Japanese text tesseract could not read at all. */
const HOPELESS_BELOW = 20
/** At most this many address columns per card are read again, beside the large lines. */
const MAX_ADDRESS_COLUMNS = 2

/** Tesseract's glyphs with their word's confidence, and where its reading had a gap. */
export function firstGlyphs(line: OcrLine): FirstGlyph[] {
  const words = (line.words ?? []).filter((w) => w.text.trim())
  const fromWords = words.map((w) => w.text.replace(/\s+/g, '')).join('') === line.text.replace(/\s+/g, '')
  const confidences = fromWords ? words.flatMap((w) => [...w.text.replace(/\s+/g, '')].map(() => w.confidence)) : []
  const out: FirstGlyph[] = []
  let space = false
  for (const c of line.text.trim()) {
    if (/\s/u.test(c)) {
      space = out.length > 0
      continue
    }
    out.push({ text: c, confidence: confidences[out.length] ?? line.confidence, space })
    space = false
  }
  return out
}

/** Which lines are asked: large Japanese lines, short kana-kanji ones, and large ones read as stray capitals on a Japanese card. */
export function linesToAsk(lines: OcrLine[]): number[] {
  const boxes = lines.flatMap((l) => (l.box ? [l.box] : []))
  const large = largeLineTest(boxes)
  const japanese = lines.filter((l) => CJK_RUN.test(l.text)).length >= 2
  const thickness = (i: number) => (isColumnBox(lines[i].box!) ? lines[i].box!.x1 - lines[i].box!.x0 : lines[i].box!.y1 - lines[i].box!.y0)
  const doubted = (line: OcrLine) => line.confidence < SURE_LINE || firstGlyphs(line).some((g) => g.confidence < SURE_LINE)
  const asked = lines
    .flatMap((line, i) => {
      if (!line.box || !line.text.trim() || /@|https?:|www\./i.test(line.text) || ADDRESS_PART.test(line.text)) return []
      if (!doubted(line)) return []
      const short = line.text.replace(/\s+/g, '').length <= SHORT_LINE
      // Stray capitals (or a garble tesseract itself doubts: 'RET coon' at 26) where a Japanese card prints something large.
      const capitals = japanese && !hasCjk(line.text) && (!/[a-z]{3}/.test(line.text) || line.confidence < 50)
      // A row tesseract could make nothing of (a katakana title read 'V—Fxvy=7' at 0) is asked at any size.
      const hopeless = capitals && line.confidence < HOPELESS_BELOW && /[A-Z]/.test(line.text)
      return (hasCjk(line.text) && (large(line.box) || short)) || (capitals && large(line.box)) || hopeless ? [i] : []
    })
    .sort((a, b) => thickness(b) - thickness(a))
    .slice(0, MAX_LINES)
  const address = (text: string) => ADDRESS_PART.test(text) && !CONTACT_LABEL.test(text)
  const columns = lines.flatMap((line, i) => (line.box && isColumnBox(line.box) && address(line.text) && KATAKANA.test(line.text) && doubted(line) ? [i] : []))
  return [...asked, ...columns.slice(0, MAX_ADDRESS_COLUMNS)]
}

/**
 * A line or a 縦書き column read by the recogniser (a column with how many glyphs its ink holds); null
 * when it cannot load, undefined when the column has no ink to read.
 */
async function recogniseBox(picture: Picture, box: NonNullable<OcrLine['box']>): Promise<(RecognisedLine & { inkCount?: number }) | null | undefined> {
  if (!isColumnBox(box)) return (await recogniseLine(picture, box)) ?? null
  const rect = { x0: Math.round(box.x0), y0: Math.round(box.y0), x1: Math.round(box.x1), y1: Math.round(box.y1) }
  const ink = inkGlyphs(greyAt(picture, rect), true)
  if (!ink?.glyphs.length) return undefined
  const read = await recogniseColumn(
    picture,
    box,
    ink.glyphs.map((g) => ({ from: g.from + rect.y0, to: g.to + rect.y0 })),
  )
  return read ? { ...read, inkCount: ink.glyphs.length } : null
}

/**
 * The second reading with the ㈱ or ㈲ the first put at the line's end or start (judged on its ink,
 * circled-forms) kept: the recogniser has neither glyph, and reads the name without it ('図 那須野牧場').
 */
export function keepMarks(first: string, second: string): string {
  const [head, tail] = [/^[㈱㈲]/.exec(first.trim())?.[0], /[㈱㈲]$/.exec(first.trim())?.[0]]
  if (/[㈱㈲]/.test(second)) return second
  return `${head ?? ''}${second}${tail ?? ''}`
}

export async function readSecondOpinion(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const out = [...lines]
  for (const i of linesToAsk(lines)) {
    const line = lines[i]
    const read = await recogniseBox(picture, line.box!)
    if (read === null) break
    if (!read) continue
    const first = firstGlyphs(line)
    // A column's glyph tesseract read as two is one before the readings are merged.
    const undoubled = read.inkCount ? undoubleColumn(first, read.inkCount, [...read.text]) : first
    const merged = mergeReadings(undoubled, read.glyphs)
    if (!merged?.length) continue
    const text = keepMarks(line.text, mergedText(merged))
    const same = text.replace(/\s+/g, '') === first.map((g) => g.text).join('')
    const readAlike = same && merged.every((g) => !g.second) && read.text.replace(/\s+/g, '') === text.replace(/\s+/g, '')
    // An address column is checked by the office as tesseract read it, put right or not: the recogniser
    // misreads a 縦書き column's thin glyphs (一, ー) itself, so its agreement is no proof.
    const address = ADDRESS_PART.test(line.text)
    if (same) {
      // Both engines read the same glyphs: the office check needs not look at it twice.
      if (readAlike && !address) out[i] = { ...line, agreed: true }
      continue
    }
    const words = text.split(' ').map((word, k, all) => {
      const from = all.slice(0, k).join('').length
      const own = merged.slice(from, from + word.length)
      // A mark kept from the first reading has no glyph of the merge: the line's own confidence.
      return { text: word, confidence: own.length ? Math.min(...own.map((g) => g.confidence)) : line.confidence }
    })
    const confidence = Math.round(merged.reduce((s, g) => s + g.confidence, 0) / merged.length)
    // A kanji whose ink looked like another (lookalike-glyphs.ts) stays disputed while the merge keeps it.
    const alike = [...(line.alike ?? '')].filter((c) => text.includes(c)).join('')
    const mergedLine: OcrLine = { text, confidence: address ? Math.min(confidence, line.confidence) : confidence, box: line.box, words, ...(alike && { alike }) }
    // A kanji swapped for its look-alike is settled by the ink (second-lookalikes.ts).
    out[i] = address ? mergedLine : judgeSwappedLookalikes(picture, line, mergedLine)
  }
  return out
}

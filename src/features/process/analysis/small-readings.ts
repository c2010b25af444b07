import { cropBox, isColumnBox, READ_LINE_HEIGHT, type Picture } from './card-image'
import { hasCjk, normalizeLine } from './ocr-text'
import { findRole, isJapaneseName } from './card-roles'
import { isNoiseToken, stripNameNoise } from './name-noise'
import { readLine, type OcrLine, type OcrWord } from './ocr-engine'
import { placeWords, type Placed } from './name-spans'

// Furigana printed beside a large name, on the name's row (桑原 康平 くわばら こうへい), is read with the
// name's line at the name's scale: its small kana come out as Latin letters ('coon', 'Lovee', 'se'),
// and the reading is lost. Such small Latin words right of a large Japanese line are read again
// alone, enlarged and in Japanese only, and kept when they read as kana. So is a title printed small
// before the name ('w= 緒方雄一郎' for 係長 緒方雄一郎), kept as a line of its own when it reads as one.

type Box = NonNullable<OcrLine['box']>

/** A word this much smaller than the line's large glyphs is printed in another, smaller size. */
export const SMALL_SHARE = 0.6
/** Below this the engine was unsure of the small word. */
const UNSURE = 60
/** How far right of the large line (in its heights) a separate small line is taken for its reading. */
const REACH = 3

const height = (b: Box) => b.y1 - b.y0
const inside = (a: Box, b: Box, pad: number) => a.x0 >= b.x0 - pad && a.x1 <= b.x1 + pad && a.y0 >= b.y0 - pad && a.y1 <= b.y1 + pad
const sameRow = (a: Box, b: Box) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) >= Math.min(height(a), height(b)) * 0.5
/** A reading: kana only (a space between family and given name), three or more. */
export const isKanaReading = (text: string) => /^[\u3041-\u3096\u30A1-\u30FA\u30FC ]+$/.test(text.trim()) && text.replace(/\s/g, '').length >= 3

/**
 * The line's words in the picture's coordinates (a line read again alone has them in its crop's:
 * placeWords maps them onto the line's box), when it is a Japanese line across.
 */
function pictureWords(line: OcrLine): Placed[] | undefined {
  if (!line.box || isColumnBox(line.box) || !hasCjk(line.text)) return undefined
  return placeWords(line)
}

/** The large Japanese line's glyph height, from its CJK words. */
function glyphHeight(line: OcrLine, words = pictureWords(line)): number | undefined {
  const box = line.box
  if (!box || isColumnBox(box) || !hasCjk(line.text)) return undefined
  const cjk = (words ?? []).filter((w) => hasCjk(w.text))
  return cjk.length ? Math.max(...cjk.map((w) => height(w.box))) : height(box)
}

const extent = (boxes: Box[]): Box => ({ x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) })

/** Small unsure Latin words at the end of a large Japanese line: from the first of them on. */
export function smallTail(line: OcrLine): { at: number; box: Box; words: Placed[] } | undefined {
  const words = pictureWords(line)
  const big = glyphHeight(line, words)
  if (!big || !line.box || !words) return undefined
  let at = words.length
  while (at > 0) {
    const w = words[at - 1]
    if (hasCjk(w.text) || !inside(w.box, line.box, big * 0.2) || height(w.box) > big * SMALL_SHARE || w.confidence >= UNSURE) break
    at--
  }
  if (at === words.length || at === 0 || !hasCjk(words[at - 1].text)) return undefined
  return { at, box: extent(words.slice(at).map((w) => w.box)), words }
}

/**
 * What follows the small print is a name, or as short as one, with a kanji and no title or unit: a name whose large
 * glyphs were misread as letters ('w= SRE 聡' for 所長 舘野 聡) still has its title beside it.
 */
const nameRow = (rest: string) => isJapaneseName(stripNameNoise(rest)) || (/[\u3400-\u9FFF]/.test(rest) && !/[\d@]/.test(rest) && rest.replace(/\s/g, '').length <= 8 && !findRole(rest))

/**
 * Small signs or a letter or two before a large name on its row: a title printed small, read at the
 * name's scale ('w=' for 係長, '=' for 課長). Only on a name's row.
 */
export function smallHead(line: OcrLine): { to: number; box: Box; words: Placed[] } | undefined {
  const words = pictureWords(line)
  const big = glyphHeight(line, words)
  if (!big || !words) return undefined
  let to = 0
  while (to < words.length && !hasCjk(words[to].text) && isNoiseToken(words[to].text) && height(words[to].box) <= big * SMALL_SHARE) to++
  if (to === 0 || to === words.length || !nameRow(normalizeLine(line.text.slice(words[to].start)))) return undefined
  return { to, box: extent(words.slice(0, to).map((w) => w.box)), words }
}

/** A separate unsure Latin line of small print right after a large Japanese line on its row. */
export function smallNeighbour(line: OcrLine, lines: OcrLine[]): number | undefined {
  const big = glyphHeight(line)
  if (!big || !line.box) return undefined
  const box = line.box
  const k = lines.findIndex((other) => {
    const b = other.box
    if (!b || other === line || hasCjk(other.text) || other.confidence >= UNSURE || !sameRow(b, box) || b.x0 < box.x1 - big * 0.2 || b.x0 > box.x1 + big * REACH) return false
    const words = (other.words ?? []).filter((w) => w.box && inside(w.box, b, height(b) * 0.2))
    const small = words.length ? Math.max(...words.map((w) => height(w.box!))) : height(b)
    return small <= big * SMALL_SHARE
  })
  return k === -1 ? undefined : k
}

/** The small print's own box: its words' when they are in the picture's coordinates, else the line's. */
function printBox(line: OcrLine): Box {
  const b = line.box!
  const words = (line.words ?? []).filter((w) => w.box && inside(w.box, b, height(b) * 0.2)).map((w) => w.box!)
  return words.length ? { x0: Math.min(...words.map((w) => w.x0)), y0: Math.min(...words.map((w) => w.y0)), x1: Math.max(...words.map((w) => w.x1)), y1: Math.max(...words.map((w) => w.y1)) } : b
}

/** The line's text less the tail words' (its own spacing kept), or undefined when it does not end in them. */
export function withoutTail(text: string, tail: OcrWord[]): string | undefined {
  let rest = text.trimEnd()
  for (const w of [...tail].reverse()) {
    const t = w.text.trim()
    if (!rest.endsWith(t)) return undefined
    rest = rest.slice(0, -t.length).trimEnd()
  }
  return rest
}

/** The small print's box widened (the engine's boxes of misread small print often miss its ends), within `[from, to]` across. */
function widen(picture: Picture, box: Box, from = 0, to = picture.width): Box {
  const pad = height(box) * 0.6
  // And taller: Latin letters read from kana sit inside the kana's height.
  const lift = height(box) * 0.25
  return { x0: Math.max(from, box.x0 - pad), y0: Math.max(0, box.y0 - lift), x1: Math.min(to, box.x1 + pad), y1: Math.min(picture.height, box.y1 + lift) }
}

/**
 * The engine reads small print enlarged to a line's height unevenly: マナベ エミ came out as 'ススでの'
 * at one height and right at a smaller one. A second height is tried when the first gives nothing to keep.
 */
const HEIGHTS = [READ_LINE_HEIGHT, 40]

/** The first reading of the box, at the heights in turn, that `keep` takes. */
async function readSmall(picture: Picture, box: Box, keep: (read: OcrLine) => boolean): Promise<OcrLine | undefined> {
  for (const h of HEIGHTS) {
    const read = await readLine(cropBox(picture, box, h), { onlyJapanese: true })
    if (keep(read)) return read
  }
  return undefined
}

async function readKana(picture: Picture, box: Box): Promise<OcrLine | undefined> {
  const read = await readSmall(picture, widen(picture, box), (r) => isKanaReading(r.text) && r.confidence >= UNSURE)
  return read && { ...read, text: read.text.trim(), box }
}

/** The small print before a name read again alone: a title (or a unit and title) or a reading, else undefined. */
async function readHead(picture: Picture, box: Box, nameAt: number): Promise<OcrLine | undefined> {
  // Up to the name's first glyph, not into it.
  const read = await readSmall(picture, widen(picture, box, 0, nameAt - height(box) * 0.2), (r) => r.confidence >= UNSURE && (!!findRole(normalizeLine(r.text)) || isKanaReading(r.text)))
  if (!read) return undefined
  const text = normalizeLine(read.text)
  return { text, confidence: read.confidence, box, words: [{ text, confidence: read.confidence, box }] }
}

const bare = (words: Placed[]): OcrWord[] => words.map(({ text, confidence, box }) => ({ text, confidence, box }))

/**
 * The name's row without the small print before it, as a line of its own: its confidence its words',
 * and a reading again alone kept without the noise, so a glyph read otherwise still disputes the name.
 */
function nameAfter(line: OcrLine, words: Placed[], to: number): OcrLine {
  const rest = words.slice(to)
  const again = line.again === undefined ? undefined : stripNameNoise(normalizeLine(line.again))
  return { ...line, text: line.text.slice(rest[0].start), words: bare(rest), box: { ...line.box!, x0: rest[0].box.x0 }, confidence: rest.reduce((s, w) => s + w.confidence, 0) / rest.length, again }
}

/** Lines with the small print beside a large Japanese line read again at its own scale: a reading after the name, a title before it. */
export async function readSmallReadings(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const out = lines.map((line) => [line])
  for (const [i, row] of lines.entries()) {
    let line = row
    const head = smallHead(line)
    const print = head && (await readHead(picture, head.box, head.words[head.to].box.x0))
    if (head && print) {
      line = nameAfter(line, head.words, head.to)
      out[i] = [print, line]
    }
    const tail = smallTail(line)
    if (tail) {
      const kana = await readKana(picture, tail.box)
      if (!kana) continue
      const kept = bare(tail.words.slice(0, tail.at))
      const words: OcrWord[] = [...kept, { text: kana.text, confidence: kana.confidence, box: tail.box }]
      out[i] = [...out[i].slice(0, -1), { ...line, text: `${withoutTail(line.text, tail.words.slice(tail.at)) ?? kept.map((w) => w.text).join(' ')} ${kana.text}`, words, confidence: Math.min(line.confidence, kana.confidence), agreed: false, again: undefined }]
      continue
    }
    const k = smallNeighbour(line, lines)
    if (k === undefined) continue
    const kana = await readKana(picture, printBox(lines[k]))
    if (kana) out[k] = [{ ...lines[k], text: kana.text, confidence: kana.confidence, words: [{ text: kana.text, confidence: kana.confidence, box: printBox(lines[k]) }], agreed: false, again: undefined }]
  }
  return out.flat()
}

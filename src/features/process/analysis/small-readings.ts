import { cropBox, isColumnBox, READ_LINE_HEIGHT, type Picture } from './card-image'
import { hasCjk } from './ocr-text'
import { readLine, type OcrLine, type OcrWord } from './ocr-engine'

// Furigana printed beside a large name, on the name's row (桑原 康平 くわばら こうへい), is read with the
// name's line at the name's scale: its small kana come out as Latin letters ('coon', 'Lovee', 'se'),
// and the reading is lost. Such small Latin words right of a large Japanese line are read again
// alone, enlarged and in Japanese only, and kept when they read as kana.

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

/** The large Japanese line's glyph height, from its sure CJK words in the picture's coordinates. */
function glyphHeight(line: OcrLine): number | undefined {
  const box = line.box
  if (!box || isColumnBox(box)) return undefined
  if (!hasCjk(line.text)) return undefined
  // Words of a line read again alone are in the crop's coordinates: then the line's box says.
  const cjk = (line.words ?? []).filter((w) => w.box && hasCjk(w.text) && inside(w.box, box, height(box) * 0.2))
  return cjk.length ? Math.max(...cjk.map((w) => height(w.box!))) : height(box)
}

/** Small unsure Latin words at the end of a large Japanese line: from the first of them on. */
export function smallTail(line: OcrLine): { at: number; box: Box } | undefined {
  const big = glyphHeight(line)
  const words = line.words ?? []
  if (!big || !line.box) return undefined
  let at = words.length
  while (at > 0) {
    const w = words[at - 1]
    if (!w.box || hasCjk(w.text) || !inside(w.box, line.box, big * 0.2) || height(w.box) > big * SMALL_SHARE || w.confidence >= UNSURE) break
    at--
  }
  if (at === words.length || at === 0 || !hasCjk(words[at - 1].text)) return undefined
  const tail = words.slice(at).map((w) => w.box!)
  return { at, box: { x0: Math.min(...tail.map((b) => b.x0)), y0: Math.min(...tail.map((b) => b.y0)), x1: Math.max(...tail.map((b) => b.x1)), y1: Math.max(...tail.map((b) => b.y1)) } }
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

async function readKana(picture: Picture, box: Box): Promise<OcrLine | undefined> {
  // A little wider than the words: the engine's boxes of misread small print often miss its ends.
  const pad = height(box) * 0.6
  // And taller: Latin letters read from kana sit inside the kana's height.
  const lift = height(box) * 0.25
  const wide = { x0: Math.max(0, box.x0 - pad), y0: Math.max(0, box.y0 - lift), x1: Math.min(picture.width, box.x1 + pad), y1: Math.min(picture.height, box.y1 + lift) }
  const read = await readLine(cropBox(picture, wide, READ_LINE_HEIGHT), { onlyJapanese: true })
  return isKanaReading(read.text) && read.confidence >= UNSURE ? { ...read, text: read.text.trim(), box } : undefined
}

/** Lines with the small print beside a large Japanese line read again as kana where it reads so. */
export async function readSmallReadings(picture: Picture, lines: OcrLine[]): Promise<OcrLine[]> {
  const out = [...lines]
  for (const [i, line] of lines.entries()) {
    const tail = smallTail(line)
    if (tail) {
      const kana = await readKana(picture, tail.box)
      if (!kana) continue
      const kept = line.words!.slice(0, tail.at)
      const words: OcrWord[] = [...kept, { text: kana.text, confidence: kana.confidence, box: tail.box }]
      out[i] = { ...line, text: `${withoutTail(line.text, line.words!.slice(tail.at)) ?? kept.map((w) => w.text.trim()).join(' ')} ${kana.text}`, words, confidence: Math.min(line.confidence, kana.confidence), agreed: false, again: undefined }
      continue
    }
    const k = smallNeighbour(line, lines)
    if (k === undefined) continue
    const kana = await readKana(picture, printBox(lines[k]))
    if (kana) out[k] = { ...lines[k], text: kana.text, confidence: kana.confidence, words: [{ text: kana.text, confidence: kana.confidence, box: printBox(lines[k]) }], agreed: false, again: undefined }
  }
  return out
}

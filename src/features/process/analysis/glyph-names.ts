import { cropLine, type Picture } from './card-image'
import { readLine, type OcrLine } from './ocr-engine'
import { isJapaneseName } from './card-roles'
import { DOUBT_BELOW, forOfficeCheck } from './field-confidence'

// A large name the engine read as a whole and lost ('緒方 部' for a letter-spaced 緒 方 啓 介 down a
// column, 'er AHI' for 熊谷 大和 whose box left out half of 熊) is most often read right glyph by
// glyph: alone, a glyph has no neighbour to be merged with (啓介 → 部) and no line to be read as
// letters. Japanese glyphs are about square, so the glyphs of a name are found from the ink along
// the line: runs of ink about one line height long, split at the gaps between them. Pure but for
// `readGlyphs` (the ink of a canvas, the engine).

type Box = NonNullable<OcrLine['box']>
/** A stretch along the line: from `start` to `end` (exclusive), in px. */
export type Segment = { start: number; end: number }

/** Runs of ink closer than this share of a glyph, and no longer together than MERGE_LONG, are one glyph (小, 川, 以). */
const MERGE_GAP = 0.5
const MERGE_LONG = 1.15
/** A run longer than this many glyphs is glyphs set close together: it is cut evenly. */
const SPLIT_LONG = 1.35
/** A run shorter than this share of a glyph alone is a dot or a speck, no glyph. */
const SPECK = 0.2
/** A gap wider than this many glyphs ends the name's block (its reading or a logo printed further on the row). */
const BLOCK_GAP = 2
/**
 * A glyph read alone under this confidence is a guess: bold Mincho glyphs of a desk photo read 所 at 0
 * and 用 at 2 for 前田. The name is then better left out for the office than made up.
 */
const GLYPH_SURE = 50
/** A name has this many glyphs at most (four and four is the longest seen). */
const MOST_GLYPHS = 8

/** The glyphs along a line, from its ink per px along it (`ink[p]` dark px across at p) and the glyph size (the line's thickness). */
export function glyphSegments(ink: ArrayLike<number>, size: number): Segment[] {
  const runs: Segment[] = []
  for (let p = 0; p < ink.length; p++) {
    if (!ink[p]) continue
    const start = p
    while (p < ink.length && ink[p]) p++
    runs.push({ start, end: p })
  }
  const merged: Segment[] = []
  for (const run of runs) {
    const last = merged[merged.length - 1]
    if (last && run.start - last.end <= size * MERGE_GAP && run.end - last.start <= size * MERGE_LONG) last.end = run.end
    else merged.push({ ...run })
  }
  return merged.flatMap((s) => {
    const long = s.end - s.start
    if (long < size * SPECK) return []
    if (long <= size * SPLIT_LONG) return [s]
    const n = Math.round(long / size)
    return Array.from({ length: n }, (_, k) => ({ start: Math.round(s.start + (long * k) / n), end: Math.round(s.start + (long * (k + 1)) / n) }))
  })
}

/**
 * The glyphs cut into blocks where a gap is wider than BLOCK_GAP glyphs, a glyph as long as most are
 * (the line's height may be a larger neighbour's: the reading printed large beside the name).
 */
export function glyphBlocks(glyphs: Segment[]): Segment[][] {
  const lengths = glyphs.map((g) => g.end - g.start).sort((a, b) => a - b)
  const size = lengths[Math.floor((lengths.length - 1) / 2)] ?? 0
  const blocks: Segment[][] = []
  for (const g of glyphs) {
    const block = blocks[blocks.length - 1]
    if (block && g.start - block[block.length - 1].end <= size * BLOCK_GAP) block.push(g)
    else blocks.push([g])
  }
  return blocks
}

/** The glyphs read one by one, a space at the gap between family and given name when one gap is clearly the widest. */
export function joinGlyphs(texts: string[], glyphs: Segment[]): string {
  const gaps = glyphs.slice(1).map((g, k) => g.start - glyphs[k].end)
  const widest = gaps.indexOf(Math.max(...gaps))
  const others = gaps.filter((_, k) => k !== widest)
  const apart = texts.length >= 3 && gaps[widest] > 0 && gaps[widest] >= Math.max(0, ...others) * 1.5 + 2
  return texts.map((t, k) => (apart && k === widest + 1 ? ` ${t}` : t)).join('')
}

/**
 * The glyphs read alone, but for one the block read whole read otherwise: the whole reading had its
 * neighbours to go by. A whole reading otherwise in more glyphs is a misread of the block (啓介 → 前を).
 */
export function withContext(glyphs: string[], whole: string): string[] {
  const read = [...whole.replace(/\s+/g, '')]
  const own = glyphs.join('')
  if (read.length !== [...own].length || glyphs.some((g) => [...g].length !== 1)) return glyphs
  const differ = glyphs.filter((g, k) => g !== read[k]).length
  return differ === 1 ? read : glyphs
}

/** One glyph read alone: one or two kana or kanji, nothing else. */
const GLYPH = /^[\u3041-\u30FF\u3400-\u9FFF々〆ヶ]{1,2}$/

/** Dark px across the line at each px along it, over `from`…`to` along and the box across. */
function inkAlong(picture: Picture, box: Box, vertical: boolean, from: number, to: number): { ink: Uint16Array; top: number; bottom: number } {
  const [x0, x1] = vertical ? [Math.round(box.x0), Math.round(box.x1)] : [from, to]
  const [y0, y1] = vertical ? [from, to] : [Math.round(box.y0), Math.round(box.y1)]
  const w = Math.max(1, x1 - x0)
  const h = Math.max(1, y1 - y0)
  const { data } = (picture.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D).getImageData(x0, y0, w, h)
  const lum = (i: number) => 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2]
  const values = Array.from({ length: w * h }, (_, i) => lum(i)).sort((a, b) => a - b)
  const dark = values[Math.floor(values.length * 0.9)] - 70
  const ink = new Uint16Array(vertical ? h : w)
  const across = new Uint16Array(vertical ? w : h)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (lum(y * w + x) >= dark) continue
      ink[vertical ? y : x]++
      across[vertical ? x : y]++
    }
  }
  const inked = [...across].map((n, k) => (n ? k : -1)).filter((k) => k >= 0)
  return { ink, top: inked.length ? inked[0] : 0, bottom: inked.length ? inked[inked.length - 1] + 1 : across.length }
}

/**
 * The large line read glyph by glyph with only Japanese allowed, when its ink holds a name's glyphs:
 * the first block of two to eight glyphs along it (a glyph its box cut at an end taken whole) whose
 * reading is a name. What the engine read glyph by glyph is a guess the office checks: its confidence
 * stays under the doubt bar, unless every glyph was read sure and the block read whole says the same.
 */
export async function readGlyphs(picture: Picture, line: OcrLine, vertical: boolean): Promise<OcrLine | undefined> {
  const box = line.box
  if (!box) return undefined
  const [start, end] = vertical ? [box.y0, box.y1] : [box.x0, box.x1]
  const thick = vertical ? box.x1 - box.x0 : box.y1 - box.y0
  // One glyph's room beyond each end: the box may have left out part of one.
  const from = Math.max(0, Math.round(start - thick))
  const to = Math.min(vertical ? picture.height : picture.width, Math.round(end + thick))
  const { ink, top, bottom } = inkAlong(picture, box, vertical, from, to)
  const size = bottom - top
  if (size < 8) return undefined
  const glyphs = glyphSegments(ink, size).filter((g) => g.end + from > start && g.start + from < end)
  for (const block of glyphBlocks(glyphs)) {
    if (block.length < 2 || block.length > MOST_GLYPHS) continue
    const texts: string[] = []
    let sure = 100
    for (const g of block) {
      const across = vertical ? { x0: box.x0 + top, x1: box.x0 + bottom } : { y0: box.y0 + top, y1: box.y0 + bottom }
      const along = vertical ? { y0: g.start + from, y1: g.end + from } : { x0: g.start + from, x1: g.end + from }
      const glyph = await readLine(cropLine(picture, { ...across, ...along } as Box, false), { onlyJapanese: true })
      const text = glyph.text.replace(/\s+/g, '')
      if (!GLYPH.test(text) || glyph.confidence < GLYPH_SURE) break
      texts.push(text)
      sure = Math.min(sure, glyph.confidence)
    }
    if (texts.length !== block.length) continue
    const [a, b] = [block[0].start + from, block[block.length - 1].end + from]
    const nameBox = vertical ? { x0: box.x0, y0: a, x1: box.x1, y1: b } : { x0: a, y0: box.y0, x1: b, y1: box.y1 }
    // Read whole, the block's glyphs have their neighbours as context (熊 alone reads 態, 熊谷 reads right).
    const whole = await readLine(cropLine(picture, nameBox, vertical), { onlyJapanese: true, vertical })
    const name = joinGlyphs(withContext(texts, whole.text), block)
    if (!isJapaneseName(name)) continue
    // Every glyph read sure alone and the block read whole the same: two readings agree, as a line
    // read again alone that says the same (the office check needs not look at it twice).
    const agreed = sure >= DOUBT_BELOW && whole.text.replace(/\s+/g, '') === texts.join('')
    return { text: name, confidence: agreed ? sure : forOfficeCheck(line.confidence, sure), box: nameBox, words: [] }
  }
  return undefined
}

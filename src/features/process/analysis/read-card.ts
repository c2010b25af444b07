import { evenLight } from './even-light'
import { flattenCard } from './flatten-card'
import {
  alignToEngine,
  cropLine,
  cropToCard,
  enlargeSmall,
  estimateSkew,
  fitPicture,
  isColumnBox as isColumn,
  largeLineTest,
  LOAD_SIDE,
  loadPicture,
  median,
  rotatePicture,
  scalePicture,
  turnPicture,
  type Picture,
} from './card-image'
import { enginesReady, readImage, readLine, readLineNoLatin, type OcrLine, type OcrPage } from './ocr-engine'
import { readAsKanji, voteAtSizes } from './kanji-sizes'
import { placeWords, tallSpan } from './name-spans'
import { mostlyInside } from './line-rows'
import { CJK_RUN } from './ocr-text'
import { readMissedRows } from './read-missed'
import { rereadCutRows } from './cut-rows'
import { rereadMarkedNames } from './marked-names'
import { rereadNameGlyphs } from './name-glyphs'
import { readDroppedGlyphs } from './dropped-glyphs'
import { readGarbledNames } from './garbled-names'
import { readTurnedColumns } from './turned-columns'
import { readCircledForms } from './circled-forms'
import { readFloorGlyphs } from './floor-glyphs'
import { readStreetDigits } from './street-digits'
import { readGarbledAddress } from './garbled-address'
import { readUpsideDownRows } from './upside-down-rows'
import { readHostNameMarks } from './host-name-marks'
import { withoutNestedRereads } from './nested-lines'
import { readStreetColumns } from './street-columns'
import { joinTightGlyphs } from './tight-glyphs'
import { readSmallReadings } from './small-readings'
import { readOldForms } from './old-forms'
import { readLookalikes } from './lookalike-glyphs'
import { readSecondOpinion } from './second-reading'
import { readDigitColumns } from './digit-columns'
import { prepareRecogniser } from './line-recogniser'
import { splitBlocks } from './split-blocks'
import { probeTurn, readsLatin } from './turn-probe'
import { DOUBT_BELOW } from './field-confidence'

export { OcrUnavailableError } from './ocr-engine'

// Reading one card photo: cut the card out of the desk, then find which way up it is by reading a few
// strips of text each way (turn-probe.ts); if the page read that way is unclear, by reading whole
// pages and scoring what came back (upside-down or sideways text reads as low-confidence noise). The engine
// itself straightens small skews and reads vertical (縦書き) columns with jpn_vert.

export type CardReading = { text: string; lines: OcrLine[]; turned: 0 | 90 | 180 | 270; confidence: number }

/** Letters, digits and kana/kanji read with confidence, weighted by it. Noise scores near zero. */
export function readingScore(lines: OcrLine[]): number {
  let score = 0
  for (const line of lines) {
    if (line.confidence < 45) continue
    const chars = line.text.replace(/[^\p{L}\p{N}@]/gu, '').length
    score += chars * (line.confidence / 100) ** 2
  }
  return score
}

/** A reading this good is kept without trying the other orientations. */
export function isClearReading(page: Pick<OcrPage, 'lines' | 'confidence'>): boolean {
  return page.confidence >= 72 && readingScore(page.lines) >= 40
}

/** A column read as Latin with less confidence than this is kanji read as look-alike capitals ('RE XA H NIE' at 25). */
const SIDEWAYS_SURE = 60

/**
 * Latin words or long numbers read down a column, surely: a horizontal card lying on its side, read as
 * 縦書き (Japanese reads well that way, so the reading looks clear). Vertical cards print contacts across;
 * a column of theirs read as capitals at low confidence sent upright vertical cards to read three more turns.
 */
export function readsSideways(lines: OcrLine[]): boolean {
  return lines.some((l) => l.box && l.confidence >= SIDEWAYS_SURE && l.box.y1 - l.box.y0 > (l.box.x1 - l.box.x0) * 3 && /[A-Za-z0-9@.-]{8,}/.test(l.text.replace(/\s/g, '')))
}

/** A line of Latin words read surely: a horizontal card read the right way up (turn-probe readsLatin). */
const readsLatinSurely = (lines: OcrLine[]) => lines.some((l) => l.confidence >= SIDEWAYS_SURE && readsLatin(l.text))

/** Lines read with less confidence than this are read again on their own. */
const RETRY_BELOW = 75
/** At most this many lines per card are read again (time per card stays bounded). */
const MAX_RETRIES = 5

/**
 * Kanji with a few capitals beside them ('加藤 BF', 'RE 沙織'): large kanji read as look-alike letters. A
 * mark the engine read before them (a stroke of the same glyphs: '“RE 沙織', '= SRE 聡') hides nothing.
 */
export const MIXED_MISREAD = /[\u3400-\u9FFF].*(?:^|\s)[“”"'=|_~^*-]*(?:[A-Z]{1,4}|[A-Z][a-z]{1,2})(?:\s|$)|(?:^|\s)[“”"'=|_~^*-]*[A-Z]{1,4}\s+[\u3400-\u9FFF]/

/** Labels a card prints alone on a row, in letters: not a title read as letters. */
const LETTER_LABELS = /^(?:tel|fax|url|web|mail|e-?mail|mobile|cell|phone|ph|mob|hp)$/i
/**
 * A short title alone on its row (所長, 主任) read surely as one or two look-alike letters ('ik', 'FF'):
 * on a Japanese card no line is so short a word of letters. Read again however sure the engine was.
 */
export function lostTitle(text: string, japanese: boolean): boolean {
  const t = text.trim()
  return japanese && /^[A-Za-z]{1,3}$/.test(t) && !LETTER_LABELS.test(t)
}

/** Large lines (the name, the company) the office check would doubt are read again to confirm them. */
const CONFIRM_BELOW = DOUBT_BELOW
/**
 * So are sure large lines with a word read under this: one misread glyph (三つ是 for 三つ星, 是 at 78)
 * hides in a line read at 87. Read again alone and read otherwise, such a line keeps what it read `again`.
 */
const CONFIRM_WORD_BELOW = 80
const weakestWord = (line: OcrLine) => Math.min(100, ...(line.words ?? []).filter((w) => /[\p{L}\p{N}]/u.test(w.text)).map((w) => w.confidence))
const squash = (s: string) => s.normalize('NFKC').replace(/\s+/g, '')

/**
 * Reads doubtful lines again one by one, keeping whichever reading the engine is surer of. Large
 * lines the engine was not sure of are read again too, only to confirm them: a re-reading of the line
 * alone that says the same marks it `agreed` (the office check needs not look at it twice). `confirm:
 * false` leaves that to the second engine (second-reading.ts), which reads them anyway: 0.09 s a card.
 */
export async function rereadWeakLines(picture: Picture, lines: OcrLine[], { confirm: confirming = true } = {}): Promise<OcrLine[]> {
  const boxes = lines.flatMap((l) => (l.box ? [l.box] : []))
  const large = largeLineTest(boxes)
  // On a Japanese card, a weak line of capitals and marks ("FE 1)", "BZEYI MA") is large kanji read as
  // look-alike letters: a real English line has lower-case words, an address or digits.
  const japanese = lines.filter((l) => CJK_RUN.test(l.text)).length >= 2
  const latinNoise = (text: string) => japanese && !CJK_RUN.test(text) && !/[a-z]{3}|@|\d{3}/.test(text)
  const weak = lines
    .map((line, i) => ({ line, i, confirm: line.confidence >= RETRY_BELOW && !MIXED_MISREAD.test(line.text) && !lostTitle(line.text, japanese) }))
    .filter(
      ({ line, confirm }) =>
        line.box &&
        (!confirm || (confirming && (line.confidence < CONFIRM_BELOW || weakestWord(line) < CONFIRM_WORD_BELOW) && large(line.box))) &&
        line.box.y1 - line.box.y0 >= 12 &&
        line.box.x1 - line.box.x0 >= 12,
    )
    .sort((a, b) => a.line.confidence - b.line.confidence)
    .slice(0, MAX_RETRIES)
  const usualHeight = median(boxes.map((b) => b.y1 - b.y0))
  const out = [...lines]
  // A reading in look-alike letters says nothing about the glyphs, however sure the engine is of it:
  // 'ER 前を' for a column read '緒方 部' before, 'ER 沙織' again for 'ER 沙織'.
  const junk = (text: string) => MIXED_MISREAD.test(text) || latinNoise(text)
  // Each weak line is read again on its own, side by side (the engines take them as they come free).
  const rereadOne = async ({ line, i, confirm }: (typeof weak)[number]): Promise<void> => {
    // A column of 縦書き is read as one, at a set width (a line crop would shrink it to nothing).
    const vertical = isColumn(line.box!)
    const h = line.box!.y1 - line.box!.y0
    const crop = cropLine(picture, line.box!, vertical)
    const readings = [await readLine(crop, { vertical })]
    const agreed = squash(line.text) !== '' && squash(readings[0].text) === squash(line.text)
    if (confirm) {
      // A glyph read otherwise at two other sizes that agree: the line as most readings have it, for the
      // office to check. Only on lines it checks anyway: two sizes may share a misread (合周 for 合同 at 89).
      const voted = !agreed && line.confidence < CONFIRM_BELOW && large(line.box!) ? await voteAtSizes(picture, line, vertical) : undefined
      if (agreed) out[i] = { ...line, agreed }
      else if (voted) out[i] = { text: voted, confidence: Math.min(CONFIRM_BELOW - 1, line.confidence), box: line.box }
      else if (line.confidence >= CONFIRM_BELOW && readings[0].text.trim()) out[i] = { ...line, again: readings[0].text }
      return
    }
    // Large text (name, company) or a line with kanji is read once more without Latin letters.
    const tall = vertical || h >= usualHeight * 1.3
    const noise = latinNoise(line.text)
    const mixed = MIXED_MISREAD.test(line.text)
    if ((tall || noise || /[\u3040-\u30FF\u3400-\u9FFF]/.test(line.text)) && !/@|https?:|www\./i.test(line.text)) readings.push(await readLineNoLatin(crop, readings[0], { vertical }))
    const best = readings.reduce((a, b) => (b.confidence > a.confidence ? b : a))
    if (best.text && best.confidence > line.confidence && !junk(best.text)) {
      out[i] = { ...best, box: line.box, agreed: squash(best.text) === squash(line.text) }
      return
    }
    if (agreed) out[i] = { ...line, agreed }
    // A large name on a row with small text (a title before it) is read again alone, as a span
    // (marked-names.ts); a line inside another's box is a piece of it read twice ('—  BE' in '石川 KE').
    const words = !vertical && placeWords(line)
    if ((!noise && !mixed) || (words && tallSpan(words)) || lines.some((other, k) => k !== i && other.box && mostlyInside(line.box!, other.box))) return
    // Bold kanji read as letters often read right only at another size (kanji-sizes.ts); what the
    // engine was made to choose there is a last resort, never preferred to a reading that beat the line.
    const kanji = await readAsKanji(picture, line, vertical, readings.slice(1))
    // "加藤 BF": kanji with a few capitals after them is large kanji half-read as letters.
    if (kanji && kanji.confidence >= (mixed ? 40 : 30)) out[i] = { ...kanji, box: line.box }
  }
  await Promise.all(weak.map(rereadOne))
  return out
}

/** Other orientations are first tried on a picture this much smaller: enough to tell text from noise. */
const PROBE_SCALE = 0.55

export type Reading = { page: OcrPage; turned: CardReading['turned']; picture: Picture }

/**
 * The first reading was unclear: the turn is found by reading and scoring whole pages. The other turn
 * the strips left open (the other layout at the same half-turn) is read whole first: when it reads
 * clearly, the small pictures of the other turns are not needed.
 */
async function otherTurn(card: Picture, first: Reading, alternative: CardReading['turned'] | undefined): Promise<Reading> {
  // A sideways reading counts half: the other turns must read clearly better only by that much.
  const weight = (page: OcrPage) => (readsSideways(page.lines) ? 0.5 : 1)
  const bar = readingScore(first.page.lines) * weight(first.page)
  let alt: Reading | undefined
  if (alternative !== undefined && alternative !== first.turned) {
    const picture = turnPicture(card, alternative)
    const page = await readImage(picture)
    if (readingScore(page.lines) >= bar) alt = { page, turned: alternative, picture }
    if (alt && isClearReading(alt.page) && weight(alt.page) === 1) return alt
  }
  // The strips misled (or found none): small pictures first. A tall picture is a vertical card
  // upright, or a horizontal card on its side. Read a quarter turn, a vertical card upside down reads
  // clearly too (its columns as rows of kanji on their side): a horizontal card is taken only where
  // it reads Latin words (its e-mail, its labels), else the half-turn is read as well.
  const tall = card.height > card.width * 1.1
  const others = (tall ? [0, 90, 270, 180] : [0, 180, 90, 270]).filter((d) => d !== first.turned && d !== alternative) as CardReading['turned'][]
  const small = scalePicture(card, PROBE_SCALE)
  // The alternative, read whole, competes at the small pictures' scale.
  const lead = alt ?? first
  let best = { turned: lead.turned, score: readingScore(lead.page.lines) * PROBE_SCALE * weight(lead.page) }
  // One per engine at a time, judged in order as one by one: a clear reading ends the search, and one
  // read beside it is not looked at.
  const side = enginesReady()
  search: for (let k = 0; k < others.length; k += side) {
    const pair = others.slice(k, k + side)
    const probes = await Promise.all(pair.map((degrees) => readImage(turnPicture(small, degrees))))
    for (const [j, probe] of probes.entries()) {
      const score = readingScore(probe.lines)
      if (score > best.score) best = { turned: pair[j], score }
      if (isClearReading(probe) && (!tall || pair[j] % 180 === 0 || readsLatinSurely(probe.lines))) break search
    }
  }
  if (best.turned === first.turned) return first
  if (best.turned === alt?.turned) return alt
  const picture = turnPicture(card, best.turned)
  const page = await readImage(picture)
  // The full-size reading of the turn must beat the first one, not just its small probe.
  return readingScore(page.lines) >= bar ? { page, turned: best.turned, picture } : first
}

/** What each step of the reading made of the lines, for the bench's step-by-step view (BENCH_TRACE). */
export type ReadTrace = (step: string, lines: OcrLine[]) => void

/** `secondOpinion: false` reads with tesseract alone (the bench's side-by-side measure of the line recogniser). */
export type ReadOptions = { secondOpinion?: boolean }

/**
 * The card cut out of the photo, straightened and turned upright, with its first whole reading: the
 * part of the reading that decides which way up the card is (the bench measures it alone).
 */
export async function readUpright(image: string, step: (name: string, lines: OcrLine[]) => OcrLine[] = (_, lines) => lines): Promise<Reading> {
  // The card is cut out of the photo at a larger size, then shrunk: the desk costs it no pixels.
  // One photographed at an angle is drawn flat first (flatten-card.ts).
  const photo = await loadPicture(image, LOAD_SIDE)
  const cropped = enlargeSmall(fitPicture(flattenCard(photo) ?? cropToCard(photo)))
  // The text lines up best when the picture is turned back by its skew.
  const skew = estimateSkew(cropped)
  // A card in a lamp's light from one side is evened out first: the engine binarises with one threshold.
  const card = evenLight(Math.abs(skew) >= 1.5 ? rotatePicture(cropped, -skew) : cropped)
  step('card', [])
  // Strips of text say which way up it is, before any whole page is read the wrong way up.
  const probed = await probeTurn(card)
  step('turn probe', [])
  const guess = probed?.turn ?? 0
  const picture = turnPicture(card, guess)
  const first: Reading = { page: await readImage(picture), turned: guess, picture }
  step('page', first.page.lines)
  return !isClearReading(first.page) || readsSideways(first.page.lines) ? otherTurn(card, first, probed?.alternative) : first
}

export async function readCard(image: string, trace?: ReadTrace, options: ReadOptions = {}): Promise<CardReading> {
  const step = (name: string, lines: OcrLine[]) => (trace?.(name, lines), lines)
  const reading = await readUpright(image, step)
  const { page, turned } = reading
  // The engine's boxes are in the frame it straightened the page to (card-image alignToEngine).
  const at = alignToEngine(reading.picture, page.rotateRadians)
  step('other turns', page.lines)
  const missed = step('missed rows', await readMissedRows(at, page.lines))
  // The second engine confirms the large lines (second-reading.ts): tesseract reads them again alone only without it.
  const secondOpinion = options.secondOpinion !== false && (await prepareRecogniser())
  const weak = step('weak lines', await rereadWeakLines(at, step('cut rows', await rereadCutRows(at, missed)), { confirm: !secondOpinion }))
  // A name's glyph misread or lost is read again alone (name-glyphs.ts), before a name with a sign in it is read again whole.
  // A large name read by its first glyph only, the rest skipped up to its romaji (dropped-glyphs.ts).
  // A large name read wholly as letters before its romaji (garbled-names.ts).
  const dropped = step('garbled names', await readGarbledNames(at, step('dropped glyphs', await readDroppedGlyphs(at, weak))))
  // A 縦書き card read on its side: a large name column read as letters is read again upright (turned-columns.ts).
  const upright = secondOpinion ? step('turned columns', await readTurnedColumns(at, dropped, turned % 180 === 90)) : dropped
  const reread = step('name glyphs', await rereadNameGlyphs(at, upright))
  // Cut into blocks last: the re-readings above may read a row whole again, and a mark beside a
  // name is read again on the name's whole line. ㈱ and ㈲ are judged at the end of a block: a company
  // sharing its row with other print ('ん 7      桐生テキスタイル倫') is a candidate on its own.
  const blocks = step('floors', readFloorGlyphs(at, step('circled', readCircledForms(at, step('blocks', splitBlocks(step('marked names', await rereadMarkedNames(at, reread))))))))
  // Last, on each block's own words: small print beside the name read as letters is read again (a
  // reading), a lone kanji cut off its word (佐々 木 里奈) joins it again, and a glyph with an old
  // form (﨑, 髙) is judged on its ink.
  const forms = step('old forms', readOldForms(at, step('tight glyphs', step('small readings', await readSmallReadings(at, blocks)).map(joinTightGlyphs))))
  // A name's rare kanji read as a common look-alike (鷲 as 鷺) is judged on its ink too.
  const alike = step('look-alikes', readLookalikes(at, forms))
  // A column of kanji numerals that made no phone number is read glyph by glyph from its ink; a street number printed side by side in one cell (縦中横) and lost, from its cell.
  const digits = step('street columns', await readStreetColumns(at, step('digit columns', readDigitColumns(at, alike)), turned % 180 === 90))
  // The large lines read again by the second engine and merged glyph by glyph (second-reading.ts); a
  // logo name the page read as letters and it read right ('伊吹工務店L') has its mark judged then.
  const judged = new Set(digits.map((l) => l.text))
  const confirmed = !secondOpinion ? digits : step('circled again', readCircledForms(at, step('second opinion', await readSecondOpinion(at, digits)), (l) => !judged.has(l.text)))
  // An address read as Latin garble, on a card with none else, read again by the recogniser (garbled-address.ts).
  const readdressed = secondOpinion ? step('garbled address', await readGarbledAddress(at, confirmed)) : confirmed
  // A row of Latin garble printed the other way round from the card (upside-down-rows.ts); a Latin
  // company name the host spells, its ㈱ or ㈲ left out altogether, judged beside it (host-name-marks.ts).
  const righted = step('host-name marks', readHostNameMarks(at, step('upside-down rows', await readUpsideDownRows(at, readdressed))))
  // Last, an address's 6 and 9 (the Japanese model's reading of a narrow Gothic's 0) judged on their ink.
  // A piece of a row the second engine read again apart, repeating the row's name, is left out (nested-lines.ts).
  const lines = step('street digits', readStreetDigits(at, step('nested lines', withoutNestedRereads(righted))))
  return { text: lines.map((l) => l.text).join('\n'), lines, turned, confidence: page.confidence }
}

import { cropToCard, loadPicture, turnPicture } from './card-image'
import { readImage, type OcrLine, type OcrPage } from './ocr-engine'

// Reading one card photo: cut the card out of the desk, then find which way up it is by reading it
// and scoring what came back (upside-down or sideways text reads as low-confidence noise). The engine
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

export async function readCard(image: string): Promise<CardReading> {
  const card = cropToCard(await loadPicture(image))
  // A tall picture is a vertical card upright, or a horizontal card on its side.
  const order: Array<0 | 90 | 180 | 270> = card.height > card.width * 1.1 ? [0, 90, 270, 180] : [0, 180, 90, 270]
  let best: (CardReading & { score: number }) | undefined
  for (const turned of order) {
    const page = await readImage(turnPicture(card, turned))
    const score = readingScore(page.lines)
    if (!best || score > best.score) best = { text: page.text, lines: page.lines, turned, confidence: page.confidence, score }
    if (isClearReading(page)) break
  }
  const { score: _score, ...reading } = best!
  return reading
}

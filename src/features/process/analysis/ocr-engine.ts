import type { ImageLike, Page, RecognizeOptions, Worker as OcrWorker } from 'tesseract.js'
import { retryImport } from '@/core/retry-import'
import { createWorkerPool, type WorkerPool } from './worker-pool'
import { engineCount } from './engine-count'

// The OCR engine: tesseract.js runs in its own Web Worker, with the core and the Japanese
// (horizontal and vertical) and English trained data served from our origin under /tesseract/
// (scripts/vite-plugin-ocr-assets.mjs; the service worker keeps them for offline use). Imported only
// by the card reader (read-card.ts), so the engine's code and data load only when a card is analysed.

const BASE = '/tesseract'
/** Loading may download ~9 MB the first time; a broken or missing file must not hang the queue. */
const LOAD_TIMEOUT_MS = 120_000
const RECOGNIZE_TIMEOUT_MS = 90_000

/** jpn_vert is jpn's sub-language (its config loads it): vertical 縦書き blocks are read with it. */
const LANGS = ['jpn', 'jpn_vert', 'eng']

export class OcrUnavailableError extends Error {}

/** One word as read, with the engine's confidence in it (0–100). */
export type OcrWord = { text: string; confidence: number; box?: { x0: number; y0: number; x1: number; y1: number } }
/**
 * One line as read, with the engine's confidence in it (0–100) and in each of its words (a line's is
 * their mean, so one bad word hides in it); `agreed` when a re-reading of the line alone said the same,
 * `again` what a sure line read again alone said when it said something else, `alike` the kanji whose
 * ink looked more like another kanji (lookalike-glyphs.ts).
 */
export type OcrLine = { text: string; confidence: number; box?: { x0: number; y0: number; x1: number; y1: number }; words?: OcrWord[]; agreed?: boolean; again?: string; alike?: string }
export type OcrPage = { text: string; lines: OcrLine[]; confidence: number; rotateRadians: number }

let engine: Promise<WorkerPool<OcrWorker>> | undefined
let othersStarted: Promise<void> = Promise.resolve()
/** The engines started so far (the second joins a moment after the first). */
let started: WorkerPool<OcrWorker> | undefined
/** Pools stopped: an engine that finishes starting after its pool was stopped is stopped too. */
const stopped = new WeakSet<WorkerPool<OcrWorker>>()

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new OcrUnavailableError(message)), ms)
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    )
  })
}

/** tesseract.js waits forever on a missing file; asking first turns that into a clear failure. */
async function checkFiles(): Promise<void> {
  for (const path of ['worker.min.js', ...LANGS.map((l) => `lang/${l}.traineddata.gz`)]) {
    const res = await fetch(`${BASE}/${path}`).catch(() => undefined)
    if (!res?.ok) throw new OcrUnavailableError(`${BASE}/${path} is not available`)
    // Read to the end: the service worker caches it (CacheFirst) on the way, so the engine's own
    // request for it is a cache hit, offline too.
    await res.arrayBuffer()
  }
}

async function start(): Promise<OcrWorker> {
  await checkFiles()
  const { createWorker, OEM, PSM } = await retryImport(() => import('tesseract.js'))
  let failed: string | undefined
  const worker = await createWorker(LANGS, OEM.LSTM_ONLY, {
    workerPath: `${BASE}/worker.min.js`,
    corePath: `${BASE}/core`,
    langPath: `${BASE}/lang`,
    gzip: true,
    // Load the worker script from our origin (not a blob) so the service worker can serve it offline.
    workerBlobURL: false,
    errorHandler: (error: unknown) => {
      failed = String(error)
    },
  })
  if (failed) throw new OcrUnavailableError(failed)
  // Automatic page layout finds vertical (縦書き) columns and measures the skew; keep spaces so words stay apart.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' })
  return worker
}


/**
 * How many reads to ask for at once where only the first may be needed (the turns): the engines ready
 * now. With one (a single core, or the second still starting) a read asked for beside it would only
 * wait its turn and hold up the next step.
 */
export const enginesReady = () => Math.max(1, started?.workers.length ?? 1)

const startEngine = () => withTimeout(start(), LOAD_TIMEOUT_MS, 'The text reader took too long to start')

/**
 * The shared engines, started on first use; a failed start is retried on the next call. The first is
 * ready as soon as it started (cards are read at once); the second starts after it, from the cached
 * files, and takes jobs once ready. If it cannot start, the first reads alone.
 */
export function getOcrEngine(): Promise<WorkerPool<OcrWorker>> {
  engine ??= startEngine().then(
    (first) => {
      const pool = createWorkerPool<OcrWorker>()
      pool.add(first)
      const more = Array.from({ length: engineCount() - 1 }, () =>
        startEngine().then(
          (next) => (stopped.has(pool) ? void next.terminate() : pool.add(next)),
          () => undefined,
        ),
      )
      othersStarted = Promise.all(more).then(() => undefined)
      started = pool
      return pool
    },
    (error: unknown) => {
      engine = undefined
      throw error instanceof OcrUnavailableError ? error : new OcrUnavailableError(error instanceof Error ? error.message : String(error))
    },
  )
  return engine
}

function linesOf(page: Page): OcrLine[] {
  const out: OcrLine[] = []
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.map((w) => ({ text: w.text, confidence: w.confidence, box: w.bbox }))
        out.push({ text: line.text.replace(/\n$/, ''), confidence: line.confidence, box: line.bbox, words })
      }
    }
  }
  return out
}

/** Reads an image (data URL, same-origin URL or canvas); small skews are straightened by the engine. */
export async function readImage(image: ImageLike): Promise<OcrPage> {
  const engines = await getOcrEngine()
  const result = await engines.run((worker) => withTimeout(worker.recognize(image, { rotateAuto: true }, { text: true, blocks: true }), RECOGNIZE_TIMEOUT_MS, 'Reading this card took too long'))
  const page = result.data
  return { text: page.text, lines: linesOf(page), confidence: page.confidence, rotateRadians: page.rotateRadians ?? 0 }
}

/**
 * A crop read as one line or one column is one line: the engine breaks a column at the gap between
 * family and given name ("石川\n大輔"), which the field rules would take for two lines.
 */
export const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, ' ')

/** Latin letters (and the bar read for a stroke of 1 or l): what noLatin keeps the engine from using. */
const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz|'
/** Marks and signs a kanji of a name is misread as; none is ever part of a name. */
const NAME_MARKS = '#=@&%$!?*+-_/\\~^<>()[]{}:;,.\'"“”‘’©®°※■□◆◇○●△▲'

/**
 * What a crop's pixels and the reading's options say, as a key: the engine reads the same pixels the
 * same way, so a crop read again by a later pass (a missed row, then as a weak line; a row read whole,
 * then as a weak line) is not read twice. FNV-1a over the pixels.
 */
export function pixelKey(data: Uint8ClampedArray, width: number, height: number, options: string): string {
  const words = new Uint32Array(data.buffer, data.byteOffset, data.byteLength >> 2)
  let h = 0x811c9dc5
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193)
  return `${width}x${height}:${(h >>> 0).toString(36)}:${options}`
}

/** Lines read lately, by pixelKey: a card's passes read at most a few dozen crops. */
const lines = new Map<string, Promise<OcrLine>>()
const LINES_KEPT = 64

function keyOf(image: ImageLike, options: string): string | undefined {
  if (typeof HTMLCanvasElement === 'undefined' || !(image instanceof HTMLCanvasElement)) return undefined
  const data = image.getContext('2d', { willReadFrequently: true })?.getImageData(0, 0, image.width, image.height).data
  return data && pixelKey(data, image.width, image.height, options)
}

export type LineOptions = { noLatin?: boolean; vertical?: boolean; onlyJapanese?: boolean; single?: 'glyph' | 'word' }

/** Reads one line of text (a crop of a line): no layout analysis, the whole picture is the line. `single`: the crop is one glyph or one word. */
export function readLine(image: ImageLike, options: LineOptions = {}): Promise<OcrLine> {
  const key = keyOf(image, `${options.noLatin ? 'L' : ''}${options.vertical ? 'V' : ''}${options.onlyJapanese ? 'J' : ''}${options.single ?? ''}`)
  const known = key && lines.get(key)
  if (known) return known
  const reading = recognizeLine(image, options)
  if (!key) return reading
  lines.set(key, reading)
  // A failed reading is not kept: the next pass asks the engine again.
  reading.catch(() => lines.delete(key))
  if (lines.size > LINES_KEPT) lines.delete(lines.keys().next().value!)
  return reading
}

/**
 * The engine variables for one line's reading, for this call only. noLatin: the English model must
 * not turn large kanji into look-alike letters (昌平 → "BF"). vertical: a column of 縦書き, read top to
 * bottom (page segmentation 5). single: one glyph (10) or one word (8), a name's glyph read apart from
 * its line. onlyJapanese: no digits nor marks either, for a name whose kanji was read as one ('# 拓也', '清水 2').
 */
export function lineVariables({ noLatin = false, vertical = false, onlyJapanese = false, single }: LineOptions = {}): Record<string, string> {
  const variables: Record<string, string> = { tessedit_pageseg_mode: single === 'glyph' ? '10' : single === 'word' ? '8' : vertical ? '5' : '7' }
  if (noLatin) variables.tessedit_char_blacklist = LATIN
  if (onlyJapanese) variables.tessedit_char_blacklist = `${LATIN}0123456789${NAME_MARKS}`
  return variables
}

async function recognizeLine(image: ImageLike, options: LineOptions = {}): Promise<OcrLine> {
  const engines = await getOcrEngine()
  const variables = lineVariables(options)
  const result = await engines.run((worker) =>
    withTimeout(worker.recognize(image, variables as unknown as Partial<RecognizeOptions>, { text: true, blocks: true }), RECOGNIZE_TIMEOUT_MS, 'Reading this card took too long'),
  )
  const words = linesOf(result.data).flatMap((l) => l.words ?? [])
  return { text: oneLine(result.data.text), confidence: result.data.confidence, words }
}

/**
 * The crop read again without Latin letters, given its reading with them (`first`). When that reading
 * had none, the blacklist only takes away paths the engine did not choose, so it reads the same: the
 * crop is not read twice (a line 2000 px long takes half a second each time).
 */
export async function readLineNoLatin(image: ImageLike, first: OcrLine, { vertical = false } = {}): Promise<OcrLine> {
  return /[A-Za-z|]/.test(first.text) ? readLine(image, { noLatin: true, vertical }) : first
}

/** Resolves once every engine has started (or failed to): the bench times cards read with all of them, as on the add page after a moment. */
export async function allEnginesStarted(): Promise<void> {
  await getOcrEngine()
  await othersStarted
}

export async function stopOcrEngine(): Promise<void> {
  const current = engine
  engine = undefined
  const pool = current && (await current.catch(() => undefined))
  if (!pool) return
  stopped.add(pool)
  if (started === pool) started = undefined
  await Promise.all(pool.workers.map((worker) => worker.terminate()))
}

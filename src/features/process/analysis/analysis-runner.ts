import { signal } from '@preact/signals-react'
import { appConfig } from '@/core/config'
import { ANALYSIS_ERRORS, type DoubtableField } from '@/core/api/contract/product/process'
import { retryImport } from '@/core/retry-import'
import { isSignedIn } from '@/core/session/session'
import { processApi } from '../api'
import { cardFields } from './card-fields'
import { warmPostalPlaces } from './postal-places'
import { doubtfulFields } from './field-confidence'
import { announce } from './live-updates'
import { releaseLeftoverLease, rememberLeases, tabHolder } from './tab-lease'
import { engineCount } from './engine-count'

// Demo mode reads the cards on this device. The queue itself is on the demo server (IndexedDB
// `analysisQueue`): cards are leased one at a time, so a reload (or a second tab) simply picks up
// what is left, and a card whose result never came back returns to the queue when its lease ends.
// A stack is read as many cards at once as the device has engines (engine-count.ts): a card's
// reading leaves an engine idle for much of its time (the page is read on one), which the next card
// takes. Each card takes longer, the stack less (bench/ocr.mjs --in-flight 2: 2.33 → 1.62 s a card).

export type RunnerState = 'idle' | 'loading' | 'running' | 'unavailable'
export const runnerState = signal<RunnerState>('idle')
/** The cards being read now, for the "Reading IMG_0012.jpg…" line. */
export const currentCards = signal<readonly { cardId: number; processId: number; fileName: string }[]>([])
/** Whether this device can read cards offline: the engine and trained data are cached once started. */
export const ocrReadiness = signal<'unknown' | 'preparing' | 'ready' | 'unavailable'>('unknown')

let running: Promise<void> | undefined
let again = false
/** The cards this tab holds a lease on right now. */
const inFlight = new Set<number>()
const leased = (cardId: number, held: boolean) => {
  if (held) inFlight.add(cardId)
  else inFlight.delete(cardId)
  rememberLeases([...inFlight])
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (inFlight.size) void processApi.release([...inFlight]).catch(() => undefined)
  })
}

/** Starts reading queued cards if there are any (no-op in connected mode, where the server reads them). */
export function kickAnalysis(): void {
  if (!appConfig.demo || !isSignedIn.peek()) return
  if (running) {
    again = true
    return
  }
  running = drain().finally(() => {
    running = undefined
    currentCards.value = []
    if (runnerState.peek() !== 'unavailable') runnerState.value = 'idle'
    if (again) {
      again = false
      kickAnalysis()
    } else void recheckLater()
  })
}

/** How often a tab looks again while cards wait that it could not claim. */
const RECHECK_MS = 5_000
let recheck: ReturnType<typeof setTimeout> | undefined

/**
 * Cards can still wait when the queue ran dry for this tab: leased by a tab that went away (its
 * release lost, the lease runs out after a while) or a claim that failed under load. Nothing else
 * would wake the runner then (offline there is no `online` event), so it looks again until the
 * queue is empty.
 */
async function recheckLater(): Promise<void> {
  clearTimeout(recheck)
  if (!isSignedIn.peek()) return
  const status = await processApi.queue().catch(() => undefined)
  if (status?.pending === 0) return
  recheck = setTimeout(kickAnalysis, RECHECK_MS)
}

/** True while this tab is reading cards (for tests and the add page). */
export const isAnalysing = () => running !== undefined

async function drain(): Promise<void> {
  await releaseLeftoverLease()
  await Promise.all(Array.from({ length: engineCount() }, lane))
}

/** One of the cards read at once: claims a card, reads it, posts its result, until none is left. */
async function lane(): Promise<void> {
  for (;;) {
    if (!isSignedIn.peek()) return
    const { items } = await processApi.claim(1, tabHolder()).catch(() => ({ items: [] }))
    if (!items.length) return
    const { card, image } = items[0]
    leased(card.id, true)
    currentCards.value = [...currentCards.peek(), { cardId: card.id, processId: card.process_id, fileName: card.file_name }]
    let result: { analyst_status: 'success' | 'fail'; err_msg: string; fields: Record<string, string>; doubtful?: DoubtableField[] }
    try {
      if (!image) throw new ImageError()
      // "Starting the reader…" only while the engine really loads; once ready, each card just says it is being read.
      if (runnerState.peek() !== 'running') runnerState.value = ocrReadiness.peek() === 'ready' ? 'running' : 'loading'
      // The engine's code is fetched here, the first time a card is read.
      const { readCard, OcrUnavailableError } = await retryImport(() => import('./read-card'))
      try {
        const reading = await readCard(image)
        runnerState.value = 'running'
        ocrReadiness.value = 'ready'
        const extraction = await cardFields(reading.text)
        const { fax_number: _fax, mobile_number: _mobile, ...fields } = extraction.fields
        const doubtful = doubtfulFields(extraction.fields, reading.lines)
        result = { analyst_status: extraction.analyst_status, err_msg: extraction.err_msg, fields, doubtful }
      } catch (error) {
        if (error instanceof OcrUnavailableError) {
          runnerState.value = 'unavailable'
          ocrReadiness.value = 'unavailable'
          result = { analyst_status: 'fail', err_msg: ANALYSIS_ERRORS.ocrUnavailable, fields: {} }
        } else throw error
      }
    } catch (error) {
      console.warn('[analysis]', card.file_name, error)
      result = { analyst_status: 'fail', err_msg: error instanceof ImageError || /image|decode|read/i.test(String(error)) ? ANALYSIS_ERRORS.imageUnreadable : ANALYSIS_ERRORS.ocrUnavailable, fields: {} }
    }
    // 409: someone completed the card meanwhile (by hand, or another tab) — nothing to do.
    await processApi.postResult(card.process_id, card.id, result).catch(() => undefined)
    leased(card.id, false)
    currentCards.value = currentCards.peek().filter((c) => c.cardId !== card.id)
    announce({ type: 'card-analysed', processId: card.process_id, cardId: card.id })
  }
}

class ImageError extends Error {}


/**
 * Starts the engine ahead of an upload (the add page), so its files are cached while online and
 * the first card is read at once, even in airplane mode later.
 */
export function prepareOcr(): void {
  if (!appConfig.demo || ocrReadiness.peek() === 'preparing' || ocrReadiness.peek() === 'ready') return
  ocrReadiness.value = 'preparing'
  // The line recogniser loads beside the engine; the reader goes on without it if it cannot.
  const recogniser = retryImport(() => import('./line-recogniser')).then((m) => m.prepareRecogniser(), () => false)
  // The postal table too (a town misread is put right offline as well); the reader goes on without it.
  const postal = warmPostalPlaces().catch(() => undefined)
  retryImport(() => import('./ocr-engine'))
    .then((m) => m.getOcrEngine())
    .then(() => Promise.all([recogniser, postal]))
    .then(
      () => (ocrReadiness.value = 'ready'),
      () => (ocrReadiness.value = 'unavailable'),
    )
}

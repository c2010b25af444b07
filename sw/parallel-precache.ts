/// <reference lib="WebWorker" />
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching'

declare let self: ServiceWorkerGlobalScope

/**
 * Workbox's precache installs one file at a time (workbox#2528: hundreds of requests at once ran
 * browsers out of resources). Our build precaches ~800 files, so a first visit took ~14 s to become
 * usable offline, each file waiting on the previous one's cache write. A few at a time keeps the
 * resources bounded and the writes overlapping: the same files, cached by the same strategy.
 */
export const PRECACHE_PARALLEL = 8

/** The app's precache: Workbox's controller, installed `PRECACHE_PARALLEL` files at a time. */
export function parallelPrecache(entries: readonly (PrecacheEntry | string)[]) {
  const controller = new PrecacheController()
  controller.addToCacheList([...entries])
  // As Workbox does: a file with a revision (no hash in its name) bypasses the HTTP cache.
  const revisioned = new Set(entries.flatMap((e) => (typeof e !== 'string' && e.revision ? [new URL(e.url, self.location.href).href] : [])))

  async function install(event: ExtendableEvent): Promise<void> {
    const queue = [...controller.getURLsToCacheKeys()]
    const next = async (): Promise<void> => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const [url, cacheKey] = item
        const request = new Request(url, { integrity: controller.getIntegrityForCacheKey(cacheKey), cache: revisioned.has(url) ? 'reload' : 'default', credentials: 'same-origin' })
        await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }))
      }
    }
    await Promise.all(Array.from({ length: PRECACHE_PARALLEL }, next))
  }

  self.addEventListener('install', (event) => event.waitUntil(install(event)))
  // Drops files the new build no longer lists (it calls waitUntil itself).
  self.addEventListener('activate', (event) => void controller.activate(event))
  return controller
}

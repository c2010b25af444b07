/// <reference lib="WebWorker" />
import { cacheNames } from 'workbox-core'

declare let self: ServiceWorkerGlobalScope

/**
 * A tab opened on the previous build keeps asking for that build's chunks after this worker took
 * over, and the server no longer has them (every deploy renames them). Workbox's precache drops
 * them on activate, so on install we copy them aside; they are answered from here until the next
 * update replaces them (one build back is what a long-open tab needs).
 */
export const PREVIOUS_ASSETS = 'meishi-previous-assets'

const isAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/')
/** Precache keys may carry `?__WB_REVISION__=…`; old tabs ask for the bare path. */
const bare = (url: URL) => `${url.origin}${url.pathname}`

/** Install step of a new worker: keep the build being replaced (the precache still holds it). */
export async function keepPreviousAssets(): Promise<void> {
  if (!self.registration.active) return // first install: there is no previous build
  const precache = await caches.open(cacheNames.precache)
  const keys = (await precache.keys()).filter((req) => isAsset(new URL(req.url)))
  if (!keys.length) return
  await caches.delete(PREVIOUS_ASSETS)
  const kept = await caches.open(PREVIOUS_ASSETS)
  for (const req of keys) {
    const res = await precache.match(req)
    if (res) await kept.put(bare(new URL(req.url)), res)
  }
}

/** For /assets/ files the current precache does not know: the previous build's copy, else the network (404). */
export async function previousAsset({ request, url }: { request: Request; url: URL }): Promise<Response> {
  const kept = await (await caches.open(PREVIOUS_ASSETS)).match(bare(url))
  return kept ?? fetch(request)
}

export const matchAsset = ({ url }: { url: URL }) => isAsset(url)

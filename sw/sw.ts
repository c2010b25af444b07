/// <reference lib="WebWorker" />
import { cleanupOutdatedCaches, PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { Database } from './db/database'
import type { Fixture } from './db/fixtures'
import { DatabaseHolder, dispatchHeld } from './server/database-holder'
import { toResponse } from './server/http'
import { isQuotaError, storageFull } from './server/storage-errors'
import { createDemoRouter } from './handlers'
import { fetchConfig } from './server/config-file'
import { isDemoPath, readMode } from './server/mode'
import { keepPreviousAssets, matchAsset, previousAsset } from './previous-assets'
import { parallelPrecache } from './parallel-precache'

declare let self: ServiceWorkerGlobalScope

// Our own fetch listener goes first: in demo mode it answers /api/* and /v1/api/*; everything
// else falls through to workbox (precache, navigation fallback) or the network.
const router = createDemoRouter()

// Before the precache's install listener so the previous build's chunks are copied first.
self.addEventListener('install', (event) => event.waitUntil(keepPreviousAssets()))
const precache = parallelPrecache(self.__WB_MANIFEST)

async function fixture(store: string): Promise<Fixture | undefined> {
  const url = `/fixtures/${store}.json`
  const res = (await precache.matchPrecache(url)) ?? (await fetch(url).catch(() => undefined))
  // Stores without a fixture get the SPA's index.html from a plain fetch: not JSON, no seed.
  const isJson = res?.ok && (res.headers.get('Content-Type') ?? '').includes('json')
  return isJson ? ((await res.json()) as Fixture) : undefined
}

// Storage cleared or evicted under us: the holder opens and reseeds a fresh database, and the
// open pages are told their demo data started over (they may need to sign in again).
const holder = new DatabaseHolder(
  () => Database.open(fixture),
  () => void self.clients.matchAll({ type: 'window' }).then((all) => all.forEach((c) => c.postMessage({ type: 'DEMO_DATA_RESET' }))),
)
const db = () => holder.get()

/** Never a network error for a demo request: whatever fails here is an answer the page can show. */
async function answerDemo(request: Request): Promise<Response> {
  if ((await readMode()) !== 'demo') return fetch(request)
  try {
    const answer = await dispatchHeld(router, holder, request.clone())
    if (answer) return toResponse(answer)
  } catch (error) {
    holder.forget()
    if (isQuotaError(error)) return toResponse(storageFull())
    console.error('[demo server]', request.method, request.url, error)
    return toResponse({ status: 503, body: { message: 'The offline data on this device could not be opened. Reload the page; if it keeps failing, free some storage space.' } })
  }
  return fetch(request)
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || !isDemoPath(url.pathname)) return
  event.respondWith(answerDemo(event.request))
})

registerRoute(new PrecacheRoute(precache))
cleanupOutdatedCaches()
// After the precache route: only chunks the current build does not have reach this (old tabs).
registerRoute(matchAsset, previousAsset)
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/v1\//, /^\/tesseract\//, /^\/paddle\//, /^\/postal\//] }))
// The page reads its settings through here too: fresh from the server, the kept copy offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/config.json',
  async () => (await fetchConfig()) ?? Response.error(),
)
// OCR engine and trained data: fetched the first time analysis runs, then kept for offline use.
registerRoute(({ url }) => url.pathname.startsWith('/tesseract/') || url.pathname.startsWith('/paddle/') || url.pathname.startsWith('/postal/'), new CacheFirst({ cacheName: 'meishi-ocr' }))

self.addEventListener('install', (event) => {
  // Keep a copy of the settings from the first visit, so an offline start knows its mode.
  event.waitUntil(fetchConfig())
  // A first install takes over at once; updates wait for the user's "reload" (see main.tsx).
  if (!self.registration.active) void self.skipWaiting()
})
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | undefined
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  // A page loaded past the worker (hard reload, slow start) asks to be served: src/core/pwa/register-worker.ts.
  if (data?.type === 'CLAIM') event.waitUntil(self.clients.claim())
  if (data?.type === 'CLEAR_CACHE') void db().then((d) => d.clearCache())
})

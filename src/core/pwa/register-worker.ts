import { signal } from '@preact/signals-react'
import { Workbox } from 'workbox-window'
import { markWorkerReady, markWorkerUnsupported } from '../api/worker-ready'
import { requestPersistentStorage } from './storage'

/** A new version is installed and waiting; the shell shows a "reload to update" prompt. */
export const updateWaiting = signal(false)
/** The demo data on this device was cleared or evicted and set up again from the start. */
export const demoDataReset = signal(false)
/** Service workers can't run here (old browser, private mode): the demo server is unavailable. */
export const workerUnsupported = signal(false)

let wb: Workbox | undefined
/** This tab asked the waiting worker to take over, so this tab reloads when it does. */
let requestedHere = false

/** Long-open tabs learn of a new version: on focus (at most once a minute) and every hour. */
const UPDATE_EVERY_MS = 3600_000
const FOCUS_MIN_GAP_MS = 60_000
let lastCheck = 0

export function checkForUpdate(): void {
  lastCheck = Date.now()
  // Offline or a server hiccup: the next focus or hour tries again.
  wb?.update().catch(() => undefined)
}

function watchForUpdates(): void {
  const onFocus = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= FOCUS_MIN_GAP_MS) checkForUpdate()
  }
  window.addEventListener('focus', onFocus)
  document.addEventListener('visibilitychange', onFocus)
  setInterval(checkForUpdate, UPDATE_EVERY_MS)
}

/**
 * A page can load uncontrolled although a worker is active: a hard reload (Ctrl+Shift+R) bypasses
 * it, and Chromium falls back to the network when the worker is slow to start on a busy device.
 * Nothing would then answer /api and every screen would wait for ever: ask the worker to take
 * this page (a first install's worker takes it by itself on activation).
 */
function claimWhenActive(): void {
  void navigator.serviceWorker.ready.then((registration) => {
    if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: 'CLAIM' })
  })
}

/**
 * Registers the demo-server worker and resolves API readiness once it controls the page.
 * Updates never reload by themselves: the user chooses when (a silent reload would lose form input).
 */
export async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    workerUnsupported.value = true
    markWorkerUnsupported()
    return
  }
  wb = new Workbox('/sw.js', { type: 'module' })
  wb.addEventListener('waiting', () => {
    updateWaiting.value = true
  })
  wb.addEventListener('controlling', (event) => {
    // First install also fires `controlling` (clients.claim); only an update should reload, and
    // only in the tab whose user asked for it. Other tabs keep working (the worker still serves the
    // old build's chunks, sw/previous-assets.ts) and offer the reload, so no form input is lost.
    if (!event.isUpdate) return
    if (requestedHere) location.reload()
    else updateWaiting.value = true
  })
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | undefined>) => {
    if (event.data?.type === 'DEMO_DATA_RESET') demoDataReset.value = true
  })
  if (navigator.serviceWorker.controller) markWorkerReady()
  else {
    navigator.serviceWorker.addEventListener('controllerchange', () => markWorkerReady(), { once: true })
    claimWhenActive()
  }
  try {
    await wb.register()
    lastCheck = Date.now()
    watchForUpdates()
    void requestPersistentStorage()
  } catch (error) {
    console.error('Service worker registration failed', error)
    workerUnsupported.value = true
    markWorkerUnsupported()
  }
}

/**
 * The user accepted the update: the waiting worker takes over and this page reloads once. When
 * another tab already made it take over, there is nothing waiting: this page just reloads.
 */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration()
  if (wb && registration?.waiting) {
    requestedHere = true
    wb.messageSkipWaiting()
  } else {
    location.reload()
  }
}

import { signal } from '@preact/signals-react'
import { Workbox } from 'workbox-window'
import { markWorkerReady, markWorkerUnsupported } from '../api/worker-ready'

/** A new version is installed and waiting; the shell shows a "reload to update" prompt. */
export const updateWaiting = signal(false)
/** Service workers can't run here (old browser, private mode): the demo server is unavailable. */
export const workerUnsupported = signal(false)

let wb: Workbox | undefined

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
    // First install also fires `controlling` (clients.claim); only an update should reload.
    if (event.isUpdate) location.reload()
  })
  if (navigator.serviceWorker.controller) markWorkerReady()
  else navigator.serviceWorker.addEventListener('controllerchange', () => markWorkerReady(), { once: true })
  try {
    await wb.register()
  } catch (error) {
    console.error('Service worker registration failed', error)
    workerUnsupported.value = true
    markWorkerUnsupported()
  }
}

/** The user accepted the update: the waiting worker takes over and the page reloads once. */
export function applyUpdate(): void {
  wb?.messageSkipWaiting()
}

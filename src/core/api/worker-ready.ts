// The app's first API call must not race the service worker's first activation: in demo mode
// nothing answers /api/* until the worker controls the page.
let resolveReady: () => void = () => {}
let ready: Promise<void> = new Promise<void>((resolve) => {
  resolveReady = resolve
})
let state: 'pending' | 'ready' | 'unsupported' = 'pending'

export function markWorkerReady(): void {
  state = 'ready'
  resolveReady()
}

/** Where service workers can't run, calls go straight to the network (and the UI says so). */
export function markWorkerUnsupported(): void {
  state = 'unsupported'
  resolveReady()
}

export const workerState = () => state
export const whenWorkerReady = () => ready

/** Tests run without a worker. */
export function resetWorkerReadyForTests(isReady: boolean): void {
  state = isReady ? 'ready' : 'pending'
  ready = isReady ? Promise.resolve() : new Promise<void>((resolve) => (resolveReady = resolve))
}

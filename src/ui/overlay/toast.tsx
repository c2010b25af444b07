import type { ReactNode } from 'react'
import { retryImport } from '@/core/retry-import'
import { ensureOverlayLayer } from './overlay-host'

// The toast API is light and synchronous; the Ark toaster behind it (~8 KB gzip) loads with the
// first toast, so list pages and the shell don't pay for it before anything is announced.

export type ToastPlacement = 'top-start' | 'top' | 'top-end' | 'bottom-start' | 'bottom' | 'bottom-end'

// Where toasts appear (bottom-end by default); the gallery lets people try the others.
let placement: ToastPlacement = 'bottom-end'
const placementListeners = new Set<() => void>()
export function setToastPlacement(next: ToastPlacement): void {
  placement = next
  placementListeners.forEach((notify) => notify())
}
export const placementNow = () => placement
export const subscribePlacement = (notify: () => void) => {
  placementListeners.add(notify)
  return () => placementListeners.delete(notify)
}

export type ToastOptions = {
  description?: ReactNode
  /** One button in the toast, e.g. `{ label: t\`Undo\`, onClick: restore }`; clicking it closes the toast. */
  action?: { label: string; onClick: () => void }
  /** Milliseconds; default 5000 (8000 when there is an action, so Undo can be reached). */
  duration?: number
  id?: string
}

type ToastType = 'success' | 'error' | 'info' | 'warning'
type Layer = typeof import('./toast-layer')

let layer: Layer | null = null
let loading: Promise<Layer> | null = null
// Calls made while the toaster loads, replayed in order.
const waiting: ((l: Layer) => void)[] = []
let nextId = 1

function withLayer(run: (l: Layer) => void) {
  if (layer) return run(layer)
  waiting.push(run)
  loading ??= retryImport(() => import('./toast-layer')).then(
    (loaded) => {
      layer = loaded
      ensureOverlayLayer(loaded.ToastLayer)
      waiting.splice(0).forEach((fn) => fn(loaded))
      return loaded
    },
    (error: unknown) => {
      // Nothing to show it with: the calls are dropped, a later toast tries again.
      loading = null
      waiting.length = 0
      console.error(error)
      throw error
    },
  )
  loading.catch(() => undefined)
}

function show(type: ToastType, title: ReactNode, options: ToastOptions = {}): string {
  // The id is ours, so callers get it at once even while the toaster loads.
  const id = options.id ?? `toast-${nextId++}`
  withLayer(({ toaster }) => {
    toaster.create({
      id,
      type,
      title,
      duration: options.duration ?? (options.action ? 8000 : 5000),
      ...(options.description !== undefined && { description: options.description }),
      ...(options.action && { action: options.action }),
    })
  })
  return id
}

/** Toast notifications: `toast.success(t\`Saved\`)`, `toast.info(t\`3 deleted\`, { action: { label: t\`Undo\`, onClick } })`. */
export const toast = {
  success: (title: ReactNode, options?: ToastOptions) => show('success', title, options),
  error: (title: ReactNode, options?: ToastOptions) => show('error', title, options),
  info: (title: ReactNode, options?: ToastOptions) => show('info', title, options),
  warning: (title: ReactNode, options?: ToastOptions) => show('warning', title, options),
  dismiss: (id?: string) => {
    if (layer) layer.toaster.dismiss(id)
    else if (loading) withLayer((l) => l.toaster.dismiss(id))
  },
}

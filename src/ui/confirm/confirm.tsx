import { useSyncExternalStore, type ReactNode } from 'react'
import { retryImport } from '@/core/retry-import'
import { ensureOverlayLayer } from '../overlay/overlay-host'
import type { ConfirmDialog as ConfirmDialogType } from './ConfirmDialog'

// The dialog (Ark Dialog, focus trap, dismiss layer: ~10 KB gzip) loads with the first question.
let ConfirmDialog: typeof ConfirmDialogType | null = null

export type ConfirmOptions = {
  title: ReactNode
  message?: ReactNode
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  danger?: boolean
  /** Only tells (e.g. why a delete cannot happen): one button, labelled `cancelLabel`. */
  acknowledgeOnly?: boolean
}

type Pending = ConfirmOptions & { id: number; open: boolean; resolve: (ok: boolean) => void }

// One question at a time; later calls queue behind the open one.
let queue: Pending[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

function settle(id: number, ok: boolean) {
  const item = queue.find((p) => p.id === id)
  if (!item || !item.open) return
  item.resolve(ok)
  // Keep it mounted but closed for the exit animation, then drop it.
  queue = queue.map((p) => (p.id === id ? { ...p, open: false } : p))
  emit()
  setTimeout(() => {
    queue = queue.filter((p) => p.id !== id)
    emit()
  }, 200)
}

function ConfirmLayer() {
  const items = useSyncExternalStore(subscribe, () => queue)
  const current = items.find((p) => p.open) ?? items[0]
  if (!current || !ConfirmDialog) return null
  return (
    <ConfirmDialog
      key={current.id}
      open={current.open}
      title={current.title}
      message={current.message}
      confirmLabel={current.confirmLabel}
      cancelLabel={current.cancelLabel}
      danger={current.danger}
      acknowledgeOnly={current.acknowledgeOnly}
      onConfirm={() => settle(current.id, true)}
      onCancel={() => settle(current.id, false)}
    />
  )
}

/** Asks the user; resolves true on confirm, false on cancel, Escape or ×. Usable outside React too. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  ConfirmDialog ??= (await retryImport(() => import('./ConfirmDialog'))).ConfirmDialog
  ensureOverlayLayer(ConfirmLayer)
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: nextId++, open: true, resolve }]
    emit()
  })
}

/** `const confirm = useConfirm(); if (await confirm({ title, message, confirmLabel, danger: true })) …` */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return confirm
}

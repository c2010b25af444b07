import type { ReactNode } from 'react'
import { toApiFailure } from '@/core/list/api-failure'
import { confirm } from '../confirm'
import { toast } from '../overlay/toast'

export type ConfirmDeleteOptions = {
  /** The question and its detail, already translated by the caller. */
  title: ReactNode
  message?: ReactNode
  confirmLabel: ReactNode
  /** Deletes on the server (the demo layer's DELETE answers 204, with no undo token). */
  remove: () => Promise<unknown>
  /** Called after a successful delete, to refresh what the screen shows. */
  onDone: () => void
  messages: { deleted: ReactNode; failed: ReactNode }
}

/**
 * Confirm → delete → a toast, for records that cannot be restored (the demo layer's endpoints have no
 * undo). A failure shows the server's message and keeps the record. Resolves true when deleted.
 */
export async function confirmDelete(options: ConfirmDeleteOptions): Promise<boolean> {
  if (!(await confirm({ title: options.title, message: options.message, confirmLabel: options.confirmLabel, danger: true }))) return false
  try {
    await options.remove()
  } catch (error) {
    toast.error(options.messages.failed, { description: toApiFailure(error).message, duration: 10000 })
    return false
  }
  options.onDone()
  toast.success(options.messages.deleted)
  return true
}

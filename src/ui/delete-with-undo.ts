import type { ReactNode } from 'react'
import { toApiFailure } from '@/core/list/api-failure'
import { confirm, type ConfirmOptions } from './confirm'
import { toast } from './overlay/toast'

export type DeleteWithUndoOptions = {
  /** The question; `danger` is set for you. Skip it (null) when the user already confirmed. */
  confirm: ConfirmOptions | null
  /** Deletes on the server and answers an undo token (product API: DELETE or POST bulk-delete). */
  remove: () => Promise<{ undo: string }>
  /** Puts the records back (product API: POST restore {undo}). */
  restore: (undo: string) => Promise<unknown>
  /** Called after the delete and after an undo, to refresh what the screen shows. */
  onChange: () => void
  /** Texts, already translated by the caller (this part ships no catalog of its own). */
  messages: { deleted: ReactNode; undo: string; restored: ReactNode; failed: ReactNode; restoreFailed: ReactNode }
}

/**
 * Confirm → delete → a toast with Undo. A refused delete (409: records still in use) shows the
 * server's message, which names what blocks it. Resolves true when the records were deleted.
 */
export async function deleteWithUndo(options: DeleteWithUndoOptions): Promise<boolean> {
  const { messages } = options
  if (options.confirm && !(await confirm({ ...options.confirm, danger: true }))) return false
  let undo: string
  try {
    undo = (await options.remove()).undo
  } catch (error) {
    toast.error(messages.failed, { description: toApiFailure(error).message, duration: 10000 })
    return false
  }
  options.onChange()
  toast.success(messages.deleted, {
    action: {
      label: messages.undo,
      onClick: () => {
        options
          .restore(undo)
          .then(() => {
            toast.info(messages.restored)
            options.onChange()
          })
          .catch((error: unknown) => toast.error(messages.restoreFailed, { description: toApiFailure(error).message }))
      },
    },
  })
  return true
}

import { useCallback, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { DeletableRecords, DeleteTexts, RecordKind } from '@/core/api/record-kind'
import { deleteWithUndo } from '../delete-with-undo'
import { confirm } from '../confirm'

export type { DeletableRecords, DeleteTexts as DeleteRecordsTexts, RecordKind }

/** `(ids, row, onChange)`: `row` is the record when one is deleted from its row or page. */
export type DeleteRecords<Row = unknown> = (ids: number[], row: Row | undefined, onChange: () => void) => Promise<boolean>

/**
 * Confirm → delete → a toast with Undo, for one or many records of a kind. The kind says what is
 * deleted (its texts); the confirm button, the undo and the failure texts are the same everywhere.
 * A delete the kind knows the server would refuse only explains why; a refused delete (409) shows
 * the server's message, which names what blocks it.
 */
export function useDeleteRecords<Row>(kind: RecordKind<Row>): DeleteRecords<Row> {
  const { t } = useLingui()
  // The latest kind without making the returned function change on every render.
  const kindRef = useRef(kind)
  kindRef.current = kind
  return useCallback(
    async (ids, row, onChange) => {
      const { records, deleteTexts } = kindRef.current
      const { title, message, deleted, blocked } = deleteTexts(ids, row)
      if (blocked) {
        await confirm({ title, message, cancelLabel: t`Close`, acknowledgeOnly: true })
        return false
      }
      return deleteWithUndo({
        confirm: { title, message, confirmLabel: t`Delete` },
        remove: () => (ids.length === 1 ? records.remove(ids[0]) : records.removeMany(ids)),
        restore: records.restore,
        onChange,
        messages: { deleted, undo: t`Undo`, restored: t`Restored`, failed: t`Could not delete`, restoreFailed: t`Could not undo the delete` },
      })
    },
    [t],
  )
}

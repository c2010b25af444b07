import { useCallback, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { deleteWithUndo } from '../delete-with-undo'

/** What a delete answers: the token that puts the records back. */
type Undoable = { undo: string }

/** The delete calls of one resource (`productRecords(...)` has them). */
export type DeletableRecords = {
  remove: (id: number) => Promise<Undoable>
  /** One atomic request for several records (the bulk bar), so a refused delete removes none. */
  removeMany: (ids: number[]) => Promise<Undoable>
  restore: (undo: string) => Promise<unknown>
}

/** The texts that name what is deleted, from the feature (its own catalog translates them). */
export type DeleteRecordsTexts = { title: string; message: string; deleted: string }

/** `(ids, name)`: `name` is the record's name when one record is deleted from its row or page. */
export type DescribeDelete = (ids: number[], name: string | undefined) => DeleteRecordsTexts

export type DeleteRecords = (ids: number[], name: string | undefined, onChange: () => void) => Promise<boolean>

/**
 * Confirm → delete → a toast with Undo, for one or many records of a resource. The feature says
 * what is deleted (`describe`); the confirm button, the undo and the failure texts are the same
 * everywhere. A refused delete (409) shows the server's message, which names what blocks it.
 */
export function useDeleteRecords(records: DeletableRecords, describe: DescribeDelete): DeleteRecords {
  const { t } = useLingui()
  // The latest texts without making the returned function change on every render.
  const describeRef = useRef(describe)
  describeRef.current = describe
  return useCallback(
    (ids, name, onChange) => {
      const { title, message, deleted } = describeRef.current(ids, name)
      return deleteWithUndo({
        confirm: { title, message, confirmLabel: t`Delete` },
        remove: () => (ids.length === 1 ? records.remove(ids[0]) : records.removeMany(ids)),
        restore: records.restore,
        onChange,
        messages: { deleted, undo: t`Undo`, restored: t`Restored`, failed: t`Could not delete`, restoreFailed: t`Could not undo the delete` },
      })
    },
    [records, t],
  )
}

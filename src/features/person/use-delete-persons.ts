import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { deleteWithUndo } from '@/ui/delete-with-undo'
import { personsApi } from './api'

/** Deletes persons (and their career rows) after a confirmation, with Undo. */
export function useDeletePersons() {
  const { t } = useLingui()
  return useCallback(
    (ids: number[], name: string | undefined, onChange: () => void) =>
      deleteWithUndo({
        confirm: {
          title: ids.length === 1 ? t`Delete this person?` : t`Delete ${ids.length} persons?`,
          message: ids.length === 1 && name ? t`${name} and their career history will be deleted. You can undo this for a short while.` : t`The selected persons and their career histories will be deleted. You can undo this for a short while.`,
          confirmLabel: t`Delete`,
        },
        remove: () => (ids.length === 1 ? personsApi.remove(ids[0]) : personsApi.removeMany(ids)),
        restore: personsApi.restore,
        onChange,
        messages: {
          deleted: ids.length === 1 ? t`Person deleted` : t`${ids.length} persons deleted`,
          undo: t`Undo`,
          restored: t`Restored`,
          failed: t`Could not delete`,
          restoreFailed: t`Could not undo the delete`,
        },
      }),
    [t],
  )
}

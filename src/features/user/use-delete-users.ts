import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { deleteWithUndo } from '@/ui/delete-with-undo'
import { usersApi } from './api'

/** Deletes users after a confirmation, with Undo; the server refuses your own user and owners of persons. */
export function useDeleteUsers() {
  const { t } = useLingui()
  return useCallback(
    (ids: number[], name: string | undefined, onChange: () => void) =>
      deleteWithUndo({
        confirm: {
          title: ids.length === 1 ? t`Delete this user?` : t`Delete ${ids.length} users?`,
          message: ids.length === 1 && name ? t`${name} will be deleted. You can undo this for a short while.` : t`The selected users will be deleted. You can undo this for a short while.`,
          confirmLabel: t`Delete`,
        },
        remove: () => (ids.length === 1 ? usersApi.remove(ids[0]) : usersApi.removeMany(ids)),
        restore: usersApi.restore,
        onChange,
        messages: {
          deleted: ids.length === 1 ? t`User deleted` : t`${ids.length} users deleted`,
          undo: t`Undo`,
          restored: t`Restored`,
          failed: t`Could not delete`,
          restoreFailed: t`Could not undo the delete`,
        },
      }),
    [t],
  )
}

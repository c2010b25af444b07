import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { deleteWithUndo } from '@/ui/delete-with-undo'
import { groupRolesApi } from './api'

/** Deletes group roles after a confirmation, with Undo; a role that users hold is refused by the server, which names them. */
export function useDeleteGroupRoles() {
  const { t } = useLingui()
  return useCallback(
    (ids: number[], name: string | undefined, onChange: () => void) =>
      deleteWithUndo({
        confirm: {
          title: ids.length === 1 ? t`Delete this group role?` : t`Delete ${ids.length} group roles?`,
          message: ids.length === 1 && name ? t`${name} will be deleted. You can undo this for a short while.` : t`The selected group roles will be deleted. You can undo this for a short while.`,
          confirmLabel: t`Delete`,
        },
        remove: () => (ids.length === 1 ? groupRolesApi.remove(ids[0]) : groupRolesApi.removeMany(ids)),
        restore: groupRolesApi.restore,
        onChange,
        messages: {
          deleted: ids.length === 1 ? t`Group role deleted` : t`${ids.length} group roles deleted`,
          undo: t`Undo`,
          restored: t`Restored`,
          failed: t`Could not delete`,
          restoreFailed: t`Could not undo the delete`,
        },
      }),
    [t],
  )
}

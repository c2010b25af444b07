import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { deleteWithUndo } from '@/ui/delete-with-undo'
import { companiesApi } from './api'

/** Deletes companies after a confirmation, with Undo; a company with persons is refused by the server, which names them. */
export function useDeleteCompanies() {
  const { t } = useLingui()
  return useCallback(
    (ids: number[], name: string | undefined, onChange: () => void) =>
      deleteWithUndo({
        confirm: {
          title: ids.length === 1 ? t`Delete this company?` : t`Delete ${ids.length} companies?`,
          message: ids.length === 1 && name ? t`${name} will be deleted. You can undo this for a short while.` : t`The selected companies will be deleted. You can undo this for a short while.`,
          confirmLabel: t`Delete`,
        },
        remove: () => (ids.length === 1 ? companiesApi.remove(ids[0]) : companiesApi.removeMany(ids)),
        restore: companiesApi.restore,
        onChange,
        messages: {
          deleted: ids.length === 1 ? t`Company deleted` : t`${ids.length} companies deleted`,
          undo: t`Undo`,
          restored: t`Restored`,
          failed: t`Could not delete`,
          restoreFailed: t`Could not undo the delete`,
        },
      }),
    [t],
  )
}

import { useLingui } from '@lingui/react/macro'
import { useDeleteRecords } from '@/ui/record'
import { groupRolesApi } from './api'

/** Deletes group roles after a confirmation, with Undo; a role that users hold is refused by the server, which names them. */
export function useDeleteGroupRoles() {
  const { t } = useLingui()
  return useDeleteRecords(groupRolesApi, (ids, name) => ({
    title: ids.length === 1 ? t`Delete this group role?` : t`Delete ${ids.length} group roles?`,
    message: ids.length === 1 && name ? t`${name} will be deleted. You can undo this for a short while.` : t`The selected group roles will be deleted. You can undo this for a short while.`,
    deleted: ids.length === 1 ? t`Group role deleted` : t`${ids.length} group roles deleted`,
  }))
}

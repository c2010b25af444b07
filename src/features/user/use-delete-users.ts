import { useLingui } from '@lingui/react/macro'
import { useDeleteRecords } from '@/ui/record'
import { usersApi } from './api'

/** Deletes users after a confirmation, with Undo; the server refuses your own user and owners of persons. */
export function useDeleteUsers() {
  const { t } = useLingui()
  return useDeleteRecords(usersApi, (ids, name) => ({
    title: ids.length === 1 ? t`Delete this user?` : t`Delete ${ids.length} users?`,
    message: ids.length === 1 && name ? t`${name} will be deleted. You can undo this for a short while.` : t`The selected users will be deleted. You can undo this for a short while.`,
    deleted: ids.length === 1 ? t`User deleted` : t`${ids.length} users deleted`,
  }))
}

import { useLingui } from '@lingui/react/macro'
import { useDeleteRecords } from '@/ui/record'
import { personsApi } from './api'

/** Deletes persons (and their career rows) after a confirmation, with Undo. */
export function useDeletePersons() {
  const { t } = useLingui()
  return useDeleteRecords(personsApi, (ids, name) => ({
    title: ids.length === 1 ? t`Delete this person?` : t`Delete ${ids.length} persons?`,
    message: ids.length === 1 && name ? t`${name} and their career history will be deleted. You can undo this for a short while.` : t`The selected persons and their career histories will be deleted. You can undo this for a short while.`,
    deleted: ids.length === 1 ? t`Person deleted` : t`${ids.length} persons deleted`,
  }))
}

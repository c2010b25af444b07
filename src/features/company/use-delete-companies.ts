import { useLingui } from '@lingui/react/macro'
import { useDeleteRecords } from '@/ui/record'
import { companiesApi } from './api'

/** Deletes companies after a confirmation, with Undo; a company with persons is refused by the server, which names them. */
export function useDeleteCompanies() {
  const { t } = useLingui()
  return useDeleteRecords(companiesApi, (ids, name) => ({
    title: ids.length === 1 ? t`Delete this company?` : t`Delete ${ids.length} companies?`,
    message: ids.length === 1 && name ? t`${name} will be deleted. You can undo this for a short while.` : t`The selected companies will be deleted. You can undo this for a short while.`,
    deleted: ids.length === 1 ? t`Company deleted` : t`${ids.length} companies deleted`,
  }))
}

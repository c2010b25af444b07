import { IconTrash } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/ui'
import { useDeleteCompanies } from './use-delete-companies'

/** The bulk bar's delete button: one atomic request for every selected company. */
export function CompanyBulkDelete({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const remove = useDeleteCompanies()
  return (
    <Button size="sm" variant="danger" startIcon={<IconTrash />} onClick={() => void remove(ids, undefined, onDone)}>
      <Trans>Delete selected</Trans>
    </Button>
  )
}

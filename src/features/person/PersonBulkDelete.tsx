import { IconTrash } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@/ui'
import { useDeletePersons } from './use-delete-persons'

/** The bulk bar's delete button: one atomic request for every selected person. */
export function PersonBulkDelete({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const remove = useDeletePersons()
  return (
    <Button size="sm" variant="danger" startIcon={<IconTrash />} onClick={() => void remove(ids, undefined, onDone)}>
      <Trans>Delete selected</Trans>
    </Button>
  )
}

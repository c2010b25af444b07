import { IconTrash } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { Button } from '../Button'
import type { DeleteRecords } from './use-delete-records'

export type BulkDeleteButtonProps = {
  /** The selected row ids as the data table gives them. */
  ids: string[]
  /** The feature's useDeleteX(): one atomic request for every selected record. */
  remove: DeleteRecords
  /** After the delete (and after an undo): clear the selection, refresh the list. */
  onDone: () => void
}

/** The data table's bulk-bar button that deletes the selected records (confirm, then Undo). */
export function BulkDeleteButton({ ids, remove, onDone }: BulkDeleteButtonProps) {
  return (
    <Button size="sm" variant="danger" startIcon={<IconTrash />} onClick={() => void remove(ids.map(Number), undefined, onDone)}>
      <Trans>Delete selected</Trans>
    </Button>
  )
}

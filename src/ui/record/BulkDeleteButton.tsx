import { IconTrash } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { Button } from '../Button'

export type BulkDeleteButtonProps = {
  /** The selected row ids as the data table gives them. */
  ids: string[]
  /** useDeleteRecords(kind): one atomic request for every selected record (no single row to name). */
  remove: (ids: number[], row: undefined, onChange: () => void) => Promise<boolean>
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

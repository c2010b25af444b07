import { IconPencil, IconTrash } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { Button } from '../Button'
import { ButtonLink } from '../ButtonLink'

export type RecordHeaderActionsProps = { editHref: string; onDelete: () => unknown }

/** Edit and Delete in a record view's page header (Delete confirms first and offers Undo). */
export function RecordHeaderActions({ editHref, onDelete }: RecordHeaderActionsProps) {
  return (
    <>
      <ButtonLink href={editHref} startIcon={<IconPencil />}>
        <Trans>Edit</Trans>
      </ButtonLink>
      <Button variant="outline" tone="neutral" startIcon={<IconTrash />} onClick={() => void onDelete()}>
        <Trans>Delete</Trans>
      </Button>
    </>
  )
}

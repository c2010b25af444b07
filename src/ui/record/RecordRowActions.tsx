import { IconDotsVertical, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { IconButton } from '../IconButton'
import { Menu, type MenuItem } from '../Menu'

export type RecordRowActionsProps = {
  /** The record's name, for the button's accessible label ("Actions for …"). */
  name: string
  /** Each action is offered only when given (e.g. no edit or delete for a record the user may only read). */
  viewHref?: string
  editHref?: string
  /** Edit in place (a dialog or drawer) instead of going to an edit page. */
  onEdit?: () => unknown
  onDelete?: () => unknown
}

/** The ⋮ menu at the end of a record's table row: view, edit, delete. */
export function RecordRowActions({ name, viewHref, editHref, onEdit, onDelete }: RecordRowActionsProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const items: MenuItem[] = []
  if (viewHref) items.push({ value: 'view', label: t`View`, icon: <IconEye />, onSelect: () => navigate(viewHref) })
  if (editHref) items.push({ value: 'edit', label: t`Edit`, icon: <IconPencil />, onSelect: () => navigate(editHref) })
  else if (onEdit) items.push({ value: 'edit', label: t`Edit`, icon: <IconPencil />, onSelect: () => void onEdit() })
  if (onDelete) items.push({ value: 'delete', label: t`Delete`, icon: <IconTrash />, danger: true, onSelect: () => void onDelete() })
  return (
    <Menu
      trigger={
        <IconButton label={t`Actions for ${name}`} size="sm">
          <IconDotsVertical />
        </IconButton>
      }
      items={items}
    />
  )
}

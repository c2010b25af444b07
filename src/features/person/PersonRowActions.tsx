import { IconDotsVertical, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import type { PersonRow } from '@/core/api/contract/product/records-api'
import { IconButton, Menu } from '@/ui'
import { personPaths } from './api'
import { useDeletePersons } from './use-delete-persons'

/** The ⋮ menu of a person row: view, edit, delete. */
export function PersonRowActions({ person, onDeleted }: { person: PersonRow; onDeleted: () => void }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const remove = useDeletePersons()
  return (
    <Menu
      trigger={
        <IconButton label={t`Actions for ${person.full_name}`} size="sm">
          <IconDotsVertical />
        </IconButton>
      }
      items={[
        { value: 'view', label: t`View`, icon: <IconEye /> },
        ...(person.editable
          ? [
              { value: 'edit', label: t`Edit`, icon: <IconPencil /> },
              { value: 'delete', label: t`Delete`, icon: <IconTrash />, danger: true },
            ]
          : []),
      ]}
      onSelect={(value) => {
        if (value === 'view') navigate(personPaths.view(person.id))
        else if (value === 'edit') navigate(personPaths.edit(person.id))
        else void remove([person.id], person.full_name, onDeleted)
      }}
    />
  )
}

import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import type { GroupRoleRow } from '@/core/api/contract/product/records-api'
import { IconButton, Menu } from '@/ui'
import { groupRolePaths } from './api'
import { useDeleteGroupRoles } from './use-delete-group-roles'

/** The ⋮ menu of a group-role row: edit, delete. */
export function GroupRoleRowActions({ role, onDeleted }: { role: GroupRoleRow; onDeleted: () => void }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const remove = useDeleteGroupRoles()
  return (
    <Menu
      trigger={
        <IconButton label={t`Actions for ${role.name}`} size="sm">
          <IconDotsVertical />
        </IconButton>
      }
      items={[
        { value: 'edit', label: t`Edit`, icon: <IconPencil /> },
        { value: 'delete', label: t`Delete`, icon: <IconTrash />, danger: true },
      ]}
      onSelect={(value) => (value === 'edit' ? navigate(groupRolePaths.edit(role.id)) : void remove([role.id], role.name, onDeleted))}
    />
  )
}

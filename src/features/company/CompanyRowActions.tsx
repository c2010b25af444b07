import { IconDotsVertical, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import type { CompanyRow } from '@/core/api/contract/product/records-api'
import { IconButton, Menu } from '@/ui'
import { companyPaths } from './api'
import { useDeleteCompanies } from './use-delete-companies'

/** The ⋮ menu of a company row: view, edit, delete. */
export function CompanyRowActions({ company, onDeleted }: { company: CompanyRow; onDeleted: () => void }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const remove = useDeleteCompanies()
  return (
    <Menu
      trigger={
        <IconButton label={t`Actions for ${company.name}`} size="sm">
          <IconDotsVertical />
        </IconButton>
      }
      items={[
        { value: 'view', label: t`View`, icon: <IconEye /> },
        { value: 'edit', label: t`Edit`, icon: <IconPencil /> },
        { value: 'delete', label: t`Delete`, icon: <IconTrash />, danger: true },
      ]}
      onSelect={(value) => {
        if (value === 'view') navigate(companyPaths.view(company.id))
        else if (value === 'edit') navigate(companyPaths.edit(company.id))
        else void remove([company.id], company.name, onDeleted)
      }}
    />
  )
}

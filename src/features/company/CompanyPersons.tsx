import { useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { IconUserPlus } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useListQuery } from '@/core/list/use-list-query'
import type { PersonRow } from '@/core/api/contract/product/records-api'
import { ButtonLink, Card } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'

const link = css({ color: 'primary.text', fontWeight: 'medium', textDecoration: 'none', _hover: { textDecoration: 'underline' } })

/** The persons working at a company now (its own list state in the URL under `persons.`). */
export function CompanyPersons({ companyId }: { companyId: number }) {
  const { t } = useLingui()
  const list = useListQuery<PersonRow>({ url: 'persons', prefix: 'persons.', query: { company_id: companyId }, defaults: { sortBy: 'full_name_kana', orderBy: 'asc', itemsPerPage: 5 } })
  const names = useNames()
  const columns = useMemo<ColumnDef<PersonRow>[]>(
    () => [
      {
        id: 'full_name_kana',
        header: t`Person`,
        cell: ({ row: { original: p } }) => (
          <div className={css({ display: 'flex', flexDirection: 'column' })}>
            <Link href={pathFor('apps-person-view', { id: p.id })} className={link}>
              {names.display(p)}
            </Link>
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{names.secondary(p)}</span>
          </div>
        ),
      },
      { id: 'department', header: t`Department`, cell: ({ row }) => row.original.department || '—' },
      { id: 'position', header: t`Position`, cell: ({ row }) => row.original.position || '—' },
      { id: 'email', header: t`Email`, cell: ({ row }) => row.original.email || '—' },
      { id: 'sales_name', header: t`Sales owner`, cell: ({ row }) => names.display({ name: row.original.sales_name, kana: row.original.sales_kana }) || '—' },
    ],
    [t, names],
  )
  return (
    <Card
      padding="none"
      title={t`Persons`}
      subtitle={plural(list.total, { one: '# person working here now', other: '# persons working here now' })}
      actions={
        <ButtonLink href={pathFor('apps-person-add', {}, { company_id: companyId })} size="sm" variant="soft" startIcon={<IconUserPlus />}>
          <Trans>Add person</Trans>
        </ButtonLink>
      }
    >
      <DataTableToolbar {...toolbarPropsFromList(list)} searchPlaceholder={t`Search persons`} />
      <DataTable
        {...tablePropsFromList(list)}
        label={t`Persons at this company`}
        columns={columns}
        getRowId={(p) => String(p.id)}
        empty={<EmptyState compact title={list.state.q ? t`No persons match` : t`No persons at this company yet`} />}
      />
    </Card>
  )
}

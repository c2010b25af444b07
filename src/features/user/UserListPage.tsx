import { useCallback, useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useListQuery } from '@/core/list/use-list-query'
import type { CsvColumn } from '@/core/list/csv'
import { ROLES } from '@/core/api/contract/product/user'
import type { UserRow } from '@/core/api/contract/product/records-api'
import { Avatar, Badge, Card, Select } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { BulkDeleteButton, RecordRowActions, actionsColumn, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { usersApi } from './api'
import { ROLE_LABELS, ROLE_TONES, userCodes } from './user-labels'
import { userKind } from './user-kind'

/** `apps-user-list` (admin only): the workflow users with role, group role and permission codes. */
export default function UserListPage() {
  const { t, i18n } = useLingui()
  const list = useListQuery<UserRow>({ url: usersApi.path, filters: ['role'], defaults: { sortBy: 'id', orderBy: 'asc' } })
  const refetch = list.refetch
  const onChange = useCallback(() => refetch(), [refetch])
  const remove = useDeleteRecords(userKind)
  const names = useNames()
  const columns = useMemo<ColumnDef<UserRow>[]>(
    () => [
      {
        id: 'name',
        header: t`User`,
        cell: ({ row: { original: u } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '12rem' })}>
            <Avatar name={names.display(u)} size="sm" decorative />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
              <Link href={pathFor('apps-user-view', { id: u.id })} className={css({ color: 'fg', fontWeight: 'medium', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })}>
                {names.display(u)}
              </Link>
              <span className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>{u.email}</span>
            </div>
          </div>
        ),
      },
      { id: 'role', header: t`Role`, cell: ({ row }) => <Badge tone={ROLE_TONES[row.original.role]}>{i18n._(ROLE_LABELS[row.original.role])}</Badge> },
      { id: 'group_role_name', header: t`Group role`, cell: ({ row }) => row.original.group_role_name || '—' },
      { id: 'codes', header: t`Codes`, cell: ({ row }) => <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>{userCodes(row.original).map((c) => <Badge key={c} size="sm" tone="primary">{c}</Badge>)}</span> },
      { id: 'phone_number', header: t`Phone`, meta: { nowrap: true }, cell: ({ row }) => row.original.phone_number || '—' },
      actionsColumn((u) => <RecordRowActions name={names.display(u)} viewHref={pathFor('apps-user-view', { id: u.id })} editHref={pathFor('apps-user-edit', { id: u.id })} onDelete={() => remove([u.id], u, onChange)} />),
    ],
    [t, i18n, remove, onChange, names],
  )
  const csv = useMemo<CsvColumn<UserRow>[]>(
    () => [
      { header: 'ID', value: (u) => u.id },
      { header: t`Family name`, value: (u) => u.last_name },
      { header: t`Given name`, value: (u) => u.first_name },
      { header: t`Email`, value: (u) => u.email },
      { header: t`Phone`, value: (u) => u.phone_number },
      { header: t`Role`, value: (u) => u.role },
      { header: t`Group role`, value: (u) => u.group_role_name },
      { header: t`Codes`, value: (u) => userCodes(u).join(' ') },
    ],
    [t],
  )
  return (
    <>
      <PageHeader title={<Trans>Users</Trans>} subtitle={<Trans>Who can sign in, and what they may do.</Trans>} breadcrumbs={[{ label: <Trans>Name cards</Trans> }, { label: <Trans>Users</Trans> }]} />
      <Card padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search name, e-mail, phone…`}
          filters={<Select aria-label={t`Role`} placeholder={t`All roles`} value={list.state.filters.role ?? ''} onChange={(e) => list.setFilter('role', e.currentTarget.value || undefined)} options={ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]) }))} />}
          csv={{ fileName: 'users', columns: csv, rows: list.fetchAll }}
        />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Users`}
          columns={columns}
          getRowId={(u) => String(u.id)}
          bulkActions={(ids, clear) => <BulkDeleteButton ids={ids} remove={remove} onDone={() => { clear(); onChange() }} />}
          empty={<EmptyState compact title={t`No users match`} description={t`Try another search or clear the filters.`} />}
        />
      </Card>
    </>
  )
}

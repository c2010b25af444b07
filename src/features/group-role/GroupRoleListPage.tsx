import { useCallback, useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { IconCheck, IconMinus, IconPlus } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useListQuery } from '@/core/list/use-list-query'
import type { CsvColumn } from '@/core/list/csv'
import type { GroupRoleRow } from '@/core/api/contract/product/records-api'
import { Badge, ButtonLink, Card } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { BulkDeleteButton, RecordRowActions, actionsColumn, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { groupRolesApi } from './api'
import { groupRoleKind } from './group-role-kind'

const flag = (on: boolean, label: string) =>
  on ? <IconCheck aria-label={label} className={css({ color: 'success.text', w: '4', h: '4' })} /> : <IconMinus aria-hidden="true" className={css({ color: 'fg.subtle', w: '4', h: '4' })} />

/** Route `apps-group-role-list` (admin only): roles with their permission flags and codes. */
export default function GroupRoleListPage() {
  const { t } = useLingui()
  const list = useListQuery<GroupRoleRow>({ url: groupRolesApi.path, defaults: { sortBy: 'id', orderBy: 'asc' } })
  const refetch = list.refetch
  const onChange = useCallback(() => refetch(), [refetch])
  const remove = useDeleteRecords(groupRoleKind)
  const columns = useMemo<ColumnDef<GroupRoleRow>[]>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        cell: ({ row: { original: g } }) => (
          <div className={css({ display: 'flex', flexDirection: 'column', minW: '10rem' })}>
            <Link href={pathFor('apps-group-role-edit', { id: g.id })} className={css({ color: 'fg', fontWeight: 'medium', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })}>
              {g.name}
            </Link>
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{g.description}</span>
          </div>
        ),
      },
      { id: 'admin', header: t`Admin`, meta: { align: 'center' }, cell: ({ row }) => flag(row.original.permissions.has_admin_permission, t`Yes`) },
      { id: 'office', header: t`Office`, meta: { align: 'center' }, cell: ({ row }) => flag(row.original.permissions.has_office_permission, t`Yes`) },
      { id: 'sales', header: t`Sales`, meta: { align: 'center' }, cell: ({ row }) => flag(row.original.permissions.has_sales_permission, t`Yes`) },
      { id: 'codes', header: t`Codes`, cell: ({ row }) => <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>{row.original.codes.map((c) => <Badge key={c} tone="primary" size="sm">{c}</Badge>)}</span> },
      { id: 'user_count', header: t`Users`, meta: { align: 'end' }, cell: ({ row }) => row.original.user_count },
      actionsColumn((g) => <RecordRowActions name={g.name} editHref={pathFor('apps-group-role-edit', { id: g.id })} onDelete={() => remove([g.id], g, onChange)} />),
    ],
    [t, remove, onChange],
  )
  const csv = useMemo<CsvColumn<GroupRoleRow>[]>(
    () => [
      { header: 'ID', value: (g) => g.id },
      { header: t`Name`, value: (g) => g.name },
      { header: t`Description`, value: (g) => g.description },
      { header: t`Admin`, value: (g) => g.permissions.has_admin_permission },
      { header: t`Office`, value: (g) => g.permissions.has_office_permission },
      { header: t`Sales`, value: (g) => g.permissions.has_sales_permission },
      { header: t`Codes`, value: (g) => g.codes.join(' ') },
      { header: t`Users`, value: (g) => g.user_count },
    ],
    [t],
  )
  return (
    <>
      <PageHeader
        title={<Trans>Group roles</Trans>}
        subtitle={<Trans>Bundles of permissions given to users.</Trans>}
        breadcrumbs={[{ label: <Trans>Name cards</Trans> }, { label: <Trans>Group roles</Trans> }]}
        actions={<ButtonLink href={pathFor('apps-group-role-add')} startIcon={<IconPlus />}><Trans>Add group role</Trans></ButtonLink>}
      />
      <Card padding="none">
        <DataTableToolbar {...toolbarPropsFromList(list)} searchPlaceholder={t`Search name, description, code…`} csv={{ fileName: 'group-roles', columns: csv, rows: list.fetchAll }} />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Group roles`}
          columns={columns}
          getRowId={(g) => String(g.id)}
          bulkActions={(ids, clear) => <BulkDeleteButton ids={ids} remove={remove} onDone={() => { clear(); onChange() }} />}
          empty={<EmptyState compact title={list.state.q ? t`No group roles match` : t`No group roles yet`} action={<ButtonLink href={pathFor('apps-group-role-add')}><Trans>Add group role</Trans></ButtonLink>} />}
        />
      </Card>
    </>
  )
}

import { Suspense, lazy, useCallback, useMemo, useState } from 'react'
import { IconPlus } from '@tabler/icons-react'
import type { ColumnDef } from '@tanstack/react-table'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useListQuery } from '@/core/list/use-list-query'
import { parsePermissionDate, type Permission, type PermissionList } from '@/core/api/contract/demo/permissions'
import { Button, Card, Chip } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordRowActions, actionsColumn } from '@/ui/record'
import { confirmDeleteLazy as confirmDelete } from '@/ui/record/confirm-delete-lazy'
import { demoFetcher, permissionsApi } from './api'
import { PERMISSION_ROLE_LABELS, PERMISSION_ROLE_TONES } from './role-labels'

// The dialog (form, Ark dialog) loads when first opened.
const PermissionDialog = lazy(() => import('./PermissionDialog').then((m) => ({ default: m.PermissionDialog })))

function usePermissionColumns(onEdit: (p: Permission) => void, onDelete: (p: Permission) => void): ColumnDef<Permission>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<Permission>[]>(
    () => [
      { id: 'name', header: t`Name`, cell: ({ row }) => <span className={css({ fontWeight: 'medium', wordBreak: 'keep-all' })}>{row.original.name}</span> },
      {
        id: 'assignedTo',
        header: t`Assigned to`,
        enableSorting: false,
        cell: ({ row }) => (
          <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', minW: '12rem' })}>
            {row.original.assignedTo.map((role) => (
              <Chip key={role} tone={PERMISSION_ROLE_TONES[role]}>{i18n._(PERMISSION_ROLE_LABELS[role])}</Chip>
            ))}
          </span>
        ),
      },
      {
        id: 'createdDate',
        header: t`Created`,
        enableSorting: false,
        meta: { nowrap: true },
        cell: ({ row }) => {
          const date = parsePermissionDate(row.original.createdDate)
          return date ? i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' }) : row.original.createdDate
        },
      },
      actionsColumn((p) => <RecordRowActions name={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />),
    ],
    [t, i18n, onEdit, onDelete],
  )
}

/** `apps-permissions`: the permissions of spec §6 — search, sort by name, role chips; add, edit and delete in a dialog. */
export default function PermissionsPage() {
  const { t } = useLingui()
  const [open, setOpen] = useState<Permission | 'new' | null>(null)
  const [dialogLoaded, setDialogLoaded] = useState(false)
  const show = useCallback((p: Permission | 'new') => {
    setDialogLoaded(true)
    setOpen(p)
  }, [])
  const list = useListQuery<Permission>({
    url: permissionsApi.list,
    fetcher: demoFetcher,
    defaults: { sortBy: 'name', orderBy: 'asc' },
    select: (r: PermissionList) => ({ items: r.permissions, total: r.totalPermissions }),
  })
  const refetch = list.refetch
  const onDelete = useCallback(
    (p: Permission) =>
      void confirmDelete({
        title: t`Delete the permission ${p.name}?`,
        message: t`Roles that hold it lose it. This cannot be undone.`,
        confirmLabel: t`Delete`,
        remove: () => permissionsApi.remove(p.id),
        onDone: refetch,
        messages: { deleted: t`Permission deleted`, failed: t`Could not delete the permission` },
      }),
    [t, refetch],
  )
  const columns = usePermissionColumns(show, onDelete)
  return (
    <>
      <PageHeader
        title={<Trans>Permissions</Trans>}
        subtitle={<Trans>What each role may do. Search by name, date or the start of a role's name.</Trans>}
        breadcrumbs={[{ label: <Trans>Roles & permissions</Trans> }, { label: <Trans>Permissions</Trans> }]}
        actions={
          <Button startIcon={<IconPlus />} onClick={() => show('new')}>
            <Trans>Add permission</Trans>
          </Button>
        }
      />
      <Card padding="none">
        <DataTableToolbar {...toolbarPropsFromList(list)} searchPlaceholder={t`Search permissions…`} />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Permissions`}
          columns={columns}
          getRowId={(p) => String(p.id)}
          empty={
            list.state.q ? (
              <EmptyState compact title={t`No permissions match`} description={t`Try another name, date or role.`} action={<Button variant="outline" onClick={() => list.setState({ q: '' })}><Trans>Clear search</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No permissions yet`} description={t`Add a permission and assign it to roles.`} action={<Button onClick={() => show('new')}><Trans>Add permission</Trans></Button>} />
            )
          }
        />
      </Card>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <PermissionDialog permission={open} onClose={() => setOpen(null)} onSaved={refetch} />
        </Suspense>
      )}
    </>
  )
}

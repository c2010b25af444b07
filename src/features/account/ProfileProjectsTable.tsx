import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ColumnDef } from '@tanstack/react-table'
import { css } from 'styled-system/css'
import type { ProfileProjectRow } from '@/core/api/contract/demo/pages'
import { isoDate } from '@/core/i18n/demo-format'
import { useListQuery } from '@/core/list/use-list-query'
import { Avatar, AvatarGroup, Card, DataTable, DataTableToolbar, EmptyState, tablePropsFromList, toolbarPropsFromList } from '@/ui'
import { ProgressBar } from '@/ui/Progress'
import { profileFetcher, profileUrls } from './profile-api'

/** The profile's project list: search, sort and pages kept in the URL (prefixed, beside the tab). */
export function ProfileProjectsTable() {
  const { t, i18n } = useLingui()
  const list = useListQuery<ProfileProjectRow>({ url: profileUrls.projectsTable, fetcher: profileFetcher, prefix: 'projects.', defaults: { itemsPerPage: 5 } })
  const columns = useMemo<ColumnDef<ProfileProjectRow>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (r) => r.name,
        header: t`Project`,
        cell: ({ row: { original: r } }) => (
          <span className={css({ display: 'inline-flex', gap: '3', alignItems: 'center', minW: '12rem' })}>
            <Avatar name={r.name} size="sm" decorative />
            <span className={css({ fontWeight: 'medium' })}>{r.name}</span>
          </span>
        ),
      },
      { id: 'leader', accessorFn: (r) => r.leader, header: t`Leader`, meta: { nowrap: true } },
      { id: 'team', header: t`Team`, enableSorting: false, meta: { hideBelow: 'md' }, cell: ({ row }) => <AvatarGroup names={row.original.avatarGroup.map((src, i) => ({ name: t`Member ${i + 1}`, src }))} /> },
      { id: 'date', accessorFn: (r) => r.date, header: t`Date`, meta: { nowrap: true, hideBelow: 'lg' }, cell: ({ row }) => isoDate(i18n, row.original.date) },
      {
        id: 'status',
        accessorFn: (r) => r.status,
        header: t`Progress`,
        cell: ({ row: { original: r } }) => (
          <div className={css({ minW: '8rem' })}>
            <ProgressBar value={r.status} label={t`Progress`} ariaLabel={t`Progress of ${r.name}`} hideLabel size="sm" tone={r.status >= 80 ? 'success' : 'primary'} />
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{i18n.number(r.status / 100, { style: 'percent' })}</span>
          </div>
        ),
      },
    ],
    [t, i18n],
  )
  return (
    <Card padding="none" title={t`Project list`}>
      <DataTableToolbar {...toolbarPropsFromList(list)} searchPlaceholder={t`Search project or leader…`} />
      <DataTable
        {...tablePropsFromList(list)}
        label={t`Project list`}
        columns={columns}
        getRowId={(r) => String(r.id)}
        empty={<EmptyState compact title={t`No project matches`} description={t`Try another search.`} />}
      />
    </Card>
  )
}

import type { ColumnDef } from '@tanstack/react-table'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Link } from 'wouter'
import { IconEye, IconTrash } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { Process } from '@/core/api/contract/product/process'
import { IconButton } from '@/ui'
import { ProgressBar } from '../components/ProgressBar'
import { pathFor } from '@/core/routing/paths'
import { displayName } from '@/core/api/contract/names/display-name'

type Options = { i18n: I18n; formatDate: (iso: string) => string; canDelete: boolean; onDelete: (p: Process) => void }

/** Every column sorts on the server (the column id is the sortBy). */
export function processColumns({ i18n, formatDate, canDelete, onDelete }: Options): ColumnDef<Process>[] {
  return [
    {
      accessorKey: 'process_name',
      header: i18n._(msg`Process`),
      cell: ({ row }) => (
        <Link href={pathFor('apps-process-view', { id: row.original.id })} className={css({ fontWeight: 'medium', color: 'primary.text', _hover: { textDecoration: 'underline' } })}>
          {row.original.process_name}
        </Link>
      ),
    },
    {
      accessorKey: 'progress',
      header: i18n._(msg`Progress`),
      cell: ({ row }) => <ProgressBar compact progress={row.original.progress} failed={row.original.failed} total={row.original.total} />,
    },
    {
      accessorKey: 'failed',
      header: i18n._(msg`Failed`),
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) => <span className={row.original.failed ? css({ color: 'danger.text', fontWeight: 'semibold' }) : css({ color: 'fg.muted' })}>{row.original.failed}</span>,
    },
    { accessorKey: 'total', header: i18n._(msg`Total`), meta: { align: 'end', nowrap: true }, cell: ({ row }) => row.original.total },
    // Names as the current language writes them (佐藤 陽翔 / Haruto Sato), read at render time.
    { accessorKey: 'owner', header: i18n._(msg`Owner`), meta: { nowrap: true }, cell: ({ row }) => <bdi>{displayName({ name: row.original.owner, kana: row.original.owner_kana ?? '' }, i18n.locale)}</bdi> },
    // Usually the owner too: from xl only, so a 1024 px tablet shows every column with no sideways scroll (the process page names the uploader).
    { accessorKey: 'uploader', header: i18n._(msg`Uploader`), meta: { nowrap: true, hideBelow: 'xl' }, cell: ({ row }) => <bdi>{displayName({ name: row.original.uploader, kana: row.original.uploader_kana ?? '' }, i18n.locale)}</bdi> },
    { accessorKey: 'created_at', header: i18n._(msg`Created`), meta: { nowrap: true }, cell: ({ row }) => <time dateTime={row.original.created_at}>{formatDate(row.original.created_at)}</time> },
    {
      id: 'actions',
      header: () => <span className={css({ srOnly: true })}>{i18n._(msg`Actions`)}</span>,
      enableSorting: false,
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) => (
        <div className={css({ display: 'inline-flex', gap: '1' })}>
          <Link href={pathFor('apps-process-view', { id: row.original.id })} aria-label={i18n._(msg`Open ${row.original.process_name}`)} className={css({ display: 'inline-flex', p: '1.5', borderRadius: 'md', color: 'fg.muted', _hover: { bg: 'bg.muted', color: 'fg' } })}>
            <IconEye size={18} aria-hidden="true" />
          </Link>
          {canDelete && (
            <IconButton size="sm" label={i18n._(msg`Delete ${row.original.process_name}`)} onClick={() => onDelete(row.original)}>
              <IconTrash />
            </IconButton>
          )}
        </div>
      ),
    },
  ]
}

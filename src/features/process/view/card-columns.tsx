import type { ColumnDef } from '@tanstack/react-table'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Link } from 'wouter'
import { IconEdit, IconEye } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { StoredNameCard } from '@/core/api/contract/product/process'
import { AnalystBadge, CardStatusBadge, ErrorText } from '../components/StatusBadges'
import { CardThumb } from '../components/CardThumb'
import { DoubtfulCount } from '../card/DoubtfulFields'
import { pathFor } from '@/core/routing/paths'

const iconLink = css({ display: 'inline-flex', p: '1.5', borderRadius: 'md', color: 'fg.muted', _hover: { bg: 'bg.muted', color: 'fg' } })
const muted = css({ color: 'fg.subtle' })

export function cardColumns(i18n: I18n, processId: number): ColumnDef<StoredNameCard>[] {
  const dash = <span className={muted}>—</span>
  return [
    { id: 'image', enableSorting: false, meta: { width: '6.5rem' }, header: () => <span className={css({ srOnly: true })}>{i18n._(msg`Picture`)}</span>, cell: ({ row }) => <CardThumb imageId={row.original.image} fileName={row.original.file_name} /> },
    {
      accessorKey: 'file_name',
      header: i18n._(msg`File`),
      cell: ({ row }) => (
        <Link href={pathFor('apps-process-view-detail', { id: processId, namecard: row.original.id })} className={css({ color: 'primary.text', fontSize: 'sm', _hover: { textDecoration: 'underline' } })}>
          {row.original.file_name}
        </Link>
      ),
    },
    {
      accessorKey: 'analyst_status',
      header: i18n._(msg`Analysis`),
      cell: ({ row }) => (
        <div className={css({ display: 'grid', justifyItems: 'start', gap: '1', minW: '9rem', maxW: '13rem' })}>
          <AnalystBadge status={row.original.analyst_status} />
          {row.original.err_msg && (
            <span className={css({ fontSize: 'xs', color: 'danger.text', lineHeight: '1.35' })}>
              <ErrorText message={row.original.err_msg} />
            </span>
          )}
        </div>
      ),
    },
    {
      accessorKey: 'full_name',
      header: i18n._(msg`Name`),
      cell: ({ row }) =>
        row.original.full_name ? (
          <div>
            <div className={css({ fontWeight: 'medium', whiteSpace: 'nowrap' })}>{row.original.full_name}</div>
            {row.original.full_name_kana && <div className={css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })}>{row.original.full_name_kana}</div>}
          </div>
        ) : (
          dash
        ),
    },
    { accessorKey: 'email', header: i18n._(msg`E-mail`), meta: { hideBelow: 'lg' }, cell: ({ row }) => (row.original.email ? <span dir="ltr" title={row.original.email} className={css({ display: 'inline-block', maxW: '14rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' })}>{row.original.email}</span> : dash) },
    { accessorKey: 'phone_number', header: i18n._(msg`Phone`), meta: { nowrap: true, hideBelow: 'xl' }, cell: ({ row }) => (row.original.phone_number ? <span dir="ltr">{row.original.phone_number}</span> : dash) },
    { accessorKey: 'company', header: i18n._(msg`Company`), cell: ({ row }) => (row.original.company ? <span className={css({ display: 'inline-block', minW: '8rem' })}>{row.original.company}</span> : dash) },
    {
      accessorKey: 'card_status',
      header: i18n._(msg`Check`),
      cell: ({ row }) => (
        <div className={css({ display: 'grid', justifyItems: 'start', gap: '1' })}>
          <CardStatusBadge status={row.original.card_status} />
          <DoubtfulCount card={row.original} />
        </div>
      ),
    },
    {
      id: 'actions',
      header: () => <span className={css({ srOnly: true })}>{i18n._(msg`Actions`)}</span>,
      meta: { align: 'end', nowrap: true },
      cell: ({ row }) => (
        <div className={css({ display: 'inline-flex', gap: '1' })}>
          <Link href={pathFor('apps-process-view-detail', { id: processId, namecard: row.original.id })} aria-label={i18n._(msg`View ${row.original.file_name}`)} className={iconLink}>
            <IconEye size={18} aria-hidden="true" />
          </Link>
          <Link href={pathFor('apps-process-view-edit', { id: processId, namecard: row.original.id })} aria-label={i18n._(msg`Correct ${row.original.file_name}`)} className={iconLink}>
            <IconEdit size={18} aria-hidden="true" />
          </Link>
        </div>
      ),
    },
  ]
}

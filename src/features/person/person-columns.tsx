import { useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { CsvColumn } from '@/core/list/csv'
import type { PersonRow } from '@/core/api/contract/product/records-api'
import { Avatar } from '@/ui'
import { RecordRowActions, actionsColumn, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { personKind } from './person-kind'

const link = css({ color: 'fg', fontWeight: 'medium', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })
// Readings at a readable size (13 px), not the 11 px of captions.
const muted = css({ fontSize: 'sm', color: 'fg.muted' })
// An e-mail stays on one line, cut with an ellipsis; the whole address is in the tooltip.
const email = css({ display: 'inline-block', maxW: '13rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom', color: 'fg' })

/** Person table columns; each column id is the server's sortBy name. */
export function usePersonColumns(onDeleted: () => void, options: { hideCompany?: boolean } = {}): ColumnDef<PersonRow>[] {
  const { t } = useLingui()
  const { hideCompany } = options
  const remove = useDeleteRecords(personKind)
  const names = useNames()
  return useMemo<ColumnDef<PersonRow>[]>(() => {
    const cols: ColumnDef<PersonRow>[] = [
      {
        id: 'full_name_kana',
        header: t`Person`,
        cell: ({ row: { original: p } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '11rem' })}>
            <Avatar name={names.display(p)} size="sm" decorative />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
              <Link href={pathFor('apps-person-view', { id: p.id })} className={link}>
                {names.display(p)}
              </Link>
              {/* The reading in Japanese, the kanji in other languages. */}
              <span className={muted}>{names.secondary(p)}</span>
            </div>
          </div>
        ),
      },
      {
        id: 'company_name',
        header: t`Company`,
        cell: ({ row: { original: p } }) =>
          p.company_id ? (
            <Link href={pathFor('apps-company-view', { id: p.company_id })} className={css({ color: 'primary.text', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
              {p.company_name}
            </Link>
          ) : (
            '—'
          ),
      },
      { id: 'department', header: t`Department`, meta: { hideBelow: 'lg' }, cell: ({ row }) => row.original.department || '—' },
      { id: 'position', header: t`Position`, cell: ({ row }) => row.original.position || '—' },
      { id: 'email', header: t`Email`, cell: ({ row }) => (row.original.email ? <a href={`mailto:${row.original.email}`} dir="ltr" title={row.original.email} className={email}>{row.original.email}</a> : '—') },
      { id: 'phone_number', header: t`Phone`, meta: { nowrap: true }, cell: ({ row }) => row.original.phone_number || '—' },
      // From xl only: at 1024 px the row fits without sideways scroll (the owner filter, the person page and CSV keep it).
      { id: 'sales_name', header: t`Sales owner`, meta: { nowrap: true, hideBelow: 'xl' }, cell: ({ row }) => names.display({ name: row.original.sales_name, kana: row.original.sales_kana }) || '—' },
      // Persons another sales user owns can only be read (the server enforces it too).
      actionsColumn((p) => (
        <RecordRowActions
          name={names.display(p)}
          viewHref={pathFor('apps-person-view', { id: p.id })}
          editHref={p.editable ? pathFor('apps-person-edit', { id: p.id }) : undefined}
          onDelete={p.editable ? () => remove([p.id], p, onDeleted) : undefined}
        />
      )),
    ]
    return hideCompany ? cols.filter((c) => c.id !== 'company_name') : cols
  }, [t, remove, onDeleted, hideCompany, names])
}

export function usePersonCsv(): CsvColumn<PersonRow>[] {
  const { t } = useLingui()
  return useMemo<CsvColumn<PersonRow>[]>(
    () => [
      { header: 'ID', value: (p) => p.id },
      { header: t`Full name`, value: (p) => p.full_name },
      { header: t`Reading (kana)`, value: (p) => p.full_name_kana },
      { header: t`Company`, value: (p) => p.company_name },
      { header: t`Department`, value: (p) => p.department },
      { header: t`Position`, value: (p) => p.position },
      { header: t`Email`, value: (p) => p.email },
      { header: t`Phone`, value: (p) => p.phone_number },
      { header: t`Sales owner`, value: (p) => p.sales_name },
      { header: t`Updated`, value: (p) => p.updated_at },
    ],
    [t],
  )
}

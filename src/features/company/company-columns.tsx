import { useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { CsvColumn } from '@/core/list/csv'
import type { CompanyRow } from '@/core/api/contract/product/records-api'
import { Badge } from '@/ui'
import { RecordRowActions, actionsColumn, useDeleteRecords } from '@/ui/record'
import { pathFor } from '@/core/routing/paths'
import { companyKind } from './company-kind'

const nameCell = css({ display: 'flex', flexDirection: 'column', minW: '12rem' })
const link = css({ color: 'fg', fontWeight: 'medium', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })

/** Company table columns; each column id is the server's sortBy name. */
export function useCompanyColumns(onDeleted: () => void): ColumnDef<CompanyRow>[] {
  const { t, i18n } = useLingui()
  const remove = useDeleteRecords(companyKind)
  return useMemo<ColumnDef<CompanyRow>[]>(
    () => [
      {
        id: 'name_kana',
        header: t`Company`,
        cell: ({ row: { original: c } }) => (
          <div className={nameCell}>
            <Link href={pathFor('apps-company-view', { id: c.id })} className={link}>
              {c.name}
            </Link>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{c.name_kana}</span>
          </div>
        ),
      },
      { id: 'industry', header: t`Industry`, cell: ({ row }) => (row.original.industry ? <Badge tone="neutral">{row.original.industry}</Badge> : '—') },
      { id: 'postal_code', header: t`Postal code`, meta: { nowrap: true, hideBelow: 'lg' }, cell: ({ row }) => (row.original.postal_code ? <bdi>〒{row.original.postal_code}</bdi> : '—') },
      { id: 'address', header: t`Address`, cell: ({ row }) => <span className={css({ display: 'block', minW: '14rem' })}><bdi>{row.original.address || '—'}</bdi></span> },
      { id: 'phone_number', header: t`Phone`, meta: { nowrap: true }, cell: ({ row }) => row.original.phone_number || '—' },
      { id: 'employee_count', header: t`Employees`, meta: { align: 'end', nowrap: true, hideBelow: 'lg' }, cell: ({ row }) => (row.original.employee_count === null ? '—' : i18n.number(row.original.employee_count)) },
      { id: 'person_count', header: t`Persons`, meta: { align: 'end' }, cell: ({ row }) => i18n.number(row.original.person_count) },
      actionsColumn((c) => <RecordRowActions name={c.name} viewHref={pathFor('apps-company-view', { id: c.id })} editHref={pathFor('apps-company-edit', { id: c.id })} onDelete={() => remove([c.id], c, onDeleted)} />),
    ],
    [t, i18n, remove, onDeleted],
  )
}

export function useCompanyCsv(): CsvColumn<CompanyRow>[] {
  const { t } = useLingui()
  return useMemo<CsvColumn<CompanyRow>[]>(
    () => [
      { header: 'ID', value: (c) => c.id },
      { header: t`Company`, value: (c) => c.name },
      { header: t`Reading (kana)`, value: (c) => c.name_kana },
      { header: t`Corporate number`, value: (c) => c.corporate_number },
      { header: t`Industry`, value: (c) => c.industry },
      { header: t`Postal code`, value: (c) => c.postal_code },
      { header: t`Address`, value: (c) => c.address },
      { header: t`Phone`, value: (c) => c.phone_number },
      { header: t`Website`, value: (c) => c.website },
      { header: t`Employees`, value: (c) => c.employee_count },
      { header: t`Persons`, value: (c) => c.person_count },
      { header: t`Updated`, value: (c) => c.updated_at },
    ],
    [t],
  )
}

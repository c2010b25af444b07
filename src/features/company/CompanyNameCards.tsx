import { useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useListQuery } from '@/core/list/use-list-query'
import type { CompanyNameCard } from '@/core/api/contract/product/records-api'
import { Badge, Card, type BadgeTone } from '@/ui'
import { DataTable, tablePropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { pathFor } from '@/core/routing/paths'

const TONES: Record<CompanyNameCard['card_status'], BadgeTone> = { uncheck: 'warning', checked_by_office: 'info', checked_by_sales: 'success' }

/** Name cards that mention the company (merged into it, or printed with its name), newest first. */
export function CompanyNameCards({ companyId }: { companyId: number }) {
  const { t, i18n } = useLingui()
  const list = useListQuery<CompanyNameCard>({ url: `companies/${companyId}/namecards`, prefix: 'cards.', defaults: { sortBy: 'created_at', orderBy: 'desc', itemsPerPage: 5 } })
  const status = useMemo(() => ({ uncheck: t`Not checked`, checked_by_office: t`Checked by office`, checked_by_sales: t`Checked by sales` }), [t])
  const columns = useMemo<ColumnDef<CompanyNameCard>[]>(
    () => [
      {
        id: 'full_name',
        header: t`Name on card`,
        cell: ({ row: { original: c } }) => (
          <Link href={pathFor('apps-process-view-detail', { id: c.process_id, namecard: c.id })} className={css({ color: 'primary.text', fontWeight: 'medium', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
            {c.full_name || c.file_name}
          </Link>
        ),
      },
      { id: 'file_name', header: t`File`, cell: ({ row }) => <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{row.original.file_name}</span> },
      { id: 'card_status', header: t`Status`, cell: ({ row }) => <Badge tone={TONES[row.original.card_status]}>{status[row.original.card_status]}</Badge> },
      { id: 'created_at', header: t`Scanned`, meta: { nowrap: true }, cell: ({ row }) => i18n.date(row.original.created_at, { dateStyle: 'medium' }) },
    ],
    [t, i18n, status],
  )
  return (
    <Card padding="none" title={t`Name cards`} subtitle={t`Cards that mention this company`}>
      <DataTable {...tablePropsFromList(list)} label={t`Name cards of this company`} columns={columns} getRowId={(c) => String(c.id)} empty={<EmptyState compact title={t`No name cards mention this company yet`} />} />
    </Card>
  )
}

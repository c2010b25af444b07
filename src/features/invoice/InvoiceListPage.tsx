import { useCallback, useMemo, useState } from 'react'
import type { ColumnDef } from '@tanstack/react-table'
import { IconPlus } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'wouter'
import { pathFor } from '@/core/routing/paths'
import { css } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import { useListQuery, type ListFetcher } from '@/core/list/use-list-query'
import { INVOICE_STATUSES, type Invoice, type InvoiceList } from '@/core/api/contract/demo/invoice'
import { Avatar, Badge, Button, ButtonLink, Card, Input, Select } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordRowActions, actionsColumn } from '@/ui/record'
import { confirmDelete } from '@/ui/record/confirm-delete'
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from './labels'
import { InvoiceStats } from './InvoiceStats'

const FILTERS = ['status', 'from', 'to'] as const
const dateRange = css({ display: 'flex', alignItems: 'center', gap: '2', '& input': { w: { base: '0', md: '10rem' }, flex: '1 1 8.5rem', minW: 0 } })
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const day = (iso: string, i18n: { date: (d: Date, o: Intl.DateTimeFormatOptions) => string }) => {
  const [y, m, d] = iso.split('-').map(Number)
  return i18n.date(new Date(y, m - 1, d), { dateStyle: 'medium' })
}

function useInvoiceColumns(onDelete: (i: Invoice) => void): ColumnDef<Invoice>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<Invoice>[]>(() => {
    const usd = (n: number) => i18n.number(n, { style: 'currency', currency: 'USD' })
    return [
      { id: 'id', header: t`Invoice`, meta: { nowrap: true }, cell: ({ row }) => <Link href={pathFor('apps-invoice-preview-id', { id: row.original.id })} className={css({ fontWeight: 'medium', color: 'primary.text', _hover: { textDecoration: 'underline' } })}><bdi>#{row.original.id}</bdi></Link> },
      {
        id: 'client',
        header: t`Client`,
        cell: ({ row: { original: i } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '14rem' })}>
            <Avatar name={i.client.name} src={i.avatar || null} size="sm" decorative />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
              <span className={css({ fontWeight: 'medium' })}>{i.client.name}</span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{i.client.companyEmail}</span>
            </div>
          </div>
        ),
      },
      { id: 'total', header: t`Total`, meta: { align: 'end', nowrap: true }, cell: ({ row }) => usd(row.original.total) },
      { id: 'date', header: t`Issued`, meta: { nowrap: true }, cell: ({ row }) => day(row.original.issuedDate, i18n) },
      {
        id: 'balance',
        header: t`Balance`,
        meta: { align: 'end', nowrap: true },
        cell: ({ row: { original: i } }) =>
          i.balance === 0 ? <Badge tone="success">{t`Paid`}</Badge> : <span className={css({ color: i.balance < 0 ? 'danger.text' : 'fg', fontVariantNumeric: 'tabular-nums' })}>{usd(i.balance)}</span>,
      },
      { id: 'status', header: t`Status`, enableSorting: false, cell: ({ row }) => <Badge tone={INVOICE_STATUS_TONES[row.original.invoiceStatus]}>{i18n._(INVOICE_STATUS_LABELS[row.original.invoiceStatus])}</Badge> },
      actionsColumn((i) => <RecordRowActions name={`#${i.id}`} onDelete={() => onDelete(i)} />),
    ]
  }, [t, i18n, onDelete])
}

/** Route `apps-invoice-list`: statistics, search (client, e-mail, id), status and issued-date range, sort, newest first, delete. */
export default function InvoiceListPage() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  // The issued-date range lives in the URL as from/to and goes to the server as selectedDateRange (spec §7).
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const range = JSON.stringify({ start: ISO_DAY.test(from) ? from : '', end: ISO_DAY.test(to) ? to : '' })
  const list = useListQuery<Invoice>({
    url: 'apps/invoice',
    fetcher: demoApi as unknown as ListFetcher,
    filters: FILTERS,
    query: { selectedDateRange: range },
    select: (r: InvoiceList) => ({ items: r.invoices, total: r.totalInvoices }),
  })
  const [version, setVersion] = useState(0)
  const refetch = list.refetch
  const onDelete = useCallback(
    (i: Invoice) =>
      void confirmDelete({
        title: t`Delete invoice #${i.id}?`,
        message: t`The invoice to ${i.client.name} will be deleted. This cannot be undone.`,
        confirmLabel: t`Delete`,
        remove: () => demoApi(`apps/invoice/${i.id}`, { method: 'DELETE' }),
        onDone: () => { refetch(); setVersion((v) => v + 1) },
        messages: { deleted: t`Invoice deleted`, failed: t`Could not delete` },
      }),
    [t, refetch],
  )
  const columns = useInvoiceColumns(onDelete)
  const f = list.state.filters
  const rangeWrong = Boolean(f.from && f.to && f.from > f.to)
  return (
    <>
      <PageHeader
        title={<Trans>Invoices</Trans>}
        subtitle={<Trans>What was billed to whom, and what is still owed.</Trans>}
        breadcrumbs={[{ label: <Trans>Invoice</Trans> }, { label: <Trans>List</Trans> }]}
        actions={
          <ButtonLink href={pathFor('apps-invoice-add')} startIcon={<IconPlus />}>
            <Trans>Add invoice</Trans>
          </ButtonLink>
        }
      />
      <InvoiceStats version={version} />
      <Card padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search client, e-mail or invoice number…`}
          filters={
            <>
              <Select
                aria-label={t`Status`}
                placeholder={t`All statuses`}
                value={f.status ?? ''}
                onChange={(e) => list.setFilter('status', e.currentTarget.value || undefined)}
                options={INVOICE_STATUSES.map((s) => ({ value: s, label: i18n._(INVOICE_STATUS_LABELS[s]) }))}
              />
              {/* One compact "from – until" group: two full-width date inputs would each take a toolbar row. */}
              <div role="group" aria-label={t`Issued`} className={dateRange}>
                <Input type="date" aria-label={t`Issued from`} title={t`Issued from`} value={f.from ?? ''} max={f.to} onChange={(e) => list.setFilter('from', e.currentTarget.value || undefined)} />
                <span aria-hidden="true">–</span>
                <Input type="date" aria-label={t`Issued until`} title={t`Issued until`} value={f.to ?? ''} min={f.from} invalid={rangeWrong} onChange={(e) => list.setFilter('to', e.currentTarget.value || undefined)} />
              </div>
            </>
          }
        />
        {rangeWrong && <p role="alert" className={css({ px: '4', pb: '3', color: 'danger.text', fontSize: 'sm' })}>{t`The end of the date range is before its start.`}</p>}
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Invoices`}
          columns={columns}
          getRowId={(i) => String(i.id)}
          empty={
            list.state.q || f.status || f.from || f.to ? (
              <EmptyState compact title={t`No invoices match`} description={t`Try another search, status or dates.`} action={<Button variant="outline" onClick={() => list.setState({ q: '', filters: { status: undefined, from: undefined, to: undefined } })}><Trans>Clear filters</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No invoices yet`} description={t`Invoices you send appear here.`} />
            )
          }
        />
      </Card>
    </>
  )
}

import { useMemo, useState } from 'react'
import { IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, Card, ColumnsMenu, DataTable, DataTableToolbar, DetailList, Select, tablePropsFromList, toast, toolbarPropsFromList, useConfirm } from '@/ui'
import { demoApi } from '@/core/api/client'
import { PAYMENT_STATUSES, type SalesRow, type SalesRowsResponse } from '@/core/api/contract/demo/pages'
import { useListQuery, type ListFetcher } from '@/core/list/use-list-query'
import { GalleryPage } from '../parts/GalleryPage'
import { money, receivedLabel, salesColumns, statusLabel } from './sales-columns'
import { VirtualSalesTable } from './VirtualSalesTable'

const COLUMN_IDS = ['product', 'date', 'buyer', 'total', 'status']

export default function DataTablePage() {
  const { t, i18n } = useLingui()
  const confirm = useConfirm()
  const list = useListQuery<SalesRow>({
    url: 'pages/datatable',
    fetcher: demoApi as unknown as ListFetcher,
    filters: ['status'],
    defaults: { sortBy: 'date', orderBy: 'desc' },
    select: (raw: SalesRowsResponse) => ({ items: raw.salesRows, total: raw.total }),
  })
  const columns = useMemo(() => salesColumns(i18n), [i18n])
  const [visibility, setVisibility] = useState<Record<string, boolean>>({})
  const [order, setOrder] = useState<string[]>(COLUMN_IDS)
  // The demo endpoint has no delete: the gallery hides removed rows for this visit, with Undo.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const rows = list.data.filter((r) => !removed.has(String(r.id)))
  const remove = async (ids: string[], clear: () => void) => {
    if (!(await confirm({ title: t`Remove ${ids.length} sales from the view?`, confirmLabel: t`Remove`, danger: true }))) return
    setRemoved((all) => new Set([...all, ...ids]))
    clear()
    toast.info(t`${ids.length} sales removed from the view`, { action: { label: t`Undo`, onClick: () => setRemoved((all) => new Set([...all].filter((id) => !ids.includes(id)))) } })
  }
  const columnChoices = [
    { id: 'product', label: t`Product`, required: true },
    { id: 'date', label: t`Date` },
    { id: 'buyer', label: t`Buyer` },
    { id: 'total', label: t`Total` },
    { id: 'status', label: t`Status` },
  ]
  return (
    <GalleryPage section="tables" title={t`Data table`} intro={t`The one DataTable every list uses: search, sort, filters, columns, selection with bulk actions, expandable rows, CSV and pages, with its state in the address.`} wide>
      <Card title={t`Sales`} padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search product, brand or buyer`}
          filters={
            <Select
              aria-label={t`Payment status`}
              placeholder={t`All payment statuses`}
              value={list.state.filters.status ?? ''}
              onChange={(e) => list.setFilter('status', e.target.value || undefined)}
              options={PAYMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(i18n, s) }))}
            />
          }
          actions={<ColumnsMenu columns={columnChoices} visibility={visibility} order={order} onVisibilityChange={setVisibility} onOrderChange={setOrder} />}
          csv={{
            fileName: 'sales',
            rows: list.fetchAll,
            columns: [
              { header: t`Product`, value: (r: SalesRow) => r.product.name },
              { header: t`Brand`, value: (r: SalesRow) => r.product.brand },
              { header: t`Date`, value: (r: SalesRow) => r.date },
              { header: t`Buyer`, value: (r: SalesRow) => r.buyer.name },
              { header: t`Total`, value: (r: SalesRow) => r.payment.total },
              { header: t`Status`, value: (r: SalesRow) => r.payment.status },
            ],
          }}
        />
        <DataTable
          {...tablePropsFromList(list)}
          data={rows}
          label={t`Sales`}
          columns={columns}
          getRowId={(r) => String(r.id)}
          columnVisibility={visibility}
          columnOrder={order}
          bulkActions={(ids, clear) => (
            <Button size="sm" variant="danger" startIcon={<IconTrash size={16} />} onClick={() => remove(ids, clear)}>
              {t`Remove from view`}
            </Button>
          )}
          renderExpanded={(r) => (
            <DetailList
              items={[
                { label: t`Category`, value: r.product.category },
                { label: t`Price`, value: money(i18n, r.product.price) },
                { label: t`Paid`, value: `${money(i18n, r.payment.paidAmount)} (${receivedLabel(i18n, r.payment.receivedPaymentStatus)})` },
                { label: t`Free shipping`, value: r.product.hasFreeShipping ? t`Yes` : t`No` },
                { label: t`Description`, value: r.product.description },
              ]}
            />
          )}
        />
      </Card>
      <div className={css({ mt: '6' })}>
        <VirtualSalesTable />
      </div>
    </GalleryPage>
  )
}

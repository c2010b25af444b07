import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Card, DataTable } from '@/ui'
import type { SalesRow } from '@/core/api/contract/demo/pages'
import { salesColumns } from './sales-columns'

const BRANDS = ['Aoba', 'Hoshino', 'Sakura', 'Maruyama', 'Toyo']
const PRODUCTS = ['名刺スキャナー', 'Card holder', 'Desk lamp', 'ノート', 'Pen set', 'Tablet stand']
const STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const
const RECEIVED = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const

/** 10,000 rows made on the spot (deterministic), to show that a long list stays fast. */
export function generateSales(count: number): SalesRow[] {
  return Array.from({ length: count }, (_v, i) => {
    const total = 20 + ((i * 7919) % 980)
    return {
      id: 100_000 + i,
      product: { id: i, name: `${PRODUCTS[i % PRODUCTS.length]} ${i + 1}`, slug: `p-${i}`, brand: BRANDS[i % BRANDS.length], category: 'Office', price: total, image: '', hasFreeShipping: i % 3 === 0, rating: (i % 5) + 1, description: '' },
      date: new Date(Date.UTC(2026, 0, 1) + (i % 320) * 86_400_000).toISOString(),
      buyer: { name: `Buyer ${(i % 97) + 1}`, avatar: '' },
      payment: { total, receivedPaymentStatus: RECEIVED[i % 3], paidAmount: total, status: STATUSES[i % 3] },
    }
  })
}

export function VirtualSalesTable() {
  const { t, i18n } = useLingui()
  const rows = useMemo(() => generateSales(10_000), [])
  const columns = useMemo(() => salesColumns(i18n), [i18n])
  return (
    <Card title={t`10,000 rows, scrolled virtually`} subtitle={t`Only the rows in view are in the page; scrolling stays smooth on a tablet.`} padding="none">
      <DataTable data={rows} total={rows.length} columns={columns} getRowId={(r) => String(r.id)} label={t`Generated sales`} virtual={{ rowHeight: 57 }} maxHeight="28rem" />
    </Card>
  )
}

import type { ColumnDef } from '@tanstack/react-table'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { css } from 'styled-system/css'
import { Avatar, Badge, type BadgeTone } from '@/ui'
import type { SalesRow } from '@/core/api/contract/demo/pages'

const STATUS_TONE: Record<SalesRow['payment']['status'], BadgeTone> = { Completed: 'success', Confirmed: 'info', Cancelled: 'danger' }
const STATUS_LABEL = { Completed: msg`Completed`, Confirmed: msg`Confirmed`, Cancelled: msg`Cancelled` }
const RECEIVED_LABEL = { 'Fully Paid': msg`Fully paid`, 'Partially Paid': msg`Partially paid`, Unpaid: msg`Unpaid` }

export const statusLabel = (i18n: I18n, status: SalesRow['payment']['status']) => i18n._(STATUS_LABEL[status])
export const receivedLabel = (i18n: I18n, status: SalesRow['payment']['receivedPaymentStatus']) => i18n._(RECEIVED_LABEL[status])
export const money = (i18n: I18n, n: number) => i18n.number(n, { style: 'currency', currency: 'USD' })

/** The sales rows' columns, shared by the paged and the virtual table of the gallery. */
export function salesColumns(i18n: I18n): ColumnDef<SalesRow>[] {
  return [
    {
      id: 'product',
      header: i18n._(msg`Product`),
      cell: ({ row }) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '12rem' })}>
          <Avatar name={row.original.product.name} src={row.original.product.image} size="sm" shape="rounded" decorative />
          <span className={css({ display: 'flex', flexDirection: 'column' })}>
            <span className={css({ fontWeight: 'medium' })}>{row.original.product.name}</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{row.original.product.brand}</span>
          </span>
        </span>
      ),
    },
    { id: 'date', header: i18n._(msg`Date`), meta: { nowrap: true }, cell: ({ row }) => i18n.date(new Date(row.original.date), { dateStyle: 'medium' }) },
    { id: 'buyer', header: i18n._(msg`Buyer`), cell: ({ row }) => row.original.buyer.name },
    { id: 'total', header: i18n._(msg`Total`), meta: { align: 'end', nowrap: true }, cell: ({ row }) => money(i18n, row.original.payment.total) },
    {
      id: 'status',
      header: i18n._(msg`Status`),
      cell: ({ row }) => <Badge tone={STATUS_TONE[row.original.payment.status]}>{statusLabel(i18n, row.original.payment.status)}</Badge>,
    },
  ]
}

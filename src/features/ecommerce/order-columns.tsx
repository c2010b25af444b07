import { useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import type { Order } from '@/core/api/contract/demo/ecommerce'
import { Avatar, Badge } from '@/ui'
import { RecordRowActions, actionsColumn } from '@/ui/record'
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, PAYMENT_LABELS, PAYMENT_TONES } from './labels'
import { isoDate, money } from '@/core/i18n/demo-format'
import { PaymentMethod } from './PaymentMethod'

const link = css({ color: 'primary.text', fontWeight: 'medium', textDecoration: 'none', _hover: { textDecoration: 'underline' } })
const person = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '13rem' })

/** Order table columns; sortable column ids are the server's sortBy names (spec §7). */
export function useOrderColumns(onDelete: (o: Order) => void): ColumnDef<Order>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<Order>[]>(
    () => [
      {
        id: 'order',
        header: t`Order`,
        meta: { nowrap: true },
        cell: ({ row: { original: o } }) => (
          <Link className={link} href={pathFor('apps-ecommerce-order-details-id', { id: String(o.order) })}>
            #{o.order}
          </Link>
        ),
      },
      {
        id: 'date',
        header: t`Date`,
        meta: { nowrap: true },
        cell: ({ row: { original: o } }) => `${isoDate(i18n, o.date)} ${o.time}`,
      },
      {
        id: 'customers',
        header: t`Customer`,
        cell: ({ row: { original: o } }) => (
          <div className={person}>
            <Avatar name={o.customer} src={o.avatar || null} size="sm" decorative />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
              <span className={css({ fontWeight: 'medium' })}>{o.customer}</span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{o.email}</span>
            </div>
          </div>
        ),
      },
      { id: 'spent', header: t`Total`, meta: { align: 'end', nowrap: true }, cell: ({ row }) => money(i18n, row.original.spent) },
      {
        id: 'payment',
        header: t`Payment`,
        enableSorting: false,
        cell: ({ row }) => <Badge dot tone={PAYMENT_TONES[row.original.payment]}>{i18n._(PAYMENT_LABELS[row.original.payment])}</Badge>,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row }) => <Badge tone={ORDER_STATUS_TONES[row.original.status]}>{i18n._(ORDER_STATUS_LABELS[row.original.status])}</Badge>,
      },
      {
        id: 'method',
        header: t`Method`,
        enableSorting: false,
        meta: { nowrap: true, hideBelow: 'lg' },
        cell: ({ row }) => <PaymentMethod method={row.original.method} last4={row.original.methodNumber} />,
      },
      actionsColumn((o) => (
        <RecordRowActions name={`#${o.order}`} viewHref={pathFor('apps-ecommerce-order-details-id', { id: String(o.order) })} onDelete={() => onDelete(o)} />
      )),
    ],
    [t, i18n, onDelete],
  )
}

import { useMemo } from 'react'
import { Link } from 'wouter'
import type { ColumnDef } from '@tanstack/react-table'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { useListQuery } from '@/core/list/use-list-query'
import type { Customer, CustomerList } from '@/core/api/contract/demo/ecommerce'
import { Avatar, Button, Card } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { demoFetcher, shopApi } from './api'
import { money } from '@/core/i18n/demo-format'

const link = css({ color: 'fg', fontWeight: 'medium', textDecoration: 'none', _hover: { color: 'primary.text', textDecoration: 'underline' } })
const flag = css({ w: '5', h: '3.5', borderRadius: 'xs', objectFit: 'cover', flexShrink: 0, boxShadow: '0 0 0 1px token(colors.border)' })

export const customerHref = (c: Pick<Customer, 'customerId'>, tab?: string) =>
  pathFor('apps-ecommerce-customer-details-id', tab ? { id: String(c.customerId), tab } : { id: String(c.customerId) })

function useCustomerColumns(): ColumnDef<Customer>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<Customer>[]>(
    () => [
      {
        id: 'customer',
        header: t`Customer`,
        cell: ({ row: { original: c } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '14rem' })}>
            <Avatar name={c.customer} src={c.avatar || null} size="sm" decorative />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
              <Link className={link} href={customerHref(c)}>{c.customer}</Link>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{c.email}</span>
            </div>
          </div>
        ),
      },
      { id: 'customerId', header: t`Customer ID`, meta: { nowrap: true }, cell: ({ row }) => <bdi>#{row.original.customerId}</bdi> },
      {
        id: 'country',
        header: t`Country`,
        cell: ({ row: { original: c } }) => (
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
            <img className={flag} src={c.countryFlag} alt="" loading="lazy" />
            {c.country}
          </span>
        ),
      },
      { id: 'orders', header: t`Orders`, meta: { align: 'end' }, cell: ({ row }) => i18n.number(row.original.order) },
      { id: 'totalSpent', header: t`Total spent`, meta: { align: 'end', nowrap: true }, cell: ({ row }) => money(i18n, row.original.totalSpent) },
    ],
    [t, i18n],
  )
}

/** Route `apps-ecommerce-customer-list`: search name, country or e-mail; sort on every column; CSV. */
export default function CustomerListPage() {
  const { t } = useLingui()
  const list = useListQuery<Customer>({
    url: shopApi.customers,
    fetcher: demoFetcher,
    defaults: { sortBy: 'customer', orderBy: 'asc' },
    select: (r: CustomerList) => ({ items: r.customers, total: r.total }),
  })
  const columns = useCustomerColumns()
  return (
    <>
      <PageHeader
        title={<Trans>Customers</Trans>}
        subtitle={<Trans>Who buys from the shop, where they live and what they spent.</Trans>}
        breadcrumbs={[{ label: <Trans>eCommerce</Trans> }, { label: <Trans>Customers</Trans> }]}
      />
      <Card padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search name, country or e-mail…`}
          csv={{
            fileName: 'customers',
            rows: list.fetchAll,
            columns: [
              { header: t`Customer`, value: (c) => c.customer },
              { header: t`Customer ID`, value: (c) => c.customerId },
              { header: t`E-mail`, value: (c) => c.email },
              { header: t`Country`, value: (c) => c.country },
              { header: t`Orders`, value: (c) => c.order },
              { header: t`Total spent`, value: (c) => c.totalSpent },
            ],
          }}
        />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Customers`}
          columns={columns}
          getRowId={(c) => String(c.id)}
          empty={
            list.state.q ? (
              <EmptyState compact title={t`No customers match`} description={t`Try another name, country or e-mail.`} action={<Button variant="outline" onClick={() => list.setState({ q: '' })}><Trans>Clear search</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No customers yet`} description={t`Customers appear here after their first order.`} />
            )
          }
        />
      </Card>
    </>
  )
}

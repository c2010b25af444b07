import { useCallback } from 'react'
import { IconPlus } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { pathFor } from '@/core/routing/paths'
import { useListQuery } from '@/core/list/use-list-query'
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, type Product, type ProductList } from '@/core/api/contract/demo/ecommerce'
import { Button, ButtonLink, Card, Select } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { confirmDelete } from '@/ui/record/confirm-delete'
import { deleteShopRecord, demoFetcher, shopApi } from './api'
import { CATEGORY_LABELS, PRODUCT_STATUS_LABELS } from './labels'
import { useProductColumns } from './product-columns'
import { useProductCsv } from './product-csv'

const FILTERS = ['stock', 'category', 'status'] as const

/** Route `apps-ecommerce-product-list`: search name or brand, stock/category/status filters, sort, page sizes, delete one or many. */
export default function ProductListPage() {
  const { t, i18n } = useLingui()
  const list = useListQuery<Product>({
    url: shopApi.products,
    fetcher: demoFetcher,
    filters: FILTERS,
    select: (r: ProductList) => ({ items: r.products, total: r.total }),
  })
  const refetch = list.refetch

  const remove = useCallback(
    (products: Product[], onDone: () => void) =>
      confirmDelete({
        title: products.length === 1 ? t`Delete this product?` : t`Delete ${products.length} products?`,
        message: products.length === 1 ? t`${products[0].productName} will be removed from the shop. This cannot be undone.` : t`The selected products will be removed from the shop. This cannot be undone.`,
        confirmLabel: t`Delete`,
        remove: () => Promise.all(products.map((p) => deleteShopRecord('products', p.id))),
        onDone,
        messages: { deleted: products.length === 1 ? t`Product deleted` : t`${products.length} products deleted`, failed: t`Could not delete` },
      }),
    [t],
  )
  const columns = useProductColumns(useCallback((p: Product) => void remove([p], refetch), [remove, refetch]))
  const csv = useProductCsv()
  const { filters } = list.state
  const filtered = Boolean(list.state.q || filters.stock || filters.category || filters.status)
  const addHref = pathFor('apps-ecommerce-product-add')

  return (
    <>
      <PageHeader
        title={<Trans>Products</Trans>}
        subtitle={<Trans>Everything the shop sells, with its stock and price.</Trans>}
        breadcrumbs={[{ label: <Trans>eCommerce</Trans> }, { label: <Trans>Products</Trans> }]}
        actions={
          <ButtonLink href={addHref} startIcon={<IconPlus />}>
            <Trans>Add product</Trans>
          </ButtonLink>
        }
      />
      <Card padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search product or brand…`}
          filters={
            <>
              <Select
                aria-label={t`Stock`}
                placeholder={t`All stock`}
                value={filters.stock ?? ''}
                onChange={(e) => list.setFilter('stock', e.currentTarget.value || undefined)}
                options={[
                  { value: 'true', label: t`In stock` },
                  { value: 'false', label: t`Out of stock` },
                ]}
              />
              <Select
                aria-label={t`Category`}
                placeholder={t`All categories`}
                value={filters.category ?? ''}
                onChange={(e) => list.setFilter('category', e.currentTarget.value || undefined)}
                options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: i18n._(CATEGORY_LABELS[c]) }))}
              />
              <Select
                aria-label={t`Status`}
                placeholder={t`All statuses`}
                value={filters.status ?? ''}
                onChange={(e) => list.setFilter('status', e.currentTarget.value || undefined)}
                options={PRODUCT_STATUSES.map((s) => ({ value: s, label: i18n._(PRODUCT_STATUS_LABELS[s]) }))}
              />
            </>
          }
          csv={{ fileName: 'products', columns: csv, rows: list.fetchAll }}
        />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Products`}
          columns={columns}
          getRowId={(p) => String(p.id)}
          bulkActions={(ids, clear) => (
            <Button
              size="sm"
              variant="danger"
              onClick={() => void remove(list.data.filter((p) => ids.includes(String(p.id))), () => { clear(); refetch() })}
            >
              <Trans>Delete selected</Trans>
            </Button>
          )}
          empty={
            filtered ? (
              <EmptyState compact title={t`No products match`} description={t`Try another search or clear the filters.`} action={<Button variant="outline" onClick={() => list.setState({ q: '', filters: { stock: undefined, category: undefined, status: undefined } })}><Trans>Clear filters</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No products yet`} description={t`Add the first product to start selling.`} action={<ButtonLink href={addHref}><Trans>Add product</Trans></ButtonLink>} />
            )
          }
        />
      </Card>
    </>
  )
}

import { Suspense, lazy, useCallback, useMemo, useState } from 'react'
import { IconPlus } from '@tabler/icons-react'
import type { ColumnDef } from '@tanstack/react-table'
import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useListQuery } from '@/core/list/use-list-query'
import { useResource } from '@/core/list/use-resource'
import type { CategoryList, CategoryRow } from '@/core/api/contract/demo/categories'
import { demoApi } from '@/core/api/client'
import { Badge, Button, Card } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordRowActions, actionsColumn } from '@/ui/record'
import { confirmDeleteLazy } from '@/ui/record/confirm-delete-lazy'
import { demoFetcher, shopApi } from './api'
import { CATEGORY_LABELS, CATEGORY_STATUS_LABELS, CATEGORY_STATUS_TONES } from './labels'
import { CategoryThumb } from './CategoryThumb'

// The drawer (form, validation, Ark dialog) loads when first opened.
const CategoryDrawer = lazy(() => import('./CategoryDrawer').then((m) => ({ default: m.CategoryDrawer })))

/** The shop's own categories read in the user's language; names someone typed stay as typed. */
const categoryName = (i18n: I18n, name: string) => (name in CATEGORY_LABELS ? i18n._(CATEGORY_LABELS[name as keyof typeof CATEGORY_LABELS]) : name)

function useCategoryColumns(onEdit: (c: CategoryRow) => void, onDelete: (c: CategoryRow) => void): ColumnDef<CategoryRow>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<CategoryRow>[]>(
    () => [
      {
        id: 'name',
        header: t`Category`,
        cell: ({ row: { original: c } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '16rem', maxW: '32rem' })}>
            <CategoryThumb name={c.name} />
            <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
              <span className={css({ fontWeight: 'medium', wordBreak: 'keep-all' })}>{categoryName(i18n, c.name)}</span>
              <span dir="auto" className={css({ fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })} title={c.description}>
                {c.description}
              </span>
            </div>
          </div>
        ),
      },
      { id: 'parent', header: t`Parent`, enableSorting: false, cell: ({ row }) => (row.original.parentName ? categoryName(i18n, row.original.parentName) : '—') },
      { id: 'products', header: t`Products`, meta: { align: 'end' }, cell: ({ row }) => i18n.number(row.original.products) },
      { id: 'status', header: t`Status`, cell: ({ row }) => <Badge tone={CATEGORY_STATUS_TONES[row.original.status]}>{i18n._(CATEGORY_STATUS_LABELS[row.original.status])}</Badge> },
      actionsColumn((c) => <RecordRowActions name={categoryName(i18n, c.name)} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />),
    ],
    [t, i18n, onEdit, onDelete],
  )
}

/** `apps-ecommerce-product-category-list`: categories with search and pages in the URL; add and edit in a drawer; delete after confirming. */
export default function CategoryListPage() {
  const { t, i18n } = useLingui()
  const list = useListQuery<CategoryRow>({
    url: shopApi.categories,
    fetcher: demoFetcher,
    defaults: { sortBy: 'name', orderBy: 'asc' },
    select: (r: CategoryList) => ({ items: r.categories, total: r.total }),
  })
  // Every category, for the drawer's parent picker.
  const all = useResource<CategoryRow[]>(`${shopApi.categories}?itemsPerPage=-1&sortBy=name`, { fetcher: demoFetcher, select: (r: CategoryList) => r.categories })
  const [open, setOpen] = useState<CategoryRow | 'new' | null>(null)
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const show = useCallback((c: CategoryRow | 'new') => {
    setDrawerLoaded(true)
    setOpen(c)
  }, [])
  const refetch = list.refetch
  const reloadParents = all.reload
  const reloadAll = useCallback(() => {
    refetch()
    void reloadParents()
  }, [refetch, reloadParents])
  const onDelete = useCallback(
    (c: CategoryRow) => {
      const name = categoryName(i18n, c.name)
      void confirmDeleteLazy({
        title: t`Delete the category ${name}?`,
        message: t`Its sub-categories move to the top level. Products keep their category name. This cannot be undone.`,
        confirmLabel: t`Delete`,
        remove: () => demoApi(`${shopApi.categories}/${c.id}`, { method: 'DELETE' }),
        onDone: reloadAll,
        messages: { deleted: t`Category deleted`, failed: t`Could not delete the category` },
      })
    },
    [t, i18n, reloadAll],
  )
  const columns = useCategoryColumns(show, onDelete)
  return (
    <>
      <PageHeader
        title={<Trans>Categories</Trans>}
        subtitle={<Trans>How the shop's products are grouped.</Trans>}
        breadcrumbs={[{ label: <Trans>eCommerce</Trans> }, { label: <Trans>Categories</Trans> }]}
        actions={
          <Button startIcon={<IconPlus />} onClick={() => show('new')}>
            <Trans>Add category</Trans>
          </Button>
        }
      />
      <Card padding="none">
        <DataTableToolbar {...toolbarPropsFromList(list)} searchPlaceholder={t`Search categories…`} />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Categories`}
          columns={columns}
          getRowId={(c) => String(c.id)}
          empty={
            list.state.q ? (
              <EmptyState compact title={t`No categories match`} description={t`Try another name or word from the description.`} action={<Button variant="outline" onClick={() => list.setState({ q: '' })}><Trans>Clear search</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No categories yet`} description={t`Add a category to group the products.`} action={<Button onClick={() => show('new')}><Trans>Add category</Trans></Button>} />
            )
          }
        />
      </Card>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <CategoryDrawer category={open} all={all.data ?? []} onClose={() => setOpen(null)} onSaved={reloadAll} />
        </Suspense>
      )}
    </>
  )
}

import { useCallback, useMemo } from 'react'
import type { ColumnDef } from '@tanstack/react-table'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useListQuery } from '@/core/list/use-list-query'
import { REVIEW_STATUSES, type Review, type ReviewList } from '@/core/api/contract/demo/ecommerce'
import { Avatar, Badge, Button, Card, Select } from '@/ui'
import { DataTable, DataTableToolbar, tablePropsFromList, toolbarPropsFromList } from '@/ui/data-table'
import { EmptyState } from '@/ui/states/EmptyState'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { RecordRowActions, actionsColumn } from '@/ui/record'
import { confirmDelete } from '@/ui/record/confirm-delete'
import { RatingStars } from '@/ui/RatingStars'
import { deleteShopRecord, demoFetcher, shopApi } from './api'
import { REVIEW_STATUS_LABELS, REVIEW_STATUS_TONES } from './labels'
import { isoDate } from '@/core/i18n/demo-format'

const stack = css({ display: 'flex', flexDirection: 'column', minW: 0 })
const muted = css({ fontSize: 'xs', color: 'fg.muted' })

function useReviewColumns(onDelete: (r: Review) => void): ColumnDef<Review>[] {
  const { t, i18n } = useLingui()
  return useMemo<ColumnDef<Review>[]>(
    () => [
      {
        id: 'product',
        header: t`Product`,
        cell: ({ row: { original: r } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '12rem' })}>
            <img src={r.productImage} alt="" loading="lazy" className={css({ w: '9', h: '9', borderRadius: 'md', bg: 'bg.muted', p: '1', flexShrink: 0 })} />
            <div className={stack}>
              <span className={css({ fontWeight: 'medium' })}>{r.product}</span>
              <span className={muted}>{r.companyName}</span>
            </div>
          </div>
        ),
      },
      {
        id: 'reviewer',
        header: t`Reviewer`,
        cell: ({ row: { original: r } }) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '12rem' })}>
            <Avatar name={r.reviewer} src={r.avatar || null} size="sm" decorative />
            <div className={stack}>
              <span>{r.reviewer}</span>
              <span className={muted}>{r.email}</span>
            </div>
          </div>
        ),
      },
      {
        id: 'review',
        header: t`Review`,
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '16rem', maxW: '28rem' })}>
            <RatingStars value={r.review} label={t`${r.review} out of 5 stars`} />
            <span className={css({ fontWeight: 'medium' })}>{r.head}</span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{r.para}</span>
          </div>
        ),
      },
      { id: 'date', header: t`Date`, meta: { nowrap: true }, cell: ({ row }) => isoDate(i18n, row.original.date) },
      { id: 'status', header: t`Status`, cell: ({ row }) => <Badge tone={REVIEW_STATUS_TONES[row.original.status]}>{i18n._(REVIEW_STATUS_LABELS[row.original.status])}</Badge> },
      actionsColumn((r) => <RecordRowActions name={t`Review by ${r.reviewer}`} onDelete={() => onDelete(r)} />),
    ],
    [t, i18n, onDelete],
  )
}

/** Route `apps-ecommerce-manage-review`: reviews with stars, search, status filter (all, published, pending), sort, delete. */
export default function ReviewListPage() {
  const { t, i18n } = useLingui()
  const list = useListQuery<Review>({
    url: shopApi.reviews,
    fetcher: demoFetcher,
    filters: ['status'],
    defaults: { sortBy: 'date', orderBy: 'desc' },
    select: (r: ReviewList) => ({ items: r.reviews, total: r.total }),
  })
  const refetch = list.refetch
  const onDelete = useCallback(
    (r: Review) =>
      void confirmDelete({
        title: t`Delete this review?`,
        message: t`The review by ${r.reviewer} of ${r.product} will be removed from the shop. This cannot be undone.`,
        confirmLabel: t`Delete`,
        remove: () => deleteShopRecord('reviews', r.id),
        onDone: refetch,
        messages: { deleted: t`Review deleted`, failed: t`Could not delete` },
      }),
    [t, refetch],
  )
  const columns = useReviewColumns(onDelete)
  const status = list.state.filters.status
  return (
    <>
      <PageHeader
        title={<Trans>Manage reviews</Trans>}
        subtitle={<Trans>What customers say about the products; publish or remove their reviews.</Trans>}
        breadcrumbs={[{ label: <Trans>eCommerce</Trans> }, { label: <Trans>Reviews</Trans> }]}
      />
      <Card padding="none">
        <DataTableToolbar
          {...toolbarPropsFromList(list)}
          searchPlaceholder={t`Search product, reviewer or text…`}
          filters={
            <Select
              aria-label={t`Status`}
              value={status ?? 'All'}
              onChange={(e) => list.setFilter('status', e.currentTarget.value === 'All' ? undefined : e.currentTarget.value)}
              options={[{ value: 'All', label: t`All` }, ...REVIEW_STATUSES.map((s) => ({ value: s, label: i18n._(REVIEW_STATUS_LABELS[s]) }))]}
            />
          }
        />
        <DataTable
          {...tablePropsFromList(list)}
          label={t`Reviews`}
          columns={columns}
          getRowId={(r) => String(r.id)}
          empty={
            list.state.q || status ? (
              <EmptyState compact title={t`No reviews match`} description={t`Try another search or show all statuses.`} action={<Button variant="outline" onClick={() => list.setState({ q: '', filters: { status: undefined } })}><Trans>Clear filters</Trans></Button>} />
            ) : (
              <EmptyState compact title={t`No reviews yet`} description={t`Reviews appear here when customers rate a product.`} />
            )
          }
        />
      </Card>
    </>
  )
}

import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { PAGE_SIZES } from '@/core/api/contract/common'
import { IconButton } from '../IconButton'

export type PaginationProps = {
  page: number
  itemsPerPage: number
  total: number
  onPageChange: (page: number) => void
  onItemsPerPageChange: (size: number) => void
  pageSizes?: readonly number[]
}

/** Page numbers to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  if (page <= 3) [2, 3, 4].forEach((p) => p <= pageCount && pages.add(p))
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((p) => p >= 1 && pages.add(p))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null)
    out.push(p)
  })
  return out
}

const pageButton = css({ minW: '8', fontVariantNumeric: 'tabular-nums' })

export function Pagination({ page, itemsPerPage, total, onPageChange, onItemsPerPageChange, pageSizes = PAGE_SIZES }: PaginationProps) {
  const { t, i18n } = useLingui()
  const pageCount = Math.max(1, Math.ceil(total / itemsPerPage))
  const from = total === 0 ? 0 : (page - 1) * itemsPerPage + 1
  const to = Math.min(total, page * itemsPerPage)
  const fmt = (n: number) => i18n.number(n)
  const range = t`${fmt(from)}–${fmt(to)} of ${fmt(total)}`
  return (
    <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3', px: '4', py: '3', borderTopWidth: '1px', borderColor: 'border', fontSize: 'sm', color: 'fg.muted' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
        <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <span>{t`Rows per page`}</span>
          <select
            value={itemsPerPage}
            onChange={(e) => onItemsPerPageChange(Number(e.currentTarget.value))}
            className={css({ h: '8', px: '2', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', bg: 'bg.surface', color: 'fg', fontSize: 'sm', cursor: 'pointer' })}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {fmt(size)}
              </option>
            ))}
          </select>
        </label>
        <span aria-live="polite" data-part="range" className={css({ fontVariantNumeric: 'tabular-nums' })}>
          {range}
        </span>
      </div>
      <nav aria-label={t`Pagination`} className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        <IconButton label={t`Previous page`} size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <IconChevronLeft className="flip-rtl" />
        </IconButton>
        <span aria-hidden="true" className={css({ display: { base: 'inline', sm: 'none' }, px: '2', fontVariantNumeric: 'tabular-nums' })}>
          {fmt(page)} / {fmt(pageCount)}
        </span>
        <span className={css({ display: { base: 'none', sm: 'contents' } })}>
          {pageWindow(page, pageCount).map((p, i) =>
            p === null ? (
              <span key={`gap-${i}`} aria-hidden="true" className={css({ px: '1' })}>
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Page ${fmt(p)}`}
                onClick={() => onPageChange(p)}
                className={cx(button({ size: 'sm', variant: p === page ? 'solid' : 'ghost', tone: p === page ? 'primary' : 'neutral' }), pageButton)}
              >
                {fmt(p)}
              </button>
            ),
          )}
        </span>
        <IconButton label={t`Next page`} size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          <IconChevronRight className="flip-rtl" />
        </IconButton>
      </nav>
    </div>
  )
}

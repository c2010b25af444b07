import { Fragment, useMemo, useRef, useState, type ReactNode } from 'react'
import { flexRender, getCoreRowModel, useReactTable, type CellContext, type ColumnDef, type ColumnDefTemplate, type ColumnMeta, type RowSelectionState } from '@tanstack/react-table'
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronRight } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { ApiFailure } from '@/core/list/api-failure'
import { Checkbox } from '../Checkbox'
import { IconButton } from '../IconButton'
import { Skeleton } from '../Skeleton'
import { EmptyState } from '../states/EmptyState'
import { ErrorState } from '../states/ErrorState'
import { BulkBar } from './BulkBar'
import { Pagination } from './Pagination'
import * as styles from './table-styles'
import { useScrollEdges } from './use-scroll-edges'
import { useRowWindow } from './use-row-window'
import type { SortState } from './types'

// One behaviour everywhere: every data column sorts (the server's list engine sorts by the column id),
// whether it reads its value with an accessor or only renders a cell. Opt out with
// `enableSorting: false`; the row-actions column never sorts.
const isSortable = (id: string, enableSorting: boolean | undefined, subHeaders: number) => enableSorting !== false && id !== 'actions' && subHeaders === 0

const hiddenBelow = (meta: ColumnMeta<unknown, unknown> | undefined) => (meta?.hideBelow ? styles.hideBelow[meta.hideBelow] : undefined)

export type DataTableProps<T> = {
  /** TanStack column definitions; a column's id (or accessorKey) is the `sortBy` sent to the server. */
  columns: ColumnDef<T, never>[] | ColumnDef<T>[]
  data: T[]
  total: number
  getRowId: (row: T) => string
  /** Accessible name of the table (e.g. "Companies"). */
  label: string
  loading?: boolean
  /** True until the first answer: skeleton rows instead of (no) data. */
  initialLoading?: boolean
  error?: ApiFailure | null
  onRetry?: () => void
  sort?: SortState
  onSortChange?: (sortBy: string | undefined, orderBy?: 'asc' | 'desc') => void
  page?: number
  itemsPerPage?: number
  onPageChange?: (page: number) => void
  onItemsPerPageChange?: (size: number) => void
  /** Turns on row checkboxes; the bar shows these actions for the selected ids. */
  bulkActions?: (selectedIds: string[], clearSelection: () => void) => ReactNode
  /** Controlled selection (optional; otherwise the table keeps it, limited to the visible page). */
  selectedIds?: string[]
  onSelectionChange?: (ids: string[]) => void
  /** Shown when there are no rows; defaults to a generic EmptyState. */
  empty?: ReactNode
  onRowClick?: (row: T) => void
  /** Max height of the scroll area (the header sticks inside it). */
  maxHeight?: string
  /** Which columns show (false hides one) and in which order: see ColumnsMenu. */
  columnVisibility?: Record<string, boolean>
  columnOrder?: string[]
  /** Rows open to show more below them (an expander button starts each row). */
  renderExpanded?: (row: T) => ReactNode
  /** Renders only the rows in view, for long client-side lists (thousands of rows, no pages). */
  virtual?: { rowHeight: number }
}

type AnyColumns<T> = ColumnDef<T, unknown>[]


/**
 * A cell drawn through one component of its own: a page that rebuilds its columns on a re-render
 * (a callback they close over changed) would otherwise give each cell a new component type, and
 * React would remount it, closing a row's open menu and losing what was typed in it.
 */
function CellView<T>({ render, context }: { render: ColumnDefTemplate<CellContext<T, unknown>> | undefined; context: CellContext<T, unknown> }) {
  return <>{typeof render === 'function' ? render(context) : render}</>
}
/**
 * The one data table: server-side sorting and pagination driven by useListQuery state, optional
 * row selection with a bulk-action bar, skeleton, empty and error states, sticky header, and
 * on phones (below 600 px) one card per row instead of a table scrolling sideways. Use with `tablePropsFromList(list)`.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, data, total, getRowId, label, loading, initialLoading, error, onRetry, sort, onSortChange, page = 1, itemsPerPage = 10, onPageChange, onItemsPerPageChange, bulkActions, empty, onRowClick, maxHeight = 'min(70vh, 56rem)', columnVisibility, columnOrder, renderExpanded, virtual } = props
  const { t } = useLingui()
  const [scrollerRef, edges] = useScrollEdges<HTMLDivElement>()
  const scrollElement = useRef<HTMLDivElement | null>(null)
  const selectable = Boolean(bulkActions)
  const [ownSelection, setOwnSelection] = useState<string[]>([])
  const visibleIds = useMemo(() => new Set(data.map(getRowId)), [data, getRowId])
  // Uncontrolled selection only covers rows on screen: a new page or a refetch drops the rest.
  const selectedIds = props.selectedIds ?? ownSelection.filter((id) => visibleIds.has(id))
  const setSelected = (ids: string[]) => (props.onSelectionChange ? props.onSelectionChange(ids) : setOwnSelection(ids))
  const rowSelection: RowSelectionState = Object.fromEntries(selectedIds.map((id) => [id, true]))

  const table = useReactTable<T>({
    data,
    columns: columns as AnyColumns<T>,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: selectable,
    state: {
      rowSelection,
      sorting: sort?.sortBy ? [{ id: sort.sortBy, desc: sort.orderBy === 'desc' }] : [],
      ...(columnVisibility && { columnVisibility }),
      ...(columnOrder && { columnOrder }),
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater
      setSelected(Object.keys(next).filter((id) => next[id]))
    },
  })

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const toggleExpanded = (id: string) => setExpanded((open) => (open.has(id) ? new Set([...open].filter((x) => x !== id)) : new Set([...open, id])))
  const expandable = Boolean(renderExpanded)
  const columnCount = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (expandable ? 1 : 0)
  const rows = table.getRowModel().rows
  const windowed = useRowWindow(scrollElement, virtual ? rows.length : 0, virtual?.rowHeight ?? 0)
  const allSelected = data.length > 0 && data.every((row) => rowSelection[getRowId(row)])
  const someSelected = !allSelected && selectedIds.some((id) => visibleIds.has(id))
  const cycleSort = (id: string) => {
    if (!onSortChange) return
    if (sort?.sortBy !== id) onSortChange(id, 'asc')
    else if (sort.orderBy !== 'desc') onSortChange(id, 'desc')
    else onSortChange(undefined)
  }

  const fullRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columnCount} className={css({ p: '0 !important', _hover: { bg: 'transparent' } })}>
        {content}
      </td>
    </tr>
  )

  let body: ReactNode
  if (error && !loading) body = fullRow(<ErrorState error={error} onRetry={onRetry} compact />)
  else if (initialLoading || (initialLoading === undefined && loading && data.length === 0))
    body = Array.from({ length: Math.min(itemsPerPage, 10) }, (_, i) => (
      <tr key={`skeleton-${i}`} data-skeleton="">
        {selectable && (
          <td>
            <Skeleton width="1.125rem" />
          </td>
        )}
        {table.getVisibleLeafColumns().map((column, j) => (
          <td key={column.id} className={hiddenBelow(column.columnDef.meta)}>
            <Skeleton width={`${50 + ((i * 7 + (j + 1) * 13) % 40)}%`} />
          </td>
        ))}
      </tr>
    ))
  else if (data.length === 0) body = fullRow(empty ?? <EmptyState compact title={t`No results`} description={t`Try another search or clear the filters.`} />)
  else {
    const shown = virtual ? rows.slice(windowed.start, windowed.end) : rows
    body = (
      <>
        {virtual && windowed.before > 0 && <tr aria-hidden="true" style={{ height: windowed.before }} />}
        {shown.map((row) => {
          const open = expanded.has(row.id)
          return (
            <Fragment key={row.id}>
              <tr
                data-selected={row.getIsSelected() ? '' : undefined}
                aria-rowindex={virtual ? row.index + 2 : undefined}
                style={virtual ? { height: virtual.rowHeight } : undefined}
                onClick={onRowClick ? (e) => !(e.target as HTMLElement).closest('a,button,input,label,select') && onRowClick(row.original) : undefined}
                className={onRowClick ? css({ cursor: 'pointer' }) : undefined}
              >
                {expandable && (
                  <td className={styles.selectCell}>
                    <IconButton label={open ? t`Hide details` : t`Show details`} size="sm" aria-expanded={open} onClick={() => toggleExpanded(row.id)}>
                      <IconChevronRight size={16} className="flip-rtl" style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 0.15s' }} />
                    </IconButton>
                  </td>
                )}
                {selectable && (
                  <td className={styles.selectCell}>
                    <Checkbox aria-label={t`Select row`} checked={row.getIsSelected()} onCheckedChange={(v) => row.toggleSelected(v)} />
                  </td>
                )}
                {row.getVisibleCells().map((cell, index) => {
                  const meta = cell.column.columnDef.meta
                  const header = cell.column.columnDef.header
                  return (
                    <td
                      key={cell.id}
                      className={hiddenBelow(meta)}
                      // Phone cards: the label before each value, the first column leading the card.
                      data-label={typeof header === 'string' && cell.column.id !== 'actions' ? header : undefined}
                      data-lead={index === 0 ? '' : undefined}
                      data-hide-below={meta?.hideBelow}
                      style={{ textAlign: meta?.align === 'end' ? 'end' : meta?.align, whiteSpace: meta?.nowrap ? 'nowrap' : undefined }}
                    >
                      <CellView render={cell.column.columnDef.cell} context={cell.getContext()} />
                    </td>
                  )
                })}
              </tr>
              {open && renderExpanded && (
                <tr data-expanded-row="">
                  <td colSpan={columnCount} className={css({ bg: 'bg.subtle' })}>
                    {renderExpanded(row.original)}
                  </td>
                </tr>
              )}
            </Fragment>
          )
        })}
        {virtual && windowed.after > 0 && <tr aria-hidden="true" style={{ height: windowed.after }} />}
      </>
    )
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
      {selectable && selectedIds.length > 0 && <BulkBar count={selectedIds.length} onClear={() => setSelected([])}>{bulkActions?.(selectedIds, () => setSelected([]))}</BulkBar>}
      <div className={css({ position: 'relative', minW: '0' })}>
        <div ref={(el) => { scrollElement.current = el; scrollerRef(el) }} className={cx(styles.scroller, styles.cardsOnPhone)}
          style={{ maxHeight }}
          // A box that scrolls must be reachable by keyboard (arrows scroll it) and say what it holds.
          {...(edges.scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
          data-overflow-start={edges.start || undefined} data-overflow-end={edges.end || undefined}>
          {loading && !initialLoading && <div className={styles.progressLine} role="progressbar" aria-label={t`Loading`} />}
          <table className={styles.table} aria-label={label} aria-busy={loading || undefined} aria-rowcount={virtual ? rows.length + 1 : undefined}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {expandable && (
                    <th className={styles.selectCell}>
                      <span className={css({ srOnly: true })}>{t`Details`}</span>
                    </th>
                  )}
                  {selectable && (
                    <th className={styles.selectCell}>
                      <Checkbox aria-label={t`Select all rows on this page`} checked={allSelected} indeterminate={someSelected} disabled={data.length === 0} onCheckedChange={(v) => setSelected(v ? data.map(getRowId) : [])} />
                    </th>
                  )}
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta
                    const canSort = Boolean(onSortChange) && isSortable(header.column.id, header.column.columnDef.enableSorting, header.subHeaders.length)
                    const sorted = sort?.sortBy === header.column.id ? (sort.orderBy ?? 'asc') : undefined
                    const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={hiddenBelow(meta)}
                        aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                        style={{ width: meta?.width, textAlign: meta?.align === 'end' ? 'end' : meta?.align }}
                      >
                        {canSort ? (
                          <button type="button" className={cx(styles.sortButton)} data-sorted={sorted ? '' : undefined} onClick={() => cycleSort(header.column.id)}>
                            {content}
                            {sorted === 'asc' ? <IconArrowUp aria-hidden="true" /> : sorted === 'desc' ? <IconArrowDown aria-hidden="true" /> : <IconArrowsSort aria-hidden="true" />}
                          </button>
                        ) : (
                          content
                        )}
                      </th>
                    )
                  })}
                </tr>
              ))}
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
        <div aria-hidden="true" className={styles.edgeShadow} data-edge="start" data-visible={edges.start || undefined} />
        <div aria-hidden="true" className={styles.edgeShadow} data-edge="end" data-visible={edges.end || undefined} />
      </div>
      {onPageChange && onItemsPerPageChange && !(error && data.length === 0) && (
        <Pagination page={page} itemsPerPage={itemsPerPage} total={total} onPageChange={onPageChange} onItemsPerPageChange={onItemsPerPageChange} />
      )}
    </div>
  )
}

import type { RowData } from '@tanstack/react-table'

declare module '@tanstack/react-table' {
  // Per-column presentation for our DataTable (cell alignment, width, sticky action columns).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'start' | 'end' | 'center'
    width?: string
    /** Keep the cell text on one line (ids, dates, codes). */
    nowrap?: boolean
    /** A secondary column shown only from this breakpoint up, so medium screens don't scroll sideways (the view page and CSV keep it). */
    hideBelow?: 'md' | 'lg' | 'xl'
  }
}

export type SortState = { sortBy?: string; orderBy?: 'asc' | 'desc' }

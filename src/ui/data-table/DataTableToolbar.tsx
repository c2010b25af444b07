import { useState, type ReactNode } from 'react'
import { IconDownload, IconSearch, IconX } from '@tabler/icons-react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { downloadCsv, type CsvColumn } from '@/core/list/csv'
import { toApiFailure } from '@/core/list/api-failure'
import { Button } from '../Button'
import { IconButton } from '../IconButton'
import { Input } from '../Input'
import { toast } from '../overlay/toast'

export type CsvExport<T> = {
  /** File name without date or extension, e.g. "companies". */
  fileName: string
  columns: readonly CsvColumn<T>[]
  /** Rows to export: usually `list.fetchAll` (every row of the current search and filters). */
  rows: () => Promise<T[]>
}

export type DataTableToolbarProps<T> = {
  searchText?: string
  onSearchChange?: (text: string) => void
  searchPlaceholder?: string
  /** Filter controls (Selects etc.), laid out after the search box. */
  filters?: ReactNode
  /** Buttons on the inline end (e.g. "Add company"). */
  actions?: ReactNode
  csv?: CsvExport<T>
}

// Phones: filters share a row in equal parts, or take one each when two would cut their labels
// ("All analysis results" needs about 11rem); wider screens keep them at their own width.
const filterRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  flex: { base: '1 1 auto', md: '0 1 auto' },
  '& > *': { minW: '11rem', flex: { base: '1 1 11rem', md: '0 0 auto' } },
})

/** Above a DataTable: search box, filter slots, CSV export and actions; wraps on phones. */
export function DataTableToolbar<T>({ searchText, onSearchChange, searchPlaceholder, filters, actions, csv }: DataTableToolbarProps<T>) {
  const { t } = useLingui()
  const [exporting, setExporting] = useState(false)
  const exportCsv = async () => {
    if (!csv) return
    setExporting(true)
    try {
      const rows = await csv.rows()
      downloadCsv(rows, csv.columns, csv.fileName)
      toast.success(plural(rows.length, { one: 'Exported # row', other: 'Exported # rows' }))
    } catch (error) {
      toast.error(t`Export failed`, { description: toApiFailure(error).message })
    } finally {
      setExporting(false)
    }
  }
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', p: '4', borderBottomWidth: '1px', borderColor: 'border' })}>
      {onSearchChange && (
        <div className={css({ flex: '1 1 14rem', maxW: { base: 'none', md: '20rem' } })}>
          <Input
            type="search"
            value={searchText ?? ''}
            onChange={(e) => onSearchChange(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Escape' && searchText && onSearchChange('')}
            placeholder={searchPlaceholder ?? t`Search`}
            aria-label={searchPlaceholder ?? t`Search`}
            startElement={<IconSearch aria-hidden="true" />}
            endElement={
              searchText ? (
                <IconButton label={t`Clear search`} size="xs" onClick={() => onSearchChange('')}>
                  <IconX />
                </IconButton>
              ) : undefined
            }
            className={css({ '&::-webkit-search-cancel-button': { display: 'none' } })}
          />
        </div>
      )}
      {filters && <div className={filterRow}>{filters}</div>}
      {(csv || actions) && (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', marginInlineStart: 'auto' })}>
          {csv && (
            <Button variant="outline" tone="neutral" startIcon={<IconDownload />} loading={exporting} onClick={() => void exportCsv()}>
              {t`Export CSV`}
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  )
}

import type { ReactNode } from 'react'
import type { ColumnDef } from '@tanstack/react-table'
import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'

/** The last column of a record table: the row's ⋮ menu, not sortable, as narrow as it can be (its header is for screen readers). */
export function actionsColumn<T>(cell: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => (
      <span className={css({ srOnly: true })}>
        <Trans>Actions</Trans>
      </span>
    ),
    enableSorting: false,
    meta: { align: 'end', width: '1%' },
    cell: ({ row }) => cell(row.original),
  }
}

import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Checkbox } from './Checkbox'

export type MatrixAxis = { id: string; label: string }
/** Checked cells by row id, then column id. */
export type MatrixValue = Record<string, Record<string, boolean>>

export type CheckboxMatrixProps = {
  /** The table's accessible name (e.g. "Permissions of Manager"). */
  label: string
  /** Header of the row-name column. */
  rowHeader: ReactNode
  rows: readonly MatrixAxis[]
  columns: readonly MatrixAxis[]
  value: MatrixValue
  onChange: (next: MatrixValue) => void
  /** Adds a first row that checks or clears a whole column. */
  selectAll?: boolean
  disabled?: boolean
}

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': { px: '3', py: '2.5', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' },
  '& thead th': { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' },
  '& td': { textAlign: 'center', w: '1%' },
  '& thead th:not(:first-child)': { textAlign: 'center' },
})

/** Rows × columns of checkboxes (a role's permissions per area, notifications per channel), each cell named "row: column". */
export function CheckboxMatrix({ label, rowHeader, rows, columns, value, onChange, selectAll, disabled }: CheckboxMatrixProps) {
  const { t } = useLingui()
  const set = (row: string, col: string, on: boolean) => onChange({ ...value, [row]: { ...value[row], [col]: on } })
  const setColumn = (col: string, on: boolean) => onChange(Object.fromEntries(rows.map((r) => [r.id, { ...value[r.id], [col]: on }])))
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((c) => (
              <th key={c.id} scope="col">{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {selectAll && (
            <tr>
              <th scope="row" className={css({ fontWeight: 'medium' })}>{t`All`}</th>
              {columns.map((c) => {
                const on = rows.filter((r) => value[r.id]?.[c.id]).length
                return (
                  <td key={c.id}>
                    <Checkbox
                      aria-label={t`All: ${c.label}`}
                      checked={rows.length > 0 && on === rows.length}
                      indeterminate={on > 0 && on < rows.length}
                      disabled={disabled}
                      onCheckedChange={(next) => setColumn(c.id, next)}
                    />
                  </td>
                )
              })}
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row" className={css({ fontWeight: 'normal', wordBreak: 'keep-all', lineBreak: 'strict' })}>{r.label}</th>
              {columns.map((c) => (
                <td key={c.id}>
                  <Checkbox aria-label={`${r.label}: ${c.label}`} checked={Boolean(value[r.id]?.[c.id])} disabled={disabled} onCheckedChange={(on) => set(r.id, c.id, on)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

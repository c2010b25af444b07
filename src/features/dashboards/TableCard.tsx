import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Avatar } from '@/ui'
import { DashboardCard, type CardLoad } from '@/ui/DashboardCard'
import type { MenuItem } from '@/ui/Menu'
import { scroller, table } from '@/ui/data-table/table-styles'

export type TableCardColumn<Row> = { header: string; cell: (row: Row) => ReactNode; className?: string }

const personCell = css({ display: 'inline-flex', alignItems: 'center', gap: '2', whiteSpace: 'nowrap' })
/** Figures and dates: one line, digits lined up. */
export const figureCell = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
export const mutedLine = css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })

/** A dashboard card holding a small table of the newest rows (sales, orders, invoices, members). */
export function TableCard<Row extends { id: number | string }>({ title, load, rows, columns, menuItems }: {
  title: string
  load: CardLoad & { data?: unknown }
  rows: readonly Row[] | undefined
  columns: readonly TableCardColumn<Row>[]
  menuItems?: readonly MenuItem[]
}) {
  return (
    <DashboardCard title={title} load={load} ready={!!load.data} skeleton="list" padding="none" menuItems={menuItems}>
      <div className={scroller}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">{c.header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c.header} className={c.className}>{c.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  )
}

/** Avatar and name, with an optional second line (company, e-mail). */
export function PersonCell({ name, avatar, detail }: { name: string; avatar?: string; detail?: ReactNode }) {
  return (
    <span className={personCell}>
      <Avatar name={name} src={avatar || undefined} size="sm" decorative />
      {detail === undefined ? (
        name
      ) : (
        <span>
          <span className={css({ display: 'block', fontWeight: 'medium' })}>{name}</span>
          <span className={mutedLine}>{detail}</span>
        </span>
      )}
    </span>
  )
}

import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

export type ChartData = {
  /** Row labels (x categories, slices), already formatted for the language. */
  categories: readonly string[]
  series: readonly { name: string; values: readonly number[] }[]
}

export type ChartFigureProps = {
  /** The accessible name of the chart (what a screen reader announces). */
  label: string
  /** Optional one-line summary read after the name (e.g. "Highest: March, ¥1.2M"). */
  summary?: string
  data: ChartData
  format: (n: number) => string
  /** Shows the figures table instead of hiding it for assistive technology only. */
  showTable?: boolean
  className?: string
  children: ReactNode
}

const tableStyle = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'start' },
  '& td': { fontVariantNumeric: 'tabular-nums' },
  '& caption': { srOnly: true },
})

/**
 * Wraps a drawn chart: the drawing is hidden from assistive technology, which gets the name, the
 * summary and the figures as a real table (also shown on request, e.g. from a card's menu).
 */
export function ChartFigure({ label, summary, data, format, showTable, className, children }: ChartFigureProps) {
  return (
    <figure role="figure" aria-label={label} className={cx(css({ m: '0', minW: '0' }), className)}>
      {!showTable && <div aria-hidden="true">{children}</div>}
      {summary && <figcaption className={css({ srOnly: true })}>{summary}</figcaption>}
      <div className={showTable ? css({ overflowX: 'auto' }) : css({ srOnly: true })}>
        <table className={tableStyle}>
          <caption>{label}</caption>
          <thead>
            <tr>
              <td />
              {data.series.map((s) => (
                <th key={s.name} scope="col">{s.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.categories.map((c, i) => (
              <tr key={`${c}-${i}`}>
                <th scope="row">{c}</th>
                {data.series.map((s) => (
                  <td key={s.name}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

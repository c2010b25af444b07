import { css } from 'styled-system/css'

export type LegendItem = { name: string; color: string; value?: string }

/** Colour keys under a chart (decorative: the figure's table carries the same names). */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '2', fontSize: 'xs', color: 'fg.muted', listStyle: 'none', p: '0' })}>
      {items.map((it) => (
        <li key={it.name} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <span className={css({ w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: 0 })} style={{ background: it.color }} />
          <span>{it.name}</span>
          {it.value && <span className={css({ fontWeight: 'semibold', color: 'fg' })}>{it.value}</span>}
        </li>
      ))}
    </ul>
  )
}

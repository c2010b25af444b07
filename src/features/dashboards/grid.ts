import { css } from 'styled-system/css'

// The dashboards' responsive grid: 1 column on phones, 2 on tablets, 12 tracks on desktops (lg); a card
// says how many desktop tracks it spans. Tracks are minmax(0, …): a chart sized from its box's width
// must not widen the track it measures (a plain 1fr grows to the content's width on phones).
export const dashboardGrid = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(12, minmax(0, 1fr))' },
})

/** The row of statistic cards on top of a dashboard: 1, 2 or 4 across; spans the whole grid. */
export const kpiRow = css({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
})

export const span = {
  3: css({ lg: { gridColumn: 'span 3' } }),
  4: css({ lg: { gridColumn: 'span 4' } }),
  5: css({ lg: { gridColumn: 'span 5' } }),
  6: css({ lg: { gridColumn: 'span 6' } }),
  7: css({ lg: { gridColumn: 'span 7' } }),
  8: css({ lg: { gridColumn: 'span 8' } }),
  /** The whole row on tablets (2 columns), with a desktop span beside it: `cx(span[8], span.tabletRow)`. */
  tabletRow: css({ md: { gridColumn: '1 / -1' } }),
  /** The whole row at every size. */
  full: css({ gridColumn: '1 / -1' }),
} as const

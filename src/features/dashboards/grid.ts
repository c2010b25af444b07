import { css } from 'styled-system/css'

// The dashboards' responsive grid: 1 column on phones, 2 on tablets, 12 tracks on desktops (lg); a card
// says how many desktop tracks it spans.
export const dashboardGrid = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(12, minmax(0, 1fr))' },
})

export const span = {
  3: css({ lg: { gridColumn: 'span 3' } }),
  4: css({ lg: { gridColumn: 'span 4' } }),
  5: css({ lg: { gridColumn: 'span 5' } }),
  6: css({ lg: { gridColumn: 'span 6' } }),
  7: css({ lg: { gridColumn: 'span 7' } }),
  8: css({ lg: { gridColumn: 'span 8' } }),
  /** The whole row at every size. */
  full: css({ gridColumn: '1 / -1' }),
} as const

import { css } from 'styled-system/css'

export const scroller = css({
  position: 'relative',
  overflow: 'auto',
  maxW: 'full',
  overscrollBehaviorX: 'contain',
  _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' },
})

/** A soft shadow on a side of the scroller that hides columns (shown only while it does). */
export const edgeShadow = css({
  position: 'absolute',
  insetBlock: '0',
  w: '5',
  zIndex: '3',
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 150ms',
  '--edge-shadow': { base: 'rgba(19, 21, 29, 0.13)', _dark: 'rgba(0, 0, 0, 0.55)' },
  '&[data-visible]': { opacity: 1 },
  '&[data-edge=start]': { insetInlineStart: '0', bg: 'linear-gradient(to right, var(--edge-shadow), transparent)', _rtl: { bg: 'linear-gradient(to left, var(--edge-shadow), transparent)' } },
  '&[data-edge=end]': { insetInlineEnd: '0', bg: 'linear-gradient(to left, var(--edge-shadow), transparent)', _rtl: { bg: 'linear-gradient(to right, var(--edge-shadow), transparent)' } },
})

export const table = css({
  w: 'full',
  borderCollapse: 'separate',
  borderSpacing: '0',
  fontSize: 'sm',
  '& th, & td': { px: '4', py: '3', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'middle' },
  // Japanese names and company names stay whole (株式会社青葉ソリューションズ, マネージャー): keep-all only
  // changes CJK text, and long Latin words still wrap.
  '& td': { wordBreak: 'keep-all', overflowWrap: 'break-word', lineBreak: 'strict' },
  '& thead th': {
    position: 'sticky',
    top: '0',
    zIndex: '1',
    bg: 'bg.subtle',
    color: 'fg.muted',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
    py: '2.5',
  },
  '& tbody tr': { transition: 'background-color 100ms' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
  '& tbody tr[data-selected]': { bg: 'primary.subtle' },
  '& tbody tr:last-child td': { borderBottomWidth: '0' },
  '&[aria-busy=true] tbody': { opacity: 0.6, transition: 'opacity 150ms' },
})

export const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  bg: 'transparent',
  border: 'none',
  p: '0',
  m: '0',
  font: 'inherit',
  color: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  borderRadius: 'sm',
  '& svg': { w: '3.5', h: '3.5', opacity: 0.5 },
  '&[data-sorted] svg': { opacity: 1, color: 'primary.text' },
  _hover: { color: 'fg' },
})

export const selectCell = css({ w: '12', pe: '0 !important' })

export const progressLine = css({
  position: 'absolute',
  insetInline: '0',
  top: '0',
  h: '2px',
  zIndex: '2',
  overflow: 'hidden',
  _after: {
    content: '""',
    position: 'absolute',
    insetBlock: '0',
    w: '30%',
    bg: 'primary',
    animation: 'meishiTableProgress 1s ease-in-out infinite',
  },
})

/** ColumnMeta.hideBelow: the column's header and cells appear from that breakpoint up. */
export const hideBelow = {
  md: css({ display: { base: 'none', md: 'table-cell' } }),
  lg: css({ display: { base: 'none', lg: 'table-cell' } }),
  xl: css({ display: { base: 'none', xl: 'table-cell' } }),
}

/**
 * Phones (below 600 px): each row is a card of "label  value" lines instead of a table that scrolls
 * sideways; the header stays as a row of sort buttons. Cells carry `data-label` (the column header)
 * and columns hidden below a breakpoint stay hidden.
 */
export const cardsOnPhone = css({
  smDown: {
    '& table, & tbody': { display: 'block' },
    '& thead tr': { display: 'flex', flexWrap: 'wrap', gap: '1', px: '2', py: '2', bg: 'bg.subtle' },
    '& thead th': { position: 'static', borderBottomWidth: '0', bg: 'transparent', px: '2', py: '1' },
    '& thead th:not(:has(button, input))': { display: 'none' },
    '& tbody tr': { display: 'block', borderBottomWidth: '1px', borderColor: 'border', px: '4', py: '3' },
    '& tbody tr:last-child': { borderBottomWidth: '0' },
    '& tbody td': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', borderBottomWidth: '0', px: '0', py: '1', textAlign: 'end !important', minW: '0' },
    '& tbody td[data-hide-below]': { display: 'none' },
    '& tbody td[data-label]::before': { content: 'attr(data-label)', flexShrink: 0, color: 'fg.muted', fontSize: 'xs', fontWeight: 'semibold', textAlign: 'start' },
    // The first column (usually the name) leads the card, larger and without its label.
    '& tbody td[data-lead]': { fontSize: 'md', fontWeight: 'semibold', justifyContent: 'flex-start', textAlign: 'start !important' },
    '& tbody td[data-lead]::before': { display: 'none' },
    '& tbody td[colspan]': { display: 'block' },
  },
})

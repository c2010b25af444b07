import { css } from 'styled-system/css'

// Shared look of vertical-nav rows. Colours use the nav tokens so the semi-dark nav follows.
export const navRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '2.5rem',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.nav',
  fontSize: '0.95rem',
  textAlign: 'start',
  textDecoration: 'none',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: 'background-color 0.15s, color 0.15s',
  _hover: { bg: 'color-mix(in srgb, currentColor 8%, transparent)' },
  '&[aria-current=page]': {
    bg: 'primary',
    color: 'primary.fg',
    boxShadow: '0 2px 6px color-mix(in srgb, var(--colors-primary) 40%, transparent)',
  },
  '&[data-active-group]': { bg: 'color-mix(in srgb, currentColor 8%, transparent)' },
  // Icons-only nav: the group holding the current page is marked like a current link.
  '&[data-active-group=compact]': { bg: 'primary', color: 'primary.fg' },
  '& svg': { flexShrink: 0 },
})

export const navLabel = css({ flex: '1', minW: 0, overflow: 'hidden', textOverflow: 'ellipsis' })

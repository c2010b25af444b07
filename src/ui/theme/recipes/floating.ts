import { defineSlotRecipe } from '@pandacss/dev'

const floatingSurface = {
  bg: 'bg.surface',
  color: 'fg',
  borderRadius: 'md',
  boxShadow: 'raised',
  borderWidth: '1px',
  borderColor: 'border',
  outline: 'none',
  // Ark copies the content's z-index onto its positioner (inline `z-index: var(--z-index)`): set it here.
  zIndex: 'popover',
  _open: { animation: 'meishiFadeIn 120ms ease-out' },
  _closed: { animation: 'meishiFadeOut 100ms ease-in' },
} as const

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Ark Menu',
  slots: ['positioner', 'content', 'item', 'itemGroupLabel', 'separator'],
  base: {
    positioner: { zIndex: 'popover' },
    content: { ...floatingSurface, minW: '11rem', py: '1.5', maxH: '70vh', overflowY: 'auto' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2.5',
      px: '3',
      py: '2',
      mx: '1.5',
      borderRadius: 'sm',
      fontSize: 'sm',
      cursor: 'pointer',
      color: 'fg',
      textDecoration: 'none',
      '& svg': { w: '4.5', h: '4.5', color: 'fg.muted', flexShrink: 0 },
      _highlighted: { bg: 'bg.muted' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-danger]': { color: 'danger.text', '& svg': { color: 'danger.text' }, _highlighted: { bg: 'danger.subtle' } },
    },
    itemGroupLabel: { px: '4', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.subtle', textTransform: 'uppercase', letterSpacing: '0.04em' },
    separator: { my: '1.5', borderTopWidth: '1px', borderColor: 'border' },
  },
  staticCss: ['*'],
})

export const popoverRecipe = defineSlotRecipe({
  className: 'popover',
  description: 'Ark Popover',
  slots: ['positioner', 'content', 'title', 'description', 'closeTrigger', 'arrow', 'arrowTip'],
  base: {
    positioner: { zIndex: 'popover' },
    content: { ...floatingSurface, p: '4', minW: '14rem', maxW: 'min(24rem, calc(100vw - 1.5rem))', position: 'relative' },
    title: { fontWeight: 'semibold', fontSize: 'md', mb: '1', pe: '8' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '2', insetInlineEnd: '2' },
    arrow: { '--arrow-size': '10px', '--arrow-background': '{colors.bg.surface}' },
    arrowTip: { borderTopWidth: '1px', borderInlineStartWidth: '1px', borderColor: 'border' },
  },
  staticCss: ['*'],
})

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  description: 'Ark Tooltip',
  slots: ['positioner', 'content', 'arrow', 'arrowTip'],
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      // Ark copies the content's z-index onto the positioner (see floatingSurface).
      zIndex: 'tooltip',
      bg: { base: 'gray.800', _dark: 'gray.100' },
      color: { base: 'white', _dark: 'gray.900' },
      fontSize: 'xs',
      fontWeight: 'medium',
      px: '2',
      py: '1',
      borderRadius: 'sm',
      maxW: '18rem',
      _open: { animation: 'meishiFadeIn 100ms ease-out' },
      _closed: { animation: 'meishiFadeOut 80ms ease-in' },
    },
    arrow: { '--arrow-size': '8px', '--arrow-background': { base: '{colors.gray.800}', _dark: '{colors.gray.100}' } },
  },
  staticCss: ['*'],
})

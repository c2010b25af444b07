import { defineSlotRecipe } from '@pandacss/dev'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Ark Tabs',
  slots: ['root', 'list', 'trigger', 'content', 'indicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', minW: '0', '&[data-orientation=vertical]': { flexDirection: { base: 'column', md: 'row' }, gap: '4' } },
    list: {
      display: 'flex', gap: '1', position: 'relative', overflowX: 'auto', scrollbarWidth: 'thin',
      '&[data-orientation=vertical]': { flexDirection: { base: 'row', md: 'column' }, flexShrink: 0, minW: { md: '48' }, borderBottomWidth: { md: '0' }, borderInlineEndWidth: { md: '1px' }, borderColor: 'border' },
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      px: '4',
      h: '10',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      bg: 'transparent',
      border: 'none',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      borderRadius: 'md',
      '& svg': { w: '4.5', h: '4.5' },
      _hover: { color: 'fg' },
      _selected: { color: 'primary.text' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '-2px' },
    },
    content: { pt: '4', outline: 'none', '&[data-orientation=vertical]': { md: { pt: '0', flex: '1', minW: '0' } }, _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px' } },
    indicator: {
      bg: 'primary', h: '2px', bottom: '0', w: 'var(--width)',
      '&[data-orientation=vertical]': { md: { h: 'var(--height)', w: '2px', bottom: 'auto', insetInlineEnd: '0', insetInlineStart: 'auto' } },
    },
  },
  variants: {
    variant: {
      line: { list: { borderBottomWidth: '1px', borderColor: 'border' }, trigger: { borderRadius: '0' } },
      pills: {
        trigger: { _selected: { bg: 'primary', color: 'primary.fg', boxShadow: '0 2px 4px color-mix(in srgb, var(--colors-primary) 35%, transparent)' } },
        indicator: { display: 'none' },
      },
    },
  },
  defaultVariants: { variant: 'line' },
  staticCss: ['*'],
})

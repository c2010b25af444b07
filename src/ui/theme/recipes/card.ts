import { defineSlotRecipe } from '@pandacss/dev'

// Cards: shadowed by default; the bordered skin ([data-skin=bordered] on <html>) swaps the shadow for a border.
export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'Surface cards',
  slots: ['root', 'header', 'title', 'subtitle', 'actions', 'body', 'footer'],
  base: {
    root: {
      bg: 'bg.surface',
      color: 'fg',
      borderRadius: 'lg',
      boxShadow: 'card',
      borderWidth: '1px',
      borderColor: 'transparent',
      minW: '0',
      display: 'flex',
      flexDirection: 'column',
      _bordered: { boxShadow: 'none', borderColor: 'border' },
    },
    header: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', px: '6', pt: '5', pb: '3' },
    title: { fontSize: '1.125rem', fontWeight: 'semibold', lineHeight: '1.4', color: 'fg', m: '0' },
    subtitle: { fontSize: 'sm', color: 'fg.muted', m: '0' },
    actions: { marginInlineStart: 'auto', display: 'flex', gap: '2', alignItems: 'center' },
    body: { px: '6', py: '4', flex: '1', minW: '0' },
    footer: { px: '6', py: '4', borderTopWidth: '1px', borderColor: 'border', display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' },
  },
  variants: {
    padding: {
      none: { body: { p: '0' } },
      normal: {},
    },
  },
  defaultVariants: { padding: 'normal' },
  staticCss: ['*'],
})

import { defineSlotRecipe } from '@pandacss/dev'

// Ark Dialog parts. `placement: center` is a modal dialog; `end`/`start` turn it into a side
// sheet (drawer) on the logical side, so it opens from the left in right-to-left languages.
export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'Modal dialog and side sheet (drawer)',
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'closeTrigger'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.overlay',
      zIndex: 'modal',
      _open: { animation: 'meishiFadeIn 150ms ease-out' },
      _closed: { animation: 'meishiFadeOut 120ms ease-in' },
    },
    positioner: { position: 'fixed', inset: '0', zIndex: 'modal', display: 'flex', overscrollBehavior: 'contain' },
    content: {
      position: 'relative',
      bg: 'bg.surface',
      color: 'fg',
      boxShadow: 'raised',
      display: 'flex',
      flexDirection: 'column',
      outline: 'none',
      minW: '0',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '5', pb: '2', pe: '14' },
    title: { fontSize: '1.125rem', fontWeight: 'semibold', lineHeight: '1.4', m: '0' },
    description: { fontSize: 'sm', color: 'fg.muted', m: '0' },
    body: { px: '6', py: '3', overflowY: 'auto', flex: '1', minH: '0' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '2', px: '6', pt: '3', pb: '5', flexWrap: 'wrap' },
    closeTrigger: { position: 'absolute', top: '3', insetInlineEnd: '3' },
  },
  variants: {
    placement: {
      center: {
        positioner: { alignItems: 'flex-start', justifyContent: 'center', overflowY: 'auto', p: { base: '3', sm: '8' }, pt: { base: '6', sm: '16' } },
        content: {
          borderRadius: 'lg',
          w: 'full',
          my: 'auto',
          _open: { animation: 'meishiScaleIn 160ms ease-out' },
          _closed: { animation: 'meishiFadeOut 120ms ease-in' },
        },
      },
      end: {
        positioner: { justifyContent: 'flex-end' },
        content: {
          h: '100dvh',
          w: 'full',
          _open: { animation: { base: 'meishiSlideFromRight 200ms ease-out', _rtl: 'meishiSlideFromLeft 200ms ease-out' } },
          _closed: { animation: { base: 'meishiSlideToRight 150ms ease-in', _rtl: 'meishiSlideToLeft 150ms ease-in' } },
        },
        body: { flex: '1' },
        footer: { borderTopWidth: '1px', borderColor: 'border', pt: '4', pb: '4' },
      },
      start: {
        positioner: { justifyContent: 'flex-start' },
        content: {
          h: '100dvh',
          w: 'full',
          _open: { animation: { base: 'meishiSlideFromLeft 200ms ease-out', _rtl: 'meishiSlideFromRight 200ms ease-out' } },
          _closed: { animation: { base: 'meishiSlideToLeft 150ms ease-in', _rtl: 'meishiSlideToRight 150ms ease-in' } },
        },
        footer: { borderTopWidth: '1px', borderColor: 'border', pt: '4', pb: '4' },
      },
    },
    size: {
      sm: { content: { maxW: '25rem' } },
      md: { content: { maxW: '32rem' } },
      lg: { content: { maxW: '45rem' } },
      xl: { content: { maxW: '60rem' } },
    },
  },
  defaultVariants: { placement: 'center', size: 'md' },
  staticCss: ['*'],
})

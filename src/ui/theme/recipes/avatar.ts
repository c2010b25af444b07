import { defineSlotRecipe } from '@pandacss/dev'

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'Avatars with image and generated fallback',
  slots: ['root', 'image', 'fallback'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'bg.muted',
      userSelect: 'none',
      verticalAlign: 'middle',
      containerType: 'size',
    },
    image: { w: 'full', h: 'full', objectFit: 'cover' },
    fallback: { w: 'full', h: 'full', display: 'flex', '& svg': { w: 'full', h: 'full', display: 'block' } },
  },
  variants: {
    size: {
      xs: { root: { w: '6', h: '6' } },
      sm: { root: { w: '8', h: '8' } },
      md: { root: { w: '10', h: '10' } },
      lg: { root: { w: '14', h: '14' } },
      xl: { root: { w: '24', h: '24' } },
    },
    shape: {
      circle: {},
      rounded: { root: { borderRadius: 'md' } },
    },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
  staticCss: ['*'],
})

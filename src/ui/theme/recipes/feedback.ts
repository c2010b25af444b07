import { defineRecipe } from '@pandacss/dev'

// Spinner and skeleton: the two loading indicators; both respect reduced motion.
export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  description: 'Indeterminate spinner',
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    animation: 'meishiSpin 0.7s linear infinite',
    flexShrink: 0,
    _motionReduce: { animationDuration: '2s' },
  },
  variants: {
    size: {
      xs: { w: '3', h: '3', borderWidth: '2px' },
      sm: { w: '4', h: '4', borderWidth: '2px' },
      md: { w: '6', h: '6', borderWidth: '2.5px' },
      lg: { w: '10', h: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
})

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  description: 'Loading placeholder block',
  base: {
    display: 'block',
    bg: 'bg.emphasized',
    borderRadius: 'sm',
    animation: 'meishiPulse 1.4s ease-in-out infinite',
    _motionReduce: { animation: 'none' },
  },
  variants: {
    circle: { true: { borderRadius: 'full' }, false: {} },
  },
  defaultVariants: { circle: false },
  staticCss: ['*'],
})

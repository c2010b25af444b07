import { defineRecipe } from '@pandacss/dev'

// Buttons: solid (primary action), outline, ghost (toolbars), soft, danger (destructive).
// `tone: neutral` greys out outline/ghost/soft for secondary actions.
export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and icon buttons',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    fontWeight: 'medium',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: 'md',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: '150ms',
    position: 'relative',
    _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-loading]': { cursor: 'progress' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'primary',
        color: 'primary.fg',
        boxShadow: '0 2px 4px color-mix(in srgb, var(--colors-primary) 35%, transparent)',
        _hover: { _enabled: { bg: 'primary.hover' } },
        _active: { _enabled: { bg: 'primary.active' } },
      },
      outline: {
        borderColor: 'primary',
        color: 'primary.text',
        bg: 'transparent',
        _hover: { _enabled: { bg: 'primary.subtle' } },
      },
      ghost: {
        color: 'primary.text',
        bg: 'transparent',
        _hover: { _enabled: { bg: 'primary.subtle' } },
      },
      soft: {
        color: 'primary.text',
        bg: 'primary.subtle',
        _hover: { _enabled: { bg: 'color-mix(in srgb, var(--colors-primary) 24%, transparent)' } },
      },
      danger: {
        bg: 'danger',
        color: 'danger.fg',
        _hover: { _enabled: { bg: 'red.700' } },
        _active: { _enabled: { bg: 'red.800' } },
      },
    },
    tone: {
      primary: {},
      neutral: {},
    },
    size: {
      // Touch screens get larger targets for the small sizes (row actions, pagination, notification actions).
      xs: { h: '7', minW: '7', px: '2', fontSize: 'xs', gap: '1', '& svg': { w: '3.5', h: '3.5' }, '@media (pointer: coarse)': { h: '8', minW: '8' } },
      sm: { h: '8', minW: '8', px: '3', fontSize: 'sm', gap: '1.5', '& svg': { w: '4', h: '4' }, '@media (pointer: coarse)': { h: '10', minW: '10' } },
      md: { h: '10', minW: '10', px: '4', fontSize: 'sm', '& svg': { w: '4.5', h: '4.5' } },
      lg: { h: '12', minW: '12', px: '6', fontSize: 'md', '& svg': { w: '5', h: '5' } },
    },
    square: {
      true: { px: '0', aspectRatio: '1' },
      false: {},
    },
    block: {
      true: { w: 'full' },
      false: {},
    },
  },
  compoundVariants: [
    { variant: 'outline', tone: 'neutral', css: { borderColor: 'border.strong', color: 'fg', _hover: { _enabled: { bg: 'bg.muted' } } } },
    { variant: 'ghost', tone: 'neutral', css: { color: 'fg.muted', _hover: { _enabled: { bg: 'bg.muted', color: 'fg' } } } },
    { variant: 'soft', tone: 'neutral', css: { color: 'fg', bg: 'bg.muted', _hover: { _enabled: { bg: 'bg.emphasized' } } } },
  ],
  defaultVariants: { variant: 'solid', tone: 'primary', size: 'md', square: false, block: false },
  staticCss: ['*'],
})

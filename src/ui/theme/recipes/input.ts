import { defineRecipe } from '@pandacss/dev'

// Text inputs, textareas and native selects share one look; aria-invalid turns them red.
export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Text input, textarea and native select',
  base: {
    display: 'block',
    w: 'full',
    minW: '0',
    bg: 'bg.surface',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    fontSize: 'sm',
    outline: 'none',
    appearance: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: '150ms',
    _placeholder: { color: 'fg.subtle' },
    _hover: { _enabled: { borderColor: 'fg.subtle' } },
    _focusVisible: { outline: 'none' },
    _focus: { borderColor: 'primary', boxShadow: '0 0 0 3px color-mix(in srgb, var(--colors-primary) 22%, transparent)' },
    _disabled: { bg: 'bg.muted', color: 'fg.muted', cursor: 'not-allowed' },
    '&[readonly]': { bg: 'bg.subtle' },
    '&[aria-invalid=true]': {
      borderColor: 'danger',
      _focus: { borderColor: 'danger', boxShadow: '0 0 0 3px color-mix(in srgb, var(--colors-danger) 22%, transparent)' },
    },
  },
  variants: {
    kind: {
      input: {},
      textarea: { py: '2', minH: '20', resize: 'vertical', lineHeight: '1.5' },
      select: { pe: '9', cursor: 'pointer' },
    },
    size: {
      sm: { h: '8', px: '2.5' },
      md: { h: '10', px: '3' },
      lg: { h: '12', px: '4', fontSize: 'md' },
    },
  },
  compoundVariants: [{ kind: 'textarea', size: ['sm', 'md', 'lg'], css: { h: 'auto' } }],
  defaultVariants: { kind: 'input', size: 'md' },
  staticCss: ['*'],
})

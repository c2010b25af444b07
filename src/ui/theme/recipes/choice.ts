import { defineRecipe } from '@pandacss/dev'

const box = {
  appearance: 'none',
  flexShrink: 0,
  m: '0',
  w: '1.125rem',
  h: '1.125rem',
  borderWidth: '1.5px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  cursor: 'pointer',
  display: 'inline-grid',
  placeItems: 'center',
  transitionProperty: 'background-color, border-color',
  transitionDuration: '120ms',
  _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '&[aria-invalid=true]': { borderColor: 'danger' },
} as const

// Native checkbox/radio/switch inputs restyled: they keep forms, labels and keyboard for free.
export const checkboxRecipe = defineRecipe({
  className: 'checkbox',
  description: 'Native checkbox',
  base: {
    ...box,
    borderRadius: 'sm',
    _checked: {
      bg: 'primary',
      borderColor: 'primary',
      backgroundImage: "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='white' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")",
      backgroundSize: '100% 100%',
    },
    _indeterminate: {
      bg: 'primary',
      borderColor: 'primary',
      backgroundImage: "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4 8h8' fill='none' stroke='white' stroke-width='2' stroke-linecap='round'/%3E%3C/svg%3E\")",
      backgroundSize: '100% 100%',
    },
  },
  staticCss: ['*'],
})

export const radioRecipe = defineRecipe({
  className: 'radio',
  description: 'Native radio',
  base: {
    ...box,
    borderRadius: 'full',
    _checked: { borderColor: 'primary', borderWidth: '5px' },
  },
  staticCss: ['*'],
})

export const switchRecipe = defineRecipe({
  className: 'switch',
  description: 'Native checkbox with role=switch',
  base: {
    appearance: 'none',
    flexShrink: 0,
    m: '0',
    position: 'relative',
    w: '2.25rem',
    h: '1.25rem',
    borderRadius: 'full',
    bg: 'bg.emphasized',
    cursor: 'pointer',
    transition: 'background-color 150ms',
    _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _before: {
      content: '""',
      position: 'absolute',
      top: '2px',
      insetInlineStart: '2px',
      w: '1rem',
      h: '1rem',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
      transition: 'inset-inline-start 150ms',
    },
    _checked: { bg: 'primary', _before: { insetInlineStart: 'calc(100% - 1rem - 2px)' } },
  },
  staticCss: ['*'],
})

/** The label row around a checkbox, radio or switch. */
export const choiceLabelRecipe = defineRecipe({
  className: 'choiceLabel',
  description: 'Label row around a choice input',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    color: 'fg',
    cursor: 'pointer',
    userSelect: 'none',
    '&:has(input:disabled)': { cursor: 'not-allowed', color: 'fg.muted' },
  },
  staticCss: ['*'],
})

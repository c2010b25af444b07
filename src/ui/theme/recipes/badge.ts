import { defineRecipe } from '@pandacss/dev'

const tones = ['success', 'danger', 'warning', 'info'] as const

// Status badges: subtle (tinted background, default) or solid; `neutral` and `primary` tones too.
export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Status badges',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'medium',
    borderRadius: 'sm',
    whiteSpace: 'nowrap',
    lineHeight: '1.4',
    '& [data-part=dot]': { w: '1.5', h: '1.5', borderRadius: 'full', bg: 'currentColor' },
  },
  variants: {
    tone: {
      ...Object.fromEntries(tones.map((tone) => [tone, { '--badge-fg': `{colors.${tone}.text}`, '--badge-bg': `{colors.${tone}.subtle}`, '--badge-solid': `{colors.${tone}}`, '--badge-solid-fg': `{colors.${tone}.fg}` }])),
      neutral: { '--badge-fg': '{colors.fg.muted}', '--badge-bg': '{colors.bg.muted}', '--badge-solid': '{colors.gray.600}', '--badge-solid-fg': 'white' },
      primary: { '--badge-fg': '{colors.primary.text}', '--badge-bg': '{colors.primary.subtle}', '--badge-solid': '{colors.primary}', '--badge-solid-fg': '{colors.primary.fg}' },
    },
    variant: {
      subtle: { color: 'var(--badge-fg)', bg: 'var(--badge-bg)' },
      solid: { color: 'var(--badge-solid-fg)', bg: 'var(--badge-solid)' },
      outline: { color: 'var(--badge-fg)', borderWidth: '1px', borderColor: 'currentColor' },
    },
    size: {
      sm: { fontSize: '0.75rem', px: '1.5', py: '0' },
      md: { fontSize: '0.8125rem', px: '2.5', py: '0.5' },
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
  staticCss: ['*'],
})

import { css } from 'styled-system/css'

/** Our own drawing: a stack of blank business cards beside a magnifier. Colours follow the theme. */
export function EmptyIllustration({ size = 120 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={(size * 96) / 120}
      viewBox="0 0 120 96"
      aria-hidden="true"
      focusable="false"
      className={css({ color: 'primary', '--card': '{colors.bg.surface}', '--line': '{colors.border.strong}', '--shade': '{colors.bg.muted}' })}
    >
      <ellipse cx="60" cy="88" rx="46" ry="5" fill="var(--shade)" />
      <rect x="18" y="22" width="62" height="38" rx="5" fill="var(--shade)" transform="rotate(-8 49 41)" />
      <rect x="24" y="28" width="62" height="38" rx="5" fill="var(--card)" stroke="var(--line)" strokeWidth="1.5" />
      <circle cx="38" cy="42" r="6" fill="currentColor" opacity="0.25" />
      <rect x="48" y="37" width="28" height="4" rx="2" fill="var(--line)" />
      <rect x="48" y="45" width="20" height="3" rx="1.5" fill="var(--line)" opacity="0.7" />
      <rect x="32" y="55" width="44" height="3" rx="1.5" fill="var(--line)" opacity="0.5" />
      <circle cx="86" cy="58" r="13" fill="var(--card)" stroke="currentColor" strokeWidth="4" />
      <path d="M95.5 67.5l10 10" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <path d="M80 54a7 7 0 0 1 7-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" opacity="0.5" fill="none" />
    </svg>
  )
}

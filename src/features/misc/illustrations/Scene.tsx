import type { ReactNode } from 'react'

// Shared backdrop of our misc-page illustrations: a soft floor, a desk and a stack of name cards.
// Colours come from the theme's CSS variables so the pictures follow primary colour and dark mode.
export function Scene({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg viewBox="0 0 400 280" width="100%" height="100%" role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
      <ellipse cx="200" cy="250" rx="170" ry="18" fill="var(--colors-bg-emphasized)" />
      <circle cx="70" cy="70" r="34" fill="var(--colors-primary-subtle)" />
      <circle cx="340" cy="48" r="18" fill="var(--colors-primary-subtle)" />
      <path d="M30 120 q20 -16 40 0 t40 0" fill="none" stroke="var(--colors-border-strong)" strokeWidth="3" strokeLinecap="round" />
      <path d="M300 100 q14 -12 28 0 t28 0" fill="none" stroke="var(--colors-border-strong)" strokeWidth="3" strokeLinecap="round" />
      {children}
    </svg>
  )
}

/** A business card lying at an angle; the house motif. */
export function Card({ x, y, rotate = 0, accent = 'var(--colors-primary)' }: { x: number; y: number; rotate?: number; accent?: string }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect width="92" height="54" rx="6" fill="var(--colors-bg-surface)" stroke="var(--colors-border-strong)" strokeWidth="2" />
      <rect x="10" y="10" width="18" height="18" rx="9" fill={accent} opacity="0.85" />
      <rect x="36" y="12" width="44" height="6" rx="3" fill="var(--colors-fg-muted)" opacity="0.6" />
      <rect x="36" y="24" width="30" height="4" rx="2" fill="var(--colors-fg-subtle)" opacity="0.5" />
      <rect x="10" y="38" width="70" height="4" rx="2" fill="var(--colors-fg-subtle)" opacity="0.4" />
    </g>
  )
}

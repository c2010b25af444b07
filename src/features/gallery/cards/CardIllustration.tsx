// Our own picture for card examples: a stack of business cards on a desk, in the theme's colours.
export function CardIllustration() {
  return (
    <svg viewBox="0 0 400 160" role="img" aria-hidden="true" style={{ display: 'block', width: '100%', height: 'auto', background: 'var(--colors-primary-subtle)' }}>
      <rect x="110" y="38" width="170" height="96" rx="8" fill="var(--colors-bg-surface)" stroke="var(--colors-border-strong)" transform="rotate(-8 195 86)" />
      <rect x="130" y="30" width="170" height="96" rx="8" fill="var(--colors-bg-surface)" stroke="var(--colors-border-strong)" transform="rotate(4 215 78)" />
      <rect x="120" y="34" width="170" height="96" rx="8" fill="var(--colors-bg-surface)" stroke="var(--colors-primary)" />
      <rect x="138" y="54" width="70" height="10" rx="3" fill="var(--colors-primary)" />
      <rect x="138" y="74" width="110" height="6" rx="3" fill="var(--colors-border-strong)" />
      <rect x="138" y="88" width="90" height="6" rx="3" fill="var(--colors-border-strong)" />
      <rect x="138" y="102" width="60" height="6" rx="3" fill="var(--colors-border-strong)" />
      <circle cx="262" cy="62" r="12" fill="var(--colors-primary)" opacity="0.35" />
    </svg>
  )
}

import { Card, Scene } from './Scene'

/** A server rack with a warning sign and a card that slipped out. */
export function ServerErrorIllustration({ label }: { label: string }) {
  return (
    <Scene label={label}>
      <text x="200" y="100" textAnchor="middle" fontSize="84" fontWeight="800" fill="var(--colors-primary)" opacity="0.9" fontFamily="inherit">
        500
      </text>
      <g transform="translate(150 118)">
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(0 ${i * 40})`}>
            <rect width="100" height="34" rx="6" fill="var(--colors-bg-surface)" stroke="var(--colors-border-strong)" strokeWidth="2" />
            <circle cx="16" cy="17" r="5" fill={i === 1 ? 'var(--colors-danger)' : 'var(--colors-success)'} />
            <rect x="30" y="14" width="56" height="6" rx="3" fill="var(--colors-fg-subtle)" opacity="0.5" />
          </g>
        ))}
      </g>
      <g transform="translate(278 150)">
        <path d="M30 0 L60 54 H0 Z" fill="var(--colors-warning)" strokeLinejoin="round" />
        <rect x="27" y="16" width="6" height="20" rx="3" fill="var(--colors-bg-surface)" />
        <circle cx="30" cy="44" r="4" fill="var(--colors-bg-surface)" />
      </g>
      <Card x={40} y={190} rotate={-18} />
    </Scene>
  )
}

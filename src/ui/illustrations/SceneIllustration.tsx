import { css } from 'styled-system/css'

export type SceneKind = 'login' | 'register' | 'mail' | 'key' | 'shield' | 'soon' | 'maintenance' | 'lost'

// Our own drawings, coloured from theme variables so they follow light/dark and the primary colour.
const c = {
  primary: 'var(--colors-primary)',
  tint: 'var(--colors-primary-subtle)',
  surface: 'var(--colors-bg-surface)',
  muted: 'var(--colors-bg-muted)',
  line: 'var(--colors-border-strong)',
  ink: 'var(--colors-fg-muted)',
  seal: '#d9453b',
}

function Desk() {
  return (
    <g>
      <ellipse cx="200" cy="272" rx="150" ry="14" fill={c.muted} />
      <circle cx="70" cy="70" r="26" fill={c.tint} />
      <circle cx="335" cy="52" r="12" fill={c.tint} />
      <path d="M30 210 q20 -30 40 0 t40 0" fill="none" stroke={c.line} strokeWidth="3" strokeLinecap="round" />
      <path d="M300 120 q15 -22 30 0 t30 0" fill="none" stroke={c.line} strokeWidth="3" strokeLinecap="round" />
    </g>
  )
}

function Card({ x, y, r = 0 }: { x: number; y: number; r?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <rect width="150" height="90" rx="8" fill={c.surface} stroke={c.line} strokeWidth="2" />
      <rect x="14" y="16" width="26" height="26" rx="13" fill={c.tint} />
      <rect x="50" y="20" width="70" height="7" rx="3.5" fill={c.ink} opacity="0.7" />
      <rect x="50" y="33" width="48" height="6" rx="3" fill={c.line} />
      <rect x="14" y="58" width="110" height="5" rx="2.5" fill={c.line} />
      <rect x="14" y="70" width="80" height="5" rx="2.5" fill={c.line} />
      <circle cx="128" cy="22" r="9" fill="none" stroke={c.seal} strokeWidth="2.5" />
    </g>
  )
}

function Subject({ kind }: { kind: SceneKind }) {
  switch (kind) {
    case 'soon':
      return (
        <g transform="translate(150 50)">
          <path d="M50 0 C78 22 88 64 78 120 H22 C12 64 22 22 50 0 Z" fill={c.surface} stroke={c.primary} strokeWidth="4" strokeLinejoin="round" />
          <circle cx="50" cy="58" r="14" fill={c.tint} stroke={c.primary} strokeWidth="4" />
          <path d="M22 96 L0 130 L24 122 M78 96 L100 130 L76 122" fill={c.tint} stroke={c.primary} strokeWidth="4" strokeLinejoin="round" />
          <path d="M36 128 q14 40 28 0" fill={c.seal} opacity="0.85" />
        </g>
      )
    case 'maintenance':
      return (
        <g transform="translate(130 70)">
          <circle cx="70" cy="70" r="52" fill={c.tint} stroke={c.primary} strokeWidth="4" strokeDasharray="18 10" />
          <circle cx="70" cy="70" r="20" fill={c.surface} stroke={c.primary} strokeWidth="4" />
          <path d="M110 120 l40 40" stroke={c.ink} strokeWidth="10" strokeLinecap="round" />
          <circle cx="104" cy="114" r="12" fill="none" stroke={c.ink} strokeWidth="6" />
        </g>
      )
    case 'lost':
      return (
        <g>
          <Card x={95} y={120} r={-4} />
          <g transform="translate(250 80)">
            <circle r="40" fill={c.surface} fillOpacity="0.6" stroke={c.primary} strokeWidth="6" />
            <path d="M28 28 L62 62" stroke={c.primary} strokeWidth="10" strokeLinecap="round" />
            <text x="0" y="12" textAnchor="middle" fontSize="34" fontWeight="700" fill={c.primary}>?</text>
          </g>
        </g>
      )
    case 'mail':
      return (
        <g transform="translate(110 90)">
          <rect width="180" height="120" rx="12" fill={c.surface} stroke={c.primary} strokeWidth="3" />
          <path d="M8 12 L90 72 L172 12" fill="none" stroke={c.primary} strokeWidth="3" strokeLinejoin="round" />
          <circle cx="170" cy="6" r="18" fill={c.primary} />
          <path d="M162 6 l6 6 l11 -12" fill="none" stroke={c.surface} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      )
    case 'key':
      return (
        <g transform="translate(120 80)">
          <circle cx="50" cy="70" r="42" fill={c.tint} stroke={c.primary} strokeWidth="4" />
          <circle cx="50" cy="70" r="14" fill={c.surface} stroke={c.primary} strokeWidth="4" />
          <path d="M90 70 H170 M145 70 v22 M165 70 v16" stroke={c.primary} strokeWidth="8" strokeLinecap="round" />
        </g>
      )
    case 'shield':
      return (
        <g transform="translate(140 62)">
          <path d="M60 0 L120 22 V80 C120 120 92 146 60 160 C28 146 0 120 0 80 V22 Z" fill={c.tint} stroke={c.primary} strokeWidth="4" strokeLinejoin="round" />
          {[0, 1, 2].map((i) => (
            <circle key={i} cx={36 + i * 24} cy="82" r="7" fill={c.primary} />
          ))}
        </g>
      )
    case 'register':
      return (
        <g>
          <Card x={95} y={95} r={-8} />
          <Card x={150} y={120} r={5} />
          <g transform="translate(290 90)">
            <circle r="24" fill={c.primary} />
            <path d="M-10 0 h20 M0 -10 v20" stroke={c.surface} strokeWidth="4" strokeLinecap="round" />
          </g>
        </g>
      )
    case 'login':
      return (
        <g>
          <Card x={90} y={110} r={-6} />
          <g transform="translate(215 70)">
            <rect width="90" height="110" rx="12" fill={c.surface} stroke={c.primary} strokeWidth="3" />
            <path d="M25 48 V34 a20 20 0 0 1 40 0 V48" fill="none" stroke={c.primary} strokeWidth="5" />
            <rect x="18" y="48" width="54" height="42" rx="8" fill={c.primary} />
            <circle cx="45" cy="66" r="6" fill={c.surface} />
          </g>
        </g>
      )
  }
}

/** A decorative scene (auth, misc and help pages), hidden from screen readers; follows the theme. */
export function SceneIllustration({ kind, className }: { kind: SceneKind; className?: string }) {
  return (
    <svg viewBox="0 0 400 290" role="presentation" aria-hidden="true" className={className ?? css({ w: 'full', h: 'auto' })} data-testid="scene-illustration">
      <Desk />
      <Subject kind={kind} />
    </svg>
  )
}

import { css } from 'styled-system/css'

// Our own drawing: paper business cards flow into a tablet that shows them as tidy records.
// Coloured from theme variables, so it follows light/dark and the primary colour; mirrored in rtl.
const c = {
  primary: 'var(--colors-primary)',
  tint: 'var(--colors-primary-subtle)',
  surface: 'var(--colors-bg-surface)',
  muted: 'var(--colors-bg-muted)',
  line: 'var(--colors-border-strong)',
  ink: 'var(--colors-fg-muted)',
  seal: '#d9453b',
}

function PaperCard({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <rect width="120" height="72" rx="8" fill={c.surface} stroke={c.line} strokeWidth="2" />
      <rect x="12" y="14" width="54" height="8" rx="4" fill={c.primary} />
      <rect x="12" y="30" width="80" height="6" rx="3" fill={c.line} />
      <rect x="12" y="42" width="64" height="6" rx="3" fill={c.line} />
      <rect x="12" y="54" width="44" height="6" rx="3" fill={c.line} opacity="0.7" />
      <rect x="94" y="12" width="16" height="16" rx="3" fill="none" stroke={c.seal} strokeWidth="2.5" />
    </g>
  )
}

function RecordRow({ y, w }: { y: number; w: number }) {
  return (
    <g transform={`translate(0 ${y})`}>
      <circle cx="300" cy="14" r="11" fill={c.tint} />
      <rect x="318" y="6" width={w} height="7" rx="3.5" fill={c.ink} opacity="0.8" />
      <rect x="318" y="18" width={w * 0.65} height="6" rx="3" fill={c.line} />
    </g>
  )
}

export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 480 340"
      role="img"
      aria-hidden="true"
      focusable="false"
      className={css({ w: 'full', h: 'auto', maxW: '34rem', mx: 'auto', display: 'block', '[dir=rtl] &': { transform: 'scaleX(-1)' } })}
    >
      <ellipse cx="240" cy="318" rx="210" ry="14" fill={c.muted} />
      <circle cx="70" cy="60" r="36" fill={c.tint} />
      <circle cx="440" cy="70" r="16" fill={c.tint} />
      <path d="M40 250 q18 -26 36 0 t36 0" fill="none" stroke={c.line} strokeWidth="3" strokeLinecap="round" />
      {/* the tablet */}
      <rect x="262" y="40" width="190" height="260" rx="18" fill={c.surface} stroke={c.line} strokeWidth="3" />
      <rect x="278" y="60" width="158" height="26" rx="6" fill={c.primary} />
      <rect x="290" y="69" width="60" height="8" rx="4" fill="#fff" opacity="0.9" />
      <RecordRow y={100} w={96} />
      <RecordRow y={140} w={80} />
      <RecordRow y={180} w={104} />
      <RecordRow y={220} w={70} />
      <circle cx="357" cy="284" r="6" fill={c.line} />
      {/* cards on their way */}
      <path d="M150 170 C 200 150, 220 150, 262 160" fill="none" stroke={c.primary} strokeWidth="3" strokeDasharray="6 8" strokeLinecap="round" />
      <PaperCard x={36} y={120} r={-12} />
      <PaperCard x={70} y={190} r={6} />
      <PaperCard x={150} y={92} r={-4} />
      <path d="M250 152 l14 8 -14 8" fill="none" stroke={c.primary} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

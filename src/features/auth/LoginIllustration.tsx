import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'

// Our own drawing: two name cards (meishi) under a scanner frame, a hanko seal, seigaiha waves
// and a few sakura petals. Colours come from theme variables, so it follows light/dark and the
// customizer's primary colour.
const c = {
  primary: 'var(--colors-primary)',
  surface: 'var(--colors-bg-surface)',
  muted: 'var(--colors-bg-muted)',
  border: 'var(--colors-border-strong)',
  ink: 'var(--colors-fg-muted)',
  faint: 'var(--colors-fg-subtle)',
  seal: '#d9453b',
  petal: '#f4a7b9',
}

function Petal({ x, y, r, s = 1 }: { x: number; y: number; r: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r}) scale(${s})`}>
      <path d="M0 -10 C6 -10 9 -3 6 4 L0 10 L-6 4 C-9 -3 -6 -10 0 -10 Z" fill={c.petal} opacity="0.9" />
      <path d="M0 -10 L0 -5" stroke="#fff" strokeWidth="1.4" strokeLinecap="round" opacity="0.8" />
    </g>
  )
}

/** Lines standing in for printed text on a card. */
function TextLines({ x, y, widths, gap = 11, color = c.faint }: { x: number; y: number; widths: number[]; gap?: number; color?: string }) {
  return (
    <g>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * gap} width={w} height="5" rx="2.5" fill={color} opacity={i === 0 ? 0.9 : 0.55} />
      ))}
    </g>
  )
}

export function LoginIllustration({ className }: { className?: string }) {
  const { t } = useLingui()
  // Ids are per instance: the page draws it twice (wide and narrow) and a hidden copy's defs don't paint.
  const uid = useId().replace(/:/g, '')
  const ref = (name: string) => `meishi-${name}-${uid}`
  return (
    <svg viewBox="0 0 480 400" role="img" aria-label={t`Two business cards being scanned into the address book`} className={className}>
      <defs>
        <pattern id={ref('seigaiha')} width="40" height="20" patternUnits="userSpaceOnUse">
          {[18, 13, 8].map((r) => (
            <g key={r} fill="none" stroke={c.primary} strokeWidth="1.2" opacity="0.35">
              <path d={`M${20 - r} 20 A${r} ${r} 0 0 1 ${20 + r} 20`} />
              <path d={`M${-r} 10 A${r} ${r} 0 0 1 ${r} 10`} />
              <path d={`M${40 - r} 10 A${r} ${r} 0 0 1 ${40 + r} 10`} />
            </g>
          ))}
        </pattern>
        <linearGradient id={ref('glow')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.primary} stopOpacity="0.22" />
          <stop offset="1" stopColor={c.primary} stopOpacity="0.04" />
        </linearGradient>
        <linearGradient id={ref('scan')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.primary} stopOpacity="0" />
          <stop offset="1" stopColor={c.primary} stopOpacity="0.35" />
        </linearGradient>
        <filter id={ref('shadow')} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor="#13151d" floodOpacity="0.16" />
        </filter>
      </defs>

      {/* Sun disc with waves beneath it */}
      <circle cx="240" cy="190" r="165" fill={`url(#${ref('glow')})`} />
      <rect x="40" y="290" width="400" height="90" fill={`url(#${ref('seigaiha')})`} opacity="0.9" />
      <rect x="40" y="286" width="400" height="4" rx="2" fill={c.primary} opacity="0.25" />

      {/* Back card: the English side */}
      <g transform="rotate(-9 200 170)" filter={`url(#${ref('shadow')})`}>
        <rect x="92" y="96" width="232" height="136" rx="10" fill={c.surface} stroke={c.border} />
        <rect x="112" y="116" width="28" height="28" rx="6" fill={c.primary} opacity="0.85" />
        <TextLines x={150} y={120} widths={[110, 70]} />
        <TextLines x={112} y={172} widths={[150, 120, 96]} />
      </g>

      {/* Front card: the Japanese side, with the vertical name and the seal */}
      <g transform="rotate(5 290 210)" filter={`url(#${ref('shadow')})`}>
        <rect x="170" y="136" width="240" height="140" rx="10" fill={c.surface} stroke={c.border} />
        <rect x="170" y="136" width="10" height="140" rx="5" fill={c.primary} />
        <TextLines x={198} y={158} widths={[64, 44]} />
        {/* the name, large, as a Japanese card prints it */}
        <rect x="198" y="194" width="120" height="12" rx="6" fill={c.ink} opacity="0.85" />
        <rect x="198" y="214" width="84" height="6" rx="3" fill={c.faint} opacity="0.7" />
        <TextLines x={198} y={240} widths={[150, 112]} gap={10} />
        {/* hanko seal */}
        <g transform="translate(368 178)">
          <circle r="20" fill="none" stroke={c.seal} strokeWidth="3" />
          <path d="M-8 -9 H8 M0 -9 V10 M-9 1 H9 M-6 10 H6" stroke={c.seal} strokeWidth="3" strokeLinecap="round" />
        </g>
      </g>

      {/* Scanner frame corners and scan beam */}
      <g stroke={c.primary} strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M150 116 V96 H172" />
        <path d="M408 96 H430 V116" />
        <path d="M150 276 V296 H172" />
        <path d="M408 296 H430 V276" />
      </g>
      <rect x="156" y="168" width="268" height="44" fill={`url(#${ref('scan')})`} />
      <rect x="156" y="210" width="268" height="3" rx="1.5" fill={c.primary} />

      {/* Check mark: the card became a record */}
      <g transform="translate(96 282)">
        <circle r="24" fill={c.primary} />
        <path d="M-10 0 L-3 7 L11 -8" stroke="#fff" strokeWidth="4.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>

      <Petal x={390} y={64} r={24} s={1.3} />
      <Petal x={438} y={134} r={-30} />
      <Petal x={70} y={120} r={60} s={1.1} />
      <Petal x={122} y={62} r={-12} s={0.8} />
      <Petal x={452} y={250} r={100} s={0.9} />
    </svg>
  )
}

import { Card, Scene } from './Scene'

/** A magnifier searching an empty spot among scattered name cards. */
export function NotFoundIllustration({ label }: { label: string }) {
  return (
    <Scene label={label}>
      <text x="200" y="120" textAnchor="middle" fontSize="96" fontWeight="800" fill="var(--colors-primary)" opacity="0.9" fontFamily="inherit">
        404
      </text>
      <Card x={60} y={170} rotate={-12} />
      <Card x={250} y={160} rotate={9} accent="var(--colors-warning)" />
      <g transform="translate(196 150)">
        <circle cx="0" cy="40" r="30" fill="var(--colors-bg-surface)" fillOpacity="0.6" stroke="var(--colors-fg-muted)" strokeWidth="7" />
        <line x1="21" y1="61" x2="52" y2="92" stroke="var(--colors-fg-muted)" strokeWidth="10" strokeLinecap="round" />
        <text x="0" y="52" textAnchor="middle" fontSize="32" fontWeight="700" fill="var(--colors-fg-subtle)" fontFamily="inherit">?</text>
      </g>
    </Scene>
  )
}

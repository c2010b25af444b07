import { Card, Scene } from './Scene'

/** A padlock holding a stack of name cards shut. */
export function NotAuthorizedIllustration({ label }: { label: string }) {
  return (
    <Scene label={label}>
      <text x="200" y="105" textAnchor="middle" fontSize="88" fontWeight="800" fill="var(--colors-primary)" opacity="0.9" fontFamily="inherit">
        401
      </text>
      <Card x={112} y={176} rotate={-4} />
      <Card x={118} y={166} rotate={3} accent="var(--colors-info)" />
      <Card x={124} y={156} rotate={-1} accent="var(--colors-danger)" />
      <g transform="translate(262 140)">
        <path d="M14 40 v-16 a22 22 0 0 1 44 0 v16" fill="none" stroke="var(--colors-fg-muted)" strokeWidth="8" strokeLinecap="round" />
        <rect x="0" y="38" width="72" height="62" rx="10" fill="var(--colors-warning)" />
        <circle cx="36" cy="64" r="8" fill="var(--colors-bg-surface)" />
        <rect x="32" y="66" width="8" height="18" rx="3" fill="var(--colors-bg-surface)" />
      </g>
    </Scene>
  )
}

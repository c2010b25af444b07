import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { BadgeTone } from './Badge'

export type TimelineItem = {
  id: string
  title: ReactNode
  time?: ReactNode
  body?: ReactNode
  tone?: BadgeTone
  /** An icon or an avatar shown in place of the plain dot (decorative: say it in the title too). */
  marker?: ReactNode
}
/** Where the events sit next to the rail: after it (default), before it, or taking turns (from sm, 600 px, up). */
export type TimelineAlign = 'start' | 'end' | 'alternate'
export type TimelineProps = { items: readonly TimelineItem[]; className?: string; label?: string; align?: TimelineAlign }

const DOT: Record<BadgeTone, string> = {
  primary: css({ bg: 'primary' }),
  success: css({ bg: 'success' }),
  danger: css({ bg: 'danger' }),
  warning: css({ bg: 'warning' }),
  info: css({ bg: 'info' }),
  neutral: css({ bg: 'gray.400' }),
}
// Icon markers: a soft disc in the tone, the icon in the tone's text colour.
const SOFT: Record<BadgeTone, string> = {
  primary: css({ bg: 'primary.subtle', color: 'primary.text' }),
  success: css({ bg: 'success.subtle', color: 'success.text' }),
  danger: css({ bg: 'danger.subtle', color: 'danger.text' }),
  warning: css({ bg: 'warning.subtle', color: 'warning.text' }),
  info: css({ bg: 'info.subtle', color: 'info.text' }),
  neutral: css({ bg: 'bg.muted', color: 'fg.muted' }),
}

const list = css({ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column' })
// Each event is a grid row: the rail column (marker + the line down to the next event) and the text.
// Grid columns follow the writing direction, so start/end mirror in RTL without extra rules.
const ROW: Record<TimelineAlign, string> = {
  start: css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '3' }),
  end: css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: '3' }),
  alternate: css({ display: 'grid', gridTemplateColumns: { base: 'auto minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto minmax(0, 1fr)' }, columnGap: '3' }),
}
const RAIL: Record<TimelineAlign, string> = {
  start: css({ gridColumn: '1', gridRow: '1' }),
  end: css({ gridColumn: '2', gridRow: '1' }),
  alternate: css({ gridColumn: { base: '1', sm: '2' }, gridRow: '1' }),
}
// Text on the start side of the rail reads towards it (aligned to the end).
const before = css({ textAlign: 'end', '& [data-part=head]': { justifyContent: 'flex-end' } })
const TEXT: Record<TimelineAlign, [even: string, odd: string]> = {
  start: [css({ gridColumn: '2' }), css({ gridColumn: '2' })],
  end: [cx(css({ gridColumn: '1' }), before), cx(css({ gridColumn: '1' }), before)],
  alternate: [
    css({ gridColumn: { base: '2', sm: '3' } }),
    css({ gridColumn: { base: '2', sm: '1' }, sm: { textAlign: 'end', '& [data-part=head]': { justifyContent: 'flex-end' } } }),
  ],
}
const rail = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', minW: '3.5' })
const line = css({ flex: '1', w: '1px', bg: 'border', mt: '1', minH: '3' })
const dot = css({ flexShrink: 0, mt: '1', w: '3.5', h: '3.5', borderRadius: 'full', borderWidth: '3px', borderColor: 'bg.surface', boxShadow: '0 0 0 1px token(colors.border)' })
const markerCls = css({ flexShrink: 0, w: '8', h: '8', borderRadius: 'full', display: 'grid', placeItems: 'center', overflow: 'hidden', '& > svg': { w: '4', h: '4' } })
const text = css({ minW: '0', pb: '5', gridRow: '1' })
const lastText = css({ pb: '0' })
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '1 3' })
const withMarker = css({ pt: '1.5' })
const titleCls = css({ fontWeight: 'medium', color: 'fg' })
const timeCls = css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })
const bodyCls = css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })

/**
 * A vertical list of events (order shipping, activity): a coloured dot — or an icon or avatar — a
 * title, a time and a short text, next to a rail on the start side, the end side, or alternating.
 */
export function Timeline({ items, className, label, align = 'start' }: TimelineProps) {
  return (
    <ol className={cx(list, className)} aria-label={label} data-align={align}>
      {items.map((it, i) => {
        const tone = it.tone ?? 'primary'
        const last = i === items.length - 1
        return (
          <li key={it.id} className={ROW[align]}>
            <span aria-hidden className={cx(rail, RAIL[align])}>
              {it.marker !== undefined ? <span className={cx(markerCls, SOFT[tone])}>{it.marker}</span> : <span className={cx(dot, DOT[tone])} />}
              {!last && <span className={line} />}
            </span>
            <div className={cx(text, TEXT[align][i % 2], last && lastText, it.marker !== undefined && withMarker)}>
              <div data-part="head" className={head}>
                <span className={titleCls}>{it.title}</span>
                {it.time !== undefined && <span className={timeCls}>{it.time}</span>}
              </div>
              {it.body !== undefined && <div className={bodyCls}>{it.body}</div>}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { BadgeTone } from './Badge'

export type TimelineItem = { id: string; title: ReactNode; time?: ReactNode; body?: ReactNode; tone?: BadgeTone }
export type TimelineProps = { items: readonly TimelineItem[]; className?: string; label?: string }

const DOT: Record<BadgeTone, string> = {
  primary: css({ bg: 'primary' }),
  success: css({ bg: 'success' }),
  danger: css({ bg: 'danger' }),
  warning: css({ bg: 'warning' }),
  info: css({ bg: 'info' }),
  neutral: css({ bg: 'gray.400' }),
}

const list = css({ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column' })
// The line runs from each dot down to the next one; logical insets keep it on the start side in RTL.
const item = css({
  position: 'relative',
  ps: '7',
  pb: '5',
  _before: { content: '""', position: 'absolute', insetInlineStart: '1.5', top: '4', bottom: '0', w: '1px', bg: 'border' },
  _last: { pb: '0', _before: { display: 'none' } },
})
const dot = css({ position: 'absolute', insetInlineStart: '0', top: '1', w: '3.5', h: '3.5', borderRadius: 'full', borderWidth: '3px', borderColor: 'bg.surface', boxShadow: '0 0 0 1px token(colors.border)' })
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '1 3' })
const titleCls = css({ fontWeight: 'medium', color: 'fg' })
const timeCls = css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })
const bodyCls = css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })

/** A vertical list of events (order shipping, activity): a coloured dot, a title, a time and a short text. */
export function Timeline({ items, className, label }: TimelineProps) {
  return (
    <ol className={cx(list, className)} aria-label={label}>
      {items.map((it) => (
        <li key={it.id} className={item}>
          <span aria-hidden className={cx(dot, DOT[it.tone ?? 'primary'])} />
          <div className={head}>
            <span className={titleCls}>{it.title}</span>
            {it.time !== undefined && <span className={timeCls}>{it.time}</span>}
          </div>
          {it.body !== undefined && <div className={bodyCls}>{it.body}</div>}
        </li>
      ))}
    </ol>
  )
}

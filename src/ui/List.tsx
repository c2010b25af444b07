import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

export type ListItem = {
  id: string
  primary: ReactNode
  secondary?: ReactNode
  /** Avatar or icon on the inline start. */
  start?: ReactNode
  /** Badge, time or an action on the inline end. */
  end?: ReactNode
}

export type ListProps = {
  items: readonly ListItem[]
  dense?: boolean
  /** Lines between the rows. */
  dividers?: boolean
  /** Accessible name of the list. */
  label?: string
  className?: string
}

const row = css({ display: 'flex', alignItems: 'center', gap: '3', minW: 0 })
const text = css({ display: 'flex', flexDirection: 'column', minW: 0, flex: '1' })
const primary = css({ color: 'fg', fontWeight: 'medium', overflow: 'hidden', textOverflow: 'ellipsis', wordBreak: 'keep-all', lineBreak: 'strict' })
const secondary = css({ color: 'fg.muted', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis' })

/** A plain semantic list of rows (people, files, settings): start, two lines of text, end. */
export function List({ items, dense, dividers, label, className }: ListProps) {
  return (
    <ul aria-label={label} className={cx(css({ listStyle: 'none', m: 0, p: 0, w: 'full' }), className)}>
      {items.map((item, i) => (
        <li
          key={item.id}
          className={cx(row, css({ py: dense ? '1.5' : '3' }), dividers && i > 0 ? css({ borderTopWidth: '1px', borderColor: 'border' }) : undefined)}
        >
          {item.start}
          <span className={text}>
            <span className={primary}>{item.primary}</span>
            {item.secondary && <span className={secondary}>{item.secondary}</span>}
          </span>
          {item.end && <span className={css({ flexShrink: 0, display: 'inline-flex', alignItems: 'center', gap: '2' })}>{item.end}</span>}
        </li>
      ))}
    </ul>
  )
}

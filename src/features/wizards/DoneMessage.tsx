import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The confirmation every wizard ends on: a tick, a heading, then what was saved. */
export function DoneMessage({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <span aria-hidden className={css({ display: 'grid', placeItems: 'center', w: '12', h: '12', borderRadius: 'full', bg: 'success.subtle', color: 'success.text', flexShrink: 0, '& svg': { w: '7', h: '7' } })}>
          {icon}
        </span>
        <h2 className={css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h2>
      </div>
      {children}
    </div>
  )
}

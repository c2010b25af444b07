import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'

export type DetailItem = {
  label: ReactNode
  /** Empty values (null, undefined, '') show a muted "Not set". */
  value: ReactNode
  /** Span both columns of a two-column list (long text such as notes). */
  wide?: boolean
}

export type DetailListProps = {
  items: readonly DetailItem[]
  /** One column (default) or two from the md breakpoint. */
  columns?: 1 | 2
  className?: string
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

/** Label/value rows for view pages, as a description list (<dl>). */
export function DetailList({ items, columns = 1, className }: DetailListProps) {
  return (
    <dl className={cx(css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' }, columnGap: '8', m: '0' }), className)}>
      {items.map((item, i) => (
        <div
          key={i}
          className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, 38%) minmax(0, 1fr)' }, gap: { base: '0.5', sm: '4' }, py: '2.5', borderBottomWidth: '1px', borderColor: 'border', borderStyle: 'dashed' })}
          style={item.wide && columns === 2 ? { gridColumn: '1 / -1' } : undefined}
        >
          <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{item.label}</dt>
          {/* Values are mostly Japanese or Latin: each line takes its own direction (a final 。 or ")"
              stays at the end in Arabic) while the column stays aligned with its label. */}
          <dd className={css({ m: '0', fontSize: 'sm', color: 'fg', overflowWrap: 'anywhere', whiteSpace: 'pre-line', unicodeBidi: 'plaintext', textAlign: 'left', _rtl: { textAlign: 'right' } })}>
            {isEmpty(item.value) ? (
              <span className={css({ color: 'fg.subtle' })}>
                <Trans>Not set</Trans>
              </span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { BadgeTone } from './Badge'
import { Card } from './Card'
import { Skeleton } from './Skeleton'

export type StatCardProps = { title: ReactNode; value: ReactNode; trend?: number; icon?: ReactNode; tone?: BadgeTone; loading?: boolean }

const caption = css({ fontSize: 'sm', color: 'fg.muted' })
const figure = css({ fontSize: '2xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })
const trendCls = css({ fontSize: 'sm', fontWeight: 'medium', '&[data-up=true]': { color: 'success.text' }, '&[data-up=false]': { color: 'danger.text' } })

/** One figure on a card (a count, an amount), with an optional trend in percent. */
export function StatCard({ title, value, trend, icon, loading }: StatCardProps) {
  return (
    <Card>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'start' })}>
        <div>
          <div className={caption}>{title}</div>
          {loading ? <Skeleton height="2rem" width="8rem" /> : <div className={figure}>{value}</div>}
          {trend !== undefined && !loading && (
            <span className={trendCls} data-up={trend >= 0}>
              <bdi>{`${trend >= 0 ? '+' : '−'}${Math.abs(trend)}%`}</bdi>
            </span>
          )}
        </div>
        {icon}
      </div>
    </Card>
  )
}

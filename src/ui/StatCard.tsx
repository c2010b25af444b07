import type { ReactNode } from 'react'
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { Skeleton } from './Skeleton'

export type StatTone = 'primary' | 'success' | 'warning' | 'danger' | 'info'

export type StatCardProps = {
  title: ReactNode
  /** The figure, already formatted for the language. */
  value: ReactNode
  /** Change in percent against the previous period (positive = up); null/undefined shows none. */
  trend?: number | null
  /** What the trend compares with (e.g. "vs last month"). */
  trendLabel?: ReactNode
  icon?: ReactNode
  tone?: StatTone
  loading?: boolean
  /** Extra content under the figure (a sparkline, e.g.). */
  children?: ReactNode
  className?: string
}

const toneBg: Record<StatTone, string> = {
  primary: css({ bg: 'primary.subtle', color: 'primary.text' }),
  success: css({ bg: 'success.subtle', color: 'success.text' }),
  warning: css({ bg: 'warning.subtle', color: 'warning.text' }),
  danger: css({ bg: 'danger.subtle', color: 'danger.text' }),
  info: css({ bg: 'info.subtle', color: 'info.text' }),
}

/** A statistic: title, big figure, trend arrow with its percent, an icon in a tinted square. */
export function StatCard({ title, value, trend, trendLabel, icon, tone = 'primary', loading, children, className }: StatCardProps) {
  const { t, i18n } = useLingui()
  const up = (trend ?? 0) >= 0
  const trendText = trend == null ? null : new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(trend / 100)
  return (
    <section
      aria-busy={loading || undefined}
      className={cx(css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: '5', display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }), className)}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3' })}>
        <h3 className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>{title}</h3>
        {icon && <span aria-hidden="true" className={cx(css({ display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'md', flexShrink: 0, '& svg': { w: '5', h: '5' } }), toneBg[tone])}>{icon}</span>}
      </div>
      {loading ? (
        <div role="status" aria-label={t`Loading`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Skeleton width="60%" height="1.75rem" />
          <Skeleton width="40%" />
        </div>
      ) : (
        <>
          <p className={css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums' })}>{value}</p>
          {trendText && (
            <p className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', flexWrap: 'wrap' })}>
              <span className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', fontWeight: 'medium', '& svg': { w: '4', h: '4' } }), up ? css({ color: 'success.text' }) : css({ color: 'danger.text' }))}>
                {up ? <IconTrendingUp aria-hidden="true" /> : <IconTrendingDown aria-hidden="true" />}
                {trendText}
              </span>
              {trendLabel && <span className={css({ color: 'fg.muted' })}>{trendLabel}</span>}
            </p>
          )}
          {children}
        </>
      )}
    </section>
  )
}

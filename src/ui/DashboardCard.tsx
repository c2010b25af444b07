import { useState, type ReactNode } from 'react'
import { IconDots, IconRefresh, IconTable, IconChartBar } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { ApiFailure } from '@/core/list/api-failure'
import { Card } from './Card'
import { IconButton } from './IconButton'
import { Menu, type MenuItem } from './Menu'
import { Skeleton } from './Skeleton'
import { ErrorState } from './states/ErrorState'

export type CardLoad = { loading: boolean; error: ApiFailure | null; reload: () => unknown }

export type DashboardCardProps = {
  /** Plain text: it also names the card's menu button. */
  title: string
  subtitle?: string
  /** The card's own request: skeleton while it loads, its own error with Retry, Refresh in the menu. */
  load: CardLoad
  /** True once there is data to show (older data stays visible during a refresh). */
  ready: boolean
  /** Skeleton shape while the first answer is pending. */
  skeleton?: 'chart' | 'list' | 'figure'
  /** Offers "Show as table" in the menu: the body receives `showTable`. */
  tableToggle?: boolean
  /** More menu entries after Refresh (e.g. a link to the full list). */
  menuItems?: readonly MenuItem[]
  /** Body; a function gets whether the figures table is asked for. */
  children: ReactNode | ((opts: { showTable: boolean }) => ReactNode)
  className?: string
  padding?: 'none' | 'normal'
}

function CardSkeleton({ shape }: { shape: 'chart' | 'list' | 'figure' }) {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading`} className={css({ display: 'flex', flexDirection: 'column', gap: '3', py: '2' })}>
      {shape === 'chart' && <Skeleton height="12rem" />}
      {shape === 'figure' && <Skeleton circle width="9rem" height="9rem" className={css({ alignSelf: 'center' })} />}
      {shape === 'list' && Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height="1.5rem" />)}
    </div>
  )
}

/** A dashboard card: header with a menu (Refresh, table view, …), loading skeleton, per-card error. */
export function DashboardCard({ title, subtitle, load, ready, skeleton = 'chart', tableToggle, menuItems = [], children, className, padding }: DashboardCardProps) {
  const { t } = useLingui()
  const [showTable, setShowTable] = useState(false)
  const items: MenuItem[] = [
    { value: 'refresh', label: t`Refresh`, icon: <IconRefresh size={16} aria-hidden="true" />, onSelect: () => void load.reload() },
    ...(tableToggle
      ? [{ value: 'table', label: showTable ? t`Show as chart` : t`Show as table`, icon: showTable ? <IconChartBar size={16} aria-hidden="true" /> : <IconTable size={16} aria-hidden="true" />, onSelect: () => setShowTable((v) => !v) }]
      : []),
    ...menuItems,
  ]
  let body: ReactNode
  if (load.error && !load.loading) body = <ErrorState compact error={load.error} onRetry={() => void load.reload()} />
  else if (!ready) body = <CardSkeleton shape={skeleton} />
  else body = typeof children === 'function' ? children({ showTable }) : children
  return (
    <Card
      title={title}
      subtitle={subtitle}
      headingLevel={3}
      padding={padding}
      aria-busy={load.loading || undefined}
      className={cx(css({ minW: '0', h: 'full', transition: 'opacity 0.2s' }), ready && load.loading ? css({ opacity: 0.7 }) : undefined, className)}
      actions={<Menu trigger={<IconButton label={t`Actions for ${title}`} size="sm"><IconDots /></IconButton>} items={items} />}
    >
      {body}
    </Card>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { IconChevronDown, IconRefresh, IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Card } from './Card'
import { IconButton } from './IconButton'
import { Spinner } from './Spinner'

export type ActionCardProps = {
  title: string
  subtitle?: ReactNode
  /** Shows a collapse toggle (aria-expanded on it, content hidden when collapsed). */
  collapsible?: boolean
  defaultCollapsed?: boolean
  /** Shows a refresh button; the body is covered by a spinner until the promise settles. */
  onRefresh?: () => Promise<unknown>
  /** Shows a remove button; the owner takes the card away (and may offer undo). */
  onRemove?: () => void
  children: ReactNode
  className?: string
}

/** A card with header actions: collapse, refresh and remove (dashboards, widgets). */
export function ActionCard({ title, subtitle, collapsible, defaultCollapsed = false, onRefresh, onRemove, children, className }: ActionCardProps) {
  const { t } = useLingui()
  const bodyId = useId()
  const [collapsed, setCollapsed] = useState(defaultCollapsed)
  const [refreshing, setRefreshing] = useState(false)
  const refresh = async () => {
    if (!onRefresh) return
    setRefreshing(true)
    try {
      await onRefresh()
    } finally {
      setRefreshing(false)
    }
  }
  const actions = (
    <>
      {collapsible && (
        <IconButton label={collapsed ? t`Expand ${title}` : t`Collapse ${title}`} size="sm" aria-expanded={!collapsed} aria-controls={bodyId} onClick={() => setCollapsed((c) => !c)}>
          <IconChevronDown size={18} style={{ transform: collapsed ? 'rotate(-90deg)' : undefined, transition: 'transform 0.2s' }} className="flip-rtl" />
        </IconButton>
      )}
      {onRefresh && (
        <IconButton label={t`Refresh ${title}`} size="sm" onClick={refresh} disabled={refreshing}>
          <IconRefresh size={18} />
        </IconButton>
      )}
      {onRemove && (
        <IconButton label={t`Remove ${title}`} size="sm" onClick={onRemove}>
          <IconX size={18} />
        </IconButton>
      )}
    </>
  )
  return (
    <Card title={title} subtitle={subtitle} actions={actions} className={className} aria-busy={refreshing || undefined}>
      <div id={bodyId} hidden={collapsed} className={css({ position: 'relative' })}>
        {children}
        {refreshing && (
          <div className={css({ position: 'absolute', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'color-mix(in srgb, var(--colors-bg-surface) 70%, transparent)' })}>
            <Spinner label={t`Refreshing`} />
          </div>
        )}
      </div>
    </Card>
  )
}

import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useSignals } from '@preact/signals-react/runtime'
import { IconAlertTriangle, IconBell, IconChartBar, IconChecks, IconId, IconMailOpened, IconMail, IconX } from '@tabler/icons-react'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { Avatar } from '@/ui/Avatar'
import { Badge } from '@/ui/Badge'
import { Button } from '@/ui/Button'
import { IconButton } from '@/ui/IconButton'
import { Popover } from '@/ui/Popover'
import { Spinner } from '@/ui/Spinner'
import { pathFor } from '@/core/routing/paths'
import { notificationText } from './notification-texts'
import { markAllRead, notificationList, notifications, notificationsFailed, refreshNotifications, removeNotification, restoreNotifications, setRead, unreadCount, type NotificationItem } from './notifications-store'
import { relativeTime } from './relative-time'

const ICONS = { id: IconId, alert: IconAlertTriangle, checks: IconChecks, chart: IconChartBar, user: IconId } as const
const toneColor = { success: 'success', info: 'info', warning: 'warning', primary: 'primary' } as const

function Row({ item }: { item: NotificationItem }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const words = notificationText(item)
  const Icon = ICONS[words.icon] ?? IconBell
  const title = i18n._(words.title)
  const processId = Number(item.params.process_id)
  return (
    <li
      data-notification={item.id}
      data-read={item.read ? 'true' : 'false'}
      className={css({
        display: 'flex',
        gap: '3',
        px: '4',
        py: '3',
        borderTop: '1px solid token(colors.border)',
        bg: item.read ? 'transparent' : 'color-mix(in srgb, var(--colors-primary) 5%, transparent)',
        _hover: { bg: 'bg.subtle', '& [data-part=actions]': { opacity: 1 } },
      })}
    >
      {item.person ? (
        <Avatar name={item.person} size="sm" decorative />
      ) : (
        <span
          aria-hidden
          className={css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '8', h: '8', borderRadius: 'full', flexShrink: 0 })}
          style={{ background: `color-mix(in srgb, var(--colors-${toneColor[item.tone]}) 16%, transparent)`, color: `var(--colors-${toneColor[item.tone]})` }}
        >
          <Icon size={18} />
        </span>
      )}
      <div className={css({ flex: 1, minW: 0 })}>
        <div className={css({ fontSize: 'sm', fontWeight: item.read ? '500' : '600', color: 'fg' })}>
          {processId > 0 ? (
            <Link href={pathFor('apps-process-view', { id: processId })} onClick={() => !item.read && void setRead(item.id, true)} className={css({ color: 'inherit', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
              {title}
            </Link>
          ) : (
            title
          )}
        </div>
        <div className={css({ fontSize: 'sm', color: 'fg.muted' })}>{i18n._(words.text)}</div>
        <div className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '0.5' })}>{relativeTime(Date.parse(item.created_at), i18n.locale)}</div>
      </div>
      <div data-part="actions" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1', opacity: { base: 1, lg: 0.55 } })}>
        <IconButton size="xs" label={item.read ? t`Mark "${title}" as unread` : t`Mark "${title}" as read`} onClick={() => void setRead(item.id, !item.read)}>
          {item.read ? <IconMail /> : <IconMailOpened />}
        </IconButton>
        <IconButton size="xs" label={t`Remove "${title}"`} onClick={() => void removeNotification(item.id)}>
          <IconX />
        </IconButton>
      </div>
    </li>
  )
}

/** Top-bar notifications: read/unread, mark all read, remove (kept by the demo server per account). */
export function NotificationsMenu() {
  useSignals()
  const { t } = useLingui()
  const items = notifications.value
  const unread = unreadCount.value
  const loaded = notificationList.value !== null
  useEffect(() => {
    void refreshNotifications()
  }, [])
  return (
    <Popover
      onOpenChange={(open) => open && void refreshNotifications()}
      placement="bottom-end"
      className={css({ p: '0 !important', w: 'min(24rem, calc(100vw - 1.5rem))', maxW: 'none !important' })}
      trigger={
        <IconButton label={unread ? t`Notifications (${unread} unread)` : t`Notifications`} className={css({ position: 'relative' })} data-testid="notifications-trigger">
          <IconBell />
          {unread > 0 && (
            <span
              aria-hidden
              className={css({ position: 'absolute', top: '1.5', insetInlineEnd: '1.5', w: '2.5', h: '2.5', borderRadius: 'full', bg: 'danger', border: '2px solid token(colors.bg.surface)' })}
            />
          )}
        </IconButton>
      }
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', py: '3' })}>
        <h2 className={css({ fontSize: 'md', fontWeight: '600', flex: 1 })}>
          <Trans>Notifications</Trans>
        </h2>
        {unread > 0 && (
          <Badge tone="primary" size="sm">
            <Trans>{unread} new</Trans>
          </Badge>
        )}
        <IconButton size="sm" label={t`Mark all as read`} disabled={unread === 0} onClick={() => void markAllRead()}>
          <IconMailOpened />
        </IconButton>
      </div>
      {!loaded && notificationsFailed.value ? (
        <div role="alert" className={css({ px: '4', py: '6', textAlign: 'center', color: 'fg.muted', borderTop: '1px solid token(colors.border)' })}>
          <p className={css({ fontSize: 'sm', mb: '3' })}>
            <Trans>Notifications could not be loaded.</Trans>
          </p>
          <Button size="sm" variant="soft" onClick={() => void refreshNotifications()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : !loaded ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '6', borderTop: '1px solid token(colors.border)' })}>
          <Spinner />
        </div>
      ) : items.length ? (
        <ul className={css({ listStyle: 'none', m: 0, p: 0, maxH: 'min(24rem, 60vh)', overflowY: 'auto' })}>
          {items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className={css({ px: '4', py: '8', textAlign: 'center', color: 'fg.muted', borderTop: '1px solid token(colors.border)' })}>
          <IconBell size={32} className={css({ mx: 'auto', mb: '2', opacity: 0.5 })} aria-hidden />
          <p className={css({ fontSize: 'sm', mb: '3' })}>
            <Trans>You're all caught up.</Trans>
          </p>
          <Button size="sm" variant="soft" onClick={() => void restoreNotifications()}>
            <Trans>Show sample notifications</Trans>
          </Button>
        </div>
      )}
    </Popover>
  )
}

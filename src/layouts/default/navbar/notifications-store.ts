import { computed, signal } from '@preact/signals-react'
import { demoApi } from '@/core/api/client'
import type { AppNotification, NotificationList } from '@/core/api/contract/notifications'

// The top bar's notifications, kept by the demo server per account (/api/notifications). Changes
// show at once and are sent to the server; if the server refuses, the list is read again.

export type NotificationItem = AppNotification

export const notificationList = signal<NotificationItem[] | null>(null)
export const notificationsFailed = signal(false)
export const notifications = computed(() => notificationList.value ?? [])
export const unreadCount = computed(() => notifications.value.filter((n) => !n.read).length)

let pending: Promise<void> | undefined
/** Reads the list (on opening the menu and when the top bar mounts). */
export function refreshNotifications(): Promise<void> {
  pending ??= demoApi<NotificationList>('notifications')
    .then((list) => {
      notificationList.value = list.items
      notificationsFailed.value = false
    })
    .catch(() => {
      notificationsFailed.value = true
    })
    .finally(() => {
      pending = undefined
    })
  return pending
}

function optimistic(update: (items: NotificationItem[]) => NotificationItem[], send: () => Promise<unknown>): Promise<void> {
  notificationList.value = update(notifications.value)
  return send().then(
    () => undefined,
    () => refreshNotifications(),
  )
}

export const setRead = (id: number, read: boolean) =>
  optimistic(
    (items) => items.map((n) => (n.id === id ? { ...n, read } : n)),
    () => demoApi(`notifications/${id}`, { method: 'PATCH', body: { read } }),
  )

export const markAllRead = () =>
  optimistic(
    (items) => items.map((n) => ({ ...n, read: true })),
    () => demoApi('notifications/read-all', { method: 'POST' }),
  )

export const removeNotification = (id: number) =>
  optimistic(
    (items) => items.filter((n) => n.id !== id),
    () => demoApi(`notifications/${id}`, { method: 'DELETE' }),
  )

/** Brings the samples back (offered when the list is empty, so the demo never runs dry). */
export function restoreNotifications(): Promise<void> {
  return demoApi<NotificationList>('notifications/samples', { method: 'POST' }).then(
    (list) => void (notificationList.value = list.items),
    () => refreshNotifications(),
  )
}

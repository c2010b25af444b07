import { computed, effect, signal } from '@preact/signals-react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

// Our own sample notifications (the spec shows the area, not its data). Text is translatable;
// what the user did with each one (read, removed) is kept in localStorage.
export type NotificationTone = 'success' | 'info' | 'warning' | 'primary'
export type SampleNotification = { id: string; title: MessageDescriptor; text: MessageDescriptor; tone: NotificationTone; icon: string; person?: string; minutesAgo: number }
export type NotificationItem = SampleNotification & { read: boolean; at: number }

export const SAMPLE_NOTIFICATIONS: readonly SampleNotification[] = [
  { id: 'cards-analysed', title: msg`Name cards analysed`, text: msg`All 12 cards from the Osaka trade show are ready to check.`, tone: 'success', icon: 'id', minutesAgo: 8 },
  { id: 'person-merged', title: msg`New person added`, text: msg`Aiko Tanaka was added to Hoshino Trading.`, tone: 'primary', icon: 'user', person: 'Aiko Tanaka', minutesAgo: 45 },
  { id: 'card-failed', title: msg`A card needs attention`, text: msg`One card could not be read. Please check it by hand.`, tone: 'warning', icon: 'alert', minutesAgo: 130 },
  { id: 'sales-check', title: msg`Sales check waiting`, text: msg`5 cards were checked by the office and now wait for sales.`, tone: 'info', icon: 'checks', minutesAgo: 300 },
  { id: 'career-change', title: msg`Career change found`, text: msg`Kenji Mori has moved to Sakura Logistics.`, tone: 'primary', icon: 'user', person: 'Kenji Mori', minutesAgo: 1440 },
  { id: 'weekly-summary', title: msg`Weekly summary`, text: msg`Your team captured 48 cards this week.`, tone: 'success', icon: 'chart', minutesAgo: 4320 },
]

export const NOTIFICATIONS_STORAGE_KEY = 'meishi-notifications'
type Stored = { id: string; read: boolean; at: number }[]

function initial(now = Date.now()): Stored {
  // The last two are old news: already read.
  return SAMPLE_NOTIFICATIONS.map((n, i) => ({ id: n.id, read: i >= SAMPLE_NOTIFICATIONS.length - 2, at: now - n.minutesAgo * 60_000 }))
}

function load(): Stored {
  try {
    const raw = localStorage.getItem(NOTIFICATIONS_STORAGE_KEY)
    if (raw) {
      const parsed = JSON.parse(raw) as Stored
      if (Array.isArray(parsed)) return parsed.filter((s) => SAMPLE_NOTIFICATIONS.some((n) => n.id === s.id))
    }
  } catch {
    // private mode or a damaged value: start over
  }
  return initial()
}

const state = signal<Stored>(typeof localStorage === 'undefined' ? initial() : load())
effect(() => {
  try {
    localStorage.setItem(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(state.value))
  } catch {
    // storage full or unavailable: the list still works for this visit
  }
})

export const notifications = computed<NotificationItem[]>(() =>
  state.value.flatMap((s) => {
    const sample = SAMPLE_NOTIFICATIONS.find((n) => n.id === s.id)
    return sample ? [{ ...sample, read: s.read, at: s.at }] : []
  }),
)
export const unreadCount = computed(() => state.value.filter((s) => !s.read).length)

export function setRead(id: string, read: boolean): void {
  state.value = state.value.map((s) => (s.id === id ? { ...s, read } : s))
}
export function markAllRead(): void {
  state.value = state.value.map((s) => ({ ...s, read: true }))
}
export function removeNotification(id: string): void {
  state.value = state.value.filter((s) => s.id !== id)
}
/** Brings the samples back (offered when the list is empty, so the demo never runs dry). */
export function restoreNotifications(): void {
  state.value = initial()
}

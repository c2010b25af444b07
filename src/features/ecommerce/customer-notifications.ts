// A customer's notification choices, kept on this device (the demo server has no endpoint for them).
export const NOTIFICATION_EVENTS = ['order', 'shipping', 'offers', 'reviews'] as const
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]
export type NotificationChoices = Record<NotificationEvent, Record<NotificationChannel, boolean>>

const key = (customerId: number) => `meishi-demo-customer-notifications-${customerId}`

export const defaultChoices = (): NotificationChoices => ({
  order: { email: true, sms: true },
  shipping: { email: true, sms: false },
  offers: { email: false, sms: false },
  reviews: { email: true, sms: false },
})

export function loadChoices(customerId: number): NotificationChoices {
  const base = defaultChoices()
  try {
    const raw = JSON.parse(localStorage.getItem(key(customerId)) ?? 'null') as Partial<NotificationChoices> | null
    for (const e of NOTIFICATION_EVENTS) for (const c of NOTIFICATION_CHANNELS) if (typeof raw?.[e]?.[c] === 'boolean') base[e][c] = raw[e][c]
  } catch {
    // Unreadable storage: the defaults stand.
  }
  return base
}

export function saveChoices(customerId: number, choices: NotificationChoices): void {
  localStorage.setItem(key(customerId), JSON.stringify(choices))
}

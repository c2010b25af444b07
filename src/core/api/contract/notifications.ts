import * as v from 'valibot'

// Top-bar notifications, kept by the demo server per sign-in account (GET /api/notifications,
// PATCH /api/notifications/:id, DELETE /api/notifications/:id, POST /api/notifications/read-all,
// POST /api/notifications/samples). The server stores what happened (kind + params); the client
// words it in the user's language.

export const NOTIFICATION_KINDS = [
  /** A process's cards have all been analysed (params: process_id, process_name, total, failed). */
  'analysis-finished',
  // Samples, so a fresh demo account has something to look at.
  'sample-cards-analysed',
  'sample-person-merged',
  'sample-card-failed',
  'sample-sales-check',
  'sample-career-change',
  'sample-weekly-summary',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
export type NotificationTone = 'success' | 'info' | 'warning' | 'primary'

export type AppNotification = {
  id: number
  kind: NotificationKind
  tone: NotificationTone
  params: Record<string, string | number>
  /** A person's name when the notification is about them (the row shows their avatar). */
  person?: string
  read: boolean
  created_at: string
}

export type NotificationList = { items: AppNotification[]; unread: number }

export const NotificationUpdateSchema = v.object({ read: v.boolean('read must be true or false') })
export type NotificationUpdate = v.InferOutput<typeof NotificationUpdateSchema>

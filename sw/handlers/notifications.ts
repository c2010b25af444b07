import type { Database, WriteTx } from '../db/database'
import { fail, ok, type HandlerResult } from '../server/http'
import type { RequestContext, Router } from '../server/router'
import { requireUser } from '../server/session'
import { parseWith } from '../server/validate'
import { NotificationUpdateSchema, type AppNotification, type NotificationList } from '../../src/core/api/contract/notifications'

/** One account's notifications, as one document (`notifications:<account id>`), newest first. */
type Inbox = { seq: number; items: AppNotification[] }
type InboxDoc = { key: string; value: Inbox }

const keyOf = (accountId: number) => `notifications:${accountId}`

type Sample = Omit<AppNotification, 'id' | 'read' | 'created_at'> & { minutesAgo: number; read?: boolean }
const SAMPLES: readonly Sample[] = [
  { kind: 'sample-cards-analysed', tone: 'success', params: {}, minutesAgo: 8 },
  { kind: 'sample-person-merged', tone: 'primary', params: {}, person: 'Aiko Tanaka', minutesAgo: 45 },
  { kind: 'sample-card-failed', tone: 'warning', params: {}, minutesAgo: 130 },
  { kind: 'sample-sales-check', tone: 'info', params: {}, minutesAgo: 300 },
  // Old news: already read.
  { kind: 'sample-career-change', tone: 'primary', params: {}, person: 'Kenji Mori', minutesAgo: 1440, read: true },
  { kind: 'sample-weekly-summary', tone: 'success', params: {}, minutesAgo: 4320, read: true },
]

export function sampleInbox(now: number): Inbox {
  const items = SAMPLES.map(({ minutesAgo, read = false, ...n }, i) => ({ ...n, id: i + 1, read, created_at: new Date(now - minutesAgo * 60_000).toISOString() }))
  return { seq: items.length, items }
}

type Reader = Pick<Database, 'get'> | Pick<WriteTx, 'get'>
async function readInbox(db: Reader, accountId: number, now: number): Promise<Inbox> {
  const doc = (await db.get<InboxDoc>('documents', keyOf(accountId))) as InboxDoc | undefined
  // First look: the samples, so the demo never starts empty.
  return doc?.value ?? sampleInbox(now)
}

const listOf = (inbox: Inbox): NotificationList => ({ items: inbox.items, unread: inbox.items.filter((n) => !n.read).length })

/** Changes one account's inbox in one transaction; `change` returns the answer. */
async function change<R>(ctx: RequestContext, accountId: number, fn: (inbox: Inbox) => R): Promise<R> {
  return ctx.db.write(['documents'], async (tx) => {
    const inbox = await readInbox(tx, accountId, ctx.now)
    const result = fn(inbox)
    await tx.put('documents', { key: keyOf(accountId), value: inbox } satisfies InboxDoc)
    return result
  })
}

/** Adds a notification for an account inside a running transaction (over 'documents'), e.g. when an analysis finishes. */
export async function notify(tx: WriteTx, accountId: number, now: number, n: Omit<AppNotification, 'id' | 'read' | 'created_at'>): Promise<void> {
  const inbox = await readInbox(tx, accountId, now)
  inbox.seq += 1
  inbox.items.unshift({ ...n, id: inbox.seq, read: false, created_at: new Date(now).toISOString() })
  await tx.put('documents', { key: keyOf(accountId), value: inbox } satisfies InboxDoc)
}

const idOf = (ctx: RequestContext) => Number(ctx.params.id)

/** GET /api/notifications — the signed-in account's notifications, newest first, with the unread count. */
export async function listNotifications(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  return ok(listOf(await readInbox(ctx.db, user.id, ctx.now)))
}

/** PATCH /api/notifications/:id {read} — mark one read or unread. */
export async function updateNotification(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const { read } = parseWith(NotificationUpdateSchema, ctx.body ?? {})
  const id = idOf(ctx)
  const found = await change(ctx, user.id, (inbox) => {
    const item = inbox.items.find((n) => n.id === id)
    if (item) item.read = read
    return item
  })
  return found ? ok(found) : fail(404, 'Notification not found')
}

/** DELETE /api/notifications/:id — remove one. */
export async function removeNotification(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const id = idOf(ctx)
  const removed = await change(ctx, user.id, (inbox) => {
    const before = inbox.items.length
    inbox.items = inbox.items.filter((n) => n.id !== id)
    return inbox.items.length < before
  })
  return removed ? ok({ deleted: [id] }) : fail(404, 'Notification not found')
}

/** POST /api/notifications/read-all — mark every one read. */
export async function markAllNotificationsRead(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  return ok(await change(ctx, user.id, (inbox) => (inbox.items.forEach((n) => (n.read = true)), listOf(inbox))))
}

/** POST /api/notifications/samples — bring the samples back (offered when the list is empty). */
export async function restoreSampleNotifications(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const inbox = await change(ctx, user.id, (current) => {
    const samples = sampleInbox(ctx.now)
    // Keep what really happened; samples get fresh ids after it.
    const real = current.items.filter((n) => !n.kind.startsWith('sample-'))
    current.items = [...real, ...samples.items.map((n, i) => ({ ...n, id: current.seq + i + 1 }))]
    current.seq += samples.items.length
    return current
  })
  return ok(listOf(inbox))
}

export function registerNotifications(router: Router): void {
  router.get('/api/notifications', listNotifications)
  router.post('/api/notifications/read-all', markAllNotificationsRead)
  router.post('/api/notifications/samples', restoreSampleNotifications)
  router.patch('/api/notifications/:id', updateNotification)
  router.delete('/api/notifications/:id', removeNotification)
}

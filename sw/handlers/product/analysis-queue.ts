import { ok, type HandlerResult } from '../../server/http'
import type { RequestContext, Router } from '../../server/router'
import { requirePermission } from '../../server/session'
import { parseWith } from '../../server/validate'
import {
  ANALYSIS_ERRORS,
  ClaimSchema,
  ReleaseSchema,
  type CardImage,
  type ClaimedCard,
  type QueueEntry,
  type QueueStatus,
  type StoredNameCard,
} from '../../../src/core/api/contract/product/process'
import { stamp } from './crud'
import { ANY_ROLE, recount } from './process-store'

/** A claimed card comes back to the queue if its result doesn't arrive in time (tab closed, reload). */
export const LEASE_MS = 90_000
export const MAX_ATTEMPTS = 3

/**
 * POST /v1/api/analysis/claim {limit?, process_id?, holder?}: leases the oldest queued cards with their
 * images. After MAX_ATTEMPTS leases without a result a card fails with a message instead of
 * looping forever (e.g. an image that crashes the reader).
 */
export async function claim(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ANY_ROLE)
  const { limit, process_id, holder } = parseWith(ClaimSchema, ctx.body ?? {})
  const items: ClaimedCard[] = []
  // Chosen and leased in one transaction: two claims at once (a tab reading two cards side by side,
  // two tabs) read the queue one after the other, so no card is leased twice.
  await ctx.db.write(['analysisQueue', 'namecards', 'processes', 'images'], async (tx) => {
    const free = (await tx.all<QueueEntry>('analysisQueue'))
      .filter((e) => e.claimed_until <= ctx.now && (process_id === undefined || e.process_id === process_id))
      .sort((a, b) => a.enqueued_at.localeCompare(b.enqueued_at) || a.id - b.id)
    const exhausted: QueueEntry[] = []
    for (const entry of free) {
      if (items.length >= limit) break
      if (entry.attempts >= MAX_ATTEMPTS) {
        exhausted.push(entry)
        continue
      }
      const card = await tx.get<StoredNameCard>('namecards', entry.id)
      const image = card && (await tx.get<CardImage>('images', card.image))
      if (!card || card.analyst_status !== null) {
        exhausted.push({ ...entry, attempts: -1 }) // stale entry: just drop it
        continue
      }
      await tx.put('analysisQueue', { ...entry, claimed_until: ctx.now + LEASE_MS, attempts: entry.attempts + 1, holder })
      items.push({ card, image: image?.data_url ?? '' })
    }
    const touched = new Set<number>()
    for (const entry of exhausted) {
      await tx.delete('analysisQueue', entry.id)
      if (entry.attempts === -1) continue
      const card = await tx.get<StoredNameCard>('namecards', entry.id)
      if (card && card.analyst_status === null) {
        await tx.put('namecards', { ...card, analyst_status: 'fail', err_msg: ANALYSIS_ERRORS.tooManyAttempts, updated_at: stamp(ctx.now, card.updated_at) })
        touched.add(card.process_id)
      }
    }
    for (const id of touched) await recount(tx, id)
  })
  return ok({ items })
}

/**
 * POST /v1/api/analysis/release {ids?, holder?}: gives leased cards back at once: the page is closing,
 * or a reloaded tab gives back what it held (the claim's answer may never have reached it).
 */
export async function release(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ANY_ROLE)
  const { ids, holder } = parseWith(ReleaseSchema, ctx.body ?? {})
  let released = 0
  await ctx.db.write(['analysisQueue'], async (tx) => {
    const held = holder ? (await tx.all<QueueEntry>('analysisQueue')).filter((e) => e.holder === holder && e.claimed_until > ctx.now) : []
    const entries = [...held, ...(await Promise.all(ids.filter((id) => !held.some((e) => e.id === id)).map((id) => tx.get<QueueEntry>('analysisQueue', id))))]
    for (const entry of entries) {
      if (!entry) continue
      await tx.put('analysisQueue', { ...entry, claimed_until: 0, attempts: Math.max(0, entry.attempts - 1), holder: undefined })
      released++
    }
  })
  return ok({ released })
}

/** GET /v1/api/analysis/queue: how many cards wait, overall and per process. */
export async function queueStatus(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ANY_ROLE)
  const entries = await ctx.db.all<QueueEntry>('analysisQueue')
  const by: Record<string, number> = {}
  for (const e of entries) by[e.process_id] = (by[e.process_id] ?? 0) + 1
  const body: QueueStatus = { pending: entries.length, claimed: entries.filter((e) => e.claimed_until > ctx.now).length, by_process: by }
  return ok(body)
}

export function registerAnalysisQueue(router: Router): void {
  router.post('/v1/api/analysis/claim', claim)
  router.post('/v1/api/analysis/release', release)
  router.get('/v1/api/analysis/queue', queueStatus)
}

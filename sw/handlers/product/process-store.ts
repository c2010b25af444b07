import type { WriteTx } from '../../db/database'
import type { Process, QueueEntry, StoredNameCard } from '../../../src/core/api/contract/product/process'
import { HttpError } from '../../server/http'
import type { RequestContext } from '../../server/router'
import { ACCESS_POLICY } from '../../../src/core/api/contract/access-policy'

// Shared by the process, name-card and queue handlers: counters, the queue and lookups.

/** Who works with processes and their cards (ACCESS_POLICY.processes). */
export const ANY_ROLE = ACCESS_POLICY.processes.read

/** progress = cards analysed (success or fail), failed = cards that failed, total = cards. Recounted, never incremented, so they can't drift. */
export async function recount(tx: WriteTx, processId: number): Promise<Process | undefined> {
  const process = await tx.get<Process>('processes', processId)
  if (!process) return undefined
  const cards = (await tx.all<StoredNameCard>('namecards')).filter((c) => c.process_id === processId)
  const next: Process = {
    ...process,
    total: cards.length,
    progress: cards.filter((c) => c.analyst_status !== null).length,
    failed: cards.filter((c) => c.analyst_status === 'fail').length,
  }
  await tx.put('processes', next)
  return next
}

export async function enqueue(tx: WriteTx, card: StoredNameCard, at: string): Promise<void> {
  const entry: QueueEntry = { id: card.id, process_id: card.process_id, enqueued_at: at, claimed_until: 0, attempts: 0 }
  await tx.put('analysisQueue', entry)
}

export function numberParam(ctx: RequestContext, name: string, label: string): number {
  const id = Number(ctx.params[name])
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, { message: `${label} not found` })
  return id
}

export async function loadProcess(ctx: RequestContext, name = 'pid'): Promise<Process> {
  const process = await ctx.db.get<Process>('processes', numberParam(ctx, name, 'Process'))
  if (!process) throw new HttpError(404, { message: 'Process not found' })
  return process
}

export async function loadCard(ctx: RequestContext, process: Process): Promise<StoredNameCard> {
  const card = await ctx.db.get<StoredNameCard>('namecards', numberParam(ctx, 'id', 'Name card'))
  if (!card || card.process_id !== process.id) throw new HttpError(404, { message: 'Name card not found' })
  return card
}

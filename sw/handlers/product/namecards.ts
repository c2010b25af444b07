import * as v from 'valibot'
import { fail, HttpError, ok, type HandlerResult } from '../../server/http'
import type { RequestContext, Router } from '../../server/router'
import { requirePermission } from '../../server/session'
import { parseWith } from '../../server/validate'
import type { PermissionName } from '../../../src/core/api/contract/auth'
import {
  ANALYST_STATUSES,
  CARD_STATUSES,
  CheckCardsSchema,
  NameCardFieldsSchema,
  RerunSchema,
  type CardStatus,
  type MergeOutcome,
  type NameCardFields,
  type StoredNameCard,
} from '../../../src/core/api/contract/product/process'
import { createCrud, queryText, stamp } from './crud'
import { mergeCard } from './card-merge'
import { ANY_ROLE, enqueue, loadCard, loadProcess, recount } from './process-store'
import { postAnalysis } from './analysis-result'
import { CHECK_AS_OFFICE, CHECK_AS_SALES } from '../../../src/core/api/contract/access-policy'

const MERGE_STORES = ['namecards', 'processes', 'analysisQueue', 'persons', 'companies', 'careerHistories'] as const

/** What the user typed makes a failed or pending card a success once it has a name and a contact. */
export const analysedByHand = (card: StoredNameCard): Pick<StoredNameCard, 'analyst_status' | 'err_msg'> =>
  card.full_name && (card.email || card.phone_number) ? { analyst_status: 'success', err_msg: '' } : { analyst_status: card.analyst_status, err_msg: card.err_msg }

/**
 * /v1/api/processes/:pid/namecards — list (filters `analyst_status` = success|fail|pending and
 * `card_status`), get and PUT (correct the fields; 409 on a stale updated_at). Any of admin, office, sales.
 */
export const namecards = createCrud<StoredNameCard, NameCardFields>({
  store: 'namecards',
  label: 'Name card',
  schema: NameCardFieldsSchema,
  read: [...ANY_ROLE],
  write: [...ANY_ROLE],
  defaultSort: { sortBy: 'id', orderBy: 'asc' },
  scope: async (ctx) => {
    const process = await loadProcess(ctx)
    return { match: (c) => c.process_id === process.id, fields: { process_id: process.id } }
  },
  search: [(c) => c.file_name, (c) => c.full_name, (c) => c.full_name_kana, (c) => c.email, (c) => c.phone_number, (c) => c.company, (c) => c.err_msg],
  sorters: Object.fromEntries(
    (['id', 'file_name', 'analyst_status', 'err_msg', 'full_name', 'full_name_kana', 'email', 'phone_number', 'company', 'department', 'position', 'card_status', 'created_at'] as const).map((k) => [k, (c: StoredNameCard) => c[k]]),
  ),
  filters: (query) => {
    const out: Array<(c: StoredNameCard) => boolean> = []
    const analyst = queryText(query, 'analyst_status')
    if (analyst === 'pending') out.push((c) => c.analyst_status === null)
    else if (analyst && (ANALYST_STATUSES as readonly string[]).includes(analyst)) out.push((c) => c.analyst_status === analyst)
    else if (analyst) throw new HttpError(400, { message: 'analyst_status must be success, fail or pending' })
    const status = queryText(query, 'card_status')
    if (status && (CARD_STATUSES as readonly string[]).includes(status)) out.push((c) => c.card_status === status)
    else if (status) throw new HttpError(400, { message: 'card_status must be uncheck, checked_by_office or checked_by_sales' })
    return out
  },
  normalize: (input, { existing }) => {
    const { updated_at: _stale, ...fields } = input as NameCardFields & { updated_at?: string }
    const card = { ...existing!, ...fields } as StoredNameCard
    // A doubtful field someone changed has been looked at: it is no longer flagged.
    if (existing?.doubtful_fields?.length) card.doubtful_fields = existing.doubtful_fields.filter((name) => card[name] === existing[name])
    const { id: _id, created_at: _c, updated_at: _u, ...rest } = { ...card, ...analysedByHand(card) }
    return rest
  },
  afterWriteStores: [...MERGE_STORES],
  afterWrite: async (tx, card, { existing, user }) => {
    // A card the user completed before the device read it leaves the queue; counters follow.
    if (existing?.analyst_status === null && card.analyst_status !== null) await tx.delete('analysisQueue', card.id)
    await recount(tx, card.process_id)
    if (card.card_status === 'checked_by_sales') await mergeCard(tx, card, user, card.updated_at)
  },
})

const TRANSITIONS: Record<'checked_by_office' | 'checked_by_sales', { from: CardStatus; anyOf: readonly PermissionName[]; who: string }> = {
  checked_by_office: { from: 'uncheck', anyOf: CHECK_AS_OFFICE, who: 'office' },
  checked_by_sales: { from: 'checked_by_office', anyOf: CHECK_AS_SALES, who: 'sales' },
}

/**
 * POST …/namecards/check {ids, card_status}: uncheck → checked_by_office (office, admin),
 * checked_by_office → checked_by_sales (sales, admin), which merges the cards into the records.
 * All or nothing: any other transition is a 409 naming the cards, a missing permission a 403.
 */
export async function checkCards(ctx: RequestContext): Promise<HandlerResult> {
  const process = await loadProcess(ctx)
  const input = parseWith(CheckCardsSchema, ctx.body ?? {})
  const rule = TRANSITIONS[input.card_status]
  const user = await requirePermission(ctx, ...ANY_ROLE)
  if (!rule.anyOf.some((p) => user.permissions[p])) {
    throw new HttpError(403, { message: `Only ${rule.who} staff or an admin can mark cards ${input.card_status === 'checked_by_office' ? 'checked by office' : 'checked by sales'}` })
  }
  const cards: StoredNameCard[] = []
  for (const id of new Set(input.ids)) {
    const card = await ctx.db.get<StoredNameCard>('namecards', id)
    if (!card || card.process_id !== process.id) return fail(404, `Name card ${id} is not in this process`)
    cards.push(card)
  }
  const wrongState = cards.filter((c) => c.card_status !== rule.from)
  if (wrongState.length) {
    return { status: 409, body: { message: `Only cards that are ${rule.from === 'uncheck' ? 'not checked yet' : 'checked by office'} can be marked ${input.card_status === 'checked_by_office' ? 'checked by office' : 'checked by sales'}`, ids: wrongState.map((c) => c.id) } }
  }
  const notReady = cards.filter((c) => c.analyst_status !== 'success' || !v.safeParse(NameCardFieldsSchema, c).success)
  if (notReady.length) {
    return { status: 409, body: { message: 'Fix the cards that failed analysis or have invalid fields before checking them', ids: notReady.map((c) => c.id) } }
  }
  const at = stamp(ctx.now)
  const merged: MergeOutcome[] = []
  const items = await ctx.db.write([...MERGE_STORES], async (tx) => {
    const out: StoredNameCard[] = []
    for (const card of cards) {
      let next: StoredNameCard = { ...card, card_status: input.card_status, updated_at: stamp(ctx.now, card.updated_at) }
      // The office check is the look the doubtful fields asked for.
      if (input.card_status === 'checked_by_office' && next.doubtful_fields?.length) next.doubtful_fields = []
      await tx.put('namecards', next, { basedOn: card })
      if (input.card_status === 'checked_by_sales') {
        const outcome = await mergeCard(tx, next, user, at)
        merged.push(outcome)
        next = { ...next, merged_person_id: outcome.person_id, merged_company_id: outcome.company_id }
      }
      out.push(next)
    }
    return out
  })
  return ok({ items, merged })
}

/** POST …/namecards/:id/merge: merges a sales-checked card again (idempotent: same person, no new rows). */
export async function mergeAgain(ctx: RequestContext): Promise<HandlerResult> {
  const user = await requirePermission(ctx, ...CHECK_AS_SALES)
  const process = await loadProcess(ctx)
  const card = await loadCard(ctx, process)
  if (card.card_status !== 'checked_by_sales') return fail(409, 'Only cards checked by sales are merged into the records')
  const outcome = await ctx.db.write([...MERGE_STORES], (tx) => mergeCard(tx, card, user, stamp(ctx.now)))
  return ok(outcome)
}

/** POST …/namecards/rerun {ids?}: failed cards go back to "not analysed" and into the queue. */
export async function rerunFailed(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ANY_ROLE)
  const process = await loadProcess(ctx)
  const { ids } = parseWith(RerunSchema, ctx.body ?? {})
  const all = (await ctx.db.all<StoredNameCard>('namecards')).filter((c) => c.process_id === process.id)
  const wanted = ids ? all.filter((c) => ids.includes(c.id)) : all.filter((c) => c.analyst_status === 'fail')
  if (ids && wanted.length !== new Set(ids).size) return fail(404, 'Some of these cards are not in this process')
  const notFailed = wanted.filter((c) => c.analyst_status !== 'fail' || c.card_status !== 'uncheck')
  if (notFailed.length) return { status: 409, body: { message: 'Only failed cards that are not checked yet can be analysed again', ids: notFailed.map((c) => c.id) } }
  const at = stamp(ctx.now)
  const items = await ctx.db.write(['namecards', 'processes', 'analysisQueue'], async (tx) => {
    const out: StoredNameCard[] = []
    for (const card of wanted) {
      const next: StoredNameCard = { ...card, analyst_status: null, err_msg: '', updated_at: stamp(ctx.now, card.updated_at) }
      await tx.put('namecards', next, { basedOn: card })
      await enqueue(tx, next, at)
      out.push(next)
    }
    await recount(tx, process.id)
    return out
  })
  return ok({ items })
}

export function registerNamecards(router: Router): void {
  const base = '/v1/api/processes/:pid/namecards'
  router.get(base, namecards.list)
  router.post(`${base}/check`, checkCards)
  router.post(`${base}/rerun`, rerunFailed)
  router.get(`${base}/:id`, namecards.get)
  router.put(`${base}/:id`, namecards.update)
  router.post(`${base}/:id/analysis`, postAnalysis)
  router.post(`${base}/:id/merge`, mergeAgain)
}

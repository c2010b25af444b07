import type { RequestContext, Router } from '../server/router'
import { HttpError, created, ok, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import { readListParams, runListQuery } from '../server/list-query'
import {
  EmailUpdateSchema,
  type Email,
  type EmailsMeta,
  type EmailsResponse,
  type EmailUpdateResponse,
} from '../../src/core/api/contract/demo/email'

/** Spec §9: counts over non-deleted e-mails; inbox and spam count unread, draft all, star starred. */
export function emailsMeta(emails: readonly Email[]): EmailsMeta {
  const meta: EmailsMeta = { inbox: 0, draft: 0, spam: 0, star: 0 }
  for (const e of emails) {
    if (e.isDeleted) continue
    if (e.folder === 'inbox' && !e.isRead) meta.inbox++
    if (e.folder === 'spam' && !e.isRead) meta.spam++
    if (e.folder === 'draft') meta.draft++
    if (e.isStarred) meta.star++
  }
  return meta
}

/** Which e-mails a `filter` / `label` selects. A label shows every non-deleted mail carrying it, in any folder. */
function selector(filter: string, label: string): (e: Email) => boolean {
  if (label) return (e) => !e.isDeleted && e.labels.includes(label as Email['labels'][number])
  if (filter === 'trashed') return (e) => e.isDeleted
  if (filter === 'starred') return (e) => !e.isDeleted && e.isStarred
  return (e) => !e.isDeleted && e.folder === filter
}

/**
 * GET /api/apps/email?q&filter&label — q on sender name or subject; filter defaults to inbox. Newest
 * first. Every matching mail unless page/itemsPerPage are given; `total` is the filtered count.
 */
export async function listEmails(ctx: RequestContext): Promise<HandlerResult> {
  const all = await ctx.db.all<Email>('emails')
  const filter = (ctx.query.get('filter') ?? '').trim().toLowerCase() || 'inbox'
  const label = (ctx.query.get('label') ?? '').trim().toLowerCase()
  const params = readListParams(ctx.query, { itemsPerPage: -1 })
  const result = runListQuery(all, { ...params, sortBy: 'time', orderBy: 'desc' }, {
    search: [(e) => e.from.name, (e) => e.subject],
    filters: [selector(filter, label)],
    sorters: { time: (e) => Date.parse(e.time) },
  })
  const body: EmailsResponse = { emails: result.items, emailsMeta: emailsMeta(all), total: result.total }
  return ok(body)
}

/**
 * POST /api/apps/email {ids, data?, label?} — merges `data` into each e-mail and toggles `label` on
 * each (added if absent, removed if present). All or nothing: an unknown id is a 404 and changes none.
 * 201 when a label was toggled, 200 for a plain update; both answer the updated e-mails and new counts.
 */
export async function updateEmails(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(EmailUpdateSchema, ctx.body)
  const ids = [...new Set(Array.isArray(input.ids) ? input.ids : [input.ids])]
  const updated = await ctx.db.write(['emails'], async (tx) => {
    const out: Email[] = []
    for (const id of ids) {
      const email = await tx.get<Email>('emails', id)
      if (!email) throw new HttpError(404, { message: `No e-mail with id ${id}` })
      let labels = input.data?.labels ?? email.labels
      if (input.label) labels = labels.includes(input.label) ? labels.filter((l) => l !== input.label) : [...labels, input.label]
      const next: Email = { ...email, ...input.data, labels, id: email.id }
      await tx.put('emails', next)
      out.push(next)
    }
    return out
  })
  const body: EmailUpdateResponse = { emails: updated, emailsMeta: emailsMeta(await ctx.db.all<Email>('emails')) }
  return input.label ? created(body) : ok(body)
}

export function registerEmail(router: Router): void {
  router.get('/api/apps/email', listEmails)
  router.post('/api/apps/email', updateEmails)
}

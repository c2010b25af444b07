import type { RequestContext, Router } from '../server/router'
import { HttpError, created, ok, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import { requireUser } from '../server/session'
import { emailsMeta } from './email'
import type { Email } from '../../src/core/api/contract/demo/email'
import { DraftSchema, SendSchema, type ComposeResponse } from '../../src/core/api/contract/demo/email-compose'
import type * as v from 'valibot'

type ComposeInput = v.InferOutput<typeof DraftSchema>

/** The highest id in use, replies included (they share the id space). */
function maxId(list: readonly Email[]): number {
  let max = 0
  for (const e of list) max = Math.max(max, e.id, maxId(e.replies))
  return max
}

/** Writes the message as a draft or a sent mail: a new one, or the draft `input.id` (only drafts may change). */
async function store(ctx: RequestContext, input: ComposeInput, folder: 'draft' | 'sent'): Promise<HandlerResult> {
  const user = await requireUser(ctx)
  const result = await ctx.db.write(['emails'], async (tx) => {
    let base: Email | undefined
    if (input.id !== undefined) {
      base = await tx.get<Email>('emails', input.id)
      if (!base) throw new HttpError(404, { message: `No e-mail with id ${input.id}` })
      if (base.folder !== 'draft' || base.isDeleted) throw new HttpError(409, { message: 'Only drafts can be edited or sent' })
    }
    const id = base?.id ?? maxId(await tx.all<Email>('emails')) + 1
    const email: Email = {
      id,
      from: base?.from ?? { email: user.email, name: user.fullName, avatar: user.avatar ?? '' },
      to: input.to.map((address) => ({ email: address, name: address.split('@')[0] })),
      cc: input.cc,
      bcc: input.bcc,
      subject: input.subject,
      message: input.message,
      attachments: input.attachments,
      isStarred: base?.isStarred ?? false,
      labels: base?.labels ?? [],
      time: new Date(ctx.now).toISOString(),
      replies: [],
      folder,
      isRead: true,
      isDeleted: false,
    }
    await tx.put('emails', email)
    return { email, isNew: !base }
  })
  const body: ComposeResponse = { email: result.email, emailsMeta: emailsMeta(await ctx.db.all<Email>('emails')) }
  return result.isNew || folder === 'sent' ? created(body) : ok(body)
}

export const saveDraft = (ctx: RequestContext) => store(ctx, parseWith(DraftSchema, ctx.body), 'draft')
export const sendEmail = (ctx: RequestContext) => store(ctx, parseWith(SendSchema, ctx.body), 'sent')

export function registerEmailCompose(router: Router): void {
  router.put('/api/apps/email/drafts', saveDraft)
  router.post('/api/apps/email/send', sendEmail)
}

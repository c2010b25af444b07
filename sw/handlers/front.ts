import type { RequestContext, Router } from '../server/router'
import { created, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import { ContactMessageSchema, type ContactMessage, type ContactReceipt } from '../../src/core/api/contract/demo/front'

/** Every message sent from the landing page, oldest first, as one document. */
export const CONTACT_DOCUMENT = 'front.contactMessages'
type ContactDoc = { key: string; value: ContactMessage[] }

/** POST /api/front-pages/contact — validates (400 naming each bad field), keeps the message, 201 with its id. */
export async function sendContactMessage(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(ContactMessageSchema, ctx.body)
  const receipt = await ctx.db.write(['documents'], async (tx) => {
    const doc = (await tx.get<ContactDoc>('documents', CONTACT_DOCUMENT)) as ContactDoc | undefined
    const messages = doc?.value ?? []
    const message: ContactMessage = { ...input, id: (messages.at(-1)?.id ?? 0) + 1, receivedAt: new Date(ctx.now).toISOString() }
    await tx.put('documents', { key: CONTACT_DOCUMENT, value: [...messages, message] } satisfies ContactDoc)
    return { id: message.id, receivedAt: message.receivedAt } satisfies ContactReceipt
  })
  return created(receipt)
}

export function registerFront(router: Router): void {
  router.post('/api/front-pages/contact', sendContactMessage)
}

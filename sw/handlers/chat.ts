import type { RequestContext, Router } from '../server/router'
import { created, empty, ok, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import { filterAndSort, readListParams } from '../server/list-query'
import {
  SendMessageSchema,
  type Chat,
  type ChatContact,
  type ChatContactWithChat,
  type ChatMessage,
  type ChatProfileUser,
  type ChatsAndContactsResponse,
  type ChatWithContactResponse,
  type SendMessageResponse,
} from '../../src/core/api/contract/demo/chat'

const lastMessageOf = (chat: Chat): ChatMessage | null => chat.messages[chat.messages.length - 1] ?? null

/**
 * GET /api/apps/chat/chats-and-contacts?q — spec §7: chatsContacts are the contacts that have a chat,
 * with the chat's id, unseenMsgs and lastMessage, newest first; contacts are every contact; both are
 * filtered by name (case-insensitive).
 */
export async function chatsAndContacts(ctx: RequestContext): Promise<HandlerResult> {
  const [contacts, chats, profileUser] = await Promise.all([
    ctx.db.all<ChatContact>('contacts'),
    ctx.db.all<Chat>('chats'),
    ctx.db.document<ChatProfileUser>('chat.profileUser'),
  ])
  if (!profileUser) return empty(404)
  const params = { ...readListParams(ctx.query, { itemsPerPage: -1 }), sortBy: undefined }
  const byName = filterAndSort(contacts, params, { search: [(c) => c.fullName] })
  const chatByUser = new Map(chats.map((chat) => [chat.userId, chat]))
  const withChats: ChatContactWithChat[] = []
  for (const contact of byName) {
    const chat = chatByUser.get(contact.id)
    if (chat) withChats.push({ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: lastMessageOf(chat) } })
  }
  const timeOf = (c: ChatContactWithChat) => (c.chat.lastMessage ? Date.parse(c.chat.lastMessage.time) : 0)
  withChats.sort((a, b) => timeOf(b) - timeOf(a))
  const body: ChatsAndContactsResponse = { chatsContacts: withChats, contacts: byName, profileUser }
  return ok(body)
}

const findChat = async (ctx: RequestContext, userId: number) =>
  (await ctx.db.all<Chat>('chats')).find((chat) => chat.userId === userId)

/** GET /api/apps/chat/chats/{userId} — the chat (null if none yet) and the contact; reading resets unseenMsgs. */
export async function openChat(ctx: RequestContext): Promise<HandlerResult> {
  const contact = await ctx.db.get<ChatContact>('contacts', ctx.params.userId)
  if (!contact) return empty(404)
  let chat = (await findChat(ctx, contact.id)) ?? null
  if (chat && chat.unseenMsgs !== 0) {
    const read: Chat = { ...chat, unseenMsgs: 0 }
    await ctx.db.write(['chats'], (tx) => tx.put('chats', read, { basedOn: chat }))
    chat = read
  }
  const body: ChatWithContactResponse = { chat, contact }
  return ok(body)
}

/**
 * POST /api/apps/chat/chats/{userId} {message, senderId} — appends a message (sent, not delivered, not
 * seen) or starts a chat; 201 with the message, plus the chat when this message created it.
 */
export async function sendMessage(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(SendMessageSchema, ctx.body)
  const contact = await ctx.db.get<ChatContact>('contacts', ctx.params.userId)
  if (!contact) return empty(404)
  const msg: ChatMessage = {
    message: input.message,
    time: new Date(ctx.now).toISOString(),
    senderId: input.senderId,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  }
  const existing = await findChat(ctx, contact.id)
  const newId = existing ? existing.id : await ctx.db.nextId('chats')
  const result = await ctx.db.write(['chats'], async (tx) => {
    // Re-read in the transaction so two quick sends both land.
    const current = existing ? await tx.get<Chat>('chats', existing.id) : undefined
    const chat: Chat = current
      ? { ...current, messages: [...current.messages, msg] }
      : { id: newId, userId: contact.id, unseenMsgs: 0, messages: [msg] }
    await tx.put('chats', chat)
    return { chat, isNew: !current }
  })
  const body: SendMessageResponse = result.isNew ? { msg, chat: result.chat } : { msg }
  return created(body)
}

export function registerChat(router: Router): void {
  router.get('/api/apps/chat/chats-and-contacts', chatsAndContacts)
  router.get('/api/apps/chat/chats/:userId', openChat)
  router.post('/api/apps/chat/chats/:userId', sendMessage)
}

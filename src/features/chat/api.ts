import { demoApi } from '@/core/api/client'
import type { ChatsAndContactsResponse, ChatWithContactResponse, SendMessageResponse } from '@/core/api/contract/demo/chat'

/** The chat endpoints (spec §7). Opening a chat resets its unseen count on the server. */
export const chatApi = {
  list: (q: string, signal?: AbortSignal) => demoApi<ChatsAndContactsResponse>('apps/chat/chats-and-contacts', { query: q ? { q } : {}, signal }),
  open: (userId: number, signal?: AbortSignal) => demoApi<ChatWithContactResponse>(`apps/chat/chats/${userId}`, { signal }),
  send: (userId: number, message: string, senderId: number) =>
    demoApi<SendMessageResponse>(`apps/chat/chats/${userId}`, { method: 'POST', body: { message, senderId } }),
}

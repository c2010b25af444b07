import * as v from 'valibot'

export const PRESENCE = ['online', 'offline', 'busy', 'away'] as const
export type Presence = (typeof PRESENCE)[number]

export type ChatContact = { id: number; fullName: string; role: string; about: string; avatar: string; status: Presence }
export type ChatProfileUser = ChatContact & {
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean }
}
export type MessageFeedback = { isSent: boolean; isDelivered: boolean; isSeen: boolean }
export type ChatMessage = { message: string; time: string; senderId: number; feedback: MessageFeedback }
export type Chat = { id: number; userId: number; unseenMsgs: number; messages: ChatMessage[] }

/** A contact that has a chat, as listed in chatsContacts (spec §7). */
export type ChatContactWithChat = ChatContact & {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | null }
}

/** GET /api/apps/chat/chats-and-contacts?q */
export type ChatsAndContactsResponse = {
  chatsContacts: ChatContactWithChat[]
  contacts: ChatContact[]
  profileUser: ChatProfileUser
}

/** GET /api/apps/chat/chats/{userId}: `chat` is null when the contact has no chat yet. */
export type ChatWithContactResponse = { chat: Chat | null; contact: ChatContact }

/** POST /api/apps/chat/chats/{userId} */
export const SendMessageSchema = v.object({
  message: v.pipe(v.string('Message must be text'), v.trim(), v.nonEmpty('Message is required'), v.maxLength(4000, 'Message is too long')),
  senderId: v.pipe(v.number('Sender must be a user id'), v.integer('Sender must be a user id')),
})
export type SendMessageInput = v.InferInput<typeof SendMessageSchema>

/** 201 answer: the stored message, plus the chat when this message started it. */
export type SendMessageResponse = { msg: ChatMessage; chat?: Chat }

import * as v from 'valibot'
import { MESSAGES } from '../messages'
import { requiredEmail, requiredText } from '../product/validators'

// The front pages' writes beyond the spec: the landing page's contact form.

export const CONTACT_MESSAGES = {
  short: 'Write at least 10 characters so we can help',
} as const

/** POST /api/front-pages/contact: who writes and what they ask. */
export const ContactMessageSchema = v.object({
  name: requiredText(80),
  email: requiredEmail,
  message: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.minLength(10, CONTACT_MESSAGES.short), v.maxLength(2000, MESSAGES.tooLong)),
})
export type ContactMessageInput = v.InferInput<typeof ContactMessageSchema>
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema> & { id: number; receivedAt: string }

/** 201 answer: the stored message's id and when it arrived. */
export type ContactReceipt = { id: number; receivedAt: string }

import * as v from 'valibot'
import type { Email, EmailsMeta } from './email'

// Compose goes beyond the spec's e-mail endpoints: drafts are saved and sent through these two.

/** A file attached in the compose dialog, kept in IndexedDB as a data: URL. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024
const MAX_DATA_URL_CHARS = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 200

const Address = v.pipe(v.string(), v.trim(), v.email('Recipients must be e-mail addresses'))

export const ComposeAttachmentSchema = v.strictObject({
  fileName: v.pipe(v.string(), v.trim(), v.minLength(1, 'A file needs a name'), v.maxLength(200, 'File names are at most 200 characters')),
  size: v.pipe(v.string(), v.maxLength(20)),
  thumbnail: v.pipe(v.string(), v.maxLength(500)),
  url: v.pipe(
    v.string(),
    v.startsWith('data:', 'Attachments are sent as data: URLs'),
    v.maxLength(MAX_DATA_URL_CHARS, 'An attachment is at most 5 MB'),
  ),
})

const ComposeFields = {
  /** The draft this continues; absent for a new message. */
  id: v.optional(v.pipe(v.number('Ids must be numbers'), v.integer('Ids must be numbers'))),
  to: v.pipe(v.array(Address), v.maxLength(50, 'At most 50 recipients')),
  cc: v.optional(v.pipe(v.array(Address), v.maxLength(50, 'At most 50 recipients')), []),
  bcc: v.optional(v.pipe(v.array(Address), v.maxLength(50, 'At most 50 recipients')), []),
  subject: v.optional(v.pipe(v.string(), v.maxLength(300, 'Subjects are at most 300 characters')), ''),
  /** HTML from the editor; the worker stores it sanitised by the client and every reader sanitises again. */
  message: v.optional(v.pipe(v.string(), v.maxLength(200_000, 'The message is too long')), ''),
  attachments: v.optional(v.pipe(v.array(ComposeAttachmentSchema), v.maxLength(10, 'At most 10 attachments')), []),
}

/** PUT /api/apps/email/drafts — saves (creates or updates) a draft; anything may still be empty. */
export const DraftSchema = v.strictObject(ComposeFields)

/** POST /api/apps/email/send — sends a new message or a draft (by id): at least one recipient. */
export const SendSchema = v.strictObject({
  ...ComposeFields,
  to: v.pipe(ComposeFields.to, v.minLength(1, 'Add at least one recipient')),
})

export type DraftInput = v.InferInput<typeof DraftSchema>
export type ComposeAttachment = v.InferOutput<typeof ComposeAttachmentSchema>
/** 201 when a draft was created or a message sent, 200 when a draft was updated. */
export type ComposeResponse = { email: Email; emailsMeta: EmailsMeta }

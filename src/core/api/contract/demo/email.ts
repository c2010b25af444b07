import * as v from 'valibot'

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const
/** GET filter values besides a folder name. */
export const EMAIL_FILTERS = [...EMAIL_FOLDERS, 'trashed', 'starred'] as const
export type EmailFolder = (typeof EMAIL_FOLDERS)[number]
export type EmailLabel = (typeof EMAIL_LABELS)[number]

export type EmailAddress = { email: string; name: string }
export type EmailAttachment = { fileName: string; thumbnail: string; url: string; size: string }
export type Email = {
  id: number
  to: EmailAddress[]
  from: EmailAddress & { avatar: string }
  subject: string
  cc: string[]
  bcc: string[]
  /** Trusted HTML from our fixtures; clients still sanitize it. */
  message: string
  attachments: EmailAttachment[]
  isStarred: boolean
  labels: EmailLabel[]
  time: string
  replies: Email[]
  folder: EmailFolder
  isRead: boolean
  isDeleted: boolean
}

/** Counts over non-deleted e-mails: inbox and spam count unread, draft counts all, star counts starred. */
export type EmailsMeta = { inbox: number; draft: number; spam: number; star: number }
export type EmailsResponse = { emails: Email[]; emailsMeta: EmailsMeta; total: number }

/** The fields an update may change (ids, senders and content are not editable). */
export const EmailChangesSchema = v.strictObject({
  isRead: v.optional(v.boolean()),
  isStarred: v.optional(v.boolean()),
  isDeleted: v.optional(v.boolean()),
  folder: v.optional(v.picklist(EMAIL_FOLDERS, 'Folder must be inbox, sent, draft or spam')),
  labels: v.optional(v.array(v.picklist(EMAIL_LABELS, 'Unknown label'))),
})

const EmailId = v.pipe(v.number('Ids must be numbers'), v.integer('Ids must be numbers'))

/** POST /api/apps/email: `ids` one or many; `data` merged into each; `label` toggled on each. */
export const EmailUpdateSchema = v.pipe(
  v.object({
    ids: v.union([EmailId, v.pipe(v.array(EmailId), v.minLength(1, 'At least one id is required'))], 'Ids must be a number or a list of numbers'),
    data: v.optional(EmailChangesSchema),
    label: v.optional(v.picklist(EMAIL_LABELS, 'Label must be private, company, personal or important')),
  }),
  v.forward(
    v.check((b) => b.data !== undefined || b.label !== undefined, 'Send data to merge or a label to toggle'),
    ['data'],
  ),
)
export type EmailUpdateInput = v.InferInput<typeof EmailUpdateSchema>
/** 201 on a label toggle, 200 on a plain update: the updated e-mails and the new counts. */
export type EmailUpdateResponse = { emails: Email[]; emailsMeta: EmailsMeta }

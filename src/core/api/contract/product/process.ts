import * as v from 'valibot'
import { emailField, KANA_RE, MESSAGES, optionalText, phoneField, postalCodeField, requiredText, urlField } from './validators'

export const ANALYST_STATUSES = ['success', 'fail'] as const
export const CARD_STATUSES = ['uncheck', 'checked_by_office', 'checked_by_sales'] as const
export type AnalystStatus = (typeof ANALYST_STATUSES)[number]
export type CardStatus = (typeof CARD_STATUSES)[number]

/** Spec §3 process: one upload batch of name-card images. */
export type Process = {
  id: number
  process_name: string
  progress: number
  failed: number
  total: number
  owner: string
  uploader: string
  /** Readings of owner and uploader when they are known users (lists and views add them), for their romaji. */
  owner_kana?: string
  uploader_kana?: string
  /** Sign-in account that uploaded (who may rename it besides admin/office). */
  uploader_id: number
  created_at: string
  updated_at: string
}

/** Spec §3 name card, with DESIGN.md §3 extras. analyst_status is null until analysed. */
export type NameCard = {
  id: number
  process_id: number
  file_name: string
  /** Id in the `images` store (the picture itself is fetched separately). */
  image: string
  analyst_status: AnalystStatus | null
  err_msg: string
  full_name: string
  full_name_kana: string
  email: string
  phone_number: string
  company: string
  department: string
  position: string
  website: string
  address: string
  postal_code: string
  card_status: CardStatus
  /**
   * Fields the on-device reader was unsure of (issue 19), and empty ones it expected on every card (a
   * company, a phone) and did not find: the card pages highlight them for the office check. A field
   * leaves the list once someone saves a change to it. Absent on older cards.
   */
  doubtful_fields?: DoubtableField[]
  created_at: string
  updated_at: string
}

/** The card fields a reading can mark as doubtful. */
export const DOUBTABLE_FIELDS = ['full_name', 'full_name_kana', 'email', 'phone_number', 'company', 'department', 'position', 'address', 'postal_code', 'website'] as const
export type DoubtableField = (typeof DOUBTABLE_FIELDS)[number]

/** Kana as typed on any IME: half-width katakana (ｽｽﾞｷ) and full-width spaces are normalised (NFKC) first. */
const cardKana = v.optional(v.pipe(v.string(), v.transform((s) => s.normalize('NFKC').trim()), v.check((s) => s === '' || KANA_RE.test(s), MESSAGES.kana)), '')

export const NameCardFieldsSchema = v.object({
  full_name: optionalText(80),
  full_name_kana: cardKana,
  email: emailField,
  phone_number: phoneField,
  company: optionalText(120),
  department: optionalText(120),
  position: optionalText(120),
  website: urlField,
  address: optionalText(240),
  postal_code: postalCodeField,
  updated_at: v.optional(v.string()),
})
export type NameCardFields = v.InferInput<typeof NameCardFieldsSchema>

// ---- Product API shapes of the process area (DESIGN.md §3, issue 6) ----

/** A stored card: the spec fields plus where the sales check merged it (null until then). */
export type StoredNameCard = NameCard & { merged_person_id: number | null; merged_company_id: number | null }

/** Uploaded card picture (`images` store). `data_url` is a base64 JPEG/PNG/WebP data URL. */
export type CardImage = { id: string; process_id: number; card_id: number; file_name: string; data_url: string; created_at: string }

/** Pending analysis (`analysisQueue` store, keyed by card id): survives reloads; a claim is a lease. */
/** `holder`: the tab that leased the card (its own id, kept across a reload), so it can give back what it held. */
export type QueueEntry = { id: number; process_id: number; enqueued_at: string; claimed_until: number; attempts: number; holder?: string }

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** Per file, as the user picks it (the app downscales before upload). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const MAX_FILES_PER_PROCESS = 200
/** A data URL of a 10 MB file is about 13.4 M characters. */
const MAX_DATA_URL_CHARS = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64

export const UploadFileSchema = v.object({
  file_name: v.pipe(v.string(), v.trim(), v.nonEmpty('Each file needs a name'), v.maxLength(200, 'This file name is too long')),
  data_url: v.pipe(
    v.string(),
    v.regex(/^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'Send a JPEG, PNG or WebP image as a base64 data URL'),
    v.maxLength(MAX_DATA_URL_CHARS, 'An image may be at most 10 MB'),
  ),
})

/**
 * POST /v1/api/processes — JSON (not multipart, so the same body works offline through the worker):
 * `{ process_name, owner?, files: [{ file_name, data_url: "data:image/jpeg;base64,…" }] }`.
 * Answers 201 with the process; its cards are `uncheck`, not analysed (analyst_status null) and queued.
 */
export const ProcessCreateSchema = v.object({
  process_name: requiredText(120),
  owner: optionalText(80),
  files: v.pipe(
    v.array(UploadFileSchema, 'files must be a list'),
    v.minLength(1, 'Add at least one card image'),
    v.maxLength(MAX_FILES_PER_PROCESS, `At most ${MAX_FILES_PER_PROCESS} cards per process`),
  ),
})
export type ProcessCreate = v.InferInput<typeof ProcessCreateSchema>

/** PUT /v1/api/processes/:id — rename or change the owner; a stale updated_at is a 409. */
export const ProcessUpdateSchema = v.object({ process_name: requiredText(120), owner: optionalText(80), updated_at: v.optional(v.string()) })

/** The fields an analysis may fill (everything the card form edits). */
export const AnalysisFieldsSchema = v.partial(v.omit(NameCardFieldsSchema, ['updated_at']))

/** POST /v1/api/processes/:pid/namecards/:id/analysis — the device's (or server's) OCR result. */
export const AnalysisResultSchema = v.object({
  analyst_status: v.picklist(ANALYST_STATUSES, 'analyst_status must be success or fail'),
  err_msg: optionalText(300),
  fields: v.optional(v.record(v.string(), v.unknown()), {}),
  /** Fields read with low confidence, to be highlighted for the office check. */
  doubtful: v.optional(v.array(v.picklist(DOUBTABLE_FIELDS, 'doubtful lists card field names')), []),
})
export type AnalysisResult = v.InferInput<typeof AnalysisResultSchema>

const Ids = v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1, 'Choose at least one card'), v.maxLength(1000, 'Too many cards at once'))

/** POST /v1/api/processes/:pid/namecards/check — uncheck → checked_by_office → checked_by_sales, all or nothing. */
export const CheckCardsSchema = v.object({
  ids: Ids,
  card_status: v.picklist(['checked_by_office', 'checked_by_sales'] as const, 'card_status must be checked_by_office or checked_by_sales'),
})
export type CheckCards = v.InferInput<typeof CheckCardsSchema>

/** POST /v1/api/processes/:pid/namecards/rerun — failed cards back into the queue (all failed ones when ids is absent). */
export const RerunSchema = v.object({ ids: v.optional(Ids) })

/** POST /v1/api/analysis/claim — lease the next queued cards (with their images) for analysis. */
export const ClaimSchema = v.object({
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 1),
  process_id: v.optional(v.pipe(v.number(), v.integer())),
  holder: v.optional(v.pipe(v.string(), v.maxLength(64))),
})
/** Leases given back: these cards, and every card the tab `holder` leased (a reload can cut a claim's answer off). */
export const ReleaseSchema = v.object({
  ids: v.optional(v.array(v.pipe(v.number(), v.integer())), []),
  holder: v.optional(v.pipe(v.string(), v.maxLength(64))),
})
export type ClaimedCard = { card: StoredNameCard; image: string }
export type ClaimResponse = { items: ClaimedCard[] }
export type QueueStatus = { pending: number; claimed: number; by_process: Record<string, number> }

/** What one merge did (check to checked_by_sales, or POST …/:id/merge). */
export type MergeOutcome = {
  card_id: number
  person_id: number
  company_id: number | null
  person_created: boolean
  company_created: boolean
  career_history_id: number | null
}
export type CheckResponse = { items: StoredNameCard[]; merged: MergeOutcome[] }

/** Spec §3 process and name-card rows of `/api/apps/wf-process` and `/api/apps/wf-process-namecard`. */
/**
 * Why analysis failed, in words a user can act on. Stored on the card in English (device and server
 * write the same text) and translated on screen.
 */
export const ANALYSIS_ERRORS = {
  noText: 'No text could be read — retake the photo in good light with the card filling the frame',
  noName: 'No name found — check the photo is sharp and upright, or enter the name by hand',
  noContact: 'No e-mail or phone number found — check the photo is sharp and upright, or enter them by hand',
  noNameNoContact: 'No name, e-mail or phone number found — check the photo is sharp and upright, or enter them by hand',
  ocrUnavailable: 'The text reader could not start on this device — reload the page while online once, then re-run the analysis',
  imageUnreadable: 'This image could not be opened — upload it again as JPEG, PNG or WebP',
  tooManyAttempts: 'Analysis stopped after 3 attempts — re-run it, or enter the fields by hand',
} as const

/** The error for a card's fields, or '' when it has a name and a contact. */
export function missingFieldsError(card: { full_name: string; email: string; phone_number: string }): string {
  const hasName = !!card.full_name.trim()
  const hasContact = !!(card.email.trim() || card.phone_number.trim())
  if (hasName && hasContact) return ''
  if (!hasName && !hasContact) return ANALYSIS_ERRORS.noNameNoContact
  return hasName ? ANALYSIS_ERRORS.noContact : ANALYSIS_ERRORS.noName
}

export type WfProcess = Pick<Process, 'id' | 'process_name' | 'progress' | 'failed' | 'total' | 'owner' | 'uploader' | 'created_at'>
export type WfProcessNamecard = Pick<NameCard, 'id' | 'file_name' | 'analyst_status' | 'err_msg' | 'full_name' | 'email' | 'phone_number' | 'company' | 'card_status' | 'created_at'>

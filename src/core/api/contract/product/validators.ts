import * as v from 'valibot'
import { isHttpUrl } from '../../../safe-url'
import { MESSAGES } from '../messages'

export { MESSAGES }

// Field rules for Japanese records, shared by the forms and the demo server. Messages are English
// sentences: the server sends them in 400s, and the client translates them (validation-messages.ts).

/** Full-width and half-width ASCII digits/letters/spaces: users type on Japanese IMEs. */
export function normalizeWidth(value: string): string {
  return value
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .trim()
}


const text = (max = 200) => v.pipe(v.string(), v.transform(normalizeWidth), v.maxLength(max, MESSAGES.tooLong))
/** Optional text: empty string allowed. */
export const optionalText = (max = 200) => v.optional(text(max), '')
export const requiredText = (max = 200) => v.pipe(text(max), v.nonEmpty(MESSAGES.required))

const emptyOr = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(v.union([v.literal(''), schema], (issue) => issue.issues?.[issue.issues.length - 1]?.message ?? MESSAGES.required), '')

export const emailField = emptyOr(v.pipe(v.string(), v.transform(normalizeWidth), v.email(MESSAGES.email)))
export const requiredEmail = v.pipe(v.string(), v.transform(normalizeWidth), v.nonEmpty(MESSAGES.required), v.email(MESSAGES.email))

/** Fixed lines (03-1234-5678), mobiles (090-1234-5678), free dial (0120-123-456), +81 forms. */
export const PHONE_RE = /^(\+81[-\s]?|0)\d{1,4}[-\s]?\d{1,4}[-\s]?\d{3,4}$/
export const phoneField = emptyOr(
  v.pipe(
    v.string(),
    v.transform((s) => normalizeWidth(s).replace(/[ー－―‐]/g, '-')),
    v.check((s) => PHONE_RE.test(s) && s.replace(/\D/g, '').length >= 10 && s.replace(/\D/g, '').length <= 12, MESSAGES.phone),
  ),
)

export const postalCodeField = emptyOr(
  v.pipe(v.string(), v.transform((s) => normalizeWidth(s).replace(/^〒\s*/, '').replace(/[ー－―‐]/g, '-')), v.regex(/^\d{3}-\d{4}$/, MESSAGES.postalCode)),
)

/** Hiragana, katakana (full-width), the long-vowel mark, middle dot and spaces. */
export const KANA_RE = /^[\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3000 ・]+$/
export const kanaField = emptyOr(v.pipe(v.string(), v.trim(), v.regex(KANA_RE, MESSAGES.kana)))

export const urlField = emptyOr(v.pipe(v.string(), v.transform(normalizeWidth), v.url(MESSAGES.url), v.check(isHttpUrl, MESSAGES.url)))
export const dateField = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date))
export const corporateNumberField = emptyOr(v.pipe(v.string(), v.transform(normalizeWidth), v.regex(/^\d{13}$/, MESSAGES.corporateNumber)))
export const countField = v.optional(v.nullable(v.pipe(v.number(), v.integer(MESSAGES.positive), v.minValue(0, MESSAGES.positive))), null)

/** Every stored record carries these; `updated_at` is the optimistic-concurrency token (409 when stale). */
export const recordMeta = { id: v.number(), created_at: v.string(), updated_at: v.string() }

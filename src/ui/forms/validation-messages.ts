import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MESSAGES } from '@/core/api/contract/messages'

// The shared valibot schemas (and the demo server's 400s) speak English; the forms show each
// message in the current language by looking the English text up here.

const known = new Map<string, MessageDescriptor>([
  [MESSAGES.required, msg`This field is required`],
  [MESSAGES.email, msg`Enter a valid email address`],
  [MESSAGES.phone, msg`Enter a Japanese phone number, e.g. 03-1234-5678 or 090-1234-5678`],
  [MESSAGES.postalCode, msg`Enter a postal code as NNN-NNNN`],
  [MESSAGES.kana, msg`Use hiragana or katakana only`],
  [MESSAGES.corporateNumber, msg`A corporate number has 13 digits`],
  [MESSAGES.url, msg`Enter a full web address starting with http:// or https://`],
  [MESSAGES.date, msg`Enter a date as YYYY-MM-DD`],
  [MESSAGES.tooLong, msg`This is too long`],
  [MESSAGES.positive, msg`Enter a whole number of 0 or more`],
  ['The end date must not be before the start date', msg`The end date must not be before the start date`],
  ['Unknown permission code', msg`Unknown permission code`],
  ['Choose admin, office or sales', msg`Choose admin, office or sales`],
])

/**
 * Lets a feature add the English messages of its own schemas or server rules (with `msg` from its
 * own catalog), e.g. `registerValidationMessages({ 'Periods must not overlap': msg\`Periods must not overlap\` })`.
 */
export function registerValidationMessages(messages: Record<string, MessageDescriptor>): void {
  for (const [english, descriptor] of Object.entries(messages)) known.set(english, descriptor)
}

const invalidValue = msg`This value is not valid`

/** The message in the current language; unknown server sentences are shown as sent. */
export function translateValidationMessage(i18n: I18n, message: string): string {
  const descriptor = known.get(message)
  if (descriptor) return i18n._(descriptor)
  // valibot's built-in type messages ("Invalid type: Expected …") are developer text.
  if (/^Invalid \w+: /.test(message)) return i18n._(invalidValue)
  return message
}

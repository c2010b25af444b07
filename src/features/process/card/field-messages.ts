import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { MESSAGES } from '@/core/api/contract/product/validators'

// The shared field rules speak English (the server sends the same words); the form shows them in
// the user's language.
const LABELS: Record<string, MessageDescriptor> = {
  [MESSAGES.required]: msg`This field is required`,
  [MESSAGES.email]: msg`Enter a valid email address`,
  [MESSAGES.phone]: msg`Enter a Japanese phone number, e.g. 03-1234-5678 or 090-1234-5678`,
  [MESSAGES.postalCode]: msg`Enter a postal code as NNN-NNNN`,
  [MESSAGES.kana]: msg`Use hiragana or katakana only`,
  [MESSAGES.url]: msg`Enter a full web address starting with http:// or https://`,
  [MESSAGES.tooLong]: msg`This is too long`,
}

export const fieldMessage = (message: string): MessageDescriptor | string => LABELS[message] ?? message

import * as v from 'valibot'
import { MESSAGES } from './messages'
import { requiredText } from './product/validators'

// Card fields of every demo payment form (register multi-steps, front payment and checkout):
// the rules once, English messages the forms translate (registerValidationMessages).

export const CARD_MESSAGES = {
  card: 'Enter a valid card number',
  expiry: 'Enter a future expiry date as MM/YY',
  cvv: 'Enter the 3 or 4 digits on the back of the card',
} as const

/** Luhn check: catches most mistyped card numbers. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return digits.length >= 13 && digits.length <= 19 && sum % 10 === 0
}

/** MM/YY not before this month. */
export function expiryValid(text: string, now = new Date()): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim())
  if (!m) return false
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  if (month < 1 || month > 12) return false
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
}

/** Number (spaces allowed while typing), name on the card, expiry and CVC. */
export const cardFields = {
  cardNumber: v.pipe(v.string(), v.transform((s) => s.replace(/[\s-]/g, '')), v.nonEmpty(MESSAGES.required), v.check(luhnValid, CARD_MESSAGES.card)),
  cardName: requiredText(80),
  expiry: v.pipe(v.string(), v.nonEmpty(MESSAGES.required), v.check((s) => expiryValid(s), CARD_MESSAGES.expiry)),
  cvv: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.regex(/^\d{3,4}$/, CARD_MESSAGES.cvv)),
}

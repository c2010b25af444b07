import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { CARD_MESSAGES, cardFields } from '@/core/api/contract/payment-card'
import { registerValidationMessages } from '@/ui/forms'

registerValidationMessages({
  [CARD_MESSAGES.card]: msg`Enter a valid card number`,
  [CARD_MESSAGES.expiry]: msg`Enter a future expiry date as MM/YY`,
  [CARD_MESSAGES.cvv]: msg`Enter the 3 or 4 digits on the back of the card`,
})

/** The card form of the payment page and of the checkout's payment step. */
export const cardSchema = v.object(cardFields)
export const emptyCard = { cardNumber: '', cardName: '', expiry: '', cvv: '' }

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'jcb'

/** The brand a number's first digits announce (JCB first: most cards in Japan are JCB or Visa). */
export function cardBrand(number: string): CardBrand | null {
  const d = number.replace(/\D/g, '')
  if (/^35(2[89]|[3-8]\d)/.test(d)) return 'jcb'
  if (/^4/.test(d)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard'
  if (/^3[47]/.test(d)) return 'amex'
  return null
}

export const BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB' }

/** Digits in groups of four while typing (American Express: 4-6-5), at most 19 digits. */
export function formatCardNumber(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 19)
  if (cardBrand(d) === 'amex') return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ')
  return d.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** `0829` → `08/29`; a slash appears once the month is typed, and deleting it works. */
export function formatExpiry(text: string, previous: string): string {
  const d = text.replace(/\D/g, '').slice(0, 4)
  if (text.length < previous.length && previous.endsWith('/')) return d.slice(0, 1)
  if (d.length >= 2) return `${d.slice(0, 2)}/${d.slice(2)}`
  return d
}

/** The last four digits, for a receipt. */
export const lastFour = (number: string) => number.replace(/\D/g, '').slice(-4)

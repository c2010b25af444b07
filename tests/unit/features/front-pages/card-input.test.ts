import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { cardBrand, cardSchema, formatCardNumber, formatExpiry, lastFour } from '@/features/front-pages/card-input'
import { expiryValid, luhnValid } from '@/core/api/contract/payment-card'

describe('card input', () => {
  it('checks numbers with Luhn and expiry dates against this month', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('3530111333300000')).toBe(true)
    expect(luhnValid('4242')).toBe(false)
    expect(luhnValid('4242x24242424242')).toBe(false)
    const now = new Date(2026, 10, 23)
    expect(expiryValid('11/26', now)).toBe(true)
    expect(expiryValid('10/26', now)).toBe(false)
    expect(expiryValid('13/30', now)).toBe(false)
  })

  it('groups digits while typing, names the brand and keeps the last four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('3782 822463 10005')).toBe('3782 822463 10005')
    expect(formatCardNumber('12ab34')).toBe('1234')
    expect(cardBrand('3530 1113')).toBe('jcb')
    expect(cardBrand('5105')).toBe('mastercard')
    expect(cardBrand('37')).toBe('amex')
    expect(cardBrand('9')).toBeNull()
    expect(formatExpiry('0829', '')).toBe('08/29')
    expect(formatExpiry('08', '0')).toBe('08/')
    expect(formatExpiry('08', '08/')).toBe('0')
    expect(lastFour('4242 4242 4242 4242')).toBe('4242')
  })

  it('the schema strips spaces and names each bad field', () => {
    const ok = v.safeParse(cardSchema, { cardNumber: '4242 4242 4242 4242', cardName: 'HANAKO SATO', expiry: '08/39', cvv: '123' })
    expect(ok.success && ok.output.cardNumber).toBe('4242424242424242')
    const bad = v.safeParse(cardSchema, { cardNumber: '4242 4242 4242 4241', cardName: '', expiry: '01/20', cvv: '12' })
    expect(bad.issues?.map((i) => i.message)).toEqual([
      'Enter a valid card number',
      'This field is required',
      'Enter a future expiry date as MM/YY',
      'Enter the 3 or 4 digits on the back of the card',
    ])
  })
})

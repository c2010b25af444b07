import type * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CHECKOUT_PAYMENTS, DELIVERY_SPEEDS, WizardValues } from '@/core/api/contract/demo/wizards'
import type { Form } from '@/ui/forms'

export type CheckoutValues = WizardValues<'checkout'>
export type CheckoutForm = Form<v.GenericSchema<CheckoutValues, CheckoutValues>>

/** A demo cart to start from: two of the shop's published, in-stock products. */
export const emptyCheckout: CheckoutValues = {
  items: [
    { productId: 2, qty: 1 },
    { productId: 9, qty: 2 },
  ],
  fullName: '',
  phone: '',
  postalCode: '',
  prefecture: '',
  city: '',
  address: '',
  deliverySpeed: 'standard',
  paymentMethod: 'card',
  cardNumber: '',
  cardName: '',
  expiry: '',
  cvv: '',
}

/** Card details are typed again after a reload: they never go into the draft. */
export const CARD_FIELDS = ['cardNumber', 'cardName', 'expiry', 'cvv'] as const

export const SPEED_LABELS: Record<(typeof DELIVERY_SPEEDS)[number], MessageDescriptor> = {
  standard: msg`Standard delivery`,
  express: msg`Express delivery`,
  overnight: msg`Next-day delivery`,
}
export const SPEED_HINTS: Record<(typeof DELIVERY_SPEEDS)[number], MessageDescriptor> = {
  standard: msg`Arrives in about 5 days`,
  express: msg`Arrives in about 2 days`,
  overnight: msg`Arrives tomorrow`,
}
export const PAYMENT_LABELS: Record<(typeof CHECKOUT_PAYMENTS)[number], MessageDescriptor> = {
  card: msg`Credit or debit card`,
  cod: msg`Cash on delivery`,
  invoice: msg`Company invoice`,
}
export const PAYMENT_HINTS: Record<(typeof CHECKOUT_PAYMENTS)[number], MessageDescriptor> = {
  card: msg`Visa, Mastercard, JCB or Amex`,
  cod: msg`Pay the driver when it arrives`,
  invoice: msg`Pay by bank transfer within 30 days`,
}

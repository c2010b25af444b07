import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type {
  FIELD_RULES,
  LENGTH_UNITS,
  LOCATION_KINDS,
  PAYMENT_METHODS,
  RATE_BASES,
  SHIPPING_ZONES,
  SHOP_CHANNELS,
  SHOP_COUNTRIES,
  SHOP_CURRENCIES,
  SHOP_EVENTS,
  SHOP_SETTINGS_TABS,
  SHOP_TIME_ZONES,
  WEIGHT_UNITS,
} from '@/core/api/contract/demo/shop-settings'

// The settings' fixed values are English keys on the wire; these are what a user reads.
type Labels<K extends string> = Record<K, MessageDescriptor>

export const TAB_LABELS: Labels<(typeof SHOP_SETTINGS_TABS)[number]> = {
  store: msg`Store details`,
  payments: msg`Payments`,
  checkout: msg`Checkout`,
  shipping: msg`Shipping`,
  locations: msg`Locations`,
  notifications: msg`Notifications`,
}
export const COUNTRY_LABELS: Labels<(typeof SHOP_COUNTRIES)[number]> = { JP: msg`Japan`, US: msg`United States`, FR: msg`France`, SA: msg`Saudi Arabia` }
export const TIME_ZONE_LABELS: Labels<(typeof SHOP_TIME_ZONES)[number]> = {
  'Asia/Tokyo': msg`(GMT+09:00) Tokyo`,
  'America/New_York': msg`(GMT−05:00) New York`,
  'Europe/Paris': msg`(GMT+01:00) Paris`,
  'Asia/Riyadh': msg`(GMT+03:00) Riyadh`,
}
export const CURRENCY_LABELS: Labels<(typeof SHOP_CURRENCIES)[number]> = { JPY: msg`Japanese yen (JPY, ¥)`, USD: msg`US dollar (USD, $)`, EUR: msg`Euro (EUR, €)`, SAR: msg`Saudi riyal (SAR)` }
export const WEIGHT_LABELS: Labels<(typeof WEIGHT_UNITS)[number]> = { kg: msg`Kilograms (kg)`, g: msg`Grams (g)`, lb: msg`Pounds (lb)` }
export const LENGTH_LABELS: Labels<(typeof LENGTH_UNITS)[number]> = { cm: msg`Centimetres (cm)`, m: msg`Metres (m)`, in: msg`Inches (in)` }
export const PAYMENT_LABELS: Labels<(typeof PAYMENT_METHODS)[number]> = {
  card: msg`Credit and debit cards`,
  bankTransfer: msg`Bank transfer`,
  konbini: msg`Convenience-store payment`,
  cod: msg`Cash on delivery`,
}
export const PAYMENT_HINTS: Labels<(typeof PAYMENT_METHODS)[number]> = {
  card: msg`Visa, Mastercard, JCB, American Express`,
  bankTransfer: msg`The customer pays into your account; you ship once it arrives`,
  konbini: msg`A payment slip for 7-Eleven, Lawson or FamilyMart`,
  cod: msg`The carrier collects the amount; a fee may apply`,
}
export const RULE_LABELS: Labels<(typeof FIELD_RULES)[number]> = { hidden: msg`Hidden`, optional: msg`Optional`, required: msg`Required` }
export const ZONE_LABELS: Labels<(typeof SHIPPING_ZONES)[number]> = { domestic: msg`Domestic (Japan)`, international: msg`International` }
export const BASIS_LABELS: Labels<(typeof RATE_BASES)[number]> = { weight: msg`By weight`, price: msg`By order price` }
export const KIND_LABELS: Labels<(typeof LOCATION_KINDS)[number]> = { warehouse: msg`Warehouse`, shop: msg`Shop` }
export const EVENT_LABELS: Labels<(typeof SHOP_EVENTS)[number]> = {
  newOrder: msg`New order`,
  orderCancelled: msg`Order cancelled`,
  refundRequested: msg`Refund requested`,
  lowStock: msg`Low stock`,
  newReview: msg`New review`,
  payout: msg`Payout sent`,
}
export const CHANNEL_LABELS: Labels<(typeof SHOP_CHANNELS)[number]> = { email: msg`E-mail`, app: msg`App` }

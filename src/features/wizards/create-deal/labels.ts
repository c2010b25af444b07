import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DEAL_CART_CONDITIONS, DEAL_CATEGORIES, DEAL_PAYMENTS, DEAL_REGIONS, DEAL_STATUSES, DEAL_TYPES, DEAL_USER_TYPES } from '@/core/api/contract/demo/wizards'

// The deal's fixed values are English keys on the wire; these are what a user reads.
type Labels<K extends string> = Record<K, MessageDescriptor>

export const DEAL_TYPE_LABELS: Labels<(typeof DEAL_TYPES)[number]> = { percentage: msg`Percentage`, flat: msg`Flat amount`, prime: msg`Prime members` }
export const DEAL_TYPE_HINTS: Labels<(typeof DEAL_TYPES)[number]> = {
  percentage: msg`A share off the price, e.g. 15 % off`,
  flat: msg`A fixed amount off each order, in dollars`,
  prime: msg`A percentage for prime members only`,
}
export const REGION_LABELS: Labels<(typeof DEAL_REGIONS)[number]> = {
  hokkaido: msg`Hokkaido`,
  tohoku: msg`Tohoku`,
  kanto: msg`Kanto`,
  chubu: msg`Chubu`,
  kansai: msg`Kansai`,
  chugoku: msg`Chugoku`,
  shikoku: msg`Shikoku`,
  kyushu: msg`Kyushu and Okinawa`,
}
export const DEAL_CATEGORY_LABELS: Labels<(typeof DEAL_CATEGORIES)[number]> = {
  Electronics: msg`Electronics`,
  Accessories: msg`Accessories`,
  Shoes: msg`Shoes`,
  Office: msg`Office`,
  'Home Decor': msg`Home decor`,
  Games: msg`Games`,
}
export const CART_CONDITION_LABELS: Labels<(typeof DEAL_CART_CONDITIONS)[number]> = {
  all: msg`Every chosen category must be in the cart`,
  any: msg`Any one chosen category is enough`,
}
export const USER_TYPE_LABELS: Labels<(typeof DEAL_USER_TYPES)[number]> = { all: msg`All customers`, registered: msg`Registered customers`, prime: msg`Prime members` }
export const DEAL_PAYMENT_LABELS: Labels<(typeof DEAL_PAYMENTS)[number]> = { any: msg`Any payment method`, card: msg`Credit card`, bank: msg`Bank transfer`, cod: msg`Cash on delivery` }
export const DEAL_STATUS_LABELS: Labels<(typeof DEAL_STATUSES)[number]> = { active: msg`Active`, inactive: msg`Inactive`, suspended: msg`Suspended` }

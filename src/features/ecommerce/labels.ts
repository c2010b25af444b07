import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BadgeTone } from '@/ui'
import type { CATEGORY_STATUSES } from '@/core/api/contract/demo/categories'
import type { ORDER_STATUSES, PRODUCT_CATEGORIES, PRODUCT_STATUSES, REVIEW_STATUSES, REFERRAL_STATUSES } from '@/core/api/contract/demo/ecommerce'

// The shop's fixed values are English keys on the wire; these are what a user reads, in their language.
type Labels<K extends string> = Record<K, MessageDescriptor>

export const CATEGORY_LABELS: Labels<(typeof PRODUCT_CATEGORIES)[number]> = {
  Electronics: msg`Electronics`,
  Accessories: msg`Accessories`,
  Shoes: msg`Shoes`,
  Office: msg`Office`,
  'Home Decor': msg`Home decor`,
  Games: msg`Games`,
}

export const PRODUCT_STATUS_LABELS: Labels<(typeof PRODUCT_STATUSES)[number]> = {
  Inactive: msg`Inactive`,
  Published: msg`Published`,
  Scheduled: msg`Scheduled`,
}
export const PRODUCT_STATUS_TONES: Record<(typeof PRODUCT_STATUSES)[number], BadgeTone> = { Inactive: 'danger', Published: 'success', Scheduled: 'warning' }

export const ORDER_STATUS_LABELS: Labels<(typeof ORDER_STATUSES)[number]> = {
  Delivered: msg`Delivered`,
  'Ready to Pickup': msg`Ready to pick up`,
  'Out for Delivery': msg`Out for delivery`,
  Dispatched: msg`Dispatched`,
}
export const ORDER_STATUS_TONES: Record<(typeof ORDER_STATUSES)[number], BadgeTone> = {
  Delivered: 'success',
  'Ready to Pickup': 'info',
  'Out for Delivery': 'primary',
  Dispatched: 'warning',
}

/** Payment state 1–4 (spec §3). */
export const PAYMENT_LABELS: Record<number, MessageDescriptor> = { 1: msg`Paid`, 2: msg`Pending`, 3: msg`Failed`, 4: msg`Cancelled` }
export const PAYMENT_TONES: Record<number, BadgeTone> = { 1: 'success', 2: 'warning', 3: 'danger', 4: 'neutral' }

export const REVIEW_STATUS_LABELS: Labels<(typeof REVIEW_STATUSES)[number]> = { Published: msg`Published`, Pending: msg`Pending` }
export const REVIEW_STATUS_TONES: Record<(typeof REVIEW_STATUSES)[number], BadgeTone> = { Published: 'success', Pending: 'warning' }

export const REFERRAL_STATUS_LABELS: Labels<(typeof REFERRAL_STATUSES)[number]> = { Paid: msg`Paid`, Unpaid: msg`Unpaid`, Rejected: msg`Rejected` }
export const REFERRAL_STATUS_TONES: Record<(typeof REFERRAL_STATUSES)[number], BadgeTone> = { Paid: 'success', Unpaid: 'warning', Rejected: 'danger' }

export const CATEGORY_STATUS_LABELS: Labels<(typeof CATEGORY_STATUSES)[number]> = { Published: msg`Published`, Hidden: msg`Hidden` }
export const CATEGORY_STATUS_TONES: Record<(typeof CATEGORY_STATUSES)[number], BadgeTone> = { Published: 'success', Hidden: 'neutral' }

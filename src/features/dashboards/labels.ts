import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

// Data values from the demo server (English keys) and the words users see for them.
export const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  Electronics: msg`Electronics`,
  Shoes: msg`Shoes`,
  Office: msg`Office`,
  'Home Decor': msg`Home decor`,
  Accessories: msg`Accessories`,
  Games: msg`Games`,
}

export const PAYMENT_LABELS: Record<string, MessageDescriptor> = {
  'Fully Paid': msg`Fully paid`,
  'Partially Paid': msg`Partially paid`,
  Unpaid: msg`Unpaid`,
}

export const ORDER_STATUS_LABELS: Record<string, MessageDescriptor> = {
  Delivered: msg`Delivered`,
  'Ready to Pickup': msg`Ready to pick up`,
  'Out for Delivery': msg`Out for delivery`,
  Dispatched: msg`Dispatched`,
}

export const INVOICE_STATUS_LABELS: Record<string, MessageDescriptor> = {
  Paid: msg`Paid`,
  Downloaded: msg`Downloaded`,
  Sent: msg`Sent`,
  Draft: msg`Draft`,
  'Partial Payment': msg`Partly paid`,
  'Past Due': msg`Past due`,
}

export const PLAN_LABELS: Record<string, MessageDescriptor> = {
  basic: msg`Basic`,
  team: msg`Team`,
  company: msg`Company`,
  enterprise: msg`Enterprise`,
}

export const MEMBER_STATUS_LABELS: Record<string, MessageDescriptor> = {
  Active: msg`Active`,
  Pending: msg`Pending`,
  Inactive: msg`Inactive`,
}

export const ROLE_LABELS: Record<string, MessageDescriptor> = {
  admin: msg`Admin`,
  editor: msg`Editor`,
  author: msg`Author`,
  maintainer: msg`Maintainer`,
  subscriber: msg`Subscriber`,
}

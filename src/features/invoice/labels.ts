import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BadgeTone } from '@/ui'
import type { INVOICE_STATUSES, PAYMENT_METHODS } from '@/core/api/contract/demo/invoice'

type Status = (typeof INVOICE_STATUSES)[number]

export const INVOICE_STATUS_LABELS: Record<Status, MessageDescriptor> = {
  Paid: msg`Paid`,
  Downloaded: msg`Downloaded`,
  Sent: msg`Sent`,
  Draft: msg`Draft`,
  'Partial Payment': msg`Partly paid`,
  'Past Due': msg`Past due`,
}
export const INVOICE_STATUS_TONES: Record<Status, BadgeTone> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'primary',
  Draft: 'neutral',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
}

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], MessageDescriptor> = {
  Cash: msg`Cash`,
  'Bank transfer': msg`Bank transfer`,
  'Debit card': msg`Debit card`,
  'Credit card': msg`Credit card`,
  PayPal: msg`PayPal`,
}

import type { BadgeTone } from '@/ui'

// Data values from the demo server and the badge / timeline colour each shows in.
export const ORDER_STATUS_TONES: Record<string, BadgeTone> = { Delivered: 'success', 'Ready to Pickup': 'info', 'Out for Delivery': 'warning', Dispatched: 'neutral' }
export const INVOICE_STATUS_TONES: Record<string, BadgeTone> = { Paid: 'success', Downloaded: 'info', Sent: 'primary', Draft: 'neutral', 'Partial Payment': 'warning', 'Past Due': 'danger' }
export const MEMBER_STATUS_TONES: Record<string, BadgeTone> = { Active: 'success', Pending: 'warning', Inactive: 'neutral' }

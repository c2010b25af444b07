import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

// The plans the public site sells (US dollars per user and month, like the rest of the demo data),
// with the comparison table's rows. The landing teaser, the pricing page and the payment page read them.

export type Billing = 'monthly' | 'yearly'
export type FrontPlanId = 'starter' | 'team' | 'business'

export type FrontPlan = {
  id: FrontPlanId
  name: MessageDescriptor
  pitch: MessageDescriptor
  monthly: number
  /** Per month when paid once a year. */
  yearly: number
  highlights: MessageDescriptor[]
  recommended?: boolean
}

export const FRONT_PLANS: readonly FrontPlan[] = [
  {
    id: 'starter',
    name: msg`Starter`,
    pitch: msg`One person trying card scanning`,
    monthly: 0,
    yearly: 0,
    highlights: [msg`50 cards a month`, msg`Scan on the phone`, msg`Works offline`],
  },
  {
    id: 'team',
    name: msg`Team`,
    pitch: msg`A sales team sharing its contacts`,
    monthly: 14,
    yearly: 11,
    highlights: [msg`Unlimited cards`, msg`Office and sales check steps`, msg`Career history of each person`],
    recommended: true,
  },
  {
    id: 'business',
    name: msg`Business`,
    pitch: msg`Several offices, roles and audits`,
    monthly: 32,
    yearly: 26,
    highlights: [msg`Everything in Team`, msg`Group roles and permissions`, msg`Priority support`],
  },
]

/** One comparison row: `true`/`false` for a tick or a dash, a count, or a text per plan. */
export type ComparisonRow = { id: string; label: MessageDescriptor; values: Record<FrontPlanId, boolean | number | MessageDescriptor> }

export const COMPARISON: readonly ComparisonRow[] = [
  { id: 'cards', label: msg`Cards per month`, values: { starter: 50, team: msg`Unlimited`, business: msg`Unlimited` } },
  { id: 'users', label: msg`Users`, values: { starter: 1, team: msg`Up to 25`, business: msg`Unlimited` } },
  { id: 'offline', label: msg`Offline use`, values: { starter: true, team: true, business: true } },
  { id: 'kana', label: msg`Kana readings and search`, values: { starter: true, team: true, business: true } },
  { id: 'checks', label: msg`Office and sales checks`, values: { starter: false, team: true, business: true } },
  { id: 'career', label: msg`Career history`, values: { starter: false, team: true, business: true } },
  { id: 'csv', label: msg`CSV export`, values: { starter: false, team: true, business: true } },
  { id: 'roles', label: msg`Group roles and permissions`, values: { starter: false, team: false, business: true } },
  { id: 'audit', label: msg`Audit log`, values: { starter: false, team: false, business: true } },
  { id: 'support', label: msg`Support`, values: { starter: msg`Help center`, team: msg`E-mail`, business: msg`Phone and e-mail` } },
]

/** Japan's consumption tax, added to every amount the front pages charge. */
export const TAX_RATE = 0.1

export const priceOf = (plan: FrontPlan, billing: Billing) => (billing === 'yearly' ? plan.yearly : plan.monthly)

/** Whole percent saved by paying yearly (0 for a free plan). */
export const yearlySaving = (plan: FrontPlan) => (plan.monthly ? Math.round((1 - plan.yearly / plan.monthly) * 100) : 0)

export const parseBilling = (value: string | null): Billing => (value === 'yearly' ? 'yearly' : 'monthly')
export const findPlan = (value: string | null): FrontPlan | undefined => FRONT_PLANS.find((p) => p.id === value)

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export type Billing = 'monthly' | 'annual'
export type PlanId = 'basic' | 'standard' | 'enterprise'

export type Plan = {
  id: PlanId
  name: MessageDescriptor
  tagline: MessageDescriptor
  /** US dollars per user and month, paid monthly. */
  monthly: number
  /** US dollars per user and month, paid once a year. */
  annualPerMonth: number
  features: MessageDescriptor[]
  popular?: boolean
}

/** The plans of the pricing page (demo data: prices are per user, in US dollars). */
export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: msg`Basic`,
    tagline: msg`For a small office starting to share its cards`,
    monthly: 0,
    annualPerMonth: 0,
    features: [msg`Up to 100 cards`, msg`Card scanning on the phone`, msg`Company and person records`, msg`Works offline`],
  },
  {
    id: 'standard',
    name: msg`Standard`,
    tagline: msg`For sales teams that meet clients every day`,
    monthly: 12,
    annualPerMonth: 9,
    features: [msg`Unlimited cards`, msg`Shared team address book`, msg`Career history of each person`, msg`Export to CSV`, msg`E-mail support`],
    popular: true,
  },
  {
    id: 'enterprise',
    name: msg`Enterprise`,
    tagline: msg`For companies with several offices`,
    monthly: 29,
    annualPerMonth: 24,
    features: [msg`Everything in Standard`, msg`Roles and permissions`, msg`Single sign-on`, msg`Audit log`, msg`Priority phone support`],
  },
]

export const pricePerMonth = (plan: Plan, billing: Billing) => (billing === 'annual' ? plan.annualPerMonth : plan.monthly)

/** Whole percent saved by paying yearly (0 for a free plan). */
export const annualSaving = (plan: Plan) => (plan.monthly ? Math.round((1 - plan.annualPerMonth / plan.monthly) * 100) : 0)

export const parseBilling = (value: string | null): Billing => (value === 'annual' ? 'annual' : 'monthly')
export const parsePlan = (value: string | null): PlanId | null => PLANS.find((p) => p.id === value)?.id ?? null

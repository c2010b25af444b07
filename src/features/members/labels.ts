import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BadgeTone } from '@/ui'
import type { DEMO_USER_PLANS, DEMO_USER_ROLES, DEMO_USER_STATUSES } from '@/core/api/contract/demo/users'

// Members' roles, plans and statuses are English keys on the wire; these are what a user reads.
type Role = (typeof DEMO_USER_ROLES)[number]
type Plan = (typeof DEMO_USER_PLANS)[number]
type Status = (typeof DEMO_USER_STATUSES)[number]

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg`Admin`,
  editor: msg`Editor`,
  author: msg`Author`,
  maintainer: msg`Maintainer`,
  subscriber: msg`Subscriber`,
}

export const PLAN_LABELS: Record<Plan, MessageDescriptor> = {
  // "Company" is also the member's employer: the plan names carry a context of their own.
  basic: msg({ message: 'Basic', context: 'plan' }),
  team: msg({ message: 'Team', context: 'plan' }),
  company: msg({ message: 'Company', context: 'plan' }),
  enterprise: msg({ message: 'Enterprise', context: 'plan' }),
}

export const STATUS_LABELS: Record<Status, MessageDescriptor> = { Active: msg`Active`, Inactive: msg`Inactive`, Pending: msg`Pending` }
export const STATUS_TONES: Record<Status, BadgeTone> = { Active: 'success', Inactive: 'neutral', Pending: 'warning' }

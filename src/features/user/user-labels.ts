import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Role } from '@/core/api/contract/product/user'
import type { BadgeTone } from '@/ui'

export const ROLE_LABELS: Record<Role, MessageDescriptor> = { admin: msg`Admin`, office: msg`Office`, sales: msg`Sales` }
export const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'danger', office: 'info', sales: 'success' }

/** The spec's permission codes of a user, in catalogue order. */
export const userCodes = (u: { sale_permission: string | null; supplier_permission: string | null; recruitment_permission: string | null; keamato_permission: string | null; office_permission?: string | null }) =>
  [u.sale_permission, u.supplier_permission, u.recruitment_permission, u.keamato_permission, u.office_permission].filter((c): c is string => Boolean(c))

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ALL_CODES } from '../api/contract/product/group-role'

type Code = (typeof ALL_CODES)[number]

/**
 * What each permission code of the spec grants, in a short line shown next to the code wherever
 * codes are picked or listed (user form and view, group-role form): "E2" alone means nothing to
 * the office staff who assign it.
 */
export const PERMISSION_CODE_DESCRIPTIONS: Record<Code, MessageDescriptor> = {
  E1: msg`Sales: own customers only`,
  E2: msg`Sales: the team's customers`,
  E3: msg`Sales: every customer (manager)`,
  S1: msg`Supplier contacts`,
  R1: msg`Recruitment contacts (candidates)`,
  C1: msg`Keamato: customer-care contacts`,
  J1: msg`Office: check name cards`,
  J2: msg`Office: check cards and edit records`,
}

export const describeCode = (code: string): MessageDescriptor | undefined => PERMISSION_CODE_DESCRIPTIONS[code as Code]

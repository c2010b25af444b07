import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ALL_CODES } from '../api/contract/product/group-role'

type Code = (typeof ALL_CODES)[number]

/**
 * What each permission code is, in a short line shown next to the code wherever codes are picked or
 * listed (user form and view, group-role form): "E2" alone means nothing to the office staff who
 * assign it. The spec (§3) only says which field each code belongs to (sale E1–E3, supplier S1,
 * recruitment R1, keamato C1, office J1–J2), and the access policy does not read the codes, so the
 * lines say exactly that: area and level, nothing invented about what a level allows.
 */
export const PERMISSION_CODE_DESCRIPTIONS: Record<Code, MessageDescriptor> = {
  E1: msg`Sales permission, level 1`,
  E2: msg`Sales permission, level 2`,
  E3: msg`Sales permission, level 3`,
  S1: msg`Supplier permission`,
  R1: msg`Recruitment permission`,
  C1: msg`Keamato permission`,
  J1: msg`Office permission, level 1`,
  J2: msg`Office permission, level 2`,
}

export const describeCode = (code: string): MessageDescriptor | undefined => PERMISSION_CODE_DESCRIPTIONS[code as Code]

import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { BadgeTone } from '@/ui'
import type { ProfileTab } from '@/core/api/contract/demo/pages'

export const PROFILE_TAB_LABELS: Record<ProfileTab, MessageDescriptor> = {
  profile: msg`Profile`,
  teams: msg`Teams`,
  projects: msg`Projects`,
  connections: msg`Connections`,
}

// The sample profile names its rows in English; known ones are shown in the user's language.
const PROPERTIES: Record<string, MessageDescriptor> = {
  'Full Name': msg`Full name`,
  Status: msg`Status`,
  Role: msg`Role`,
  Country: msg`Country`,
  Language: msg`Language`,
  Contact: msg`Contact`,
  Email: msg`E-mail`,
  'Sales team': msg`Sales team`,
  'Office team': msg`Office team`,
  'Task compiled': msg`Tasks completed`,
  Connections: msg`Connections`,
  'Projects compiled': msg`Projects completed`,
  active: msg`Active`,
}
export const propertyLabel = (i18n: I18n, text: string) => (PROPERTIES[text] ? i18n._(PROPERTIES[text]) : text)

/** The sample data's colour names as our badge tones. */
export const toneOf = (color: string): BadgeTone =>
  (({ primary: 'primary', success: 'success', info: 'info', warning: 'warning', error: 'danger' }) as Record<string, BadgeTone>)[color] ?? 'neutral'

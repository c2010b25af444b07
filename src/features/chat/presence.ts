import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Presence } from '@/core/api/contract/demo/chat'

/** Status names and dot colours (a dot is never the only sign: the name is always given too). */
export const PRESENCE_INFO: Record<Presence, { label: MessageDescriptor; color: string }> = {
  online: { label: msg`Online`, color: 'var(--colors-success)' },
  away: { label: msg`Away`, color: 'var(--colors-warning)' },
  busy: { label: msg`Busy`, color: 'var(--colors-danger)' },
  offline: { label: msg`Offline`, color: '#9aa1af' },
}

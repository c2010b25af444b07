import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** DESIGN.md §3: the accounts the demo server knows, shown on the login page in demo mode. */
export type DemoAccount = { email: string; password: string; role: MessageDescriptor; scope: MessageDescriptor; tone: 'primary' | 'info' | 'warning' | 'neutral' }

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.com', password: 'admin', role: msg`Administrator`, scope: msg`Everything, including users and group roles`, tone: 'primary' },
  { email: 'office@demo.com', password: 'office', role: msg`Office`, scope: msg`Processes, persons and companies`, tone: 'info' },
  { email: 'sales@demo.com', password: 'sales', role: msg`Sales`, scope: msg`Processes, persons and companies`, tone: 'warning' },
  { email: 'client@demo.com', password: 'client', role: msg`Client`, scope: msg`Only the access-control demo`, tone: 'neutral' },
]

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AppNotification, NotificationKind } from '@/core/api/contract/notifications'

// How each kind of notification reads: the server stores what happened, the words are ours (and
// translated). `icon` names one of the menu's icons.

export type NotificationText = { title: MessageDescriptor; text: MessageDescriptor; icon: 'id' | 'alert' | 'checks' | 'chart' | 'user' }

const SAMPLES: Record<Exclude<NotificationKind, 'analysis-finished'>, NotificationText> = {
  'sample-cards-analysed': { title: msg`Name cards analysed`, text: msg`All 12 cards from the Osaka trade show are ready to check.`, icon: 'id' },
  'sample-person-merged': { title: msg`New person added`, text: msg`Aiko Tanaka was added to Hoshino Trading.`, icon: 'user' },
  'sample-card-failed': { title: msg`A card needs attention`, text: msg`One card could not be read. Please check it by hand.`, icon: 'alert' },
  'sample-sales-check': { title: msg`Sales check waiting`, text: msg`5 cards were checked by the office and now wait for sales.`, icon: 'checks' },
  'sample-career-change': { title: msg`Career change found`, text: msg`Kenji Mori has moved to Sakura Logistics.`, icon: 'user' },
  'sample-weekly-summary': { title: msg`Weekly summary`, text: msg`Your team captured 48 cards this week.`, icon: 'chart' },
}

export function notificationText(n: AppNotification): NotificationText {
  if (n.kind !== 'analysis-finished') return SAMPLES[n.kind]
  const name = String(n.params.process_name ?? '')
  const total = Number(n.params.total ?? 0)
  const failed = Number(n.params.failed ?? 0)
  return failed > 0
    ? { title: msg`Name cards analysed`, text: msg`${failed} of ${total} cards from “${name}” could not be read. Please check them by hand.`, icon: 'alert' }
    : { title: msg`Name cards analysed`, text: msg`The ${total} cards from “${name}” are ready to check.`, icon: 'id' }
}

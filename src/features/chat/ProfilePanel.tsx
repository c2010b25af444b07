import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { ChatContact, ChatProfileUser } from '@/core/api/contract/demo/chat'
import { DetailList } from '@/ui'
import { PRESENCE_INFO } from './presence'
import { PresenceAvatar } from './ChatSidebar'

/** A person's card for the side panel: the contact's profile, or the signed-in user's with its settings. */
export function ProfilePanel({ person }: { person: ChatContact | ChatProfileUser }) {
  const { t, i18n } = useLingui()
  const settings = 'settings' in person ? person.settings : null
  const onOff = (on: boolean) => (on ? t`On` : t`Off`)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', textAlign: 'center' })}>
        <PresenceAvatar contact={person} size="xl" />
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{person.fullName}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{person.role}</p>
      </div>
      <DetailList
        items={[
          { label: t`Status`, value: <span data-profile-status={person.status}>{i18n._(PRESENCE_INFO[person.status].label)}</span> },
          { label: t`About`, value: person.about, wide: true },
          ...(settings
            ? [
                { label: t`Two-step verification`, value: onOff(settings.isTwoStepAuthVerificationEnabled) },
                { label: t`Notifications`, value: onOff(settings.isNotificationsOn) },
              ]
            : []),
        ]}
      />
      {settings && (
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          <Trans>Status and settings belong to your account; the demo shows them as they are stored.</Trans>
        </p>
      )}
    </div>
  )
}

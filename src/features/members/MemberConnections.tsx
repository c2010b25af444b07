import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { IconBrandHipchat, IconCalendar, IconCloud, IconMail } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Card, List, Switch, toast } from '@/ui'
import { loadPreferences, MEMBER_APPS, savePreferences, type MemberApp } from './member-preferences'

const APPS: Record<MemberApp, { name: ReturnType<typeof msg>; detail: ReturnType<typeof msg>; Icon: typeof IconCalendar }> = {
  calendar: { name: msg`Calendar`, detail: msg`Meetings with clients appear in their calendar.`, Icon: IconCalendar },
  chat: { name: msg`Team chat`, detail: msg`Mentions and task updates arrive as chat messages.`, Icon: IconBrandHipchat },
  storage: { name: msg`File storage`, detail: msg`Scanned cards and invoices are copied to a shared folder.`, Icon: IconCloud },
  mail: { name: msg`Mail`, detail: msg`Replies to customers are sent from their own mailbox.`, Icon: IconMail },
}

/** Apps connected to the member's account; each switch saves at once (on this device). */
export function MemberConnections({ memberId, name }: { memberId: number; name: string }) {
  const { t, i18n } = useLingui()
  const [connections, setConnections] = useState(() => loadPreferences(memberId).connections)
  const toggle = (app: MemberApp, on: boolean) => {
    const next = { ...connections, [app]: on }
    setConnections(next)
    savePreferences(memberId, { ...loadPreferences(memberId), connections: next })
    const appName = i18n._(APPS[app].name)
    toast.success(on ? t`${appName} connected` : t`${appName} disconnected`)
  }
  return (
    <Card title={t`Connected apps`} subtitle={t`Services ${name} uses together with the workspace.`}>
      <List
        dividers
        label={t`Connected apps`}
        items={MEMBER_APPS.map((app) => {
          const { Icon } = APPS[app]
          return {
            id: app,
            start: (
              <span className={css({ display: 'inline-flex', p: '2', borderRadius: 'md', bg: 'bg.muted', color: 'fg.muted' })}>
                <Icon size={20} aria-hidden="true" />
              </span>
            ),
            primary: i18n._(APPS[app].name),
            secondary: i18n._(APPS[app].detail),
            end: <Switch aria-label={i18n._(APPS[app].name)} checked={connections[app]} onCheckedChange={(on) => toggle(app, on)} />,
          }
        })}
      />
    </Card>
  )
}

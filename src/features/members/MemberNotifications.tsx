import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { css } from 'styled-system/css'
import { Button, Card, CheckboxMatrix, toast } from '@/ui'
import { loadPreferences, MEMBER_CHANNELS, MEMBER_EVENTS, savePreferences } from './member-preferences'

const EVENT_LABELS = { mentions: msg`Someone mentions them`, tasks: msg`A task is assigned to them`, projects: msg`A project they follow changes`, security: msg`Sign-ins from a new device` }
const CHANNEL_LABELS = { email: msg`E-mail`, browser: msg`Browser`, app: msg`App` }

/** Which notifications the member receives, by channel; saved on this device. */
export function MemberNotifications({ memberId, name }: { memberId: number; name: string }) {
  const { t, i18n } = useLingui()
  const [value, setValue] = useState(() => loadPreferences(memberId).notifications)
  const [dirty, setDirty] = useState(false)
  return (
    <Card padding="none" title={t`Notifications`} subtitle={t`What ${name} is told about, and where.`}>
      <CheckboxMatrix
        label={t`Notifications of ${name}`}
        rowHeader={t`Event`}
        rows={MEMBER_EVENTS.map((e) => ({ id: e, label: i18n._(EVENT_LABELS[e]) }))}
        columns={MEMBER_CHANNELS.map((c) => ({ id: c, label: i18n._(CHANNEL_LABELS[c]) }))}
        value={value}
        onChange={(next) => {
          setValue(next)
          setDirty(true)
        }}
      />
      <div className={css({ display: 'flex', gap: '3', p: '4', justifyContent: 'flex-end' })}>
        <Button variant="outline" tone="neutral" disabled={!dirty} onClick={() => { setValue(loadPreferences(memberId).notifications); setDirty(false) }}>
          <Trans>Discard</Trans>
        </Button>
        <Button
          disabled={!dirty}
          onClick={() => {
            savePreferences(memberId, { ...loadPreferences(memberId), notifications: value })
            setDirty(false)
            toast.success(t`Notification choices saved`)
          }}
        >
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </Card>
  )
}

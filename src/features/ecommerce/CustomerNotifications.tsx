import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { css } from 'styled-system/css'
import { Button, Card, CheckboxMatrix, toast } from '@/ui'
import { loadChoices, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, saveChoices, type NotificationChoices } from './customer-notifications'

const EVENT_LABELS = { order: msg`Order confirmations`, shipping: msg`Shipping updates`, offers: msg`Offers and news`, reviews: msg`Requests to review a purchase` }
const CHANNEL_LABELS = { email: msg`E-mail`, sms: msg`SMS` }

/** Which messages the shop sends this customer, by channel; saved on this device. */
export function CustomerNotifications({ customerId, name }: { customerId: number; name: string }) {
  const { t, i18n } = useLingui()
  const [choices, setChoices] = useState<NotificationChoices>(() => loadChoices(customerId))
  const [dirty, setDirty] = useState(false)
  return (
    <Card padding="none" title={t`Notifications`} subtitle={t`What the shop may send ${name}.`}>
      <CheckboxMatrix
        label={t`Notifications of ${name}`}
        rowHeader={t`Message`}
        rows={NOTIFICATION_EVENTS.map((e) => ({ id: e, label: i18n._(EVENT_LABELS[e]) }))}
        columns={NOTIFICATION_CHANNELS.map((c) => ({ id: c, label: i18n._(CHANNEL_LABELS[c]) }))}
        value={choices}
        onChange={(next) => {
          setChoices(next as NotificationChoices)
          setDirty(true)
        }}
      />
      <div className={css({ display: 'flex', gap: '3', p: '4', justifyContent: 'flex-end' })}>
        <Button variant="outline" tone="neutral" disabled={!dirty} onClick={() => { setChoices(loadChoices(customerId)); setDirty(false) }}>
          <Trans>Discard</Trans>
        </Button>
        <Button
          disabled={!dirty}
          onClick={() => {
            saveChoices(customerId, choices)
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

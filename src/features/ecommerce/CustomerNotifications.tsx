import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { css } from 'styled-system/css'
import { Button, Card, Checkbox, toast } from '@/ui'
import { loadChoices, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, saveChoices, type NotificationChoices } from './customer-notifications'

const EVENT_LABELS = { order: msg`Order confirmations`, shipping: msg`Shipping updates`, offers: msg`Offers and news`, reviews: msg`Requests to review a purchase` }
const CHANNEL_LABELS = { email: msg`E-mail`, sms: msg`SMS` }
const table = css({ w: 'full', borderCollapse: 'collapse', '& th, & td': { px: '4', py: '3', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' }, '& thead th': { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' } })

/** Which messages the shop sends this customer, by channel; saved on this device. */
export function CustomerNotifications({ customerId, name }: { customerId: number; name: string }) {
  const { t, i18n } = useLingui()
  const [choices, setChoices] = useState<NotificationChoices>(() => loadChoices(customerId))
  const [dirty, setDirty] = useState(false)
  const toggle = (e: keyof NotificationChoices, c: 'email' | 'sms', on: boolean) => {
    setChoices((prev) => ({ ...prev, [e]: { ...prev[e], [c]: on } }))
    setDirty(true)
  }
  return (
    <Card padding="none" title={t`Notifications`} subtitle={t`What the shop may send ${name}.`}>
      <div className={css({ overflowX: 'auto' })}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t`Message`}</th>
              {NOTIFICATION_CHANNELS.map((c) => <th key={c} scope="col">{i18n._(CHANNEL_LABELS[c])}</th>)}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_EVENTS.map((e) => (
              <tr key={e}>
                <th scope="row" className={css({ fontWeight: 'normal' })}>{i18n._(EVENT_LABELS[e])}</th>
                {NOTIFICATION_CHANNELS.map((c) => (
                  <td key={c}>
                    <Checkbox
                      aria-label={`${i18n._(EVENT_LABELS[e])}: ${i18n._(CHANNEL_LABELS[c])}`}
                      checked={choices[e][c]}
                      onCheckedChange={(on) => toggle(e, c, on)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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

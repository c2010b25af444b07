import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NotificationSettingsSchema,
  NOTIFY_WHEN,
  type NotificationChannel,
  type NotificationEvent,
} from '@/core/api/contract/demo/account-settings'
import { Card, Checkbox, FormField, Select } from '@/ui'
import type { TabProps } from './api'
import { CHANNEL_LABELS, EVENT_LABELS, WHEN_LABELS } from './labels'
import { FormFooter } from './parts'
import { useSectionForm } from './use-section-form'

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': { px: '4', py: '3', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' },
  '& thead th': { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium', textTransform: 'uppercase', bg: 'bg.subtle' },
  '& td': { textAlign: 'center', w: '6rem' },
  '& thead th:not(:first-child)': { textAlign: 'center' },
})

/** Notification tab: which events reach which channel (a matrix of checkboxes) and when. */
export function NotificationTab({ settings, onSaved }: TabProps) {
  const { t, i18n } = useLingui()
  const form = useSectionForm(NotificationSettingsSchema, 'notification', settings.notification, (s) => s.notification, onSaved)
  const matrix = form.values.matrix
  const toggle = (event: NotificationEvent, channel: NotificationChannel, on: boolean) =>
    form.setValue('matrix', { ...matrix, [event]: { ...matrix[event], [channel]: on } })
  return (
    <Card padding="none" title={t`Notifications`} subtitle={t`Choose what we tell you about, and where.`}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())}>
        <fieldset disabled={settings.deactivated} className={css({ border: '0', p: '0', m: '0', minW: '0' })}>
          <div className={css({ overflowX: 'auto' })}>
            <table className={table}>
              <caption className={css({ srOnly: true })}>{t`Notifications by channel`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Type`}</th>
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
                          checked={matrix[e][c]}
                          onCheckedChange={(on) => toggle(e, c, on)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={css({ p: '5', maxW: '24rem' })}>
            <FormField label={t`When should we send you notifications?`} errors={form.errorsOf('when')}>
              {(props) => <Select {...props} {...form.field('when')} options={NOTIFY_WHEN.map((w) => ({ value: w, label: i18n._(WHEN_LABELS[w]) }))} />}
            </FormField>
          </div>
        </fieldset>
        <div className={css({ px: '5', pb: '5', mt: '-6' })}>
          <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset()} disabled={settings.deactivated} />
        </div>
      </form>
    </Card>
  )
}

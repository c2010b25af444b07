import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NotificationSettingsSchema,
  NOTIFY_WHEN,
} from '@/core/api/contract/demo/account-settings'
import { Card, CheckboxMatrix, FormField, Select } from '@/ui'
import type { TabProps } from './api'
import { CHANNEL_LABELS, EVENT_LABELS, WHEN_LABELS } from './labels'
import { FormFooter } from './parts'
import { useSectionForm } from './use-section-form'

/** Notification tab: which events reach which channel (a matrix of checkboxes) and when. */
export function NotificationTab({ settings, onSaved }: TabProps) {
  const { t, i18n } = useLingui()
  const form = useSectionForm(NotificationSettingsSchema, 'notification', settings.notification, (s) => s.notification, onSaved)
  const matrix = form.values.matrix
  return (
    <Card padding="none" title={t`Notifications`} subtitle={t`Choose what we tell you about, and where.`}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())}>
        <fieldset disabled={settings.deactivated} className={css({ border: '0', p: '0', m: '0', minW: '0' })}>
          <CheckboxMatrix
            label={t`Notifications by channel`}
            rowHeader={t`Type`}
            rows={NOTIFICATION_EVENTS.map((e) => ({ id: e, label: i18n._(EVENT_LABELS[e]) }))}
            columns={NOTIFICATION_CHANNELS.map((c) => ({ id: c, label: i18n._(CHANNEL_LABELS[c]) }))}
            value={matrix}
            onChange={(next) => form.setValue('matrix', next as typeof matrix)}
          />
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

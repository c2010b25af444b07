import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { SHOP_CHANNELS, SHOP_EVENTS, ShopNotificationsSchema } from '@/core/api/contract/demo/shop-settings'
import { Card, CheckboxMatrix, FormFooter } from '@/ui'
import type { ShopTabProps } from './api'
import { CHANNEL_LABELS, EVENT_LABELS } from './labels'
import { useShopForm } from './use-shop-form'

/** Notifications: which shop events reach the staff, by e-mail or in the app. */
export function NotificationsTab({ settings, onSaved }: ShopTabProps) {
  const { t, i18n } = useLingui()
  const form = useShopForm(ShopNotificationsSchema, 'notifications', settings, onSaved)
  const matrix = form.values.matrix
  return (
    <Card padding="none" title={t`Staff notifications`} subtitle={t`Choose what the shop team hears about, and where.`}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())}>
        <CheckboxMatrix
          label={t`Shop notifications by channel`}
          rowHeader={t`Event`}
          rows={SHOP_EVENTS.map((e) => ({
            id: e,
            label: i18n._(EVENT_LABELS[e]),
          }))}
          columns={SHOP_CHANNELS.map((c) => ({
            id: c,
            label: i18n._(CHANNEL_LABELS[c]),
          }))}
          value={matrix}
          onChange={(next) => form.setValue('matrix', next as typeof matrix)}
        />
        <div className={css({ px: '5', pb: '5' })}>
          <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset()} />
        </div>
      </form>
    </Card>
  )
}

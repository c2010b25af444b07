import { Trans, useLingui } from '@lingui/react/macro'
import { FormField, Input, Select, Switch } from '@/ui'
import { DEAL_PAYMENTS, DEAL_STATUSES, DEAL_USER_TYPES } from '@/core/api/contract/demo/wizards'
import type { MessageDescriptor } from '@lingui/core'
import { fieldGrid, labelOptions, ltrInput, span2 } from '../parts'
import { DEAL_PAYMENT_LABELS, DEAL_STATUS_LABELS, USER_TYPE_LABELS } from './labels'
import type { DealForm } from './deal'

export function DealUsageStep({ form }: { form: DealForm }) {
  const { i18n } = useLingui()
  const options = <K extends string>(keys: readonly K[], labels: Record<K, MessageDescriptor>) => labelOptions(i18n, keys, labels)
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Who may use it</Trans>} required errors={form.errorsOf('userType')}>
        <Select {...form.field('userType')} options={options(DEAL_USER_TYPES, USER_TYPE_LABELS)} />
      </FormField>
      <FormField label={<Trans>Maximum number of uses</Trans>} required errors={form.errorsOf('maxUsers')}>
        <Input {...form.field('maxUsers', { as: 'number' })} type="number" inputMode="numeric" min={1} dir="ltr" className={ltrInput} />
      </FormField>
      <FormField label={<Trans>Minimum cart amount (dollars)</Trans>} required errors={form.errorsOf('minCartAmount')} hint={<Trans>0 means any cart.</Trans>}>
        <Input {...form.field('minCartAmount', { as: 'number' })} type="number" inputMode="numeric" min={0} dir="ltr" className={ltrInput} />
      </FormField>
      <FormField label={<Trans>Payment method</Trans>} required errors={form.errorsOf('paymentMethod')}>
        <Select {...form.field('paymentMethod')} options={options(DEAL_PAYMENTS, DEAL_PAYMENT_LABELS)} />
      </FormField>
      <FormField label={<Trans>Deal status</Trans>} required errors={form.errorsOf('dealStatus')}>
        <Select {...form.field('dealStatus')} options={options(DEAL_STATUSES, DEAL_STATUS_LABELS)} />
      </FormField>
      <div className={span2}>
        <Switch {...form.checkbox('limitPerCustomer')} label={<Trans>Once per customer</Trans>} />
      </div>
    </div>
  )
}

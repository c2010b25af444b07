import { Trans, useLingui } from '@lingui/react/macro'
import { IconCrown, IconCurrencyDollar, IconPercentage } from '@tabler/icons-react'
import { ChoiceCards, Combobox, FormField, Input } from '@/ui'
import { DEAL_REGIONS, DEAL_TYPES } from '@/core/api/contract/demo/wizards'
import { Invalidable, fieldGrid, ltrInput, span2 } from '../parts'
import { DEAL_TYPE_HINTS, DEAL_TYPE_LABELS, REGION_LABELS } from './labels'
import type { DealForm, DealValues } from './deal'

const ICONS = { percentage: <IconPercentage />, flat: <IconCurrencyDollar />, prime: <IconCrown /> }

export function DealTypeStep({ form }: { form: DealForm }) {
  const { t, i18n } = useLingui()
  const flat = form.values.dealType === 'flat'
  return (
    <div className={fieldGrid}>
      <Invalidable errors={form.errorsOf('dealType')} className={span2}>
        <ChoiceCards
          type="radio"
          name="dealType"
          label={t`Deal type`}
          columns={3}
          value={form.values.dealType}
          onValueChange={(value) => form.setValue('dealType', value as DealValues['dealType'])}
          options={DEAL_TYPES.map((type) => ({ value: type, title: i18n._(DEAL_TYPE_LABELS[type]), description: i18n._(DEAL_TYPE_HINTS[type]), icon: ICONS[type] }))}
        />
      </Invalidable>
      <FormField label={flat ? <Trans>Discount (dollars)</Trans> : <Trans>Discount (%)</Trans>} required errors={form.errorsOf('discount')} hint={flat ? <Trans>Taken off each order.</Trans> : <Trans>From 1 to 90.</Trans>}>
        <Input {...form.field('discount', { as: 'number' })} type="number" inputMode="decimal" min={1} max={flat ? undefined : 90} dir="ltr" className={ltrInput} />
      </FormField>
      <Invalidable errors={form.errorsOf('region')}>
        <Combobox
          label={t`Region`}
          placeholder={t`Type or choose a region`}
          options={DEAL_REGIONS.map((region) => ({ value: region, label: i18n._(REGION_LABELS[region]) }))}
          value={form.values.region ? [form.values.region] : []}
          onValueChange={(value) => form.setValue('region', (value[0] ?? '') as DealValues['region'])}
          invalid={form.errorsOf('region').length > 0}
        />
      </Invalidable>
    </div>
  )
}

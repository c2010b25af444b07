import { Trans, useLingui } from '@lingui/react/macro'
import { FormField, Input, Select } from '@/ui'
import { PROPERTY_DEALS, PROPERTY_TYPES } from '@/core/api/contract/demo/wizards'
import { AddressFields } from '@/ui/forms'
import { fieldGrid, labelOptions } from '../parts'
import { DEAL_LABELS, TYPE_LABELS } from './labels'
import type { PropertyForm } from './property'

/** What is offered and where. */
export function PropertyStep({ form }: { form: PropertyForm }) {
  const { t, i18n } = useLingui()
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Sale or rent</Trans>} required errors={form.errorsOf('deal')}>
        <Select {...form.field('deal')} options={labelOptions(i18n, PROPERTY_DEALS, DEAL_LABELS)} />
      </FormField>
      <FormField label={<Trans>Property type</Trans>} required errors={form.errorsOf('propertyType')}>
        <Select {...form.field('propertyType')} placeholder={t`Choose a type`} options={labelOptions(i18n, PROPERTY_TYPES, TYPE_LABELS)} />
      </FormField>
      <AddressFields form={form} streetLabel={<Trans>Street address and building name</Trans>} />
      <FormField label={<Trans>Nearest station</Trans>} errors={form.errorsOf('nearestStation')} hint={<Trans>e.g. 8 minutes on foot from Shibuya</Trans>}>
        <Input {...form.field('nearestStation')} />
      </FormField>
    </div>
  )
}

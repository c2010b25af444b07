import { Trans, useLingui } from '@lingui/react/macro'
import { ChoiceCards, FormField, Input, Select } from '@/ui'
import { PROPERTY_AMENITIES, PROPERTY_FURNISHING } from '@/core/api/contract/demo/wizards'
import { Invalidable, fieldGrid, labelOptions, ltrInput, span2 } from '../parts'
import { AMENITY_LABELS, FURNISHING_LABELS } from './labels'
import type { PropertyForm, PropertyValues } from './property'

const count = { type: 'number', inputMode: 'numeric', min: 0, dir: 'ltr', className: ltrInput } as const

/** Rooms, floors, furnishing and what the building offers. */
export function FeaturesStep({ form }: { form: PropertyForm }) {
  const { t, i18n } = useLingui()
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Rooms</Trans>} required errors={form.errorsOf('rooms')} hint={<Trans>Living rooms and bedrooms, not the kitchen (2 for a 2LDK).</Trans>}>
        <Input {...form.field('rooms', { as: 'number' })} {...count} />
      </FormField>
      <FormField label={<Trans>Bathrooms</Trans>} required errors={form.errorsOf('bathrooms')}>
        <Input {...form.field('bathrooms', { as: 'number' })} {...count} />
      </FormField>
      <FormField label={<Trans>Floor</Trans>} required errors={form.errorsOf('floor')} hint={<Trans>0 for land or the ground floor.</Trans>}>
        <Input {...form.field('floor', { as: 'number' })} {...count} />
      </FormField>
      <FormField label={<Trans>Floors in the building</Trans>} required errors={form.errorsOf('totalFloors')}>
        <Input {...form.field('totalFloors', { as: 'number' })} {...count} min={1} />
      </FormField>
      <FormField label={<Trans>Furnishing</Trans>} required errors={form.errorsOf('furnishing')}>
        <Select {...form.field('furnishing')} options={labelOptions(i18n, PROPERTY_FURNISHING, FURNISHING_LABELS)} />
      </FormField>
      <Invalidable errors={form.errorsOf('amenities')} className={span2}>
        <ChoiceCards
          type="checkbox"
          name="amenities"
          label={t`Amenities`}
          columns={3}
          value={form.values.amenities}
          onValueChange={(value) => form.setValue('amenities', value as PropertyValues['amenities'])}
          options={PROPERTY_AMENITIES.map((a) => ({ value: a, title: i18n._(AMENITY_LABELS[a]) }))}
        />
      </Invalidable>
    </div>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { FormField, Input, RadioGroup } from '@/ui'
import { PROPERTY_POSSESSION } from '@/core/api/contract/demo/wizards'
import { fieldGrid, labelOptions, ltrInput, span2 } from '../parts'
import { formatNumber } from '../format'
import { POSSESSION_LABELS } from './labels'
import { toTsubo, type PropertyForm, type PropertyValues } from './property'

const area = { type: 'number', inputMode: 'decimal', min: 5, step: 0.01, dir: 'ltr', className: ltrInput } as const

/** How large the property is and when it is available. */
export function AreaStep({ form }: { form: PropertyForm }) {
  const { t, i18n } = useLingui()
  // Square metres, with tsubo (坪) alongside as Japanese listings quote both.
  const inTsubo = (m2: number | null | undefined) => {
    if (typeof m2 !== 'number' || !Number.isFinite(m2) || m2 <= 0) return undefined
    const tsubo = formatNumber(i18n, Math.round(toTsubo(m2) * 100) / 100)
    return t`About ${tsubo} tsubo`
  }
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Total area (m²)</Trans>} required errors={form.errorsOf('totalArea')} hint={inTsubo(form.values.totalArea)}>
        <Input {...form.field('totalArea', { as: 'number' })} {...area} />
      </FormField>
      <FormField label={<Trans>Floor area (m²)</Trans>} required errors={form.errorsOf('floorArea')} hint={inTsubo(form.values.floorArea)}>
        <Input {...form.field('floorArea', { as: 'number' })} {...area} />
      </FormField>
      <FormField label={<Trans>Available from</Trans>} required errors={form.errorsOf('availableFrom')}>
        <Input {...form.field('availableFrom')} type="date" dir="ltr" className={ltrInput} />
      </FormField>
      <RadioGroup
        label={<Trans>Condition</Trans>}
        name="possession"
        className={span2}
        value={form.values.possession}
        onValueChange={(value) => form.setValue('possession', value as PropertyValues['possession'])}
        options={labelOptions(i18n, PROPERTY_POSSESSION, POSSESSION_LABELS)}
      />
    </div>
  )
}

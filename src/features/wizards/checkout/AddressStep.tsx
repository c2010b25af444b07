import { Trans, useLingui } from '@lingui/react/macro'
import { ChoiceCards, FormField, Input } from '@/ui'
import { DELIVERY_FEES, DELIVERY_SPEEDS } from '@/core/api/contract/demo/wizards'
import { AddressFields } from '@/ui/forms'
import { Invalidable, fieldGrid, ltrInput, span2 } from '../parts'
import { formatDollars } from '../format'
import { SPEED_HINTS, SPEED_LABELS, type CheckoutForm, type CheckoutValues } from './checkout'

/** Where the order goes (a Japanese address) and how fast. */
export function AddressStep({ form }: { form: CheckoutForm }) {
  const { t, i18n } = useLingui()
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Full name</Trans>} required errors={form.errorsOf('fullName')}>
        <Input {...form.field('fullName')} autoComplete="name" />
      </FormField>
      <FormField label={<Trans>Phone</Trans>} required errors={form.errorsOf('phone')}>
        <Input {...form.field('phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" placeholder="03-1234-5678" className={ltrInput} />
      </FormField>
      <AddressFields form={form} />
      <Invalidable errors={form.errorsOf('deliverySpeed')} className={span2}>
        <ChoiceCards
          type="radio"
          name="deliverySpeed"
          label={t`Delivery`}
          columns={3}
          value={form.values.deliverySpeed}
          onValueChange={(value) => form.setValue('deliverySpeed', value as CheckoutValues['deliverySpeed'])}
          options={DELIVERY_SPEEDS.map((speed) => {
            const fee = DELIVERY_FEES[speed] ? formatDollars(i18n, DELIVERY_FEES[speed]) : t`Free`
            return { value: speed, title: i18n._(SPEED_LABELS[speed]), description: `${i18n._(SPEED_HINTS[speed])} · ${fee}` }
          })}
        />
      </Invalidable>
    </div>
  )
}

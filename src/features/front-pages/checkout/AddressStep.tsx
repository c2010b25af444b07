import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { AddressFields, FormField, Input, RadioGroup, type Form } from '@/ui'
import { DELIVERY_PRICE, type addressSchema, type Delivery } from './cart'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4', alignItems: 'start' })
const ltr = css({ textAlign: 'start' })

/** Who receives the order and where (a Japanese address), and how fast. */
export function AddressStep({ form, delivery, onDelivery }: { form: Form<typeof addressSchema>; delivery: Delivery; onDelivery: (d: Delivery) => void }) {
  const { t } = useLingui()
  const f = useFormats()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <div className={grid}>
        <FormField label={<Trans>Full name</Trans>} required errors={form.errorsOf('fullName')}>
          <Input {...form.field('fullName')} autoComplete="name" />
        </FormField>
        <FormField label={<Trans>E-mail address</Trans>} required errors={form.errorsOf('email')}>
          <Input {...form.field('email')} type="email" inputMode="email" autoComplete="email" dir="ltr" className={ltr} />
        </FormField>
        <FormField label={<Trans>Phone number</Trans>} required errors={form.errorsOf('phone')}>
          <Input {...form.field('phone')} type="tel" autoComplete="tel" dir="ltr" placeholder="090-1234-5678" className={ltr} />
        </FormField>
        <AddressFields form={form} streetName="street" streetLabel={<Trans>Street, building and room</Trans>} streetPlaceholder={t`e.g. 1-1 Marunouchi, Room 501`} wideStreet />
      </div>
      <RadioGroup
        label={<Trans>Delivery</Trans>}
        name="delivery"
        value={delivery}
        onValueChange={(value) => onDelivery(value as Delivery)}
        orientation="horizontal"
        options={[
          { value: 'standard', label: t`Standard (free)`, hint: t`2 to 4 working days` },
          { value: 'express', label: t`Express (${f.moneyExact(DELIVERY_PRICE.express)})`, hint: t`Next working day` },
        ]}
      />
    </div>
  )
}

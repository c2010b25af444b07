import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { FormField, Input, RadioGroup, type Form } from '@/ui'
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
        <FormField label={<Trans>Postal code</Trans>} required errors={form.errorsOf('postalCode')}>
          <Input {...form.field('postalCode')} inputMode="numeric" autoComplete="postal-code" dir="ltr" placeholder="100-0005" className={ltr} />
        </FormField>
        <FormField label={<Trans>Prefecture</Trans>} required errors={form.errorsOf('prefecture')}>
          <Input {...form.field('prefecture')} autoComplete="address-level1" placeholder={t`e.g. Tokyo`} />
        </FormField>
        <FormField label={<Trans>City or ward</Trans>} required errors={form.errorsOf('city')}>
          <Input {...form.field('city')} autoComplete="address-level2" placeholder={t`e.g. Chiyoda`} />
        </FormField>
        <FormField label={<Trans>Street, building and room</Trans>} required errors={form.errorsOf('street')} className={css({ gridColumn: { sm: 'span 2' } })}>
          <Input {...form.field('street')} autoComplete="street-address" placeholder={t`e.g. 1-1 Marunouchi, Room 501`} />
        </FormField>
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

import { Trans, useLingui } from '@lingui/react/macro'
import { IconBuildingBank, IconCash, IconCreditCard } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { ChoiceCards, FormField, Input } from '@/ui'
import { CHECKOUT_PAYMENTS } from '@/core/api/contract/demo/wizards'
import { Invalidable, fieldGrid, ltrInput, span2 } from '../parts'
import { PAYMENT_HINTS, PAYMENT_LABELS, type CheckoutForm, type CheckoutValues } from './checkout'

const ICONS = { card: <IconCreditCard />, cod: <IconCash />, invoice: <IconBuildingBank /> }

/** How to pay; card fields only for cards (checked here, never kept in the draft or the order). */
export function PaymentStep({ form }: { form: CheckoutForm }) {
  const { t, i18n } = useLingui()
  return (
    <div className={fieldGrid}>
      <Invalidable errors={form.errorsOf('paymentMethod')} className={span2}>
        <ChoiceCards
          type="radio"
          name="paymentMethod"
          label={t`Payment method`}
          columns={3}
          value={form.values.paymentMethod}
          onValueChange={(value) => form.setValue('paymentMethod', value as CheckoutValues['paymentMethod'])}
          options={CHECKOUT_PAYMENTS.map((method) => ({ value: method, title: i18n._(PAYMENT_LABELS[method]), description: i18n._(PAYMENT_HINTS[method]), icon: ICONS[method] }))}
        />
      </Invalidable>
      {form.values.paymentMethod === 'card' && (
        <>
          <FormField label={<Trans>Card number</Trans>} required errors={form.errorsOf('cardNumber')} className={span2} hint={<Trans>For your safety, card details are not kept in the draft.</Trans>}>
            <Input {...form.field('cardNumber')} inputMode="numeric" autoComplete="cc-number" dir="ltr" placeholder="4242 4242 4242 4242" className={ltrInput} />
          </FormField>
          <FormField label={<Trans>Name on card</Trans>} required errors={form.errorsOf('cardName')}>
            <Input {...form.field('cardName')} autoComplete="cc-name" dir="ltr" className={ltrInput} />
          </FormField>
          <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4', alignItems: 'start' })}>
            <FormField label={<Trans>Expiry (MM/YY)</Trans>} required errors={form.errorsOf('expiry')}>
              <Input {...form.field('expiry')} inputMode="numeric" autoComplete="cc-exp" dir="ltr" placeholder="08/29" className={ltrInput} />
            </FormField>
            <FormField label={<Trans>CVV</Trans>} required errors={form.errorsOf('cvv')}>
              <Input {...form.field('cvv')} inputMode="numeric" autoComplete="cc-csc" dir="ltr" placeholder="123" className={ltrInput} />
            </FormField>
          </div>
        </>
      )}
    </div>
  )
}

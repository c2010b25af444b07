import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { FormField, Input, RadioGroup, type Form } from '@/ui'
import { PLANS, type Plan, type billingStepSchema } from '../schemas'
import { stepGrid } from './AccountStep'

const PRICE: Record<Plan, number> = { basic: 0, standard: 1500, enterprise: 4800 }

export function BillingStep({ form }: { form: Form<typeof billingStepSchema> }) {
  const { t, i18n } = useLingui()
  const yen = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'JPY' })
  const perMonth = (yenAmount: number) => {
    const price = yen.format(yenAmount)
    return t`${price} / month`
  }
  const names: Record<Plan, string> = { basic: t`Basic`, standard: t`Standard`, enterprise: t`Enterprise` }
  const hints: Record<Plan, string> = {
    basic: t`One user, 100 cards`,
    standard: t`Up to 10 users, unlimited cards`,
    enterprise: t`Unlimited users, SSO and audit log`,
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <RadioGroup
        label={<Trans>Plan</Trans>}
        name="plan"
        value={form.values.plan}
        onValueChange={(value) => form.setValue('plan', value as Plan)}
        orientation="horizontal"
        invalid={form.errorsOf('plan').length > 0}
        options={PLANS.map((plan) => ({ value: plan, label: `${names[plan]} · ${perMonth(PRICE[plan])}`, hint: hints[plan] }))}
      />
      <div className={stepGrid}>
        <FormField label={<Trans>Card number</Trans>} required errors={form.errorsOf('cardNumber')} className={css({ gridColumn: { sm: 'span 2' } })}>
          <Input {...form.field('cardNumber')} inputMode="numeric" autoComplete="cc-number" dir="ltr" placeholder="4242 4242 4242 4242" className={css({ textAlign: 'start' })} />
        </FormField>
        <FormField label={<Trans>Name on card</Trans>} required errors={form.errorsOf('cardName')}>
          <Input {...form.field('cardName')} autoComplete="cc-name" />
        </FormField>
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4', alignItems: 'start' })}>
          <FormField label={<Trans>Expiry (MM/YY)</Trans>} required errors={form.errorsOf('expiry')}>
            <Input {...form.field('expiry')} inputMode="numeric" autoComplete="cc-exp" dir="ltr" placeholder="08/29" className={css({ textAlign: 'start' })} />
          </FormField>
          <FormField label={<Trans>CVV</Trans>} required errors={form.errorsOf('cvv')}>
            <Input {...form.field('cvv')} inputMode="numeric" autoComplete="cc-csc" dir="ltr" placeholder="123" className={css({ textAlign: 'start' })} />
          </FormField>
        </div>
      </div>
    </div>
  )
}

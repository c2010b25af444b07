import { useLingui } from '@lingui/react/macro'
import { CheckoutSettingsSchema, FIELD_RULES } from '@/core/api/contract/demo/shop-settings'
import { Card, FormField, FormFooter, RadioGroup, Select, Switch } from '@/ui'
import type { ShopTabProps } from './api'
import { RULE_LABELS } from './labels'
import { fieldGrid, stack } from './parts'
import { useShopForm } from './use-shop-form'

/** Checkout: how customers are contacted and which fields the checkout form asks for. */
export function CheckoutTab({ settings, onSaved }: ShopTabProps) {
  const { t, i18n } = useLingui()
  const form = useShopForm(CheckoutSettingsSchema, 'checkout', settings, onSaved)
  const rules = FIELD_RULES.map((r) => ({
    value: r,
    label: i18n._(RULE_LABELS[r]),
  }))
  const rule = (name: 'companyName' | 'addressLine2' | 'shippingPhone', label: string) => (
    <FormField label={label} required errors={form.errorsOf(name)}>
      {(props) => <Select {...props} {...form.field(name)} options={rules} />}
    </FormField>
  )
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())} className={stack}>
      <Card title={t`Customer contact`} subtitle={t`What customers give to check out; order updates go there.`}>
        <RadioGroup
          label={t`Contact method`}
          name="contactMethod"
          value={form.values.contactMethod}
          onValueChange={(value) => form.setValue('contactMethod', value as 'phone' | 'email')}
          options={[
            { value: 'email', label: t`E-mail` },
            { value: 'phone', label: t`Phone number` },
          ]}
        />
      </Card>
      <Card title={t`Checkout form`} subtitle={t`Ask only for what you need: every field slows the purchase down.`}>
        <div className={fieldGrid}>
          {rule('companyName', t`Company name`)}
          {rule('addressLine2', t`Building and room number`)}
          {rule('shippingPhone', t`Phone number for delivery`)}
        </div>
      </Card>
      <Card title={t`Options`}>
        <div className={stack}>
          <Switch {...form.checkbox('tipping')} label={t`Let customers add a tip`} />
          <Switch {...form.checkbox('marketingConsent')} label={t`Tick “send me news and offers” by default`} />
        </div>
        <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset()} />
      </Card>
    </form>
  )
}

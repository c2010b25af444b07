import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { LENGTH_UNITS, SHOP_COUNTRIES, SHOP_CURRENCIES, SHOP_TIME_ZONES, StoreDetailsCheckedSchema, WEIGHT_UNITS } from '@/core/api/contract/demo/shop-settings'
import { Card, FormField, FormFooter, Input, Select } from '@/ui'
import type { ShopTabProps } from './api'
import { COUNTRY_LABELS, CURRENCY_LABELS, LENGTH_LABELS, TIME_ZONE_LABELS, WEIGHT_LABELS } from './labels'
import { fieldGrid, ltr, stack } from './parts'
import { useShopForm } from './use-shop-form'

type TextName = 'storeName' | 'phone' | 'email' | 'slug' | 'legalName' | 'invoiceNumber' | 'postalCode' | 'prefecture' | 'city' | 'address' | 'orderPrefix' | 'orderSuffix'

/** Store details: name and contact, the legal entity (with its invoice registration number), address, standards, order numbers. */
export function StoreTab({ settings, onSaved }: ShopTabProps) {
  const { t, i18n } = useLingui()
  const form = useShopForm(StoreDetailsCheckedSchema, 'store', settings, onSaved)
  const v = form.values
  const text = (
    name: TextName,
    label: string,
    extra: {
      required?: boolean
      type?: string
      ltr?: boolean
      hint?: string
      placeholder?: string
    } = {},
  ) => (
    <FormField label={label} required={extra.required} errors={form.errorsOf(name)} hint={extra.hint}>
      {(props) => <Input {...props} {...form.field(name)} type={extra.type ?? 'text'} placeholder={extra.placeholder} {...(extra.ltr ? ltr : {})} />}
    </FormField>
  )
  const select = (name: 'country' | 'timeZone' | 'currency' | 'weightUnit' | 'lengthUnit', label: string, options: { value: string; label: string }[]) => (
    <FormField label={label} required errors={form.errorsOf(name)}>
      {(props) => <Select {...props} {...form.field(name)} options={options} />}
    </FormField>
  )
  const opts = <K extends string>(keys: readonly K[], labels: Record<K, { id: string }>) => keys.map((k) => ({ value: k, label: i18n._(labels[k]) }))
  // What the next order number will look like with the chosen prefix and suffix.
  const preview = `${v.orderPrefix ?? ''}1001${v.orderSuffix ?? ''}`
  const slug = v.slug || 'my-store'
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())} className={stack}>
      <Card title={t`Profile`} subtitle={t`How customers see and reach your store.`}>
        <div className={fieldGrid}>
          {text('storeName', t`Store name`, { required: true })}
          {text('slug', t`Store address (URL)`, {
            ltr: true,
            hint: `shop.example.jp/${slug}`,
          })}
          {text('phone', t`Contact phone`, {
            required: true,
            type: 'tel',
            ltr: true,
            placeholder: '03-1234-5678',
          })}
          {text('email', t`Contact e-mail`, {
            required: true,
            type: 'email',
            ltr: true,
          })}
        </div>
      </Card>
      <Card title={t`Billing information`} subtitle={t`The business that sells: shown on receipts and invoices.`}>
        <div className={fieldGrid}>
          {text('legalName', t`Legal business name`, { required: true })}
          {text('invoiceNumber', t`Invoice registration number`, {
            ltr: true,
            placeholder: 'T1234567890123',
            hint: t`Qualified-invoice issuers: T and 13 digits.`,
          })}
          {select('country', t`Country`, opts(SHOP_COUNTRIES, COUNTRY_LABELS))}
          {text('postalCode', t`Postal code`, {
            ltr: true,
            required: v.country === 'JP',
            placeholder: v.country === 'JP' ? '100-0005' : undefined,
          })}
          {text('prefecture', v.country === 'JP' ? t`Prefecture` : t`State or region`)}
          {text('city', t`City or ward`, { required: true })}
          <div className={css({ gridColumn: { md: 'span 2' } })}>
            {text('address', t`Street address and building`, {
              required: true,
            })}
          </div>
        </div>
      </Card>
      <Card title={t`Time zone and units`} subtitle={t`Used for order dates, prices, weights and sizes.`}>
        <div className={fieldGrid}>
          {select('timeZone', t`Time zone`, opts(SHOP_TIME_ZONES, TIME_ZONE_LABELS))}
          {select('currency', t`Store currency`, opts(SHOP_CURRENCIES, CURRENCY_LABELS))}
          {select('weightUnit', t`Weight unit`, opts(WEIGHT_UNITS, WEIGHT_LABELS))}
          {select('lengthUnit', t`Length unit`, opts(LENGTH_UNITS, LENGTH_LABELS))}
        </div>
      </Card>
      <Card title={t`Order numbers`} subtitle={t`Order numbers start at 1001; add letters before or after them.`}>
        <div className={fieldGrid}>
          {text('orderPrefix', t`Prefix`, { ltr: true })}
          {text('orderSuffix', t`Suffix`, { ltr: true })}
        </div>
        <p
          className={css({
            mt: '3',
            mb: '0',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
          aria-live="polite"
        >
          {t`The next order will be`}{' '}
          <strong dir="ltr" data-testid="order-preview">
            {preview}
          </strong>
        </p>
        <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset()} />
      </Card>
    </form>
  )
}

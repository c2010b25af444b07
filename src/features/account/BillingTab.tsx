import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { BillingAddressSchema, COUNTRIES } from '@/core/api/contract/demo/account-settings'
import { isoDate } from '@/core/i18n/demo-format'
import { Badge, Button, Card, FormField, Input, Select } from '@/ui'
import type { TabProps } from './api'
import { COUNTRY_LABELS, PLAN_DESCRIPTIONS, PLAN_LABELS, PLAN_PRICES } from './labels'
import { PlanDialog } from './PlanDialog'
import { fieldGrid, FormFooter, ltr, stack } from './parts'
import { useSectionForm } from './use-section-form'

type TextName = 'companyName' | 'billingEmail' | 'taxId' | 'phone' | 'address' | 'state' | 'zipCode'

/** Billing & plans tab: the current plan (changed in a dialog) and the billing address. */
export function BillingTab({ settings, onSaved }: TabProps) {
  const { t, i18n } = useLingui()
  const [changing, setChanging] = useState(false)
  const form = useSectionForm(BillingAddressSchema, 'billing', settings.billing, (s) => s.billing, onSaved)
  const { plan, cycle, since } = settings.plan
  const price = PLAN_PRICES[plan]
  const perMonth = cycle === 'annual' ? price.annualPerMonth : price.monthly
  const usd = (n: number) => i18n.number(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const text = (name: TextName, label: string, extra: { required?: boolean; type?: string; ltr?: boolean; autoComplete?: string } = {}) => (
    <FormField label={label} required={extra.required} errors={form.errorsOf(name)}>
      {(props) => <Input {...props} {...form.field(name)} type={extra.type ?? 'text'} {...(extra.ltr ? ltr : {})} autoComplete={extra.autoComplete ?? 'off'} />}
    </FormField>
  )
  return (
    <div className={stack}>
      <Card title={t`Current plan`}>
        <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start' })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
            <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
              <strong className={css({ fontSize: 'lg' })}>{i18n._(PLAN_LABELS[plan])}</strong>
              <Badge tone="primary">{cycle === 'annual' ? t`Billed yearly` : t`Billed monthly`}</Badge>
            </div>
            <p className={css({ m: '0', color: 'fg.muted' })}>{i18n._(PLAN_DESCRIPTIONS[plan])}</p>
            <p className={css({ m: '0' })}>
              {perMonth ? t`${usd(perMonth)} per user and month` : t`Free`}
            </p>
            <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })}>{t`On this plan since ${isoDate(i18n, since, { dateStyle: 'long' })}`}</p>
          </div>
          <Button disabled={settings.deactivated} onClick={() => setChanging(true)}>
            <Trans>Change plan</Trans>
          </Button>
        </div>
      </Card>
      <Card title={t`Billing address`} subtitle={t`Invoices are made out to this address.`}>
        <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())}>
          <fieldset disabled={settings.deactivated} className={css({ border: '0', p: '0', m: '0', minW: '0' })}>
            <div className={fieldGrid}>
              {text('companyName', t`Company name`, { required: true, autoComplete: 'organization' })}
              {text('billingEmail', t`Billing e-mail`, { required: true, type: 'email', ltr: true, autoComplete: 'email' })}
              {text('taxId', t`Tax ID`, { ltr: true })}
              {text('phone', t`Phone number`, { type: 'tel', ltr: true, autoComplete: 'tel' })}
              <FormField label={t`Country`} required errors={form.errorsOf('country')}>
                {(props) => <Select {...props} {...form.field('country')} options={COUNTRIES.map((c) => ({ value: c, label: i18n._(COUNTRY_LABELS[c]) }))} />}
              </FormField>
              {text('zipCode', t`Postal code`, { ltr: true, autoComplete: 'postal-code' })}
              {text('state', t`Prefecture or state`, { autoComplete: 'address-level1' })}
              {text('address', t`Address`, { required: true, autoComplete: 'street-address' })}
            </div>
          </fieldset>
          <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset()} disabled={settings.deactivated} />
        </form>
      </Card>
      {changing && <PlanDialog settings={settings} onSaved={onSaved} onClose={() => setChanging(false)} />}
    </div>
  )
}

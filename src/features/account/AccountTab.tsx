import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import {
  AccountDetailsSchema,
  COUNTRIES,
  CURRENCIES,
  LANGUAGES,
  TIME_ZONES,
  type AccountDetails,
} from '@/core/api/contract/demo/account-settings'
import { Card, FormField, Input, Select } from '@/ui'
import type { TabProps } from './api'
import { AvatarPicker } from './AvatarPicker'
import { DeactivateCard } from './DeactivateCard'
import { COUNTRY_LABELS, CURRENCY_LABELS, LANGUAGE_NAMES, TIME_ZONE_LABELS } from './labels'
import { fieldGrid, FormFooter, ltr, stack } from './parts'
import { useSectionForm } from './use-section-form'

type TextName = 'firstName' | 'lastName' | 'email' | 'organization' | 'phone' | 'address' | 'state' | 'zipCode'

/** Account tab: picture and profile details, then deactivation. */
export function AccountTab({ settings, onSaved }: TabProps) {
  const { t, i18n } = useLingui()
  const form = useSectionForm(AccountDetailsSchema, 'account', settings.account, (s) => s.account, onSaved)
  const locked = settings.deactivated
  const text = (name: TextName, label: string, extra: { required?: boolean; type?: string; ltr?: boolean; autoComplete?: string; hint?: string } = {}) => (
    <FormField label={label} required={extra.required} hint={extra.hint} errors={form.errorsOf(name)}>
      {(props) => <Input {...props} {...form.field(name)} type={extra.type ?? 'text'} {...(extra.ltr ? ltr : {})} autoComplete={extra.autoComplete ?? 'off'} />}
    </FormField>
  )
  const choice = <K extends 'country' | 'language' | 'timeZone' | 'currency'>(name: K, label: string, options: { value: string; label: string }[]) => (
    <FormField label={label} required errors={form.errorsOf(name)}>
      {(props) => <Select {...props} {...form.field(name)} options={options} />}
    </FormField>
  )
  const fullName = `${form.values.lastName} ${form.values.firstName}`.trim()
  return (
    <div className={stack}>
      <Card title={t`Profile details`}>
        <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())}>
          <fieldset disabled={locked} className={css({ border: '0', p: '0', m: '0', minW: '0', display: 'flex', flexDirection: 'column', gap: '6' })}>
            <AvatarPicker name={fullName} value={form.values.avatar} onChange={(url) => form.setValue('avatar', url as AccountDetails['avatar'])} errors={form.errorsOf('avatar')} disabled={locked} />
            <div className={fieldGrid}>
              {text('lastName', t`Last name`, { required: true, autoComplete: 'family-name' })}
              {text('firstName', t`First name`, { required: true, autoComplete: 'given-name' })}
              {text('email', t`E-mail`, { required: true, type: 'email', ltr: true, autoComplete: 'email' })}
              {text('organization', t`Organization`, { autoComplete: 'organization' })}
              {text('phone', t`Phone number`, { type: 'tel', ltr: true, autoComplete: 'tel', hint: t`e.g. 03-1234-5678` })}
              {text('zipCode', t`Postal code`, { ltr: true, autoComplete: 'postal-code', hint: t`e.g. 100-0005` })}
              {text('state', t`Prefecture or state`, { autoComplete: 'address-level1' })}
              {text('address', t`Address`, { autoComplete: 'street-address' })}
              {choice('country', t`Country`, COUNTRIES.map((c) => ({ value: c, label: i18n._(COUNTRY_LABELS[c]) })))}
              {choice('language', t`Language`, LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })))}
              {choice('timeZone', t`Time zone`, TIME_ZONES.map((z) => ({ value: z, label: i18n._(TIME_ZONE_LABELS[z]) })))}
              {choice('currency', t`Currency`, CURRENCIES.map((c) => ({ value: c, label: i18n._(CURRENCY_LABELS[c]) })))}
            </div>
          </fieldset>
          <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset()} disabled={locked} />
        </form>
      </Card>
      <DeactivateCard settings={settings} onSaved={onSaved} />
    </div>
  )
}

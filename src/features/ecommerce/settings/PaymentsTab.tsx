import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { PAYMENT_METHODS, PaymentsSchema } from '@/core/api/contract/demo/shop-settings'
import { AutoTextarea, Card, FormField, FormFooter, Input, Switch } from '@/ui'
import type { ShopTabProps } from './api'
import { PAYMENT_HINTS, PAYMENT_LABELS } from './labels'
import { bare, ltr } from './parts'
import { useShopForm } from './use-shop-form'

/** Payments: which methods customers may use, with the settings each one needs. */
export function PaymentsTab({ settings, onSaved }: ShopTabProps) {
  const { t, i18n } = useLingui()
  const form = useShopForm(PaymentsSchema, 'payments', settings, onSaved)
  const enabled = form.values.enabled
  const methodErrors = form.errorsOf('enabled')
  return (
    <Card title={t`Payment methods`} subtitle={t`Turn on the ways customers may pay. At least one stays on.`}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), void form.submit())}>
        <fieldset className={bare} data-invalid={methodErrors.length ? '' : undefined}>
          <legend className={css({ srOnly: true })}>{t`Payment methods`}</legend>
          <ul
            className={css({
              listStyle: 'none',
              p: '0',
              m: '0',
              display: 'flex',
              flexDirection: 'column',
            })}
          >
            {PAYMENT_METHODS.map((method) => (
              <li
                key={method}
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '3',
                  py: '4',
                  borderBottomWidth: '1px',
                  borderColor: 'border',
                })}
              >
                <Switch
                  checked={enabled[method]}
                  onCheckedChange={(on) => form.setValue('enabled', { ...enabled, [method]: on })}
                  label={
                    <span
                      className={css({
                        display: 'flex',
                        flexDirection: 'column',
                      })}
                    >
                      <span className={css({ fontWeight: '600' })}>{i18n._(PAYMENT_LABELS[method])}</span>
                      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{i18n._(PAYMENT_HINTS[method])}</span>
                    </span>
                  }
                />
                {method === 'bankTransfer' && enabled.bankTransfer && (
                  <FormField label={t`Instructions for the customer`} errors={form.errorsOf('bankInstructions')} hint={t`Bank, branch, account type and number, and the account holder.`}>
                    {(props) => <AutoTextarea {...props} value={form.values.bankInstructions ?? ''} onValueChange={(value) => form.setValue('bankInstructions', value)} maxLength={500} minRows={2} />}
                  </FormField>
                )}
                {method === 'cod' && enabled.cod && (
                  <div className={css({ maxW: '16rem' })}>
                    <FormField label={t`Cash-on-delivery fee`} required errors={form.errorsOf('codFee')}>
                      {(props) => <Input {...props} {...form.field('codFee', { as: 'number' })} type="number" inputMode="numeric" min={0} {...ltr} />}
                    </FormField>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {methodErrors.map((message) => (
            <p
              key={message}
              role="alert"
              className={css({
                color: 'danger.text',
                fontSize: 'sm',
                mt: '3',
                mb: '0',
              })}
            >
              {message}
            </p>
          ))}
        </fieldset>
        <FormFooter dirty={form.dirty} submitting={form.submitting} formError={form.formError} onReset={() => form.reset()} />
      </form>
    </Card>
  )
}

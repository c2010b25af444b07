import { Trans } from '@lingui/react/macro'
import { IconCreditCard } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Badge, FormField, Input, type Form } from '@/ui'
import { BRAND_NAMES, cardBrand, formatCardNumber, formatExpiry, type cardSchema } from './card-input'

const ltr = css({ textAlign: 'start' })

/** Card number (grouped, brand shown), name, expiry and CVC, with their messages. */
export function CardFields({ form }: { form: Form<typeof cardSchema> }) {
  const brand = cardBrand(form.values.cardNumber)
  const number = form.field('cardNumber')
  const expiry = form.field('expiry')
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4', alignItems: 'start' })}>
      <FormField label={<Trans>Card number</Trans>} required errors={form.errorsOf('cardNumber')} className={css({ gridColumn: { sm: 'span 2' } })}>
        <Input
          {...number}
          onChange={(e) => form.setValue('cardNumber', formatCardNumber(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          placeholder="3530 1113 3330 0000"
          className={ltr}
          startElement={<IconCreditCard size={18} aria-hidden />}
          endElement={brand ? <Badge tone="neutral" data-testid="card-brand">{BRAND_NAMES[brand]}</Badge> : undefined}
        />
      </FormField>
      <FormField label={<Trans>Name on card</Trans>} required errors={form.errorsOf('cardName')} className={css({ gridColumn: { sm: 'span 2' } })}>
        <Input {...form.field('cardName')} autoComplete="cc-name" dir="ltr" placeholder="HANAKO SATO" className={ltr} />
      </FormField>
      <FormField label={<Trans>Expiry (MM/YY)</Trans>} required errors={form.errorsOf('expiry')}>
        <Input {...expiry} onChange={(e) => form.setValue('expiry', formatExpiry(e.target.value, form.values.expiry))} inputMode="numeric" autoComplete="cc-exp" dir="ltr" placeholder="08/29" className={ltr} />
      </FormField>
      <FormField label={<Trans>Security code (CVC)</Trans>} required errors={form.errorsOf('cvv')} hint={<Trans>3 digits on the back; 4 on the front for American Express.</Trans>}>
        <Input {...form.field('cvv')} inputMode="numeric" autoComplete="cc-csc" dir="ltr" placeholder="123" maxLength={4} className={ltr} />
      </FormField>
    </div>
  )
}

import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { FormField, Input, type Form } from '@/ui'
import type { personalStepSchema } from '../schemas'
import { stepGrid } from './AccountStep'

export function PersonalStep({ form }: { form: Form<typeof personalStepSchema> }) {
  return (
    <div className={stepGrid}>
      <FormField label={<Trans>Last name</Trans>} required errors={form.errorsOf('lastName')}>
        <Input {...form.field('lastName')} autoComplete="family-name" />
      </FormField>
      <FormField label={<Trans>First name</Trans>} required errors={form.errorsOf('firstName')}>
        <Input {...form.field('firstName')} autoComplete="given-name" />
      </FormField>
      <FormField label={<Trans>Mobile</Trans>} required errors={form.errorsOf('mobile')}>
        <Input {...form.field('mobile')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" placeholder="090-1234-5678" className={css({ textAlign: 'start' })} />
      </FormField>
      <FormField label={<Trans>Postal code</Trans>} required errors={form.errorsOf('postalCode')}>
        <Input {...form.field('postalCode')} inputMode="numeric" autoComplete="postal-code" dir="ltr" placeholder="100-0001" className={css({ textAlign: 'start' })} />
      </FormField>
      <FormField label={<Trans>Prefecture</Trans>} required errors={form.errorsOf('prefecture')}>
        <Input {...form.field('prefecture')} autoComplete="address-level1" />
      </FormField>
      <FormField label={<Trans>City</Trans>} required errors={form.errorsOf('city')}>
        <Input {...form.field('city')} autoComplete="address-level2" />
      </FormField>
      <FormField label={<Trans>Address</Trans>} required errors={form.errorsOf('address')} className={css({ gridColumn: { sm: 'span 2' } })}>
        <Input {...form.field('address')} autoComplete="street-address" />
      </FormField>
    </div>
  )
}

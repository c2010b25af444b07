import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { FormField, Input } from '@/ui'
import type { FieldBinding } from '@/ui/forms'
import { ltrInput } from './parts'

type AddressName = 'postalCode' | 'prefecture' | 'city' | 'address'
/** What the address fields need of a wizard's form: the four Japanese address fields. */
export type AddressForm = { field: (name: AddressName) => FieldBinding; errorsOf: (name: string) => string[] }

/** A Japanese address (〒 postal code, prefecture, city or ward, street and building): checkout and property listing. */
export function AddressFields({ form, streetLabel }: { form: AddressForm; streetLabel?: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <FormField label={<Trans>Postal code</Trans>} required errors={form.errorsOf('postalCode')}>
        <Input {...form.field('postalCode')} inputMode="numeric" autoComplete="postal-code" dir="ltr" placeholder="100-0001" className={ltrInput} />
      </FormField>
      <FormField label={<Trans>Prefecture</Trans>} required errors={form.errorsOf('prefecture')}>
        <Input {...form.field('prefecture')} autoComplete="address-level1" placeholder={t`e.g. Tokyo`} />
      </FormField>
      <FormField label={<Trans>City or ward</Trans>} required errors={form.errorsOf('city')}>
        <Input {...form.field('city')} autoComplete="address-level2" />
      </FormField>
      <FormField label={streetLabel ?? <Trans>Street address and building</Trans>} required errors={form.errorsOf('address')}>
        <Input {...form.field('address')} autoComplete="street-address" />
      </FormField>
    </>
  )
}

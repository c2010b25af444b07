import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Input } from '../Input'
import { FormField } from './FormField'
import type { FieldBinding } from './use-form'

/** Any form (`useForm`) whose schema has postalCode, prefecture, city and the street field. */
export type AddressForm = { field: (name: never) => FieldBinding; errorsOf: (name: string) => string[] }

type Props = {
  form: AddressForm
  /** The street line's field name (`address` unless the form calls it `street`). */
  streetName?: 'address' | 'street'
  streetLabel?: ReactNode
  streetPlaceholder?: string
  /** The street line spans both columns of a two-column grid. */
  wideStreet?: boolean
}

/**
 * A Japanese address in the order people write it: 〒 postal code, prefecture, city or ward, then
 * street and building. Shared by the checkouts, the property listing and the shop's locations.
 */
export function AddressFields({ form, streetName = 'address', streetLabel, streetPlaceholder, wideStreet }: Props) {
  const { t } = useLingui()
  // The form's own field names are checked where it is typed; here they are the four above.
  const field = form.field as (name: string) => FieldBinding
  return (
    <>
      <FormField label={<Trans>Postal code</Trans>} required errors={form.errorsOf('postalCode')}>
        <Input {...field('postalCode')} inputMode="numeric" autoComplete="postal-code" dir="ltr" placeholder="100-0005" className={css({ textAlign: 'start' })} />
      </FormField>
      <FormField label={<Trans>Prefecture</Trans>} required errors={form.errorsOf('prefecture')}>
        <Input {...field('prefecture')} autoComplete="address-level1" placeholder={t`e.g. Tokyo`} />
      </FormField>
      <FormField label={<Trans>City or ward</Trans>} required errors={form.errorsOf('city')}>
        <Input {...field('city')} autoComplete="address-level2" placeholder={t`e.g. Chiyoda`} />
      </FormField>
      <FormField label={streetLabel ?? <Trans>Street address and building</Trans>} required errors={form.errorsOf(streetName)} className={wideStreet ? css({ gridColumn: { sm: 'span 2' } }) : undefined}>
        <Input {...field(streetName)} autoComplete="street-address" placeholder={streetPlaceholder} />
      </FormField>
    </>
  )
}

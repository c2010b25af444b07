import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Checkbox, ChoiceCards, DetailList, FormField, Input, Switch } from '@/ui'
import { PROPERTY_PRICE_INCLUDES } from '@/core/api/contract/demo/wizards'
import { Invalidable, fieldGrid, ltrInput, span2 } from '../parts'
import { formatDay, formatNumber, formatYen } from '../format'
import { AMENITY_LABELS, DEAL_LABELS, FURNISHING_LABELS, POSSESSION_LABELS, PRICE_INCLUDES_LABELS, ROLE_LABELS, TYPE_LABELS } from './labels'
import { toTsubo, type PropertyForm, type PropertyValues } from './property'

const yen = { type: 'number', inputMode: 'numeric', min: 0, dir: 'ltr', className: ltrInput } as const

/** Everything entered, in the user's words: the review before listing, and the done page. */
export function PropertySummary({ listing }: { listing: PropertyValues }) {
  const { t, i18n } = useLingui()
  const list = (keys: readonly string[], labels: Record<string, { id: string }>) => keys.map((k) => i18n._(labels[k]!)).join(t`, `) || t`None`
  const m2 = (value: number) => (Number.isFinite(value) ? `${formatNumber(i18n, value)} m² (${formatNumber(i18n, Math.round(toTsubo(value) * 100) / 100)} ${t`tsubo`})` : '')
  const [rooms, bathrooms, floor, floors] = [listing.rooms, listing.bathrooms, listing.floor, listing.totalFloors].map((n) => formatNumber(i18n, n))
  const yenOf = (value: number) => (Number.isFinite(value) ? formatYen(i18n, value) : '')
  return (
    <DetailList
      columns={2}
      items={[
        { label: t`Listed by`, value: `${listing.lastName} ${listing.firstName} (${i18n._(ROLE_LABELS[listing.role])})` },
        { label: t`Contact`, value: <span dir="ltr">{`${listing.email} · ${listing.phone}`}</span> },
        { label: t`Property`, value: `${listing.propertyType ? i18n._(TYPE_LABELS[listing.propertyType]) : ''} · ${i18n._(DEAL_LABELS[listing.deal])}` },
        { label: t`Address`, value: `〒${listing.postalCode} ${listing.prefecture}${listing.city}${listing.address}` },
        { label: t`Nearest station`, value: listing.nearestStation || t`None` },
        { label: t`Rooms and bathrooms`, value: t`${rooms} rooms, ${bathrooms} bathrooms` },
        { label: t`Floor`, value: t`${floor} of ${floors}` },
        { label: t`Furnishing`, value: i18n._(FURNISHING_LABELS[listing.furnishing]) },
        { label: t`Amenities`, value: list(listing.amenities, AMENITY_LABELS), wide: true },
        { label: t`Total area`, value: m2(listing.totalArea) },
        { label: t`Floor area`, value: m2(listing.floorArea) },
        { label: t`Available from`, value: formatDay(i18n, listing.availableFrom) },
        { label: t`Condition`, value: i18n._(POSSESSION_LABELS[listing.possession]) },
        { label: listing.deal === 'rent' ? t`Monthly rent` : t`Price`, value: `${yenOf(listing.price)}${listing.negotiable ? ` (${t`negotiable`})` : ''}` },
        { label: t`Management fee (monthly)`, value: yenOf(listing.managementFee) },
        { label: t`Price includes`, value: list(listing.priceIncludes, PRICE_INCLUDES_LABELS), wide: true },
      ]}
    />
  )
}

/** The price, then the whole listing to check before it is published. */
export function PriceStep({ form }: { form: PropertyForm }) {
  const { t, i18n } = useLingui()
  const rent = form.values.deal === 'rent'
  const shown = (value: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? formatYen(i18n, value) : undefined)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={fieldGrid}>
        <FormField label={rent ? <Trans>Monthly rent (yen)</Trans> : <Trans>Price (yen)</Trans>} required errors={form.errorsOf('price')} hint={shown(form.values.price)}>
          <Input {...form.field('price', { as: 'number' })} {...yen} min={1} />
        </FormField>
        <FormField label={<Trans>Management fee per month (yen)</Trans>} required errors={form.errorsOf('managementFee')} hint={shown(form.values.managementFee) ?? t`0 if there is none.`}>
          <Input {...form.field('managementFee', { as: 'number' })} {...yen} />
        </FormField>
        <div className={span2}>
          <Switch {...form.checkbox('negotiable')} label={<Trans>The price is negotiable</Trans>} />
        </div>
        <Invalidable errors={form.errorsOf('priceIncludes')} className={span2}>
          <ChoiceCards
            type="checkbox"
            name="priceIncludes"
            label={t`The price includes`}
            columns={3}
            value={form.values.priceIncludes}
            onValueChange={(value) => form.setValue('priceIncludes', value as PropertyValues['priceIncludes'])}
            options={PROPERTY_PRICE_INCLUDES.map((k) => ({ value: k, title: i18n._(PRICE_INCLUDES_LABELS[k]) }))}
          />
        </Invalidable>
      </div>
      <section aria-labelledby="property-review" className={css({ borderTopWidth: '1px', borderColor: 'border', pt: '5' })}>
        <h3 id="property-review" className={css({ fontSize: 'md', fontWeight: '600', m: '0', mb: '3' })}>
          <Trans>Check the listing</Trans>
        </h3>
        <PropertySummary listing={form.values} />
      </section>
      <Invalidable errors={form.errorsOf('confirmed')}>
        <Checkbox {...form.checkbox('confirmed')} invalid={form.errorsOf('confirmed').length > 0} label={<Trans>I have checked the details: publish the listing</Trans>} />
      </Invalidable>
    </div>
  )
}

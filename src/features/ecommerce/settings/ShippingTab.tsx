import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { RATE_BASES, SHIPPING_ZONES, ShippingRateSchema, type ShippingRate } from '@/core/api/contract/demo/shop-settings'
import { Button, Card, confirm, FormField, IconButton, Input, Select, toast } from '@/ui'
import { saveShopTab, type ShopTabProps } from './api'
import { ItemDrawer } from './ItemDrawer'
import { BASIS_LABELS, ZONE_LABELS } from './labels'
import { fieldGrid, ltr, stack } from './parts'

const NO_LIMIT = 100_000_000
const cell = css({
  px: '4',
  py: '3',
  textAlign: 'start',
  borderBottomWidth: '1px',
  borderColor: 'border',
  fontSize: 'sm',
})

/** Shipping: rates per zone (by weight or by order price); each change is saved at once. */
export function ShippingTab({ settings, onSaved }: ShopTabProps) {
  const { t, i18n } = useLingui()
  // A new rate gets its id when the drawer opens (the schema wants one); `isNew` says which it is.
  const [editing, setEditing] = useState<{ item: ShippingRate; isNew: boolean } | null>(null)
  const rates = settings.shipping.rates
  const { currency, weightUnit } = settings.store
  const money = (n: number) => i18n.number(n, { style: 'currency', currency })
  const range = (r: ShippingRate) => {
    const fmt = (n: number) => (r.basis === 'price' ? money(n) : `${i18n.number(n)} ${weightUnit}`)
    const [from, upTo] = [fmt(r.min), fmt(r.max)]
    return r.max >= NO_LIMIT ? t`${from} and up` : t`${from} to ${upTo}`
  }
  const save = async (next: ShippingRate[], done: string) => {
    onSaved(await saveShopTab('shipping', { rates: next }))
    toast.success(done)
  }
  const remove = async (rate: ShippingRate) => {
    const name = rate.name
    if (
      !(await confirm({
        title: t`Delete the rate “${name}”?`,
        message: t`Orders already placed keep their shipping price.`,
        confirmLabel: t`Delete`,
        danger: true,
      }))
    )
      return
    await save(
      rates.filter((r) => r.id !== rate.id),
      t`Rate deleted`,
    ).catch(() => toast.error(t`The rate could not be deleted`))
  }
  const blank = (zone: ShippingRate['zone']): ShippingRate => ({
    id: `r${Date.now().toString(36)}`,
    zone,
    name: '',
    basis: 'weight',
    min: 0,
    max: 5,
    price: 0,
  })
  return (
    <div className={stack}>
      {SHIPPING_ZONES.map((zone) => {
        const list = rates.filter((r) => r.zone === zone)
        const title = i18n._(ZONE_LABELS[zone])
        return (
          <Card
            key={zone}
            padding="none"
            title={title}
            actions={
              <Button size="sm" variant="outline" startIcon={<IconPlus size={16} />} onClick={() => setEditing({ item: blank(zone), isNew: true })}>
                <Trans>Add rate</Trans>
              </Button>
            }
          >
            {list.length === 0 ? (
              <p className={css({ px: '5', pb: '5', m: '0', color: 'fg.muted' })}>{t`No rates yet: customers in this zone cannot check out.`}</p>
            ) : (
              <div className={css({ overflowX: 'auto' })}>
                <table className={css({ w: 'full', borderCollapse: 'collapse' })} aria-label={t`${title} rates`}>
                  <thead>
                    <tr>
                      <th className={cell}>{t`Rate`}</th>
                      <th className={cell}>{t`Condition`}</th>
                      <th className={cx(cell)}>{t`Price`}</th>
                      <th className={cell}>
                        <span className={css({ srOnly: true })}>{t`Actions`}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((r) => {
                      const name = r.name
                      return (
                        <tr key={r.id}>
                          <td className={cell}>{r.name}</td>
                          <td className={cell}>
                            {i18n._(BASIS_LABELS[r.basis])}: <span dir="ltr">{range(r)}</span>
                          </td>
                          <td className={cell} dir="ltr">
                            {r.price === 0 ? t`Free` : money(r.price)}
                          </td>
                          <td className={cx(cell, css({ textAlign: 'end', whiteSpace: 'nowrap' }))}>
                            <IconButton label={t`Edit ${name}`} variant="ghost" onClick={() => setEditing({ item: r, isNew: false })}>
                              <IconPencil />
                            </IconButton>
                            <IconButton label={t`Delete ${name}`} variant="ghost" onClick={() => void remove(r)}>
                              <IconTrash />
                            </IconButton>
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
        )
      })}
      {editing && (
        <ItemDrawer
          schema={ShippingRateSchema}
          initial={editing.item}
          formId="rate-form"
          title={editing.isNew ? t`Add rate` : t`Edit rate`}
          onClose={() => setEditing(null)}
          onSave={async (rate) => {
            const next = editing.isNew ? [...rates, rate] : rates.map((r) => (r.id === rate.id ? rate : r))
            await save(next, editing.isNew ? t`Rate added` : t`Rate saved`)
          }}
        >
          {(form) => {
            const byPrice = form.values.basis === 'price'
            const unit = byPrice ? currency : weightUnit
            return (
              <div className={fieldGrid}>
                <FormField label={t`Rate name`} required errors={form.errorsOf('name')} className={css({ gridColumn: { md: 'span 2' } })}>
                  {(props) => <Input {...props} {...form.field('name')} placeholder={t`e.g. Standard delivery`} />}
                </FormField>
                <FormField label={t`Zone`} required errors={form.errorsOf('zone')}>
                  {(props) => (
                    <Select
                      {...props}
                      {...form.field('zone')}
                      options={SHIPPING_ZONES.map((z) => ({
                        value: z,
                        label: i18n._(ZONE_LABELS[z]),
                      }))}
                    />
                  )}
                </FormField>
                <FormField label={t`Condition`} required errors={form.errorsOf('basis')}>
                  {(props) => (
                    <Select
                      {...props}
                      {...form.field('basis')}
                      options={RATE_BASES.map((b) => ({
                        value: b,
                        label: i18n._(BASIS_LABELS[b]),
                      }))}
                    />
                  )}
                </FormField>
                <FormField label={t`From (${unit})`} required errors={form.errorsOf('min')}>
                  {(props) => <Input {...props} {...form.field('min', { as: 'number' })} type="number" inputMode="decimal" min={0} {...ltr} />}
                </FormField>
                <FormField label={t`Up to (${unit})`} required errors={form.errorsOf('max')}>
                  {(props) => <Input {...props} {...form.field('max', { as: 'number' })} type="number" inputMode="decimal" min={0} {...ltr} />}
                </FormField>
                <FormField label={t`Shipping price (${currency})`} required errors={form.errorsOf('price')} hint={t`0 for free shipping.`}>
                  {(props) => <Input {...props} {...form.field('price', { as: 'number' })} type="number" inputMode="numeric" min={0} {...ltr} />}
                </FormField>
              </div>
            )
          }}
        </ItemDrawer>
      )}
    </div>
  )
}
